import Foundation

/// Numbers in messages, the same on every machine (no locale).
package enum NumberText {
  /// 14520 -> `14,520`.
  package static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = value < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }

  /// A size: `812 bytes`, `3.5 KiB`, `300 MiB`, `1.5 GiB` (one decimal below 10 when it is not whole).
  package static func bytes(_ bytes: Int) -> String {
    let units: [(Int, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
    for (size, unit) in units where bytes >= size {
      let value = Double(bytes) / Double(size)
      let shown = value < 10 && value != value.rounded(.down) ? String(format: "%.1f", value) : String(Int(value))
      return "\(shown) \(unit)"
    }
    return "\(bytes) bytes"
  }
}
