import ViewTraceModel

/// Text a page's template puts in unescaped (`{{{…}}}`), escaped here with
/// the writers' one escaper (``TextEscaping/xml(_:)``) and given the little
/// markup the report's script gives the same text.
enum PageHTML {
  /// An identity that wraps after each `/` (a `<wbr>` there), as the script
  /// writes identities: a long identity breaks between its segments, never
  /// inside a name that fits its column.
  static func identity(_ identity: String) -> String {
    TextEscaping.xml(identity).replacingOccurrences(of: "/", with: "/<wbr>")
  }

  /// The advisor's words with their `code` spans drawn as code: "Make
  /// `CellView` `Equatable`" -> `Make <code>CellView</code> <code>Equatable</code>`.
  /// An unpaired backtick stays a backtick.
  static func inlineCode(_ text: String) -> String {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false).map { TextEscaping.xml(String($0)) }
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
