import Foundation

// Text layout and selection modifiers: recorded on the view as written, so a
// changed argument redraws that view only.

extension View {
  /// `.lineSpacing(_:)`: recorded on the view as written.
  public nonisolated func lineSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("lineSpacing", formatNumber(spacing))
  }

  /// `.kerning(_:)`: recorded on the view as written.
  public nonisolated func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("kerning", formatNumber(kerning))
  }

  /// `.tracking(_:)`: recorded on the view as written.
  public nonisolated func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("tracking", formatNumber(tracking))
  }

  /// `.underline(_:color:)`: recorded on the view as written.
  public nonisolated func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _StyleModifier> {
    styled("underline", String(isActive) + (color.map { ", color: \($0)" } ?? ""))
  }

  /// `.strikethrough(_:color:)`: recorded on the view as written.
  public nonisolated func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _StyleModifier> {
    styled("strikethrough", String(isActive) + (color.map { ", color: \($0)" } ?? ""))
  }

  /// `.truncationMode(_:)`: recorded on the view as written.
  public nonisolated func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _StyleModifier> {
    styled("truncationMode", "." + mode.rawValue)
  }

  /// `.fontDesign(_:)`: recorded on the view as written.
  public nonisolated func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _StyleModifier> {
    styled("fontDesign", design.map { ".\($0.rawValue)" } ?? "nil")
  }

  /// `.fontWidth(_:)`: recorded on the view as written.
  public nonisolated func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _StyleModifier> {
    styled("fontWidth", width?.description ?? "nil")
  }

  /// `.monospaced(_:)`: recorded on the view as written.
  public nonisolated func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("monospaced", String(isActive))
  }

  /// `.textScale(_:isEnabled:)`: recorded on the view as written.
  public nonisolated func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("textScale", "." + scale.rawValue + (isEnabled ? "" : ", isEnabled: false"))
  }

  /// `.lineLimit(_:reservesSpace:)`: recorded on the view as written.
  public nonisolated func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("lineLimit", "\(limit), reservesSpace: \(reservesSpace)")
  }
}

extension View {
  /// `.underline(_:pattern:color:)`: recorded on the view as written.
  public nonisolated func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("underline", "\(isActive), pattern: \(pattern)" + (color.map { ", color: \($0)" } ?? ""))
  }

  /// `.strikethrough(_:pattern:color:)`: recorded on the view as written.
  public nonisolated func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("strikethrough", "\(isActive), pattern: \(pattern)" + (color.map { ", color: \($0)" } ?? ""))
  }

  /// `.multilineTextAlignment(strategy:)`: recorded on the view as written.
  public nonisolated func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> ModifiedContent<Self, _StyleModifier> {
    styled("multilineTextAlignment", "strategy: \(strategy)")
  }

  /// `.writingDirection(strategy:)`: recorded on the view as written.
  public nonisolated func writingDirection(strategy: Text.WritingDirectionStrategy) -> ModifiedContent<Self, _StyleModifier> {
    styled("writingDirection", "strategy: \(strategy)")
  }
}

extension View {
  /// `.minimumScaleFactor(_:)`: recorded on the view as written.
  public nonisolated func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("minimumScaleFactor", formatNumber(factor))
  }

  /// `.allowsTightening(_:)`: recorded on the view as written.
  public nonisolated func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("allowsTightening", String(flag))
  }

  /// `.baselineOffset(_:)`: recorded on the view as written.
  public nonisolated func baselineOffset(_ offset: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("baselineOffset", formatNumber(offset))
  }
}

extension View {
  /// `.bold(_:)`: recorded on the view as written.
  public nonisolated func bold(_ isActive: Bool) -> ModifiedContent<Self, _StyleModifier> { styled("bold", String(isActive)) }

  /// `.italic(_:)`: recorded on the view as written.
  public nonisolated func italic(_ isActive: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("italic", String(isActive))
  }

  /// `.flipsForRightToLeftLayoutDirection(_:)`: recorded on the view as written.
  public nonisolated func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("flipsForRightToLeftLayoutDirection", String(enabled))
  }
}

/// How lines of text line up, as in SwiftUI.
public enum TextAlignment: String, Sendable, CaseIterable {
  /// Lined up on the leading edge.
  case leading
  /// Centred.
  case center
  /// Lined up on the trailing edge.
  case trailing
}

extension View {
  /// `.lineLimit(_:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func lineLimit(_ number: Int?) -> ModifiedContent<Self, _StyleModifier> {
    styled("lineLimit", number.map(String.init) ?? "nil")
  }

  /// `.multilineTextAlignment(_:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _StyleModifier> {
    styled("multilineTextAlignment", ".\(alignment.rawValue)")
  }
}

extension View {
  /// `.typesettingLanguage(_:isEnabled:)`: recorded on the view.
  public nonisolated func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("typesettingLanguage", "\(language.minimalIdentifier), isEnabled: \(isEnabled)")
  }
}

extension View {
  /// `.textCase(_:)`: recorded on the view as written (the text is not re-cased).
  public nonisolated func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _StyleModifier> {
    styled("textCase", textCase.map { ".\($0.rawValue)" } ?? "nil")
  }

  /// `.monospacedDigit()`: recorded on the view as written.
  public nonisolated func monospacedDigit() -> ModifiedContent<Self, _StyleModifier> { styled("monospacedDigit") }
}

extension View {
  /// `.dynamicTypeSize(_:)`: sets the environment's `dynamicTypeSize` below,
  /// as SwiftUI does; views that read it run when it changes.
  public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentWriteModifier> {
    environment(\.dynamicTypeSize, size)
  }
}

extension View {
  /// `.fontWeight(_:)`: recorded on the view as written; a new weight redraws it.
  public nonisolated func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _StyleModifier> {
    styled("fontWeight", weight?.description ?? "nil")
  }
}
