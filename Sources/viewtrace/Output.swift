import Foundation

/// Writes one line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// A failure while running a valid command (Graphviz, an unreadable trace, a
/// file that cannot be written): printed as one `Error:` line, no usage.
struct CLIError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Fills a folder that replaces `destination` only once `fill` succeeds: the
/// files go into a hidden staging folder next to it, which is then moved into
/// place, so a failed or interrupted run leaves the previous folder as it was.
func writeFolderAtomically(_ destination: URL, _ fill: (URL) async throws -> Void) async throws {
  let staging = destination.deletingLastPathComponent()
    .appendingPathComponent(".\(destination.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.removeItem(at: staging)
  try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
  do {
    try await fill(staging)
    if FileManager.default.fileExists(atPath: destination.path) {
      try FileManager.default.removeItem(at: destination)
    }
    try FileManager.default.moveItem(at: staging, to: destination)
  } catch {
    try? FileManager.default.removeItem(at: staging)
    throw error
  }
}
