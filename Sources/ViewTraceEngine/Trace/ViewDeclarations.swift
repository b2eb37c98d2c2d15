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
    // Where the build recorded the view (DeclarationSites, CompileForIOS): its line, and each
    // property's, a wrapper's storage (`_count`) by its declared name (`count`).
    let record = DeclarationRecord.of(type)
    let properties = Compare.layout(type).fields.map { field in
      let comparison = Self.comparison(of: field.type)
      let declared =
        comparison == .dynamicProperty && field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
      return StoredProperty(
        name: field.name, type: typeDisplayName(field.type), comparison: comparison,
        declaredAt: record?.member(declared))
    }
    return ViewDeclaration(
      type: name, qualifiedName: TypeNames.shared.name(of: type), properties: properties, declaredAt: record?.location)
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
