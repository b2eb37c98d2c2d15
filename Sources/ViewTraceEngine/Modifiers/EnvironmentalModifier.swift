/// A modifier that is made from the environment, as in SwiftUI: the framework calls
/// `resolve(in:)` with the environment where the modifier stands and applies the modifier it
/// returns.
///
/// ```swift
/// struct Tinted: EnvironmentalModifier {
///   func resolve(in environment: EnvironmentValues) -> some ViewModifier {
///     Tint(color: environment.colorScheme == .dark ? .white : .black)
///   }
/// }
/// ```
///
/// The modifier is a node of its own (named after its type, `Tinted`) whose body is the view with
/// the resolved modifier applied: the resolved modifier is a node under it, with its own dynamic
/// properties. `resolve(in:)` runs when the modifier appears, when its value changes (`@self`),
/// and whenever the environment at it changes, any key (`@dependencies`), since the modifier
/// reads the environment as a whole.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  /// The modifier `resolve(in:)` returns.
  associatedtype ResolvedModifier: ViewModifier
  /// The modifier to apply, given the environment where this one stands.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  /// Never called: the engine applies the resolved modifier instead.
  public nonisolated func body(content: Content) -> Never {
    preconditionFailure("an EnvironmentalModifier has no body: its resolve(in:) is applied")
  }

  /// The node's body: `content` with the modifier `resolve(in:)` returns for the node's environment.
  func _resolvedBody(_ node: ViewNode) -> any View {
    _ViewModifier_Content<Self>(host: node.contentHost!).modifier(resolve(in: node.environment))
  }
}

extension ViewGraph {
  /// Whether a custom node's value reads the whole environment (an ``EnvironmentalModifier``):
  /// any change of its environment runs it again, `@dependencies`.
  static func readsWholeEnvironment(_ value: any View) -> Bool { inputs(value) is any EnvironmentalModifier }
}
