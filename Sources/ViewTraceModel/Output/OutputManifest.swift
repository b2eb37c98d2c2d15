import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The marker file in every folder the tool writes, `.viewtrace-output`: it
/// says the folder is ViewTrace's and records each file ViewTrace put there
/// (its kind, size, digest and path), so a later run can tell its own files
/// from ones a person added or changed.
///
/// ```text
/// This folder was written by ViewTrace; the next run with the same --out replaces it.
/// Files it wrote (kind, bytes, FNV-1a 64 digest, path):
/// file 10456 5d0c3b9f0e1b2a77 counter.html
/// file 48211 a1f3c2d49e0b6c15 counter.trace.json
/// ```
///
/// A marker is a claim to verify, never a list to trust: a path that is not
/// plain and inside the folder (`../x`, `/etc/x`, `a//b`), a line that is not
/// a record, or an older marker without sizes and digests makes the marker
/// foreign, and a folder with a foreign marker is never touched. A listed
/// file is the tool's only while it still has the recorded size and digest.
/// The list is sorted and carries no date or path, so outputs stay
/// byte-identical between runs.
struct OutputManifest: Equatable {
  /// What the marker records of one path.
  struct Entry: Equatable {
    enum Kind: String { case file, link, folder, other }
    var kind: Kind
    /// Bytes (a link: of its target's path); 0 for a folder.
    var size: Int
    /// ``Digest`` of the contents (a link: of its target's path); 0 for a folder.
    var digest: UInt64
    /// The path inside the folder (`sub/a.svg`; an empty folder ends in `/`).
    var path: String

    var line: String {
      kind == .folder
        ? "folder - - \(path)" : "\(kind.rawValue) \(size) \(String(format: "%016llx", digest)) \(path)"
    }

    /// Reads a record line; nil for anything else.
    init?(line: Substring) {
      let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count == 4, let kind = Kind(rawValue: String(fields[0])), kind != .other else { return nil }
      let path = String(fields[3])
      guard FolderHandle.isPlainRelativePath(path), path.hasSuffix("/") == (kind == .folder) else { return nil }
      if kind == .folder {
        guard fields[1] == "-", fields[2] == "-" else { return nil }
        self.init(kind: kind, size: 0, digest: 0, path: path)
      } else {
        guard let size = Int(fields[1]), size >= 0, fields[2].utf8.count == 16,
          let digest = UInt64(fields[2], radix: 16)
        else { return nil }
        self.init(kind: kind, size: size, digest: digest, path: path)
      }
    }

    init(kind: Kind, size: Int, digest: UInt64, path: String) {
      self.kind = kind
      self.size = size
      self.digest = digest
      self.path = path
    }
  }

  /// The records, sorted by path.
  var entries: [Entry]

  static let heading = "This folder was written by ViewTrace; the next run with the same --out replaces it.\n"
  static let listHeading = "Files it wrote (kind, bytes, FNV-1a 64 digest, path):\n"

  /// The paths it records.
  var files: [String] { entries.map(\.path) }

  /// The marker's text.
  var text: String { Self.heading + Self.listHeading + entries.map { $0.line + "\n" }.joined() }

  /// What reading a folder's marker found.
  enum Reading: Equatable {
    /// The folder holds no marker.
    case none
    /// A marker the tool can verify.
    case valid(OutputManifest)
    /// A marker that is not the tool's, or that the tool cannot verify; why.
    case foreign(String)
  }

