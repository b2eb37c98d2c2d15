import ViewTraceBuildConditions

// The tool the `CompileForIOS` plugin runs once per app file:
// `viewtrace-compile-for-ios INPUT OUTPUT` writes INPUT with its platform
// conditions decided as an iOS device build decides them (IOSBuildConditions).
// `viewtrace-compile-for-ios --model-declarations OUTPUT [INPUT...] [--ios INPUT...]`
// writes the Swift file that records where the inputs' model classes, views and
// their stored properties are declared (RecordedDeclaration); both plugins run it
// once per target. The inputs after `--ios` are read as `CompileForIOS` compiles
// them (its app files); the others as they are (a target's own files).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func fail(_ message: String) -> Never {
  let line = Array("Error: \(message)\n".utf8)
  _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
  exit(1)
}

let arguments = CommandLine.arguments
let usage = "usage: viewtrace-compile-for-ios INPUT OUTPUT | --model-declarations OUTPUT [INPUT...] [--ios INPUT...]"

func read(_ path: String) -> String {
  guard let file = fopen(path, "rb") else { fail("cannot read \(path): \(String(cString: strerror(errno)))") }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count == 0 { break }
    bytes += buffer[0..<count]
  }
  if ferror(file) != 0 { fail("cannot read \(path)") }
  return String(decoding: bytes, as: UTF8.self)
}

/// Writes through a temporary file and a rename, so the compiler never sees half a file.
func write(_ text: String, to path: String) {
  let temporary = path + ".partial"
  guard let file = fopen(temporary, "wb") else {
    fail("cannot write \(temporary): \(String(cString: strerror(errno)))")
  }
  let bytes = Array(text.utf8)
  let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
  if fclose(file) != 0 || written != bytes.count { fail("cannot write \(temporary)") }
  if rename(temporary, path) != 0 { fail("cannot rename \(temporary) to \(path): \(String(cString: strerror(errno)))") }
}

if arguments.count >= 3, arguments[1] == "--model-declarations" {
  let inputs = Array(arguments.dropFirst(3))
  let iosStart = inputs.firstIndex(of: "--ios") ?? inputs.endIndex
  let plain = inputs[..<iosStart].map { RecordedDeclaration.scan(read($0), file: $0) }
  let ios = inputs[iosStart...].dropFirst().map { input in
    // Read as the compiler reads the iOS rewrite: `#if os(iOS)` decided, every line where it was.
    RecordedDeclaration.scan(
      String(IOSBuildConditions.rewrite(read(input), file: input).drop { $0 != "\n" }.dropFirst()), file: input)
  }
  let models = (plain + ios).flatMap { $0 }
  write(RecordedDeclaration.swiftSource(RecordedDeclaration.recordable(models)), to: arguments[2])
} else if arguments.count == 3 {
  write(IOSBuildConditions.rewrite(read(arguments[1]), file: arguments[1]), to: arguments[2])
} else {
  fail(usage)
}
