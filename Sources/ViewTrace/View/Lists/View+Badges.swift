/// How prominent a badge is, as in SwiftUI.
public struct BadgeProminence: _RecordedSpelling {
  public let name: String
  /// Standard.
  public static let standard = BadgeProminence(name: "standard")
  /// Increased.
  public static let increased = BadgeProminence(name: "increased")
  /// Decreased.
  public static let decreased = BadgeProminence(name: "decreased")
}

extension View {
  /// `.badgeProminence(_:)`: recorded on the view as written.
  public nonisolated func badgeProminence(_ prominence: BadgeProminence) -> ModifiedContent<Self, _StyleModifier> {
    styled("badgeProminence", prominence.description)
  }
}

extension View {
  /// A count on a tab's item or a list row; recorded on the view as written
  /// (a new count redraws it, not its parent).
  public nonisolated func badge(_ count: Int) -> ModifiedContent<Self, _StyleModifier> { styled("badge", String(count)) }

  /// A text badge; `nil` shows none.
  public nonisolated func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _StyleModifier> {
    styled("badge", label.map { ValueDescription.quote(String($0)) } ?? "nil")
  }

  /// A `Text` badge; `nil` shows none.
  public nonisolated func badge(_ label: Text?) -> ModifiedContent<Self, _StyleModifier> {
    styled("badge", label.map { ValueDescription.quote($0.content) } ?? "nil")
  }
}
