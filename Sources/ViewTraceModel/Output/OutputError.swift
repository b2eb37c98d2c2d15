import Foundation

/// Why an output could not be written: one line that names the output as
/// the user gave it (`--out site`, `--svg frames`), never a staging file.
///
/// ```swift
/// OutputError(option: "--svg", path: "frames", problem: .symbolicLink).description
/// // --svg frames is a symbolic link; refusing to follow it (…)
/// ```
public struct OutputError: Error, Equatable, CustomStringConvertible {
  /// The option or variable that named the output (`--out`, `--svg`,
  /// `VIEWTRACE_ARTIFACTS`); nil for a path named by a program's own call.
  public var option: String?
  /// The path as the user gave it.
  public var path: String
  /// What is wrong.
  public var problem: Problem

  /// What is wrong with an output.
  public enum Problem: Equatable, Sendable {
    /// The folder to write is the current folder or one of its ancestors.
    case containsWorkingDirectory
    /// A folder would be written where a file (or something else) exists.
    case notAFolder
    /// A file would be written where a folder exists.
    case isAFolder
    /// The folder was not written by this tool (it holds no marker); it is
    /// never replaced, even with `--force`. `example` is one of its files.
    case foreignFolder(example: String)
    /// The folder holds a `.viewtrace-output` marker the tool cannot verify
    /// (why); a folder with such a marker is never touched, even with `--force`.
    case foreignMarker(reason: String)
    /// A previous output of this tool to which files were added since; only
    /// `--force` replaces it.
    case addedFiles(example: String, count: Int)
    /// A previous output of this tool in which files it wrote were changed
    /// since (or a marker that names a person's file); never replaced.
    case changedFiles(example: String, count: Int)
    /// The path is a symbolic link to a folder; the tool does not follow or
    /// replace it unless asked to write into it (`--follow-link`).
    case symbolicLink
    /// The path is a symbolic link to a file (or a dangling one); the tool
    /// replaces the file it points at only with `--follow-link`.
    case symbolicLinkToFile
    /// Writing into a folder the tool does not own (a link's folder, a
    /// folder of new files) would replace or remove `file`, which the tool
    /// did not write there, or which changed since it did.
    case wouldReplace(file: String)
    /// A folder the tool adds files to holds `file` where it would write
    /// one, and did not write it there (or it changed since).
    case notTheToolsFile(file: String)
    /// The folder must be new or empty (`viewtrace init`): it holds `count` items.
    case notEmpty(count: Int)
    /// The current folder no longer exists, so a relative path names nothing.
    case noWorkingDirectory
    /// The file system refused: the system's reason.
    case io(reason: String)
  }

  /// An error about the output `path`, named by `option`.
  public init(option: String? = "--out", path: String, problem: Problem) {
    self.option = option
    self.path = path
    self.problem = problem
  }

  /// A file-system failure writing `path`.
  public static func io(path: String, reason: String) -> OutputError {
    OutputError(option: nil, path: path, problem: .io(reason: reason))
  }

  /// The value as ViewTrace prints it.
  public var description: String {
    let path = TextEscaping.echo(self.path)
    let named = option.map { "\($0) \(path)" } ?? path
    let force = option?.hasPrefix("--") == true ? ", or pass --force to replace the folder" : ""
    switch problem {
    case .containsWorkingDirectory:
      return "\(named) is the current folder or one of its ancestors; refusing to replace it (choose a new folder)"
    case .notAFolder:
      return "\(named) exists and is not a folder; refusing to replace it with one (choose a folder path)"
    case .isAFolder:
      return "\(named) is a folder; name a file to write"
    case .foreignFolder(let example):
      return
        "\(named) is a folder that ViewTrace did not write (it holds \(TextEscaping.echo(example))); refusing to replace it, "
        + "even with --force (choose an empty or new folder)"
    case .foreignMarker(let reason):
      return
        "\(named) holds a \(Output.markerName) marker that ViewTrace cannot verify (\(reason)); refusing to touch "
        + "the folder, even with --force (choose another folder, or move your files out and remove it yourself)"
    case .addedFiles(let example, let count):
      let files = count == 1 ? "a file" : "\(count) files"
      let them = count == 1 ? "it" : "them"
      return
        "\(named) holds \(files) that ViewTrace did not write (\(TextEscaping.echo(example))); refusing to replace "
        + "\(them) (move \(them) away\(force))"
    case .changedFiles(let example, let count):
      let files = count == 1 ? "a file" : "\(count) files"
      let them = count == 1 ? "it" : "them"
      return
        "\(named) holds \(files) that ViewTrace wrote and that changed since (\(TextEscaping.echo(example))); "
        + "refusing to replace \(them), even with --force (move \(them) away)"
    case .symbolicLink:
      return
        "\(named) is a symbolic link; refusing to follow it (name the real folder, or pass --follow-link "
        + "to write into the folder it points at)"
    case .symbolicLinkToFile:
      return
        "\(named) is a symbolic link; refusing to write through it (name the real file, or pass --follow-link "
        + "to replace the file it points at)"
    case .wouldReplace(let file):
      return
        "\(named) points at a folder that holds \(TextEscaping.echo(file)), which ViewTrace did not write; refusing to "
        + "replace it (move it away)"
    case .notEmpty(let count):
      return
        "\(named) is not empty (\(count) item\(count == 1 ? "" : "s")); refusing to write into it (choose a new or "
        + "empty folder)"
    case .noWorkingDirectory:
      return "\(named) is a relative path and the current folder no longer exists; name it with an absolute path"
    case .notTheToolsFile(let file):
      return
        "\(named) holds \(TextEscaping.echo(file)), which ViewTrace did not write (or which changed since it did); "
        + "refusing to replace or remove it (move it away)"
    case .io(let reason):
      return "cannot write \(path): \(reason)"
    }
  }
}
