import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Output {
  /// Writes an output into the folder the link at `link` points at
  /// (`--follow-link`): the files are filled in a staging folder inside it,
  /// then moved in one by one. Files the previous output recorded and this
  /// one does not write are removed. A file the tool did not write there,
  /// or one it wrote that changed since, is never replaced or removed (the
  /// whole write is refused first, nothing moved), and the folder itself is
  /// never emptied or replaced. Every path inside the folder is reached
  /// without following links (``FolderHandle``).
  ///
  /// Unlike a folder written in place, this is not one atomic step: a run
  /// killed while it moves files leaves some old and some new ones, all of
  /// them the tool's, and the next run puts the whole output in again.
  static func writeInto(
    linkTarget link: String, _ name: OutputName, _ fill: (URL) async throws -> Void
  ) async throws {
    let path = realPath(ofPossiblyMissing: link)
    try refuseWorkingDirectory(path, name)
    var info = stat()
    guard stat(path, &info) == 0 else { throw OutputError.io(path: name.path, reason: lastError()) }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw name.error(.notAFolder) }
    guard let folder = FolderHandle(path) else { throw OutputError.io(path: name.path, reason: lastError()) }
    var previous: [OutputManifest.Entry] = []
    switch OutputManifest.read(in: folder) {
    case .none: break
    case .foreign(let reason): throw name.error(.foreignMarker(reason: reason))
    case .valid(let manifest): previous = manifest.entries
    }
    let staging = try Staging.inside(path, name)
    defer { staging.discard() }
    try await staging.fill(name, fill)
    guard let filled = FolderHandle(staging.path) else { throw OutputError.io(path: name.path, reason: lastError()) }
    let written = OutputManifest.recording(filled).entries.filter { $0.kind != .folder }
    let recorded = Dictionary(previous.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    // Everything is checked before anything moves: a file the tool would
    // replace must be one it recorded, still as it wrote it, and so must a
    // file it would remove; a folder on the way must be a folder.
    for file in written {
      var prefix = ""
      for component in file.path.split(separator: "/").dropLast() {
        prefix += prefix.isEmpty ? String(component) : "/" + component
        guard let status = folder.status(of: prefix) else { break }
        if status.st_mode & S_IFMT != S_IFDIR { throw name.error(.wouldReplace(file: prefix)) }
      }
      guard let now = folder.record(of: file.path) else { continue }
      guard let entry = recorded[file.path], entry == now else {
        throw name.error(.wouldReplace(file: file.path))
      }
    }
    let kept = Set(written.map(\.path))
    let removed = previous.filter { !kept.contains($0.path) && $0.kind != .folder }
    for entry in removed {
      guard let now = folder.record(of: entry.path) else { continue }
      guard now == entry else { throw name.error(.notTheToolsFile(file: entry.path)) }
    }
    try SignalCleanup.withLock { () throws(OutputError) in
      for file in written {
        guard folder.move(file.path, from: filled) else { throw .io(path: name.path, reason: lastError()) }
      }
      for entry in removed.reversed() {
        folder.remove(entry.path)
        // Folders that only held the tool's files go with them (a folder
        // that is not empty stays).
        folder.removeEmptyFolders(above: entry.path)
      }
      let manifest = OutputManifest(entries: written)
      try writeAll(Data(manifest.text.utf8), to: staging.path + "/" + markerName, name)
      guard folder.move(markerName, from: filled) else { throw .io(path: name.path, reason: lastError()) }
    }
  }
}
