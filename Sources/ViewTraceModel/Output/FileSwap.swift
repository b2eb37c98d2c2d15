import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Atomic renames the C library has but Swift's system module does not
/// declare: Linux's `renameat2` and macOS's `renamex_np`, looked up once.
/// Each returns false with `errno` set; `ENOSYS` where the system lacks it.
enum FileSwap {
  #if os(Linux)
    private typealias Rename2 =
      @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) ->
      Int32
    private static let function: Rename2? = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "renameat2"
    )
    .map { unsafeBitCast($0, to: Rename2.self) }
    private static let noReplace: UInt32 = 1  // RENAME_NOREPLACE
    private static let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE

    private static func call(_ from: String, _ to: String, _ flags: UInt32) -> Bool {
      guard let function else {
        errno = ENOSYS
        return false
      }
      return function(AT_FDCWD, from, AT_FDCWD, to, flags) == 0
    }
  #elseif canImport(Darwin)
    private typealias Rename2 = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UInt32) -> Int32
    private static let function: Rename2? = dlsym(
      UnsafeMutableRawPointer(bitPattern: -2), "renamex_np"
    )
    .map { unsafeBitCast($0, to: Rename2.self) }
    private static let noReplace: UInt32 = 0x4  // RENAME_EXCL
    private static let exchangeFlag: UInt32 = 0x2  // RENAME_SWAP

    private static func call(_ from: String, _ to: String, _ flags: UInt32) -> Bool {
      guard let function else {
        errno = ENOSYS
        return false
      }
      return function(from, to, flags) == 0
    }
  #else
    private static func call(_ from: String, _ to: String, _ flags: UInt32) -> Bool {
      errno = ENOSYS
      return false
    }
    private static let noReplace: UInt32 = 1
    private static let exchangeFlag: UInt32 = 2
  #endif

  /// Renames `from` to `to` unless `to` exists (`EEXIST`).
  static func renameNoReplace(_ from: String, _ to: String) -> Bool { call(from, to, noReplace) }

  /// Swaps the two paths in one step; both must exist.
  static func exchange(_ a: String, _ b: String) -> Bool { call(a, b, exchangeFlag) }
}
