import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hidden folder the tool fills before an output is put in place,
/// `.<name>.viewtrace-staging-<pid>-<token>`. A marker file inside it,
/// ``markerName``, repeats the process id and the random token of its name:
/// that, and not the name alone, is what lets a later run remove it.
///
/// While a staging folder exists it is registered with ``SignalCleanup``,
/// so SIGTERM, SIGINT or SIGHUP removes it before the process ends.
struct Staging {
  /// The marker file inside every staging folder.
  static let markerName = ".viewtrace-staging"

  /// The folder's absolute path.
  let path: String
  /// The owning process.
  let pid: Int32
  /// The random part of the name.
  let token: String

  /// The marker's text: a folder is a staging folder of this tool only when
  /// its marker says exactly this.
  static func markerText(pid: Int32, token: String) -> String {
    "ViewTrace staging folder of process \(pid), token \(token)\n"
  }

  /// Creates a staging folder named after `name` in `parent`, with its
  /// marker, registered for removal on a signal.
  static func create(for name: String, in parent: String, _ output: OutputName) throws(OutputError) -> Staging {
    let pid = getpid()
    let token = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let staging = Staging(path: parent + "/" + prefix(for: name) + "staging-\(pid)-\(token)", pid: pid, token: token)
    // Made and registered in one step, so a signal never finds it unregistered.
    try SignalCleanup.register(staging.path) { () throws(OutputError) in
      guard mkdir(staging.path, 0o755) == 0 else { throw .io(path: output.path, reason: Output.lastError()) }
    }
    do {
      try Output.writeAll(
        Data(markerText(pid: pid, token: token).utf8), to: staging.path + "/" + markerName, output)
    } catch {
      staging.discard()
      throw error
    }
    return staging
  }

  /// A staging folder beside the output `destination` (an absolute path),
  /// after the parent folder is made and the leftovers of killed runs for
  /// the same output are swept.
  static func beside(_ destination: String, _ output: OutputName) throws(OutputError) -> Staging {
    let parent = (destination as NSString).deletingLastPathComponent
    let last = (destination as NSString).lastPathComponent
    try Output.createFolder(parent, output)
    removeLeftovers(of: last, in: parent)
    return try create(for: last, in: parent, output)
  }

  /// A staging folder inside `folder` (an output written file by file into
  /// a folder that stays), after the leftovers of killed runs there are swept.
  static func inside(_ folder: String, _ output: OutputName) throws(OutputError) -> Staging {
    removeLeftovers(of: "", in: folder)
    return try create(for: "", in: folder, output)
  }

  /// Runs `fill` on the staging folder; file-system errors name the output.
  func fill(_ output: OutputName, _ fill: (URL) async throws -> Void) async throws {
    do {
      try await fill(URL(fileURLWithPath: path, isDirectory: true))
    } catch {
      throw Output.translate(error, output)
    }
  }

  /// The name every leftover of an output called `name` starts with (for
  /// `""`, a staging folder inside the output folder itself: `.viewtrace-`).
  ///
  /// A name too long to be part of a file name with what follows it (a
  /// staging folder's name is about 45 bytes longer than the output's, and
  /// a name may have 255) is cut at a character and followed by a digest of
  /// the whole name: `.<first 150 bytes>~<16 hex digits>.viewtrace-`.
  static func prefix(for name: String) -> String {
    guard !name.isEmpty else { return ".viewtrace-" }
    guard name.utf8.count > maxWholeName else { return "." + name + ".viewtrace-" }
    var cut = ""
    for character in name {
      guard cut.utf8.count + character.utf8.count <= 150 else { break }
      cut.append(character)
    }
    return "." + cut + "~" + String(format: "%016llx", Digest.of(Data(name.utf8))) + ".viewtrace-"
  }

  /// The longest output name kept whole in its staging folder's name: 255
  /// bytes less the longest rest (`.`, `.viewtrace-staging-`, a process id
  /// of up to 10 digits, `-` and a token of up to 13).
  static let maxWholeName = 255 - 1 - ".viewtrace-staging-".utf8.count - 10 - 1 - 13

  /// Removes the folder and everything in it.
  func discard() {
    Output.removeTree(path)
    SignalCleanup.unregister(path)
  }

  // MARK: - Leftovers of killed runs

