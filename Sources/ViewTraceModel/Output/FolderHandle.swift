import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder opened once, and the paths inside it reached from it component
/// by component without following any symbolic link (`O_NOFOLLOW`,
/// `openat`, `unlinkat`, `renameat`).
///
/// Paths inside an output come from its marker, which a person can edit or
/// copy: every file the tool reads back, replaces or removes there goes
/// through a handle, so a listed `../../x`, an absolute path or a folder
/// swapped for a link can never lead outside the folder.
final class FolderHandle {
  /// The folder's path (for messages and listings only; every operation
  /// goes through ``descriptor``).
  let path: String
  /// The open folder.
  let descriptor: Int32

  /// Opens the folder at `path`; nil when it is missing, not a folder, or a
  /// symbolic link (the last component is not followed).
  init?(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    self.path = path
    self.descriptor = descriptor
  }

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Whether `relative` is a plain path inside a folder: components that
  /// are not empty, `.` or `..`, no NUL or line break, not absolute; a
  /// folder's path may end in `/`.
  static func isPlainRelativePath(_ relative: String) -> Bool {
    var components = relative.split(separator: "/", omittingEmptySubsequences: false)
    if relative.hasSuffix("/") { components.removeLast() }
    guard !components.isEmpty else { return false }
    return components.allSatisfy { component in
      !component.isEmpty && component != "." && component != ".."
        && !component.utf8.contains { $0 == 0 || $0 == 0x0A || $0 == 0x0D }
    }
  }

  /// The folder that holds `relative`'s last component, reached without
  /// following links, and that component's name; nil when a folder on the
  /// way is missing, a link or not a folder (or the path is not plain).
  /// With `creating`, missing folders on the way are made.
  func parent(of relative: String, creating: Bool = false) -> (folder: FolderHandle, name: String)? {
    guard Self.isPlainRelativePath(relative) else { return nil }
    var components = relative.split(separator: "/").map(String.init)
    let name = components.removeLast()
    var folder = FolderHandle(path: path, descriptor: dup(descriptor))
    guard folder.descriptor >= 0 else { return nil }
    for component in components {
      var next = openat(folder.descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      if next < 0 && errno == ENOENT && creating {
        guard mkdirat(folder.descriptor, component, 0o755) == 0 || errno == EEXIST else { return nil }
        next = openat(folder.descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      }
      guard next >= 0 else { return nil }
      folder = FolderHandle(path: folder.path + "/" + component, descriptor: next)
    }
    return (folder, name)
  }

  /// `lstat` of `relative`: nil when it or a folder on the way is missing
  /// (or a folder on the way is a link).
  func status(of relative: String) -> stat? {
    guard let (folder, name) = parent(of: relative) else { return nil }
    var info = stat()
    guard fstatat(folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return info
  }

  /// What is at `relative` now, as a marker records it; nil when nothing
  /// is there (or a folder on the way is a link).
  func record(of relative: String) -> OutputManifest.Entry? {
    guard let (folder, name) = parent(of: relative) else { return nil }
    var info = stat()
    guard fstatat(folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    let bare = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      return OutputManifest.Entry(kind: .folder, size: 0, digest: 0, path: bare + "/")
    case S_IFLNK:
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlinkat(folder.descriptor, name, &buffer, buffer.count)
      guard count >= 0 else { return nil }
      var digest = Digest()
      buffer.withUnsafeBytes { digest.add(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
      return OutputManifest.Entry(kind: .link, size: count, digest: digest.value, path: bare)
    case S_IFREG:
      let file = openat(folder.descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
      guard file >= 0 else { return nil }
      defer { close(file) }
      var digest = Digest()
      var size = 0
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = read(file, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count >= 0 else { return nil }
        if count == 0 { break }
        buffer.withUnsafeBytes { digest.add(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        size += count
      }
      return OutputManifest.Entry(kind: .file, size: size, digest: digest.value, path: bare)
    default:
      return OutputManifest.Entry(kind: .other, size: 0, digest: 0, path: bare)
    }
  }

  /// Removes the file or link at `relative` (a folder only when empty);
  /// false when nothing was removed.
  @discardableResult
  func remove(_ relative: String) -> Bool {
    guard let (folder, name) = parent(of: relative) else { return false }
    if relative.hasSuffix("/") { return unlinkat(folder.descriptor, name, AT_REMOVEDIR) == 0 }
    return unlinkat(folder.descriptor, name, 0) == 0
  }

  /// Removes the folders on the way to `relative` that are now empty,
  /// deepest first, never this folder itself.
  func removeEmptyFolders(above relative: String) {
    var components = relative.split(separator: "/").map(String.init)
    if !relative.hasSuffix("/") { components.removeLast() }
    while !components.isEmpty {
      guard remove(components.joined(separator: "/") + "/") else { return }
      components.removeLast()
    }
  }

  /// Moves `relative` from `source` to the same place in this folder,
  /// making the folders on the way; a file or link already there is
  /// replaced (the caller has checked it is the tool's).
  func move(_ relative: String, from source: FolderHandle) -> Bool {
    guard let (from, name) = source.parent(of: relative),
      let (to, _) = parent(of: relative, creating: true)
    else {
      errno = ENOENT
      return false
    }
    return renameat(from.descriptor, name, to.descriptor, name) == 0
  }
}

/// FNV-1a, 64 bits: the digest a marker records for each file, so a file
/// that changed since the tool wrote it is told from one that did not. Not a
/// cryptographic hash: it guards against mistakes, not against a person who
/// writes a marker to match a file they know.
struct Digest {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: UnsafeRawBufferPointer) {
    var hash = value
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    value = hash
  }

  /// The digest of `data`.
  static func of(_ data: Data) -> UInt64 {
    var digest = Digest()
    data.withUnsafeBytes { digest.add($0) }
    return digest.value
  }
}
