import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the tool's outputs so that nothing the user owns is ever lost.
///
/// - A folder output (`viewtrace report --out DIR`) is filled in a hidden
///   staging folder next to `DIR` and swapped in with one rename; a killed
///   run leaves the previous output whole, and the next run removes the
///   staging folders of runs that died. The folder gets a marker file
///   (``markerName``), and a folder without one is replaced only with
///   `force`: the tool never empties a folder it did not write. The current
///   folder and its ancestors are never replaced, nor is a file replaced by
///   a folder.
/// - A file output is written to a temporary file next to it and renamed
///   into place.
///
/// ```swift
/// try await Output.writeFolder("report") { folder in
///   try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
/// }
/// try Output.writeFile(Data(dot.utf8), to: "tree.dot")
/// ```
public enum Output {
  /// The marker file in every folder the tool writes: a folder that holds it
  /// may be replaced by the next run.
  public static let markerName = ".viewtrace-output"

  static let markerText = "This folder was written by ViewTrace; the next run with the same --out replaces it.\n"

  /// Fills a new folder and puts it at `path`, replacing a previous output
  /// there only once `fill` succeeded.
  ///
  /// - Parameters:
  ///   - path: The folder to write, as the user named it (errors quote it).
  ///   - force: Replace a non-empty folder that holds no ``markerName``.
  ///   - fill: Writes the files into the folder it is given.
  /// - Throws: ``OutputError`` when the folder may not or cannot be written;
  ///   an error `fill` throws, unchanged (file-system errors inside `fill`
  ///   become ``OutputError/io(path:reason:)`` naming `path`).
  public static func writeFolder(
    _ path: String, force: Bool = false, _ fill: (URL) async throws -> Void
  ) async throws {
    let destination = absolute(path)
    try checkFolderDestination(destination, userPath: path, force: force)
    let parent = (destination as NSString).deletingLastPathComponent
    let name = (destination as NSString).lastPathComponent
    try createFolder(parent, userPath: path)
    removeStaleSiblings(of: name, in: parent)
    let staging = sibling(of: name, in: parent, kind: "staging")
    guard mkdir(staging, 0o755) == 0 else { throw OutputError.io(path: path, reason: lastError()) }
    do {
      try await fill(URL(fileURLWithPath: staging, isDirectory: true))
      try writeAll(Data(markerText.utf8), to: staging + "/" + markerName, userPath: path)
    } catch {
      removeTree(staging)
      throw translate(error, userPath: path)
    }
    do {
      try swapIn(staging, at: destination, userPath: path, force: force)
    } catch {
      removeTree(staging)
      throw error
    }
  }

  /// Writes `data` to the file at `path` through a temporary file renamed
  /// into place, so a reader sees the old file or the new one, never a part.
  /// Devices and pipes (`/dev/stdout`) are written directly.
  ///
  /// - Throws: ``OutputError``: `path` is a folder, or the file system refused.
  public static func writeFile(_ data: Data, to path: String) throws(OutputError) {
    var target = absolute(path)
    var info = stat()
    if lstat(target, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFLNK {
        let resolved = URL(fileURLWithPath: target).resolvingSymlinksInPath().path
        target = resolved
        if stat(target, &info) != 0 { info = stat() }
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw .isAFolder(path: path)
      case S_IFCHR, S_IFIFO, S_IFSOCK:
        try writeAll(data, to: target, userPath: path, create: false)
        return
      default: break
      }
    }
    let parent = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    removeStaleSiblings(of: name, in: parent)
    let temporary = sibling(of: name, in: parent, kind: "tmp")
    do {
      try writeAll(data, to: temporary, userPath: path)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      let reason = lastError()
      unlink(temporary)
      throw .io(path: path, reason: reason)
    }
  }

