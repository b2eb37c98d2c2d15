import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Output {
  /// Adds the file `relative` (`failures/x.json`) to a folder the tool
  /// collects files in over several runs and processes (the testing
  /// library's `VIEWTRACE_ARTIFACTS` folder), written through a temporary
  /// file renamed into place.
  ///
  /// - A missing folder is created and marked as the tool's (its marker
  ///   records every file added), and so is an empty one.
  /// - A folder the tool did not make (no marker, not empty) is refused,
  ///   and so is a marker the tool cannot verify, or a symbolic link.
  /// - A file already at `relative` is replaced only if the marker records
  ///   it and it is still as the tool wrote it.
  ///
  /// Processes adding to one folder at once take turns (`flock` on it).
  ///
  /// ```swift
  /// try Output.addFile(Data(svg.utf8), as: "shopping-list-frame-2.svg", to: "artifacts", option: "VIEWTRACE_ARTIFACTS")
  /// ```
  ///
  /// - Throws: ``OutputError`` naming `folder` with `option`.
  public static func addFile(
    _ data: Data, as relative: String, to folder: String, option: String? = "--out"
  ) throws(OutputError) {
    let name = OutputName(option: option, path: folder)
    guard FolderHandle.isPlainRelativePath(relative), !relative.hasSuffix("/") else {
      throw .io(path: folder + "/" + relative, reason: "not a plain path inside the folder")
    }
    let destination = try destination(name)
    var info = stat()
    if lstat(destination, &info) != 0 {
      try createFolder(destination, name)
    } else if info.st_mode & S_IFMT == S_IFLNK {
      throw name.error(.symbolicLink)
    } else if info.st_mode & S_IFMT != S_IFDIR {
      throw name.error(.notAFolder)
    }
    guard let handle = FolderHandle(destination) else { throw .io(path: folder, reason: lastError()) }
    guard flock(handle.descriptor, LOCK_EX) == 0 else { throw .io(path: folder, reason: lastError()) }
    defer { flock(handle.descriptor, LOCK_UN) }
    var manifest: OutputManifest
    switch OutputManifest.read(in: handle) {
    case .foreign(let reason): throw name.error(.foreignMarker(reason: reason))
    case .valid(let found): manifest = found
    case .none:
      let present = try list(destination, name)
      guard present.isEmpty else { throw name.error(.foreignFolder(example: present.sorted()[0])) }
      manifest = OutputManifest(entries: [])
    }
    if let now = handle.record(of: relative), manifest.entry(relative) != now {
      throw name.error(.notTheToolsFile(file: relative))
    }
    guard let (parent, last) = handle.parent(of: relative, creating: true) else {
      throw name.error(.notTheToolsFile(file: relative))
    }
    Staging.removeLeftovers(of: last, in: parent.path)
    let staging = try Staging.create(for: last, in: parent.path, name)
    defer { staging.discard() }
    try writeAll(data, to: staging.path + "/" + last, name)
    guard let filled = FolderHandle(staging.path), parent.move(last, from: filled) else {
      throw .io(path: folder, reason: lastError())
    }
    let entry = OutputManifest.Entry(kind: .file, size: data.count, digest: Digest.of(data), path: relative)
    manifest.entries = (manifest.entries.filter { $0.path != relative } + [entry]).sorted { $0.path < $1.path }
    try writeAll(Data(manifest.text.utf8), to: staging.path + "/" + markerName, name)
    guard handle.move(markerName, from: filled) else { throw .io(path: folder, reason: lastError()) }
  }
}
