import Foundation

extension View {
  // MARK: Glass, hover and other drawing

  /// `.glassEffect(_:in:)`: recorded on the view.
  public nonisolated func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("glassEffect", "\(glass), in: \(describeShape(shape))")
  }

  /// `.glassEffectID(_:in:)`: recorded on the view.
  public nonisolated func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("glassEffectID", id.map { ValueDescription.describe($0) } ?? "nil")
  }

  /// `.glassEffectUnion(id:namespace:)`: recorded on the view.
  public nonisolated func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("glassEffectUnion", "id: " + (id.map { ValueDescription.describe($0) } ?? "nil"))
  }

  /// `.glassEffectTransition(_:)`: recorded on the view.
  public nonisolated func glassEffectTransition(_ transition: GlassEffectTransition) -> ModifiedContent<Self, _StyleModifier> {
    styled("glassEffectTransition", transition.description)
  }
}

/// A glass material, as in SwiftUI.
public struct Glass: Hashable, Sendable, CustomStringConvertible {
  let text: String
  /// The regular glass.
  public static let regular = Glass(text: ".regular")
  /// Clear glass.
  public static let clear = Glass(text: ".clear")
  /// No glass.
  public static let identity = Glass(text: ".identity")
  /// This glass, tinted.
  public nonisolated func tint(_ color: Color?) -> Glass { Glass(text: text + ".tint(\(color.map { "\($0)" } ?? "nil"))") }
  /// This glass, reacting to touches.
  public nonisolated func interactive(_ isEnabled: Bool = true) -> Glass { Glass(text: text + ".interactive(\(isEnabled))") }
  /// As written.
  public var description: String { text }
}

/// How glass shapes come and go, as in SwiftUI.
public struct GlassEffectTransition: _RecordedSpelling {
  public let name: String
  /// Shapes morph into each other.
  public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
  /// Shapes fade.
  public static let materialize = GlassEffectTransition(name: "materialize")
  /// No transition.
  public static let identity = GlassEffectTransition(name: "identity")
}