  /// Appends `data` to the file at `path`, creating it when missing (a CI
  /// step summary such as `$GITHUB_STEP_SUMMARY` is appended to).
  ///
  /// ```swift
  /// try Output.appendFile(Data(summary.utf8), to: "summary.md")
  /// ```
  ///
  /// - Throws: ``OutputError``: `path` is a folder, or the file system refused.
  public static func appendFile(_ data: Data, to path: String) throws(OutputError) {
    var info = stat()
    if stat(absolute(path), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { throw .isAFolder(path: path) }
    try writeAll(data, to: absolute(path), userPath: path, append: true)
  }

  // MARK: - Checks

  static func absolute(_ path: String) -> String {
    let expanded = (path as NSString).expandingTildeInPath
    let full =
      expanded.hasPrefix("/")
      ? expanded : FileManager.default.currentDirectoryPath + "/" + expanded
    var standardized = (full as NSString).standardizingPath
    while standardized.count > 1 && standardized.hasSuffix("/") { standardized.removeLast() }
    return standardized
  }

  /// Refuses what must never be replaced by a folder.
  static func checkFolderDestination(_ destination: String, userPath: String, force: Bool) throws(OutputError) {
    // Compare real paths: `--out ..` or a link to an ancestor are ancestors too.
    let realDestination = realPath(ofPossiblyMissing: destination)
    let workingDirectory = realPath(ofPossiblyMissing: FileManager.default.currentDirectoryPath)
    if realDestination == "/" || realDestination == workingDirectory
      || workingDirectory.hasPrefix(realDestination + "/")
    {
      throw .containsWorkingDirectory(path: userPath)
    }
    var info = stat()
    guard lstat(destination, &info) == 0 else { return }
    switch info.st_mode & S_IFMT {
    case S_IFLNK: throw .symbolicLink(path: userPath)
    case S_IFDIR: break
    default: throw .notAFolder(path: userPath)
    }
    guard !force else { return }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: destination)
    } catch {
      throw .io(path: userPath, reason: "cannot list the folder")
    }
    if entries.isEmpty || entries.contains(markerName) { return }
    throw .foreignFolder(path: userPath, example: entries.sorted()[0])
  }

  /// The real path of `path`: symbolic links resolved in the part that exists.
  static func realPath(ofPossiblyMissing path: String) -> String {
    var existing = path
    var missing: [String] = []
    while existing != "/" && access(existing, F_OK) != 0 {
      missing.insert((existing as NSString).lastPathComponent, at: 0)
      existing = (existing as NSString).deletingLastPathComponent
    }
    var resolved = URL(fileURLWithPath: existing).resolvingSymlinksInPath().path
    for component in missing { resolved = (resolved as NSString).appendingPathComponent(component) }
    return resolved
  }

  // MARK: - Swapping

  /// Puts `staging` at `destination`: one exchange where the system has it,
  /// else two renames with the shortest window; the old folder is deleted.
  static func swapIn(_ staging: String, at destination: String, userPath: String, force: Bool) throws(OutputError) {
    if FileSwap.renameNoReplace(staging, destination) { return }
    guard errno == EEXIST || errno == ENOTEMPTY else {
      if errno == ENOSYS || errno == EINVAL {
        return try twoRenames(staging, destination, userPath: userPath)
      }
      throw .io(path: userPath, reason: lastError())
    }
    // Another writer made the folder meanwhile: check it again, then exchange.
    try checkFolderDestination(destination, userPath: userPath, force: force)
    if FileSwap.exchange(staging, destination) {
      // `staging` now holds the previous output.
      removeTree(staging)
      return
    }
    guard errno == ENOSYS || errno == EINVAL else { throw .io(path: userPath, reason: lastError()) }
    try twoRenames(staging, destination, userPath: userPath)
  }

  private static func twoRenames(_ staging: String, _ destination: String, userPath: String) throws(OutputError) {
    let parent = (destination as NSString).deletingLastPathComponent
    let aside = sibling(of: (destination as NSString).lastPathComponent, in: parent, kind: "old")
    let hadOld = rename(destination, aside) == 0
    guard rename(staging, destination) == 0 else {
      let reason = lastError()
      if hadOld { rename(aside, destination) }
      throw .io(path: userPath, reason: reason)
    }
    if hadOld { removeTree(aside) }
  }

  // MARK: - Staging names

  /// `.<name>.viewtrace-<kind>-<pid>-<random>` next to `name`.
  static func sibling(of name: String, in parent: String, kind: String) -> String {
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    return parent + "/." + name + ".viewtrace-" + kind + "-" + String(getpid()) + "-" + random
  }

  /// Removes the staging folders and temporary files that runs for `name`
  /// left behind when they were killed (their process no longer exists).
  static func removeStaleSiblings(of name: String, in parent: String) {
    let prefix = "." + name + ".viewtrace-"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
    for entry in entries where entry.hasPrefix(prefix) {
      let parts = entry.dropFirst(prefix.count).split(separator: "-")
      guard parts.count == 3, ["staging", "tmp", "old"].contains(parts[0]), let pid = Int32(parts[1]) else {
        continue
      }
      guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
      removeTree(parent + "/" + entry)
    }
  }

  // MARK: - File system

  static func createFolder(_ path: String, userPath: String) throws(OutputError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .io(path: userPath, reason: "cannot create the folder \((path as NSString).lastPathComponent)")
    }
  }

  static func writeAll(
    _ data: Data, to path: String, userPath: String, create: Bool = true, append: Bool = false
  ) throws(OutputError) {
    let flags = (create ? O_WRONLY | O_CREAT : O_WRONLY) | (append ? O_APPEND : O_TRUNC)
    let descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else { throw .io(path: userPath, reason: lastError()) }
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
    if let failure { throw .io(path: userPath, reason: failure) }
  }

  static func removeTree(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  static func lastError() -> String { String(cString: strerror(errno)) }

  /// File-system errors from a fill, named by the user's path.
  static func translate(_ error: any Error, userPath: String) -> any Error {
    if error is OutputError { return error }
    guard error is CocoaError || error is POSIXError else { return error }
    return OutputError.io(path: userPath, reason: reason(error))
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
