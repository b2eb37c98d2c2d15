/// A styling modifier that descendants inherit through the environment:
/// `.font(_:)` writes `font`, `.disabled(_:)` writes `isEnabled`. It is
/// recorded on the node as written (like every styling modifier) and also
/// writes the environment, so a descendant that reads the value (a `Text`
/// drawing with the font, a view with `@Environment(\.isEnabled)`) is updated
/// when it changes.
public struct _InheritedStyleModifier {
  let style: _StyleModifier
  let write: _EnvironmentWriteModifier
}

extension _InheritedStyleModifier: PlacementModifier {
  func _place(into expander: inout Expander) {
    expander.modifiers.append(style)
    write._place(into: &expander)
  }
}

struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

extension EnvironmentValues {
  /// The font `Text` draws with: `nil` (the system's) unless an ancestor set `.font(_:)`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}

extension Font: CustomStringConvertible {
  /// `.title`, as the modifier is written.
  public var description: String { ".\(name)" }
}

extension View {
  /// `.font(_:)`, as in SwiftUI: recorded on the view as written, and written
  /// into the environment: the `Text`s below draw with it, so a change
  /// redraws them.
  public func font(_ font: Font?) -> ModifiedContent<Self, _InheritedStyleModifier> {
    ModifiedContent(
      content: self,
      modifier: _InheritedStyleModifier(
        style: _StyleModifier(name: "font", text: ".font(\(font.map { ".\($0.name)" } ?? "nil"))"),
        write: _EnvironmentWriteModifier(write: { $0.font = font }, key: ObjectIdentifier(FontKey.self), text: "")))
  }

  /// `.disabled(_:)`, as in SwiftUI: recorded on the view as written, and
  /// written into the environment as `isEnabled` (false when this view or an
  /// ancestor is disabled): a descendant reading `@Environment(\.isEnabled)`
  /// is updated when it changes.
  public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _InheritedStyleModifier> {
    ModifiedContent(
      content: self,
      modifier: _InheritedStyleModifier(
        style: _StyleModifier(name: "disabled", text: ".disabled(\(disabled))"),
        write: _EnvironmentWriteModifier(
          write: { $0.isEnabled = $0.isEnabled && !disabled }, key: ObjectIdentifier(IsEnabledKey.self), text: "")))
  }
}
