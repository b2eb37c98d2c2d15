/// Text for a page, escaped, with the advisor's `code` spans drawn as code:
/// "Make `CellView` `Equatable`" -> `Make <code>CellView</code> <code>Equatable</code>`.
/// An unpaired backtick stays a backtick.
enum InlineCodeHTML {
  static func html(_ text: String) -> String {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false).map { IdentityHTML.escaped(String($0)) }
    var out = ""
    for (index, part) in parts.enumerated() {
      // An odd part is code when a backtick closes it.
      if index % 2 == 1 && index < parts.count - 1 {
        out += "<code>" + part + "</code>"
      } else {
        out += (index % 2 == 1 ? "`" : "") + part
      }
    }
    return out
  }
}

/// An identity as HTML text that wraps after each `/` (a `<wbr>` there), as
/// the report's script writes identities: a long identity breaks between its
/// segments, never inside a name that fits its column. The text is escaped;
/// a template puts the result in unescaped (`{{{node}}}`).
enum IdentityHTML {
  static func breakingAtSlashes(_ identity: String) -> String {
    escaped(identity).replacingOccurrences(of: "/", with: "/<wbr>")
  }

  /// `text` with `& < > " '` escaped for HTML text and attributes.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
