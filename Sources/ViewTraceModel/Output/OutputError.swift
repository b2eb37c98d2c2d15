import Foundation

/// Why an output could not be written. Each case prints as one line that
/// names the path the user gave (`--out`), never a staging file.
public enum OutputError: Error, Equatable, CustomStringConvertible {
  /// The folder to write is the current folder or one of its ancestors.
  case containsWorkingDirectory(path: String)
  /// A folder would be written where a file (or something else) exists.
  case notAFolder(path: String)
  /// A file would be written where a folder exists.
  case isAFolder(path: String)
  /// The folder holds files this tool did not write; `--force` replaces it.
  case foreignFolder(path: String, example: String)
  /// The path is a symbolic link; the tool does not replace links.
  case symbolicLink(path: String)
  /// The file system refused: the path and the system's reason.
  case io(path: String, reason: String)

  /// The value as ViewTrace prints it.
  public var description: String {
    switch self {
    case .containsWorkingDirectory(let path):
      return "--out \(path) is the current folder or one of its ancestors; refusing to replace it (choose a new folder)"
    case .notAFolder(let path):
      return "--out \(path) exists and is not a folder; refusing to replace it with one (choose a folder path)"
    case .isAFolder(let path):
      return "--out \(path) is a folder; name a file to write"
    case .foreignFolder(let path, let example):
      return
        "--out \(path) is a folder that ViewTrace did not write (it holds \(example)); refusing to replace it "
        + "(choose an empty or new folder, or pass --force to replace it)"
    case .symbolicLink(let path):
      return "--out \(path) is a symbolic link; refusing to replace it (name the real path)"
    case .io(let path, let reason):
      return "cannot write \(path): \(reason)"
    }
  }
}
