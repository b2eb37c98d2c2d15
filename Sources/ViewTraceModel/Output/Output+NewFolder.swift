import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Output {
  /// Writes a folder that must be new or empty (`viewtrace init DIR`):
  /// nothing already there is replaced or removed, and a run that fails
  /// leaves nothing behind.
  ///
  /// - A new folder is filled in a staging folder beside it and renamed
  ///   into place (refused if something appeared there meanwhile).
  /// - An empty folder stays the same folder: the files are filled in a
  ///   staging folder inside it and moved up one by one.
  /// - A symbolic link is refused, unless `followLink`: then the folder it
  ///   points at must be empty, and is written as an empty folder is. The
  ///   link itself is never replaced.
  ///
  /// ```swift
  /// try await Output.writeNewFolder("my-traces", option: nil) { folder in
  ///   try Data("// swift-tools-version: 6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
  /// }
  /// ```
  ///
  /// - Throws: ``OutputError``: the path is a file, a folder that is not
  ///   empty, a link (without `followLink`), or the file system refused; an
  ///   error `fill` throws, unchanged.
  public static func writeNewFolder(
    _ path: String, option: String? = "--out", followLink: Bool = false, _ fill: (URL) async throws -> Void
  ) async throws {
    let name = OutputName(option: option, path: path)
    var destination = try destination(name)
    var info = stat()
    if lstat(destination, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
      guard followLink else { throw name.error(.symbolicLink) }
      destination = realPath(ofPossiblyMissing: destination)
      if stat(destination, &info) != 0 { throw OutputError.io(path: path, reason: lastError()) }
    }
    guard lstat(destination, &info) == 0 else {
      return try await writeMissingFolder(destination, name, fill)
    }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw name.error(.notAFolder) }
    guard let folder = FolderHandle(destination) else { throw OutputError.io(path: path, reason: lastError()) }
    Staging.removeLeftovers(of: "", in: destination)
    let present = try list(destination, name)
    guard present.isEmpty else { throw name.error(.notEmpty(count: present.count)) }
    let staging = try Staging.inside(destination, name)
    defer { staging.discard() }
    try await staging.fill(name, fill)
    let names = try FileManager.default.contentsOfDirectory(atPath: staging.path).filter { $0 != Staging.markerName }
    guard let filled = FolderHandle(staging.path) else { throw OutputError.io(path: path, reason: lastError()) }
    try SignalCleanup.withLock { () throws(OutputError) in
      for entry in names.sorted() {
        // Only into a place that is still free: the folder was empty.
        guard folder.status(of: entry) == nil else { throw name.error(.notEmpty(count: 1)) }
        guard folder.move(entry, from: filled) else { throw .io(path: path, reason: lastError()) }
      }
    }
  }

  /// A folder that does not exist yet: filled beside it, then renamed into
  /// place only if the place is still free.
  private static func writeMissingFolder(
    _ destination: String, _ name: OutputName, _ fill: (URL) async throws -> Void
  ) async throws {
    let staging = try Staging.beside(destination, name)
    do {
      try await staging.fill(name, fill)
      try SignalCleanup.withLock { () throws(OutputError) in
        var moved = FileSwap.renameNoReplace(staging.path, destination)
        if !moved && (errno == ENOSYS || errno == EINVAL) {
          // No rename that refuses to replace here: check, then rename.
          var info = stat()
          guard lstat(destination, &info) != 0 else { throw name.error(.notEmpty(count: 1)) }
          moved = rename(staging.path, destination) == 0
        }
        guard moved else {
          if errno == EEXIST || errno == ENOTEMPTY { throw name.error(.notEmpty(count: 1)) }
          throw .io(path: name.path, reason: lastError())
        }
        SignalCleanup.unregister(staging.path)
        // The staging marker goes once the folder is in place: until then it
        // proved the folder the tool's, should the run be killed.
        unlink(destination + "/" + Staging.markerName)
      }
    } catch {
      staging.discard()
      throw error
    }
  }
}
