import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output as the user named it: the option (`--out`, `--svg`) and the
/// path, for messages.
struct OutputName {
  var option: String?
  var path: String

  func error(_ problem: OutputError.Problem) -> OutputError {
    OutputError(option: option, path: path, problem: problem)
  }
}

/// Writes the tool's outputs so that nothing the user owns is ever lost.
///
/// - A folder output (`viewtrace report --out DIR`) is filled in a hidden
///   staging folder next to `DIR` and swapped in with one rename; a killed
///   run leaves the previous output whole, and the next run removes the
///   staging folders that provably belong to runs that died. The folder gets
///   a marker file (``markerName``) listing the files the tool wrote. A
///   folder without one is never replaced; a previous output to which files
///   were added is replaced only with `force`. The current folder and its
///   ancestors are never replaced, nor is a file replaced by a folder. A
///   symbolic link is not followed unless `followLink` says to write into
///   the folder it points at, and then only files the tool wrote there are
///   replaced or removed.
/// - A file output is written to a temporary file next to it and renamed
///   into place.
/// - SIGTERM, SIGINT and SIGHUP remove the run's staging folder before the
///   process ends.
///
/// ```swift
/// try await Output.writeFolder("report") { folder in
///   try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
/// }
/// try Output.writeFile(Data(dot.utf8), to: "tree.dot")
/// ```
public enum Output {
  /// The marker file in every folder the tool writes: it lists the files
  /// the tool wrote there, and a folder that holds it may be replaced by the
  /// next run.
  public static let markerName = ".viewtrace-output"

  /// Fills a new folder and puts it at `path`, replacing a previous output
  /// there only once `fill` succeeded.
  ///
  /// - Parameters:
  ///   - path: The folder to write, as the user named it (errors quote it).
  ///   - force: Replace a previous output of the tool to which files were
  ///     added. A folder without ``markerName`` is never replaced.
  ///   - followLink: When `path` is a symbolic link to a folder, write the
  ///     files into that folder, replacing and removing only the files the
  ///     tool wrote there before; without it a link is refused.
  ///   - fill: Writes the files into the folder it is given.
  /// - Throws: ``OutputError`` when the folder may not or cannot be written;
  ///   an error `fill` throws, unchanged (file-system errors inside `fill`
  ///   become ``OutputError/io(path:reason:)`` naming `path`).
  public static func writeFolder(
    _ path: String, option: String? = "--out", force: Bool = false, followLink: Bool = false,
    _ fill: (URL) async throws -> Void
  ) async throws {
    let name = OutputName(option: option, path: path)
    let destination = try destination(name)
    try refuseWorkingDirectory(destination, name)
    var info = stat()
    if lstat(destination, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
      guard followLink else { throw name.error(.symbolicLink) }
      return try await writeInto(linkTarget: destination, name, fill)
    }
    try checkFolderDestination(destination, name, force: force)
    let staging = try Staging.beside(destination, name)
    do {
      try await staging.fill(name, fill)
      try writeManifest(in: staging.path, name)
      try SignalCleanup.withLock { () throws(OutputError) in
        // From here the manifest, which lists every file, proves the folder
        // the tool's: the staging marker must not end up in the output.
        unlink(staging.path + "/" + Staging.markerName)
        try swapIn(staging.path, at: destination, name, force: force)
        SignalCleanup.unregister(staging.path)
      }
    } catch {
      staging.discard()
      throw error
    }
  }

  /// Writes `data` to the file at `path` through a temporary file renamed
  /// into place, so a reader sees the old file or the new one, never a part.
  /// A symbolic link is followed (the file it points at is replaced, as a
  /// shell's `>` would); devices and pipes (`/dev/stdout`) are written directly.
  ///
  /// - Throws: ``OutputError``: `path` is a folder, or the file system refused.
  public static func writeFile(
    _ data: Data, to path: String, option: String? = "--out", followLink: Bool = false
  ) throws(OutputError) {
    let name = OutputName(option: option, path: path)
    var target = try absolute(name)
    var info = stat()
    if lstat(target, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFLNK {
        guard followLink else { throw name.error(.symbolicLinkToFile) }
        target = realPath(ofPossiblyMissing: target)
        if stat(target, &info) != 0 { info = stat() }
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw name.error(.isAFolder)
      case S_IFCHR, S_IFIFO, S_IFSOCK:
        try writeAll(data, to: target, name, create: false)
        return
      default: break
      }
    }
    let parent = (target as NSString).deletingLastPathComponent
    let last = (target as NSString).lastPathComponent
    Staging.removeLeftovers(of: last, in: parent)
    // The temporary file sits in a staging folder of its own: that folder's
    // marker is what proves a leftover the tool's.
    let staging = try Staging.create(for: last, in: parent, name)
    defer { staging.discard() }
    let temporary = staging.path + "/" + last
    try writeAll(data, to: temporary, name)
    guard rename(temporary, target) == 0 else { throw .io(path: path, reason: lastError()) }
  }

