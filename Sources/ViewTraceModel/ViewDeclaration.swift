/// A custom view type's stored properties, as the engine found them the
/// first time it built a view of that type: what a fix written for the view
/// as it is can name (an `Equatable` conformance comparing exactly its
/// properties, a property to remove).
///
/// ```json
/// {"type": "CellView", "qualifiedName": "ClosureCellsSample.CellView",
///  "properties": [{"name": "id", "type": "Int", "comparison": "equatable"},
///                 {"name": "action", "type": "() -> ()", "comparison": "closure"}]}
/// ```
public struct ViewDeclaration: Codable, Equatable, Sendable {
  /// The type as the trace's nodes name it (``TraceNode/type``).
  public var type: String
  /// How code in the type's own module names it: `CellView`, or
  /// `ClosureCellsSample.CellView` for a type nested in another.
  public var qualifiedName: String
  /// The stored properties in declaration order, a property wrapper's
  /// storage under its own name (`_count` for `@State var count`).
  public var properties: [StoredProperty]
  /// Where the type is declared, when the build recorded it (the
  /// `DeclarationSites` or `CompileForIOS` plugin; see ``CodeLocation``).
  public var declaredAt: CodeLocation?

  public init(type: String, qualifiedName: String, properties: [StoredProperty], declaredAt: CodeLocation? = nil) {
    self.type = type
    self.qualifiedName = qualifiedName
    self.properties = properties
    self.declaredAt = declaredAt
  }
}

/// One stored property of a view type.
public struct StoredProperty: Codable, Equatable, Sendable {
  /// Its name as stored: `title`, `_count` for `@State var count`.
  public var name: String
  /// Its type as Swift prints it: `Int`, `Optional<String>`, `State<Int>`.
  public var type: String
  /// How a hand-written `==` can compare it.
  public var comparison: Comparison

  /// How a hand-written `==` can compare a property.
  public enum Comparison: String, Codable, Sendable, CaseIterable {
    /// Its type is `Equatable`: `lhs.x == rhs.x`.
    case equatable
    /// An object: `lhs.x === rhs.x` (the same instance).
    case reference
    /// A function: it cannot be compared, and an `Equatable` view leaves it out.
    case closure
    /// A dynamic property (`@State`, `@Binding`, `@Environment`, an object
    /// wrapper): SwiftUI tracks its changes itself, whatever `==` says.
    case dynamicProperty
    /// None of the above (a struct that is not `Equatable`): `==` compares
    /// the parts of it the body shows.
    case other
  }

  /// Where it is declared, when the build recorded its view.
  public var declaredAt: CodeLocation?

  public init(name: String, type: String, comparison: Comparison, declaredAt: CodeLocation? = nil) {
    self.name = name
    self.type = type
    self.comparison = comparison
    self.declaredAt = declaredAt
  }

  /// The name the view's code uses: `count` for the storage `_count`.
  public var declaredName: String {
    comparison == .dynamicProperty && name.hasPrefix("_") ? String(name.dropFirst()) : name
  }
}

extension Trace {
  /// The declaration of view type `type`, if the run built one.
  public func declaration(of type: String) -> ViewDeclaration? { declarations.first { $0.type == type } }
}
