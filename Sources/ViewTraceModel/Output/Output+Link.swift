import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Output {
  /// Writes an output into the folder the link at `link` points at
  /// (`--follow-link`): the files are filled in a staging folder inside it,
  /// then moved in one by one. Files the previous output listed and this
  /// one does not are removed; a file the tool did not write there is never
  /// replaced or removed (the whole write is refused first, nothing moved),
  /// and the folder itself is never emptied or replaced.
  ///
  /// Unlike a folder written in place, this is not one atomic step: a run
  /// killed while it moves files leaves some old and some new ones, all of
  /// them the tool's, and the next run puts the whole output in again.
  static func writeInto(
    linkTarget link: String, userPath: String, _ fill: (URL) async throws -> Void
  ) async throws {
    let folder = realPath(ofPossiblyMissing: link)
    try refuseWorkingDirectory(folder, userPath: userPath)
    var info = stat()
    guard stat(folder, &info) == 0 else { throw OutputError.io(path: userPath, reason: lastError()) }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw OutputError.notAFolder(path: userPath) }
    let previousManifest = OutputManifest.read(in: folder)
    if previousManifest == nil && lstat(folder + "/" + markerName, &info) == 0 {
      throw OutputError.wouldReplace(path: userPath, file: markerName)
    }
    let previous = previousManifest?.files ?? []
    Staging.removeLeftovers(of: "", in: folder)
    let staging = try Staging.create(for: "", in: folder, userPath: userPath)
    defer { staging.discard() }
    do {
      try await fill(URL(fileURLWithPath: staging.path, isDirectory: true))
    } catch {
      throw translate(error, userPath: userPath)
    }
    let written = OutputManifest.files(in: staging.path).filter { !$0.hasSuffix("/") }
    let mine = Set(previous)
    for file in written where !mine.contains(file) {
      // Anything already there under a new file's name (or its folder's) is the user's.
      var prefix = ""
      for component in file.split(separator: "/") {
        prefix += prefix.isEmpty ? String(component) : "/" + component
        guard lstat(folder + "/" + prefix, &info) == 0 else { break }
        if prefix == file || info.st_mode & S_IFMT != S_IFDIR {
          throw OutputError.wouldReplace(path: userPath, file: prefix)
        }
      }
    }
    try SignalCleanup.withLock { () throws(OutputError) in
      for file in written {
        let target = folder + "/" + file
        try createFolder((target as NSString).deletingLastPathComponent, userPath: userPath)
        guard rename(staging.path + "/" + file, target) == 0 else {
          throw .io(path: userPath, reason: lastError())
        }
      }
      let kept = Set(written)
      for file in previous.reversed() where !kept.contains(file) {
        let path = folder + "/" + (file.hasSuffix("/") ? String(file.dropLast()) : file)
        guard lstat(path, &info) == 0 else { continue }
        // A listed folder goes only when empty; a listed file only if it is still a file.
        if info.st_mode & S_IFMT == S_IFDIR { rmdir(path) } else { unlink(path) }
        // Folders that only held the tool's files go with them (rmdir keeps a folder that is not empty).
        var parent = (path as NSString).deletingLastPathComponent
        while parent.count > folder.count && rmdir(parent) == 0 { parent = (parent as NSString).deletingLastPathComponent }
      }
      let manifest = OutputManifest(files: written)
      try writeAll(Data(manifest.text.utf8), to: staging.path + "/" + markerName, userPath: userPath)
      guard rename(staging.path + "/" + markerName, folder + "/" + markerName) == 0 else {
        throw .io(path: userPath, reason: lastError())
      }
    }
  }
}
