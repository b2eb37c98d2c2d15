import Foundation

/// The kinds of hit testing a content shape applies to, as in SwiftUI.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes kinds from their bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
  /// Hit testing.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// Drag previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// Context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// Focus effects.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
  /// `.contentShape(_:_:eoFill:)`: recorded on the view (hit testing is not simulated).
  public nonisolated func contentShape(_ kind: ContentShapeKinds, _ shape: some Shape, eoFill: Bool = false) -> ModifiedContent<
    Self, _StyleModifier
  > {
    contentShape(shape)
  }
}

extension View {
  /// `.allowsHitTesting(_:)`: recorded on the view as written. Scenario steps
  /// still reach the controls inside (ViewTrace does no hit testing).
  public nonisolated func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("allowsHitTesting", String(enabled))
  }
}

extension View {
  /// `.interactionActivityTrackingTag(_:)`: recorded on the view.
  public nonisolated func interactionActivityTrackingTag(_ tag: String) -> ModifiedContent<Self, _StyleModifier> {
    styled("interactionActivityTrackingTag", ValueDescription.quote(tag))
  }
}

extension View {
  /// `.contentShape(_:eoFill:)`: the same as `contentShape(_:)` (hit testing is not simulated).
  public nonisolated func contentShape(_ shape: some Shape, eoFill: Bool) -> ModifiedContent<Self, _StyleModifier> {
    contentShape(shape)
  }
}

extension View {
  /// `.contentShape(_:)`: recorded on the view as written (hit testing is not simulated).
  public nonisolated func contentShape(_ shape: some Shape) -> ModifiedContent<Self, _StyleModifier> {
    styled("contentShape", describeShape(shape))
  }
}
