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
  /// The folder was not written by this tool (it holds no marker); it is
  /// never replaced, even with `--force`.
  case foreignFolder(path: String, example: String)
  /// A previous output of this tool to which files were added since; only
  /// `--force` replaces it.
  case addedFiles(path: String, example: String, count: Int)
  /// The path is a symbolic link; the tool does not follow or replace a
  /// link to a folder unless asked to write into it (`--follow-link`).
  case symbolicLink(path: String)
  /// Writing into the folder a link points at would replace a file this
  /// tool did not write there.
  case wouldReplace(path: String, file: String)
  /// The file system refused: the path and the system's reason.
  case io(path: String, reason: String)

  /// The value as ViewTrace prints it.
  public var description: String {
    switch echoed {
    case .containsWorkingDirectory(let path):
      return "--out \(path) is the current folder or one of its ancestors; refusing to replace it (choose a new folder)"
    case .notAFolder(let path):
      return "--out \(path) exists and is not a folder; refusing to replace it with one (choose a folder path)"
    case .isAFolder(let path):
      return "--out \(path) is a folder; name a file to write"
    case .foreignFolder(let path, let example):
      return
        "--out \(path) is a folder that ViewTrace did not write (it holds \(example)); refusing to replace it, "
        + "even with --force (choose an empty or new folder)"
    case .addedFiles(let path, let example, let count):
      let files = count == 1 ? "a file" : "\(count) files"
      return
        "--out \(path) holds \(files) that ViewTrace did not write (\(example)); refusing to replace "
        + (count == 1 ? "it" : "them") + " (move \(count == 1 ? "it" : "them") away, or pass --force to replace the folder)"
    case .symbolicLink(let path):
      return
        "--out \(path) is a symbolic link; refusing to follow it (name the real folder, or pass --follow-link "
        + "to write into the folder it points at)"
    case .wouldReplace(let path, let file):
      return
        "--out \(path) points at a folder that holds \(file), which ViewTrace did not write; refusing to "
        + "replace it (move it away)"
    case .io(let path, let reason):
      return "cannot write \(path): \(reason)"
    }
  }

  /// This error with the paths it names bounded for a message
  /// (``TextEscaping/echo(_:limit:)``): a 5,000-character `--out` gives a
  /// one-line error.
  var echoed: OutputError {
    switch self {
    case .containsWorkingDirectory(let path): .containsWorkingDirectory(path: TextEscaping.echo(path))
    case .notAFolder(let path): .notAFolder(path: TextEscaping.echo(path))
    case .isAFolder(let path): .isAFolder(path: TextEscaping.echo(path))
    case .foreignFolder(let path, let example):
      .foreignFolder(path: TextEscaping.echo(path), example: TextEscaping.echo(example))
    case .addedFiles(let path, let example, let count):
      .addedFiles(path: TextEscaping.echo(path), example: TextEscaping.echo(example), count: count)
    case .symbolicLink(let path): .symbolicLink(path: TextEscaping.echo(path))
    case .wouldReplace(let path, let file): .wouldReplace(path: TextEscaping.echo(path), file: TextEscaping.echo(file))
    case .io(let path, let reason): .io(path: TextEscaping.echo(path), reason: reason)
    }
  }
}
