import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The marker file in every folder the tool writes, `.viewtrace-output`: it
/// says the folder is ViewTrace's and lists the files ViewTrace put there,
/// so a later run can tell its own files from ones a person added.
///
/// ```text
/// This folder was written by ViewTrace; the next run with the same --out replaces it.
/// Files it wrote:
/// counter.html
/// index.html
/// ```
///
/// The list is sorted and carries no date or path, so outputs stay
/// byte-identical between runs. A marker written before the list existed
/// (its first line only) is read as "everything here is ViewTrace's".
struct OutputManifest: Equatable {
  /// The paths ViewTrace wrote, relative to the folder (`sub/a.svg`), sorted;
  /// nil for a marker without a list.
  var files: [String]?

  static let heading = "This folder was written by ViewTrace; the next run with the same --out replaces it.\n"
  static let listHeading = "Files it wrote:\n"

  /// The marker's text.
  var text: String {
    guard let files else { return Self.heading }
    return Self.heading + Self.listHeading + files.map { $0 + "\n" }.joined()
  }

  /// The manifest in `folder`: nil when the folder holds no marker file (or
  /// the marker is not a regular file, or not one this tool writes).
  static func read(in folder: String) -> OutputManifest? {
    let path = folder + "/" + Output.markerName
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= 64 << 20,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard text.hasPrefix(Self.heading) else { return nil }
    let rest = text.dropFirst(Self.heading.count)
    guard rest.hasPrefix(Self.listHeading) else { return OutputManifest(files: nil) }
    let list = rest.dropFirst(Self.listHeading.count).split(separator: "\n", omittingEmptySubsequences: true)
    return OutputManifest(files: list.map(String.init))
  }

  /// Every file below `folder` (relative paths, sorted), leaving out the
  /// tool's own marker files at the top; symbolic links count as files and
  /// are not followed.
  static func files(in folder: String) -> [String] {
    var out: [String] = []
    func walk(_ relative: String) {
      let full = relative.isEmpty ? folder : folder + "/" + relative
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: full) else { return }
      for entry in entries {
        let path = relative.isEmpty ? entry : relative + "/" + entry
        if relative.isEmpty && (entry == Output.markerName || entry == Staging.markerName) { continue }
        var info = stat()
        if lstat(folder + "/" + path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
          let before = out.count
          walk(path)
          // An empty folder is listed itself, so that it counts too.
          if out.count == before { out.append(path + "/") }
        } else {
          out.append(path)
        }
      }
    }
    walk("")
    return out.sorted()
  }

  /// The files in `folder` that this manifest does not list (none for a
  /// marker without a list), sorted.
  func unlisted(in folder: String) -> [String] {
    guard let files else { return [] }
    let listed = Set(files)
    return Self.files(in: folder).filter { path in
      // An empty folder left by a listed file's folder is the tool's too.
      !listed.contains(path) && !(path.hasSuffix("/") && listed.contains { $0.hasPrefix(path) })
    }
  }
}
