// The accessibility modifiers' first spellings (iOS 13, deprecated in iOS 14
// for `accessibilityLabel(_:)` and the others, still common in apps): recorded
// on the view as written, as their replacements are.
extension View {
  /// `.accessibility(label:)` (deprecated for `accessibilityLabel(_:)`): recorded as written.
  public nonisolated func accessibility(label: Text) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibility", "label: " + ValueDescription.quote(label.content))
  }
  /// `.accessibility(hint:)` (deprecated for `accessibilityHint(_:)`): recorded as written.
  public nonisolated func accessibility(hint: Text) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibility", "hint: " + ValueDescription.quote(hint.content))
  }
  /// `.accessibility(value:)` (deprecated for `accessibilityValue(_:)`): recorded as written.
  public nonisolated func accessibility(value: Text) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibility", "value: " + ValueDescription.quote(value.content))
  }
  /// `.accessibility(hidden:)` (deprecated for `accessibilityHidden(_:)`): recorded as written.
  public nonisolated func accessibility(hidden: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibility", "hidden: \(hidden)")
  }
  /// `.accessibility(identifier:)` (deprecated for `accessibilityIdentifier(_:)`): recorded as written.
  public nonisolated func accessibility(identifier: String) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibility", "identifier: " + ValueDescription.quote(identifier))
  }
  /// `.accessibility(addTraits:)` (deprecated for `accessibilityAddTraits(_:)`): recorded as written.
  public nonisolated func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _StyleModifier> {
    accessibilityAddTraits(traits)
  }
  /// `.accessibility(removeTraits:)` (deprecated for `accessibilityRemoveTraits(_:)`): recorded as written.
  public nonisolated func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _StyleModifier> {
    accessibilityRemoveTraits(traits)
  }
  /// `.accessibility(sortPriority:)` (deprecated for `accessibilitySortPriority(_:)`): recorded as written.
  public nonisolated func accessibility(sortPriority: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibility", "sortPriority: " + formatNumber(sortPriority))
  }
  /// `.accessibility(activationPoint:)` (deprecated for `accessibilityActivationPoint(_:)`): recorded as written.
  public nonisolated func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibility", "activationPoint: \(activationPoint)")
  }
  /// `.accessibility(activationPoint:)` with a point (deprecated): recorded as written.
  public nonisolated func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, _StyleModifier> {
    styled(
      "accessibility",
      "activationPoint: CGPoint(x: \(formatNumber(activationPoint.x)), y: \(formatNumber(activationPoint.y)))")
  }
  /// `.accessibility(inputLabels:)` (deprecated for `accessibilityInputLabels(_:)`): recorded as written.
  public nonisolated func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibility", "inputLabels: [" + inputLabels.map { ValueDescription.quote($0.content) }.joined(separator: ", ") + "]")
  }
  /// `.accessibility(selectionIdentifier:)` (deprecated): recorded as written.
  public nonisolated func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibility", "selectionIdentifier: " + ValueDescription.describe(selectionIdentifier))
  }
}
