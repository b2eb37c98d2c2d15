import Foundation

/// File names made from data (scenario and view names): never a path.
public enum FileName {
  /// A file-name-safe form of `text`: ASCII letters and digits, runs of
  /// anything else folded into one `-`, lower case, at most 80 characters;
  /// `unnamed` when nothing is left. It never contains `/` or `..`.
  ///
  /// ```swift
  /// FileName.slug("Observable Migration")   // "observable-migration"
  /// FileName.slug("../../etc/passwd")       // "etc-passwd"
  /// ```
  public static func slug(_ text: String) -> String {
    var out = ""
    var pendingDash = false
    for scalar in text.unicodeScalars {
      let isSafe =
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
      if isSafe {
        if pendingDash && !out.isEmpty { out += "-" }
        pendingDash = false
        out.unicodeScalars.append(scalar)
        if out.utf8.count >= 80 { break }
      } else {
        pendingDash = true
      }
    }
    return out.isEmpty ? "unnamed" : out.lowercased()
  }

  /// The path of `file` relative to the folder `base` (`../frames/x.svg`),
  /// so a link in a file written in `base` finds it.
  ///
  /// ```swift
  /// FileName.relativePath(of: URL(fileURLWithPath: "/ci/frames/a.svg"), from: URL(fileURLWithPath: "/ci/summary"))
  /// // "../frames/a.svg"
  /// ```
  public static func relativePath(of file: URL, from base: URL) -> String {
    let target = file.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let origin = base.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    var common = 0
    while common < min(target.count, origin.count) && target[common] == origin[common] { common += 1 }
    let parts = Array(repeating: "..", count: origin.count - common) + target[common...]
    return parts.joined(separator: "/")
  }
}
