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
