import Foundation

// SwiftUI's `Text` modifiers that return a `Text` (so `Text("a").bold() + Text("b")` and
// `func title() -> Text { Text(name).font(.headline) }` compile as they do on iOS). Each is
// recorded on the text's node exactly as the same modifier on a view is, and the font and
// foreground style given to a text win over the environment's.

extension Text {
  /// `.font(_:)` on a text, as in SwiftUI: the text draws with `font`.
  public nonisolated func font(_ font: Font?) -> Text {
    var text = adding(styleOf { $0.font(font) }.style)
    text.ownFont = .some(font)
    return text
  }
  /// `.foregroundColor(_:)` on a text, as in SwiftUI: the text draws with `color`.
  public nonisolated func foregroundColor(_ color: Color?) -> Text {
    var text = adding(styleOf { $0.foregroundColor(color) }.style)
    text.ownForeground = .some(color?.description)
    return text
  }
  /// `.foregroundStyle(_:)` on a text, as in SwiftUI: the text draws with `style`.
  public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var text = adding(styleOf { $0.foregroundStyle(style) }.style)
    text.ownForeground = .some(describeStyle(style))
    return text
  }
  /// `.bold()` on a text, as in SwiftUI.
  public nonisolated func bold() -> Text { adding(styleOf { $0.bold() }) }
  /// `.bold(_:)` on a text, as in SwiftUI.
  public nonisolated func bold(_ isActive: Bool) -> Text { adding(styleOf { $0.bold(isActive) }) }
  /// `.italic()` on a text, as in SwiftUI.
  public nonisolated func italic() -> Text { adding(styleOf { $0.italic() }) }
  /// `.italic(_:)` on a text, as in SwiftUI.
  public nonisolated func italic(_ isActive: Bool) -> Text { adding(styleOf { $0.italic(isActive) }) }
  /// `.fontWeight(_:)` on a text, as in SwiftUI.
  public nonisolated func fontWeight(_ weight: Font.Weight?) -> Text { adding(styleOf { $0.fontWeight(weight) }) }
  /// `.fontDesign(_:)` on a text, as in SwiftUI.
  public nonisolated func fontDesign(_ design: Font.Design?) -> Text { adding(styleOf { $0.fontDesign(design) }) }
  /// `.fontWidth(_:)` on a text, as in SwiftUI.
  public nonisolated func fontWidth(_ width: Font.Width?) -> Text { adding(styleOf { $0.fontWidth(width) }) }
  /// `.monospaced(_:)` on a text, as in SwiftUI.
  public nonisolated func monospaced(_ isActive: Bool = true) -> Text { adding(styleOf { $0.monospaced(isActive) }) }
  /// `.monospacedDigit()` on a text, as in SwiftUI.
  public nonisolated func monospacedDigit() -> Text { adding(styleOf { $0.monospacedDigit() }) }
  /// `.underline(_:color:)` on a text, as in SwiftUI.
  public nonisolated func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    adding(styleOf { $0.underline(isActive, color: color) })
  }
  /// `.underline(_:pattern:color:)` on a text, as in SwiftUI.
  public nonisolated func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
    adding(styleOf { $0.underline(isActive, pattern: pattern, color: color) })
  }
  /// `.strikethrough(_:color:)` on a text, as in SwiftUI.
  public nonisolated func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    adding(styleOf { $0.strikethrough(isActive, color: color) })
  }
  /// `.strikethrough(_:pattern:color:)` on a text, as in SwiftUI.
  public nonisolated func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
    adding(styleOf { $0.strikethrough(isActive, pattern: pattern, color: color) })
  }
  /// `.kerning(_:)` on a text, as in SwiftUI.
  public nonisolated func kerning(_ kerning: CGFloat) -> Text { adding(styleOf { $0.kerning(kerning) }) }
  /// `.tracking(_:)` on a text, as in SwiftUI.
  public nonisolated func tracking(_ tracking: CGFloat) -> Text { adding(styleOf { $0.tracking(tracking) }) }
  /// `.baselineOffset(_:)` on a text, as in SwiftUI.
  public nonisolated func baselineOffset(_ offset: CGFloat) -> Text { adding(styleOf { $0.baselineOffset(offset) }) }
  /// `.textScale(_:isEnabled:)` on a text, as in SwiftUI.
  public nonisolated func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
    adding(styleOf { $0.textScale(scale, isEnabled: isEnabled) })
  }

  private nonisolated func adding(_ modifier: _StyleModifier) -> Text {
    var text = self
    text.ownModifiers.append(modifier)
    return text
  }

  /// The modifier a view's method of the same name records, so a text's own styling reads as
  /// the same styling on a view does.
  private nonisolated func styleOf<M>(_ apply: (EmptyView) -> ModifiedContent<EmptyView, M>) -> M { apply(EmptyView()).modifier }

  /// A text places itself with its own styling as its innermost modifiers.
  @MainActor package func _expand(into expander: inout Expander) {
    let outer = expander.modifiers
    expander.modifiers.append(contentsOf: ownModifiers.reversed())
    expander.place(self, kind: .leaf, type: Self._typeName)
    expander.modifiers = outer
  }
}