  /// Appends `data` to the file at `path`, creating it when missing (a CI
  /// step summary such as `$GITHUB_STEP_SUMMARY` is appended to).
  ///
  /// ```swift
  /// try Output.appendFile(Data(summary.utf8), to: "summary.md")
  /// ```
  ///
  /// - Throws: ``OutputError``: `path` is a folder, or the file system refused.
  public static func appendFile(_ data: Data, to path: String, option: String? = "--out") throws(OutputError) {
    let name = OutputName(option: option, path: path)
    let target = try absolute(name)
    var info = stat()
    if stat(target, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { throw name.error(.isAFolder) }
    try writeAll(data, to: target, name, append: true)
  }

  // MARK: - Checks

  /// `path` made absolute without resolving anything: `.` and empty
  /// components and trailing slashes dropped, `~` expanded, `..` kept. A
  /// relative path when the current folder no longer exists is an error.
  static func absolute(_ name: OutputName) throws(OutputError) -> String {
    let expanded = (name.path as NSString).expandingTildeInPath
    var full = expanded
    if !expanded.hasPrefix("/") {
      guard let workingDirectory = workingDirectory() else { throw name.error(.noWorkingDirectory) }
      full = workingDirectory + "/" + expanded
    }
    let components = full.split(separator: "/").filter { $0 != "." }
    return "/" + components.joined(separator: "/")
  }

  /// The current folder, or nil when it no longer exists (it was removed
  /// while the process ran in it).
  static func workingDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    let path = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // Linux names a removed folder "(unreachable)/…" or appends " (deleted)".
    return path.hasPrefix("/") && access(path, F_OK) == 0 ? path : nil
  }

  /// The folder an output names: its parent's real path and its own last
  /// component, so a symbolic link as the last component stays a link
  /// (`lstat` sees it) while links above it are resolved. `.`, `..` and `/`
  /// are resolved whole.
  static func destination(_ name: OutputName) throws(OutputError) -> String {
    let full = try absolute(name)
    let last = (full as NSString).lastPathComponent
    guard full != "/", last != "..", last != "." else { return realPath(ofPossiblyMissing: full) }
    let parent = realPath(ofPossiblyMissing: (full as NSString).deletingLastPathComponent)
    return parent == "/" ? "/" + last : parent + "/" + last
  }

  /// Refuses `/`, the current folder and its ancestors (compared by real
  /// path: `--out ..` or a link to an ancestor are ancestors too). A process
  /// whose current folder was removed has none to protect.
  static func refuseWorkingDirectory(_ destination: String, _ name: OutputName) throws(OutputError) {
    let realDestination = realPath(ofPossiblyMissing: destination)
    if realDestination == "/" { throw name.error(.containsWorkingDirectory) }
    guard let current = workingDirectory() else { return }
    let workingDirectory = realPath(ofPossiblyMissing: current)
    if realDestination == workingDirectory || workingDirectory.hasPrefix(realDestination + "/") {
      throw name.error(.containsWorkingDirectory)
    }
  }

