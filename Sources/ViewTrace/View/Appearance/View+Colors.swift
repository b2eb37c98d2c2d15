import Foundation

extension View {
  /// `.listRowSeparatorTint(_:edges:)`: recorded on the view as written.
  public nonisolated func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("listRowSeparatorTint", color?.description ?? "nil")
  }

  /// `.listSectionSeparatorTint(_:edges:)`: recorded on the view as written.
  public nonisolated func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("listSectionSeparatorTint", color?.description ?? "nil")
  }

  /// `.listItemTint(_:)`: recorded on the view as written.
  public nonisolated func listItemTint(_ tint: Color?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listItemTint", tint?.description ?? "nil")
  }
}

extension View {
  /// `.backgroundStyle(_:)`: recorded on the view as written.
  public nonisolated func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("backgroundStyle", describeStyle(style))
  }

  /// `.foregroundStyle(_:_:)`: primary and secondary styles, recorded on the view as written.
  public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("foregroundStyle", describeStyle(primary) + ", " + describeStyle(secondary))
  }

  /// `.foregroundStyle(_:_:_:)`: three levels of style, recorded on the view as written.
  public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("foregroundStyle", [describeStyle(primary), describeStyle(secondary), describeStyle(tertiary)].joined(separator: ", "))
  }
}

extension View {
  /// `.preferredColorScheme(_:)`: the scheme the presentation asks for;
  /// recorded on the view as written (the environment's `colorScheme` below
  /// it does not change: ViewTrace has no window to restyle).
  public nonisolated func preferredColorScheme(_ scheme: ColorScheme?) -> ModifiedContent<Self, _StyleModifier> {
    styled("preferredColorScheme", scheme.map { ".\($0.rawValue)" } ?? "nil")
  }
}

extension View {
  /// `.accentColor(_:)` (deprecated in SwiftUI for `tint`): recorded on the view as written.
  public nonisolated func accentColor(_ color: Color?) -> ModifiedContent<Self, _StyleModifier> {
    styled("accentColor", color?.description ?? "nil")
  }
}

extension View {
  /// `.allowedDynamicRange(_:)`: recorded on the view.
  public nonisolated func allowedDynamicRange(_ range: Image.DynamicRange?) -> ModifiedContent<Self, _StyleModifier> {
    styled("allowedDynamicRange", range?.description ?? "nil")
  }
}