  /// Removes what runs for an output called `name` left in `parent` when
  /// they were killed: folders named `.<name>.viewtrace-<kind>-<pid>-<token>`
  /// of a process that no longer exists, and only those whose contents
  /// prove them the tool's own (``isProvablyLeftover(_:pid:token:)``), or
  /// that are empty (`rmdir`, which cannot remove anything else). Anything
  /// else, whatever its name, is left alone.
  static func removeLeftovers(of name: String, in parent: String) {
    let prefix = prefix(for: name)
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
    for entry in entries where entry.hasPrefix(prefix) {
      let parts = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 3, ["staging", "old"].contains(parts[0]), let pid = Int32(parts[1]), pid > 0 else {
        continue
      }
      guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
      let path = parent + "/" + entry
      if isProvablyLeftover(path, pid: pid, token: String(parts[2])) {
        Output.removeTree(path)
      } else {
        // A run killed between making its folder and marking it (or after
        // unmarking it) leaves it empty; rmdir removes only an empty folder.
        rmdir(path)
      }
    }
  }

  /// Whether the folder at `path` is provably the tool's: it holds a staging
  /// marker naming this very folder, exactly (never a part of one, nor an
  /// empty file beside other files), or it is a previous output swapped
  /// aside (its marker records every file in it, each as the tool wrote it).
  /// The name alone proves nothing: a folder a person made or copied under
  /// such a name stays.
  static func isProvablyLeftover(_ path: String, pid: Int32, token: String) -> Bool {
    guard let folder = FolderHandle(path) else { return false }
    var info = stat()
    if fstatat(folder.descriptor, markerName, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_size < 4096
    {
      let descriptor = openat(folder.descriptor, markerName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
      guard descriptor >= 0 else { return false }
      let data = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile()
      // The exact marker of this very folder. The marker is written with
      // one write of under a page, which a kill cannot cut; a run killed
      // between creating the marker and writing it leaves it empty, and
      // then the folder is the tool's only if the empty marker is all it holds.
      if data == Data(markerText(pid: pid, token: token).utf8) { return true }
      return data.isEmpty && (try? FileManager.default.contentsOfDirectory(atPath: path)) == [markerName]
    }
    guard case .valid(let manifest) = OutputManifest.read(in: folder) else { return false }
    return manifest.differences(in: folder).isEmpty
  }
}

/// Removes this process's staging folders when SIGTERM, SIGINT or SIGHUP
/// arrives, then lets the signal end the process as it would have.
///
/// The handlers are installed with the first staging folder; a signal the
/// process ignores, or has a handler of its own for, is left as it was. ``withLock(_:)`` keeps a
/// signal from removing a folder while it is being swapped into place.
enum SignalCleanup {
  private static let lock = NSRecursiveLock()
  private nonisolated(unsafe) static var paths: Set<String> = []
  private nonisolated(unsafe) static var sources: [any DispatchSourceSignal] = []
  private nonisolated(unsafe) static var installed = false

  /// Runs `make` (which creates `path`) and registers `path`, with no
  /// signal clean-up in between.
  static func register(_ path: String, _ make: () throws(OutputError) -> Void) throws(OutputError) {
    lock.lock()
    defer { lock.unlock() }
    installIfNeeded()
    try make()
    paths.insert(path)
  }

  static func unregister(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    paths.remove(path)
  }

  /// Runs `body` with signal cleanup held off, so the folders it moves are
  /// never half-moved when a signal removes what is registered.
  static func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// The paths registered now (for tests).
  static var registered: Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return paths
  }

  private static func installIfNeeded() {
    guard !installed else { return }
    installed = true
    for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
      let previous = signal(signalNumber, SIG_IGN)
      // A signal the process ignores, or handles itself (a program of the
      // user's that calls Output), is left as it was.
      if unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_DFL, to: Int.self) {
        signal(signalNumber, previous)
        continue
      }
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        lock.lock()
        // Another thread may be writing a file into the folder as it goes:
        // remove again until the folder itself is gone.
        for path in paths {
          var info = stat()
          for _ in 0..<100 where lstat(path, &info) == 0 { Output.removeTree(path) }
        }
        paths.removeAll()
        // The lock stays held: no new folder is swapped in while the process
        // ends. The signal ends it as it would have without this handler,
        // even when the process was started with the signal blocked.
        signal(signalNumber, SIG_DFL)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signalNumber)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        raise(signalNumber)
      }
      source.resume()
      sources.append(source)
    }
  }
}
