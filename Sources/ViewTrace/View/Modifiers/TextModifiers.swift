// Text layout and selection modifiers: recorded on the view as written, so a
// changed argument redraws that view only.

extension Text {
  /// How text that does not fit is cut, as in SwiftUI.
  public enum TruncationMode: String, Hashable, Sendable { case head, tail, middle }
  /// A text's scale relative to its style, as in SwiftUI.
  public enum Scale: String, Hashable, Sendable { case `default`, secondary }
}

extension Font {
  /// A font's width, as in SwiftUI.
  public struct Width: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Compressed.
    public static let compressed = Width(name: "compressed")
    /// Condensed.
    public static let condensed = Width(name: "condensed")
    /// Standard.
    public static let standard = Width(name: "standard")
    /// Expanded.
    public static let expanded = Width(name: "expanded")
    /// The width as written (`.condensed`).
    public var description: String { "." + name }
  }
}

/// Whether people can select a text, as in SwiftUI.
public struct TextSelectability: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// Selectable.
  public static let enabled = TextSelectability(name: "enabled")
  /// Not selectable.
  public static let disabled = TextSelectability(name: "disabled")
  /// The value as written (`.enabled`).
  public var description: String { "." + name }
}

extension View {
  /// `.lineSpacing(_:)`: recorded on the view as written.
  public func lineSpacing(_ spacing: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("lineSpacing", formatNumber(spacing))
  }
  /// `.kerning(_:)`: recorded on the view as written.
  public func kerning(_ kerning: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("kerning", formatNumber(kerning))
  }
  /// `.tracking(_:)`: recorded on the view as written.
  public func tracking(_ tracking: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("tracking", formatNumber(tracking))
  }
  /// `.underline(_:color:)`: recorded on the view as written.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _StyleModifier> {
    styled("underline", String(isActive) + (color.map { ", color: \($0)" } ?? ""))
  }
  /// `.strikethrough(_:color:)`: recorded on the view as written.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _StyleModifier> {
    styled("strikethrough", String(isActive) + (color.map { ", color: \($0)" } ?? ""))
  }
  /// `.truncationMode(_:)`: recorded on the view as written.
  public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _StyleModifier> {
    styled("truncationMode", "." + mode.rawValue)
  }
  /// `.textSelection(_:)`: recorded on the view as written.
  public func textSelection(_ selectability: TextSelectability) -> ModifiedContent<Self, _StyleModifier> {
    styled("textSelection", selectability.description)
  }
  /// `.privacySensitive(_:)`: recorded on the view as written.
  public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("privacySensitive", String(sensitive))
  }
  /// `.fontDesign(_:)`: recorded on the view as written.
  public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _StyleModifier> {
    styled("fontDesign", design.map { ".\($0.rawValue)" } ?? "nil")
  }
  /// `.fontWidth(_:)`: recorded on the view as written.
  public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _StyleModifier> {
    styled("fontWidth", width?.description ?? "nil")
  }
  /// `.monospaced(_:)`: recorded on the view as written.
  public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("monospaced", String(isActive))
  }
  /// `.textScale(_:isEnabled:)`: recorded on the view as written.
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("textScale", "." + scale.rawValue + (isEnabled ? "" : ", isEnabled: false"))
  }
  /// `.lineLimit(_:reservesSpace:)`: recorded on the view as written.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("lineLimit", "\(limit), reservesSpace: \(reservesSpace)")
  }
}

extension Text {
  /// How a text decoration line is drawn, as in SwiftUI.
  public struct LineStyle: Hashable, Sendable {
    /// The line's pattern.
    public struct Pattern: _RecordedSpelling {
      public let name: String
      /// Solid.
      public static let solid = Pattern(name: "solid")
      /// Dots.
      public static let dot = Pattern(name: "dot")
      /// Dashes.
      public static let dash = Pattern(name: "dash")
      /// Dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// Dashes and two dots.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }

  /// How multi-line text is aligned, as in SwiftUI.
  public struct AlignmentStrategy: _RecordedSpelling {
    public let name: String
    /// The platform's default.
    public static let `default` = AlignmentStrategy(name: "default")
    /// Follows the layout direction.
    public static let layoutBased = AlignmentStrategy(name: "layoutBased")
    /// Follows each line's writing direction.
    public static let writingDirectionBased = AlignmentStrategy(name: "writingDirectionBased")
  }

  /// How the writing direction of text is chosen, as in SwiftUI.
  public struct WritingDirectionStrategy: _RecordedSpelling {
    public let name: String
    /// The platform's default.
    public static let `default` = WritingDirectionStrategy(name: "default")
    /// Follows the layout direction.
    public static let layoutBased = WritingDirectionStrategy(name: "layoutBased")
    /// Follows the text's content.
    public static let contentBased = WritingDirectionStrategy(name: "contentBased")
  }
}

extension View {
  /// `.underline(_:pattern:color:)`: recorded on the view as written.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("underline", "\(isActive), pattern: \(pattern)" + (color.map { ", color: \($0)" } ?? ""))
  }
  /// `.strikethrough(_:pattern:color:)`: recorded on the view as written.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("strikethrough", "\(isActive), pattern: \(pattern)" + (color.map { ", color: \($0)" } ?? ""))
  }
  /// `.multilineTextAlignment(strategy:)`: recorded on the view as written.
  public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> ModifiedContent<Self, _StyleModifier> {
    styled("multilineTextAlignment", "strategy: \(strategy)")
  }
  /// `.writingDirection(strategy:)`: recorded on the view as written.
  public func writingDirection(strategy: Text.WritingDirectionStrategy) -> ModifiedContent<Self, _StyleModifier> {
    styled("writingDirection", "strategy: \(strategy)")
  }
  /// `.clipShape(_:style:)`: recorded on the view as written.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle) -> ModifiedContent<Self, _StyleModifier> {
    styled("clipShape", describeShape(shape) + style.arguments)
  }
  /// `.overlay(_:in:fillStyle:)`: the style filling `shape` over the view, recorded as written.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("overlay", describeStyle(style) + ", in: " + describeShape(shape) + fillStyle.arguments)
  }
  /// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: recorded on the view as written.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center, anchorZ: Double = 0,
    perspective: Double = 1
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled(
      "rotation3DEffect",
      "\(angle), axis: (x: \(formatNumber(axis.x)), y: \(formatNumber(axis.y)), z: \(formatNumber(axis.z)))")
  }
}
