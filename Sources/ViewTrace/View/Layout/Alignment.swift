/// How children line up across a stack's axis.
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// `.leading`, as in SwiftUI; recorded on the view as written.
  public static let leading = HorizontalAlignment(name: "leading")
  /// `.center`, as in SwiftUI; recorded on the view as written.
  public static let center = HorizontalAlignment(name: "center")
  /// `.trailing`, as in SwiftUI; recorded on the view as written.
  public static let trailing = HorizontalAlignment(name: "trailing")
  /// `.listRowSeparatorLeading`, as in SwiftUI; recorded on the view as written.
  public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
  /// `.listRowSeparatorTrailing`, as in SwiftUI; recorded on the view as written.
  public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")
  /// An app's own alignment (`HorizontalAlignment(MyGuide.self)`), recorded by the type's name.
  public nonisolated init(_ id: any AlignmentID.Type) { name = "init(\(typeDisplayName(id)).self)" }
  init(name: String) { self.name = name }
}

/// How an `HStack` aligns its children vertically.
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  /// `.top`, as in SwiftUI; recorded on the view as written.
  public static let top = VerticalAlignment(name: "top")
  /// `.center`, as in SwiftUI; recorded on the view as written.
  public static let center = VerticalAlignment(name: "center")
  /// `.bottom`, as in SwiftUI; recorded on the view as written.
  public static let bottom = VerticalAlignment(name: "bottom")
  /// `.firstTextBaseline`, as in SwiftUI; recorded on the view as written.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  /// `.lastTextBaseline`, as in SwiftUI; recorded on the view as written.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
  /// An app's own alignment (`VerticalAlignment(MyGuide.self)`), recorded by the type's name.
  public nonisolated init(_ id: any AlignmentID.Type) { name = "init(\(typeDisplayName(id)).self)" }
  init(name: String) { self.name = name }
}

/// An app's own alignment guide, as in SwiftUI: its `defaultValue(in:)` is a length that is
/// never laid out here (the trace records alignments as written).
public protocol AlignmentID {
  /// The guide's position in a view of `context`'s size.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a `ZStack` or `.frame` aligns its content: a horizontal and a vertical alignment, as in
/// SwiftUI. Recorded as written: `.topLeading`, or `.init(horizontal: .leading, vertical: .firstTextBaseline)`
/// for a pair without a name.
public struct Alignment: Equatable, Sendable {
  /// The alignment across.
  public var horizontal: HorizontalAlignment
  /// The alignment down.
  public var vertical: VerticalAlignment

  /// The alignment of `horizontal` and `vertical`.
  public nonisolated init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }

  /// `.center`, as in SwiftUI; recorded on the view as written.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// `.leading`, as in SwiftUI; recorded on the view as written.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// `.trailing`, as in SwiftUI; recorded on the view as written.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// `.top`, as in SwiftUI; recorded on the view as written.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// `.bottom`, as in SwiftUI; recorded on the view as written.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// `.topLeading`, as in SwiftUI; recorded on the view as written.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// `.bottomTrailing`, as in SwiftUI; recorded on the view as written.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// `.topTrailing`, as in SwiftUI; recorded on the view as written.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// `.bottomLeading`, as in SwiftUI; recorded on the view as written.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// `.centerFirstTextBaseline`, as in SwiftUI; recorded on the view as written.
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  /// `.centerLastTextBaseline`, as in SwiftUI; recorded on the view as written.
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  /// `.leadingFirstTextBaseline`, as in SwiftUI; recorded on the view as written.
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  /// `.leadingLastTextBaseline`, as in SwiftUI; recorded on the view as written.
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  /// `.trailingFirstTextBaseline`, as in SwiftUI; recorded on the view as written.
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  /// `.trailingLastTextBaseline`, as in SwiftUI; recorded on the view as written.
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

  /// The name after the dot as written: `topLeading`, or `init(horizontal: …, vertical: …)`.
  var name: String {
    let vertical = ["center": "", "top": "top", "bottom": "bottom"][self.vertical.name]
    let horizontal = ["center": "", "leading": "leading", "trailing": "trailing"][self.horizontal.name]
    if let vertical, let horizontal {
      let joined = vertical + (vertical.isEmpty ? horizontal : horizontal.prefix(1).uppercased() + horizontal.dropFirst())
      return joined.isEmpty ? "center" : joined
    }
    if let horizontal, ["firstTextBaseline", "lastTextBaseline"].contains(self.vertical.name) {
      let base = self.vertical.name.prefix(1).uppercased() + self.vertical.name.dropFirst()
      return (horizontal.isEmpty ? "center" : horizontal) + base
    }
    return "init(horizontal: .\(self.horizontal.name), vertical: .\(self.vertical.name))"
  }
}

extension Alignment: WrittenValue {
  /// The alignment as written (`.topLeading`), wherever a value is described.
  package nonisolated var _writtenText: String { "." + name }
}
