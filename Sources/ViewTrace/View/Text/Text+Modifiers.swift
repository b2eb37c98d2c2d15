extension Text {
  /// How text that does not fit is cut, as in SwiftUI.
  public enum TruncationMode: String, Hashable, Sendable { case head, tail, middle }
  /// A text's scale relative to its style, as in SwiftUI.
  public enum Scale: String, Hashable, Sendable { case `default`, secondary }
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

extension Text {
  /// Letter case, as in SwiftUI (`.textCase(.uppercase)`).
  public enum Case: String, Sendable {
    case uppercase, lowercase
  }
}
