import CZlib
import Foundation

/// Raw DEFLATE (RFC 1951, no zlib or gzip header) through zlib: what a
/// browser's `DecompressionStream("deflate-raw")` reads back. Report pages
/// deflate the data they embed once it is large (``ReportBuilder``).
package enum Deflate {
  /// `data` deflated at zlib's default level.
  package static func deflate(_ data: Data) throws(ReportError) -> Data {
    var stream = z_stream()
    // -15: a raw stream with a 32 KiB window.
    let started = deflateInit2_(
      &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    guard started == Z_OK else { throw .deflate(started: false, status: started) }
    defer { deflateEnd(&stream) }
    var output = Data(count: Int(deflateBound(&stream, uLong(data.count))))
    let status = data.withUnsafeBytes { source in
      output.withUnsafeMutableBytes { target in
        // zlib reads the input only; its pointer type is not const.
        stream.next_in = UnsafeMutablePointer(mutating: source.bindMemory(to: Bytef.self).baseAddress)
        stream.avail_in = uInt(source.count)
        stream.next_out = target.bindMemory(to: Bytef.self).baseAddress
        stream.avail_out = uInt(target.count)
        return CZlib.deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { throw .deflate(started: true, status: status) }
    output.count = Int(stream.total_out)
    return output
  }

  /// A raw DEFLATE stream inflated; nil when it is not one.
  package static func inflate(_ bytes: [UInt8]) -> [UInt8]? {
    var stream = z_stream()
    guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    var input = bytes
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    return input.withUnsafeMutableBufferPointer { source -> [UInt8]? in
      stream.next_in = source.baseAddress
      stream.avail_in = uInt(source.count)
      while true {
        let (status, made) = chunk.withUnsafeMutableBufferPointer { target -> (Int32, Int) in
          stream.next_out = target.baseAddress
          stream.avail_out = uInt(target.count)
          let status = CZlib.inflate(&stream, Z_NO_FLUSH)
          return (status, target.count - Int(stream.avail_out))
        }
        result.append(contentsOf: chunk[..<made])
        if status == Z_STREAM_END { return result }
        guard status == Z_OK, made > 0 || stream.avail_in > 0 else { return nil }
      }
    }
  }
}
