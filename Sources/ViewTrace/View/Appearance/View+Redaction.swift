/// Why content is drawn as a placeholder, as in SwiftUI (`.redacted(reason: .placeholder)`).
public struct RedactionReasons: OptionSet, Sendable {
  /// The reasons as bits.
  public let rawValue: Int
  /// The reasons whose bits are set.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
  /// Drawn as a placeholder.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Hidden as private data.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Shown as invalidated.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

extension View {
  /// `.redacted(reason:)`: recorded on the view as written (nothing is hidden).
  public nonisolated func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _StyleModifier> {
    styled(
      "redacted",
      "reason: "
        + (reason.isEmpty
          ? "[]"
          : reason.contains(.placeholder) ? ".placeholder" : reason.contains(.privacy) ? ".privacy" : ".invalidated"))
  }
}

extension View {
  /// `.invalidatableContent(_:)`: recorded on the view as written.
  public nonisolated func invalidatableContent(_ invalidatable: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("invalidatableContent", String(invalidatable))
  }
}

extension View {
  /// `.privacySensitive(_:)`: recorded on the view as written.
  public nonisolated func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("privacySensitive", String(sensitive))
  }
}

extension View {
  /// `.unredacted()`: recorded on the view as written.
  public nonisolated func unredacted() -> ModifiedContent<Self, _StyleModifier> { styled("unredacted") }
}
