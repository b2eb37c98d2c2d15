import ArgumentParser
import Foundation
import ViewTraceModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--follow-link`, for every command that writes a file or a folder: an
/// output that is a symbolic link is refused without it.
struct LinkOptions: ParsableArguments {
  @Flag(
    help:
      "When an output is a symbolic link, write through it: into the folder it points at (replacing only files ViewTrace wrote there), or over the file it points at; without it a link is refused."
  )
  var followLink = false

  /// Writes `data` to the file `path` named by `option` (`-`: standard output).
  func write(_ data: Data, to path: String, option: String = "--out") throws {
    if path == "-" {
      try writeStandardOutput(data)
    } else {
      try Output.writeFile(data, to: path, option: option, followLink: followLink)
    }
  }

  /// Writes `text` to `path` (`-`: standard output), or to standard output
  /// without one. Invisible characters other than line feeds and tabs are
  /// written visibly, as on the terminal.
  func emit(_ text: String, to path: String?, option: String = "--out") throws {
    try write(Data(TextEscaping.visibleControls(text).utf8), to: path ?? "-", option: option)
  }
}

/// `--force` and `--follow-link`, for the commands that write a folder
/// (`report --out DIR`, `render --all-frames --out DIR`, `check --svg DIR`).
struct FolderOutputOptions: ParsableArguments {
  @Flag(
    help:
      "Replace a previous ViewTrace output even when files were added to it or changed in it (a folder ViewTrace did not write is never replaced)."
  )
  var force = false

  @OptionGroup var link: LinkOptions

  /// Writes the folder `path`, named by `option`, with these options (see `Output.writeFolder`).
  func writeFolder(_ path: String, option: String = "--out", _ fill: (URL) async throws -> Void) async throws {
    try await Output.writeFolder(path, option: option, force: force, followLink: link.followLink, fill)
  }
}

/// Writes one line to standard error.
///
/// Invisible characters in it (an escape sequence or a bell from a name in a
/// trace) are written visibly, `\u{1b}`: none reaches the terminal.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((TextEscaping.visibleControls(line) + "\n").utf8))
}

/// A failure while running a valid command (Graphviz, an unreadable trace, a
/// file that cannot be written): printed as one `Error:` line, no usage.
struct CLIError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Writes `text` to standard output now, unbuffered, so that a full disk or a
/// closed descriptor is an error (exit 2) instead of output silently lost.
/// Invisible characters other than line feeds and tabs are written visibly
/// (`\u{1b}`), so no escape sequence from a name reaches the terminal.
func writeStandardOutput(_ text: String) throws {
  try writeStandardOutput(Data(TextEscaping.visibleControls(text).utf8))
}

/// Writes `data` to standard output now, unbuffered.
func writeStandardOutput(_ data: Data) throws {
  guard !data.isEmpty else { return }
  do {
    try FileHandle.standardOutput.write(contentsOf: data)
  } catch {
    throw CLIError("cannot write standard output: \(systemReason(error))")
  }
}

/// The contents of an input file (a trace, budget or log), or one line naming it and the real cause:
/// the system's reason, or that it is a folder, a device or a socket. A pipe (`<(gunzip -c t.json.gz)`,
/// `/dev/stdin`) is read to its end. A file larger than `TraceCoding.maxFileBytes` (256 MiB) is
/// refused before it is read, a pipe once it has given one byte more. Every command reads its
/// input files here.
func readInput(_ path: String) throws -> Data {
  let shown = TextEscaping.echo(path)
  let limit = TraceCoding.maxFileBytes
  func tooLarge(_ size: String) -> CLIError {
    CLIError(
      "\(shown): \(size); an input file may be at most \(NumberText.bytes(limit)) (docs/trace-format.md, \"Limits\")")
  }
  func tooLarge(_ bytes: Int) -> CLIError {
    tooLarge("\(NumberText.bytes(bytes)) (\(NumberText.grouped(bytes)) bytes)")
  }
  var info = stat()
  if stat(path, &info) == 0 {
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      // Refused before it is read: a 1 GB file costs nothing to turn away.
      guard Int(info.st_size) <= limit else { throw tooLarge(Int(info.st_size)) }
    case S_IFIFO:
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw CLIError("cannot read \(shown): \(String(cString: strerror(errno)))")
      }
      defer { try? handle.close() }
      // A pipe has no size: read it in pieces and stop one byte past the limit.
      var data = Data()
      do {
        while let piece = try handle.read(upToCount: 1 << 20), !piece.isEmpty {
          data.append(piece)
          guard data.count <= limit else { throw tooLarge("more than \(NumberText.bytes(limit))") }
        }
      } catch let error as CLIError {
        throw error
      } catch {
        throw CLIError("cannot read \(shown): \(systemReason(error))")
      }
      return data
    case S_IFDIR: throw CLIError("cannot read \(shown): it is a folder, not a file")
    case S_IFCHR, S_IFBLK: throw CLIError("cannot read \(shown): it is a device, not a file")
    default: throw CLIError("cannot read \(shown): it is not a regular file")
    }
  }
  let data: Data
  do {
    data = try Data(contentsOf: URL(fileURLWithPath: path))
  } catch {
    throw CLIError("cannot read \(shown): \(systemReason(error))")
  }
  // The file grew between the size check and the read.
  guard data.count <= limit else { throw tooLarge(data.count) }
  return data
}

/// An error as one line: the tool's own errors by their description, the
/// file system's as the path and the system's reason.
func oneLine(_ error: any Error) -> String {
  let text: String
  let isFoundationError = error is CocoaError || type(of: error) is NSError.Type
  switch error {
  case let error as ValidationError: text = error.message
  case let error as CustomStringConvertible where !isFoundationError: text = error.description
  default:
    let info = (error as NSError).userInfo
    if let path = info[NSFilePathErrorKey] as? String ?? (info[NSURLErrorKey] as? URL)?.path {
      text = "\(TextEscaping.echo(path)): \(systemReason(error))"
    } else {
      text = systemReason(error)
    }
  }
  let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
  // The last guard: whatever an error echoes, the line stays readable.
  return line.count <= 2_000 ? line : TextEscaping.echo(line, limit: 2_000)
}

/// The system's reason for a Foundation error (`No such file or directory`).
func systemReason(_ error: any Error) -> String { Output.reason(error) }