  /// The marker of the folder open at `folder`.
  static func read(in folder: FolderHandle) -> Reading {
    var info = stat()
    guard fstatat(folder.descriptor, Output.markerName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .none }
    guard info.st_mode & S_IFMT == S_IFREG else { return .foreign("it is not a regular file") }
    guard info.st_size <= 64 << 20 else { return .foreign("it is larger than 64 MiB") }
    let descriptor = openat(folder.descriptor, Output.markerName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return .foreign("it cannot be read: \(Output.lastError())") }
    let data = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile()
    let text = String(decoding: data, as: UTF8.self)
    guard text.hasPrefix(Self.heading) else { return .foreign("it does not start as ViewTrace's marker does") }
    let rest = text.dropFirst(Self.heading.count)
    guard rest.hasPrefix(Self.listHeading) else {
      return .foreign("it is an older ViewTrace's marker, which records no sizes or digests")
    }
    var entries: [Entry] = []
    for (number, line) in rest.dropFirst(Self.listHeading.count).split(separator: "\n").enumerated() {
      guard let entry = Entry(line: line) else {
        let path = line.split(separator: " ", maxSplits: 3).last.map(String.init) ?? String(line)
        return .foreign(
          "its line \(number + 3) lists \(TextEscaping.quoted(String(path.prefix(200)))), "
            + "which is not a record of a path inside the folder")
      }
      entries.append(entry)
    }
    guard Set(entries.map(\.path)).count == entries.count else { return .foreign("it lists a path twice") }
    return .valid(OutputManifest(entries: entries.sorted { $0.path < $1.path }))
  }

  /// The marker of the folder at `path` (not following a link there).
  static func read(in path: String) -> Reading {
    guard let folder = FolderHandle(path) else { return .none }
    return read(in: folder)
  }

  /// A manifest recording everything below `folder` now.
  static func recording(_ folder: FolderHandle) -> OutputManifest {
    OutputManifest(entries: files(in: folder.path).compactMap { folder.record(of: $0) })
  }

  /// Every path below `folder` (relative, sorted), leaving out the tool's
  /// own marker files at the top; symbolic links count as files and are
  /// not followed; an empty folder is listed itself, ending in `/`.
  static func files(in folder: String) -> [String] { (try? listing(folder)) ?? [] }

  /// Every path below `folder`, as ``files(in:)``; throws the relative path
  /// of a folder that cannot be listed (a folder one cannot read may hold
  /// files of a person's: nothing is taken as empty that was not seen).
  static func listing(_ folder: String) throws(Unlistable) -> [String] {
    var out: [String] = []
    var unlistable: String?
    func walk(_ relative: String) {
      let full = relative.isEmpty ? folder : folder + "/" + relative
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: full) else {
        if unlistable == nil { unlistable = relative.isEmpty ? "." : relative }
        return
      }
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
    if let unlistable { throw Unlistable(path: unlistable) }
    return out.sorted()
  }

  /// A folder inside an output that cannot be listed.
  struct Unlistable: Error { let path: String }

  /// How the folder differs from what this marker records.
  struct Differences: Equatable {
    /// Paths the marker does not record (a person's files), sorted.
    var added: [String] = []
    /// Recorded paths that are no longer what the tool wrote, sorted.
    var changed: [String] = []
    /// How many recorded files (not folders) are there as the tool wrote them.
    var intact = 0
    var isEmpty: Bool { added.isEmpty && changed.isEmpty }
  }

  /// Compares `folder` with the records: what was added and what changed.
  /// A recorded file that is gone is neither (nothing of a person's is lost
  /// by its absence).
  func differences(in folder: FolderHandle) -> Differences {
    var differences = Differences()
    let recorded = Set(files)
    let present: [String]
    do {
      present = try Self.listing(folder.path)
    } catch {
      // What cannot be seen counts as a person's.
      differences.added.append(error.path + " (a folder that cannot be listed)")
      return differences
    }
    for path in present where !recorded.contains(path) {
      // An empty folder left by a recorded file's folder is the tool's too.
      if path.hasSuffix("/") && recorded.contains(where: { $0.hasPrefix(path) }) { continue }
      differences.added.append(path)
    }
    for entry in entries {
      guard let now = folder.record(of: entry.path) else { continue }
      if now != entry {
        differences.changed.append(entry.path)
      } else if entry.kind != .folder {
        differences.intact += 1
      }
    }
    return differences
  }

  /// The record of `path`, if the marker has one.
  func entry(_ path: String) -> Entry? { entries.first { $0.path == path } }
}
