// The styles SwiftUI names by role rather than colour (`.foreground`, `.fill`, `.separator`,
// `.selection`, `.link`, `.placeholder`), each recorded as written.

/// The foreground style of the environment (`.fill(.foreground)`), recorded as `.foreground`.
public struct ForegroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The environment's foreground style.
  public nonisolated init() {}
  /// `.foreground`.
  public var description: String { ".foreground" }
}

/// The fill of controls and text fields (`.background(.fill.tertiary)`), recorded as `.fill`.
public struct FillShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The system fill.
  public nonisolated init() {}
  /// `.fill`.
  public var description: String { ".fill" }
}

/// The colour of separators (`.foregroundStyle(.separator)`), recorded as `.separator`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The separator colour.
  public nonisolated init() {}
  /// `.separator`.
  public var description: String { ".separator" }
}

/// The selection's colour (`.background(.selection)`), recorded as `.selection`.
public struct SelectionShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The selection colour.
  public nonisolated init() {}
  /// `.selection`.
  public var description: String { ".selection" }
}

/// The colour of links (`.foregroundStyle(.link)`), recorded as `.link`.
public struct LinkShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The link colour.
  public nonisolated init() {}
  /// `.link`.
  public var description: String { ".link" }
}

/// The colour of placeholder text (`.foregroundStyle(.placeholder)`), recorded as `.placeholder`.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The placeholder colour.
  public nonisolated init() {}
  /// `.placeholder`.
  public var description: String { ".placeholder" }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The environment's foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system fill of controls.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of separators.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
  /// The selection's colour.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
  /// The colour of links.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The colour of placeholder text.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
