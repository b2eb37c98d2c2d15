// Styles of yours for group boxes, labeled content, control groups and
// progress views, as for buttons and toggles: `makeBody(configuration:)` is
// a node named after the style under each view it draws, its configuration's
// parts (`configuration.label`, `configuration.content`) are nodes that show
// the view's own parts, and `GroupBox(configuration)` (and the others) in the
// body is drawn by the framework. The framework's styles (`.automatic`, …)
// are recorded on the view as written.

/// A part of a style's configuration shown by a node (`GroupBoxStyleConfiguration.Label`).
public nonisolated struct _StylePart<Name: _StylePartName>: View {
  package let host: ModifierContentHost
  package var placed: PlacedContent?
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody(Name.typeName) }
}

/// The name of a ``_StylePart`` (not for direct use).
public protocol _StylePartName {
  /// The node's type name.
  static var typeName: String { get }
  /// The part of the styled view it shows.
  static var part: String { get }
}

@MainActor extension _StylePart: BuiltinView, ContentPlaceholder {
  package static var _typeName: String { Name.typeName }
  package static var _part: String { Name.part }
}
