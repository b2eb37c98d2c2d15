@_spi(Reflection) import Swift
import ViewTraceModel

/// The ``ViewDeclaration`` of each custom view type a run builds, made from
/// the type's field layout the first time a view of it is built: what the
/// advisor's fixes name (an `Equatable` conformance over exactly the view's
/// stored properties).
@MainActor
struct ViewDeclarations {
  private var declared: Set<ObjectIdentifier> = []

  /// The declaration of `type`, named `name` in the trace, the first time
  /// it is asked for; nil after.
  mutating func declare(_ type: Any.Type, named name: String) -> ViewDeclaration? {
    guard declared.insert(ObjectIdentifier(type)).inserted else { return nil }
    let properties = Compare.layout(type).fields.map { field in
      StoredProperty(name: field.name, type: typeDisplayName(field.type), comparison: Self.comparison(of: field.type))
    }
    return ViewDeclaration(type: name, qualifiedName: TypeNames.shared.name(of: type), properties: properties)
  }

  /// How a hand-written `==` can compare a value of `type`.
  static func comparison(of type: Any.Type) -> StoredProperty.Comparison {
    if type is any EngineDynamicProperty.Type || type is any DynamicProperty.Type { return .dynamicProperty }
    if metadataKind(type) == .function { return .closure }
    if let optional = type as? any OptionalComparable.Type, metadataKind(optional._wrappedType) == .function {
      return .closure
    }
    if type is any Equatable.Type { return .equatable }
    if type is AnyClass { return .reference }
    return .other
  }
}
