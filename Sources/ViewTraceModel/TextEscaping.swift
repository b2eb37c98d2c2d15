import Foundation

/// Escaping shared by every writer of traces' text (SVG, JUnit, ...).
public enum TextEscaping {
  /// Text safe inside an XML element or a quoted attribute: `& < > " '`
  /// escaped, and control characters XML cannot hold dropped.
  public static func xml(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default: if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  /// The JSON encoder for human-readable artifacts: pretty, sorted keys,
  /// slashes unescaped, so the same value always gives the same bytes.
  public static func prettyJSONEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
