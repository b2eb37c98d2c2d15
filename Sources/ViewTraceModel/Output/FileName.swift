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
}
