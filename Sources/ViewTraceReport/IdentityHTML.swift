/// An identity as HTML text that wraps after each `/` (a `<wbr>` there), as
/// the report's script writes identities: a long identity breaks between its
/// segments, never inside a name that fits its column. The text is escaped;
/// a template puts the result in unescaped (`{{{node}}}`).
enum IdentityHTML {
  static func breakingAtSlashes(_ identity: String) -> String {
    var out = ""
    out.reserveCapacity(identity.utf8.count + 16)
    for character in identity {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "/": out += "/<wbr>"
      default: out.append(character)
      }
    }
    return out
  }
}