  /// Refuses what must never be replaced by a folder: a file or a link, a
  /// folder without the marker or with one the tool cannot verify, a
  /// previous output in which a file the tool wrote was changed, and
  /// (unless `force`, and the folder holds a file the tool wrote, as written)
  /// a previous output to which files were added.
  static func checkFolderDestination(_ destination: String, _ name: OutputName, force: Bool) throws(OutputError) {
    try refuseWorkingDirectory(destination, name)
    var info = stat()
    guard lstat(destination, &info) == 0 else { return }
    switch info.st_mode & S_IFMT {
    case S_IFLNK: throw name.error(.symbolicLink)
    case S_IFDIR: break
    default: throw name.error(.notAFolder)
    }
    guard let folder = FolderHandle(destination) else { throw .io(path: name.path, reason: lastError()) }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: destination)
    } catch {
      throw .io(path: name.path, reason: "cannot list the folder")
    }
    if entries.isEmpty { return }
    switch OutputManifest.read(in: folder) {
    case .none: throw name.error(.foreignFolder(example: entries.sorted()[0]))
    case .foreign(let reason): throw name.error(.foreignMarker(reason: reason))
    case .valid(let manifest):
      // A file the marker records that is no longer as the tool wrote it
      // is a person's (an edit, or a marker that names their file): never
      // replaced, not even with --force.
      let differences = manifest.differences(in: folder)
      if let first = differences.changed.first {
        throw name.error(.changedFiles(example: first, count: differences.changed.count))
      }
      guard let first = differences.added.first else { return }
      // --force replaces added files only in a folder that is provably a
      // previous output: at least one file it records is there, as written.
      if !force || differences.intact == 0 { throw name.error(.addedFiles(example: first, count: differences.added.count)) }
    }
  }

  /// The real path of `path`: symbolic links resolved in the part that exists.
  static func realPath(ofPossiblyMissing path: String) -> String {
    var existing = path
    var missing: [String] = []
    while existing.hasPrefix("/") && existing != "/" && access(existing, F_OK) != 0 {
      missing.insert((existing as NSString).lastPathComponent, at: 0)
      existing = (existing as NSString).deletingLastPathComponent
    }
    guard existing.hasPrefix("/") else { return path }
    var resolved = URL(fileURLWithPath: existing).resolvingSymlinksInPath().path
    for component in missing { resolved = (resolved as NSString).appendingPathComponent(component) }
    return resolved
  }

  /// Writes the marker recording what `folder` holds.
  static func writeManifest(in folder: String, _ name: OutputName) throws(OutputError) {
    guard let handle = FolderHandle(folder) else { throw .io(path: name.path, reason: lastError()) }
    let manifest = OutputManifest.recording(handle)
    try writeAll(Data(manifest.text.utf8), to: folder + "/" + markerName, name)
  }

  // MARK: - Swapping

  /// Puts `staging` at `destination`: one exchange where the system has it,
  /// else two renames with the shortest window; the old folder is deleted.
  static func swapIn(_ staging: String, at destination: String, _ name: OutputName, force: Bool) throws(OutputError) {
    if FileSwap.renameNoReplace(staging, destination) { return }
    guard errno == EEXIST || errno == ENOTEMPTY else {
      if errno == ENOSYS || errno == EINVAL {
        return try twoRenames(staging, destination, name, force: force)
      }
      throw .io(path: name.path, reason: lastError())
    }
    // Another writer made the folder meanwhile: check it again, then exchange.
    try checkFolderDestination(destination, name, force: force)
    if FileSwap.exchange(staging, destination) {
      // `staging` now holds the previous output.
      removeTree(staging)
      return
    }
    guard errno == ENOSYS || errno == EINVAL else { throw .io(path: name.path, reason: lastError()) }
    try twoRenames(staging, destination, name, force: force)
  }

  private static func twoRenames(
    _ staging: String, _ destination: String, _ name: OutputName, force: Bool
  ) throws(OutputError) {
    try checkFolderDestination(destination, name, force: force)
    let parent = (destination as NSString).deletingLastPathComponent
    let last = (destination as NSString).lastPathComponent
    let aside =
      parent + "/" + Staging.prefix(for: last) + "old-\(getpid())-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let hadOld = rename(destination, aside) == 0
    guard rename(staging, destination) == 0 else {
      let reason = lastError()
      if hadOld { rename(aside, destination) }
      throw .io(path: name.path, reason: reason)
    }
    if hadOld { removeTree(aside) }
  }

  // MARK: - File system

  static func createFolder(_ path: String, _ name: OutputName) throws(OutputError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .io(path: name.path, reason: "cannot create the folder \((path as NSString).lastPathComponent)")
    }
  }

  static func writeAll(
    _ data: Data, to path: String, _ name: OutputName, create: Bool = true, append: Bool = false
  ) throws(OutputError) {
    let flags = (create ? O_WRONLY | O_CREAT : O_WRONLY) | (append ? O_APPEND : O_TRUNC)
    let descriptor = open(path, flags | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .io(path: name.path, reason: lastError()) }
    defer { close(descriptor) }
    let failure: String? = data.withUnsafeBytes { buffer -> String? in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return lastError()
        }
        offset += written
      }
      return nil
    }
    if let failure { throw .io(path: name.path, reason: failure) }
  }

  /// Removes the folder (or file) at `path`. The marker files that prove a
  /// folder the tool's go last, so a run killed while it removes a folder
  /// leaves one the next run can still prove its own and finish removing.
  static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: path)
    else {
      try? FileManager.default.removeItem(atPath: path)
      return
    }
    let markers: Set<String> = [markerName, Staging.markerName]
    for entry in entries where !markers.contains(entry) {
      try? FileManager.default.removeItem(atPath: path + "/" + entry)
    }
    for marker in markers { unlink(path + "/" + marker) }
    rmdir(path)
  }

  static func lastError() -> String { String(cString: strerror(errno)) }

  /// File-system errors from a fill, named by the user's path.
  static func translate(_ error: any Error, _ name: OutputName) -> any Error {
    if error is OutputError { return error }
    guard error is CocoaError || error is POSIXError else { return error }
    return OutputError.io(path: name.path, reason: reason(error))
  }

  /// The names in the folder `path`; a folder that cannot be listed is an
  /// error, never taken as empty.
  static func list(_ path: String, _ name: OutputName) throws(OutputError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw .io(path: name.path, reason: "cannot list the folder: \(reason(error))")
    }
  }

  /// The system's reason for a file-system error, as one short phrase
  /// (`No such file or directory`), never Foundation's debug text.
  public static func reason(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    guard error.domain == NSCocoaErrorDomain else { return error.localizedDescription }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
    case .fileWriteNoPermission, .fileReadNoPermission: return String(cString: strerror(EACCES))
    case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
    case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
    case .fileWriteFileExists: return String(cString: strerror(EEXIST))
    case .fileReadTooLarge: return String(cString: strerror(EFBIG))
    default: return error.localizedDescription
    }
  }
}
