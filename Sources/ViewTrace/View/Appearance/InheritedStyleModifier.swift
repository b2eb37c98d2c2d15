/// A styling modifier that descendants inherit through the environment:
/// `.font(_:)` writes `font`, `.disabled(_:)` writes `isEnabled`. It is
/// recorded on the node as written (like every styling modifier) and also
/// writes the environment, so a descendant that reads the value (a `Text`
/// drawing with the font, a view with `@Environment(\.isEnabled)`) is updated
/// when it changes.
public nonisolated struct _InheritedStyleModifier {
  let style: _StyleModifier
  let write: _EnvironmentWriteModifier
}

@MainActor extension _InheritedStyleModifier: PlacementModifier {
  package func _place(into expander: inout Expander) {
    expander.modifiers.append(style)
    write._place(into: &expander)
  }
}

struct FontKey: NamedEnvironmentKey {
  static let _propertyName = "font"
  static let defaultValue: Font? = nil
}

struct ForegroundStyleKey: NamedEnvironmentKey {
  static let _propertyName = "foregroundStyle"
  static let defaultValue: AnyShapeStyle? = nil
}

struct TintKey: NamedEnvironmentKey {
  static let _propertyName = "tint"
  static let defaultValue: Color? = nil
}

extension EnvironmentValues {
  /// The font `Text` draws with: `nil` (the system's) unless an ancestor set `.font(_:)`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}

extension EnvironmentValues {
  /// The style text and images draw with: `nil` (the primary color) unless an
  /// ancestor set `.foregroundStyle(_:)` or `.foregroundColor(_:)`.
  public var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }

  /// The accent of controls (a toggle's switch, a slider, a progress bar):
  /// `nil` (the accent color) unless an ancestor set `.tint(_:)`.
  public var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
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
  public nonisolated func font(_ font: Font?) -> ModifiedContent<Self, _InheritedStyleModifier> {
    ModifiedContent(
      content: self,
      modifier: _InheritedStyleModifier(
        style: _StyleModifier(name: "font", text: ".font(\(font.map { ".\($0.name)" } ?? "nil"))"),
        write: _EnvironmentWriteModifier(write: { $0.font = font }, key: ObjectIdentifier(FontKey.self), text: "")))
  }

  /// `.foregroundStyle(_:)`, as in SwiftUI: recorded on the view as written,
  /// and written into the environment: the `Text`s and `Image`s below draw
  /// with it, so a change redraws them (also inside views whose body does
  /// not run).
  public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    let style = AnyShapeStyle(style)
    return inherited("foregroundStyle", style.description, key: ForegroundStyleKey.self) { $0.foregroundStyle = style }
  }

  /// `.foregroundColor(_:)`, the older spelling of `.foregroundStyle(_:)`.
  public nonisolated func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _InheritedStyleModifier> {
    inherited("foregroundColor", color?.description, key: ForegroundStyleKey.self) {
      $0.foregroundStyle = color.map(AnyShapeStyle.init)
    }
  }

  /// `.tint(_:)`, as in SwiftUI: recorded on the view as written, and written
  /// into the environment: the toggles, sliders and progress views below draw
  /// with it, so a change redraws them.
  public nonisolated func tint(_ color: Color?) -> ModifiedContent<Self, _InheritedStyleModifier> {
    inherited("tint", color?.description, key: TintKey.self) { $0.tint = color }
  }

  private nonisolated func inherited<Key: EnvironmentKey>(
    _ name: String, _ written: String?, key: Key.Type, _ write: @escaping (inout EnvironmentValues) -> Void
  ) -> ModifiedContent<Self, _InheritedStyleModifier> {
    ModifiedContent(
      content: self,
      modifier: _InheritedStyleModifier(
        style: _StyleModifier(name: name, text: ".\(name)(\(written ?? "nil"))"),
        write: _EnvironmentWriteModifier(write: write, key: ObjectIdentifier(Key.self), text: "")))
  }

  /// `.disabled(_:)`, as in SwiftUI: recorded on the view as written, and
  /// written into the environment as `isEnabled` (false when this view or an
  /// ancestor is disabled): a descendant reading `@Environment(\.isEnabled)`
  /// is updated when it changes.
  public nonisolated func disabled(_ disabled: Bool) -> ModifiedContent<Self, _InheritedStyleModifier> {
    ModifiedContent(
      content: self,
      modifier: _InheritedStyleModifier(
        style: _StyleModifier(name: "disabled", text: ".disabled(\(disabled))"),
        write: _EnvironmentWriteModifier(
          write: { $0.isEnabled = $0.isEnabled && !disabled }, key: ObjectIdentifier(IsEnabledKey.self), text: "")))
  }
}

extension Image {
  /// The size symbols draw at relative to the text around them.
  public enum Scale: String, Sendable, CaseIterable, CustomStringConvertible {
    case small, medium, large
    /// The scale as written (`.large`).
    public var description: String { ".\(rawValue)" }
  }
}

struct ImageScaleKey: NamedEnvironmentKey {
  static let _propertyName = "imageScale"
  static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
  /// The scale symbol images draw at: `.medium` unless an ancestor set `.imageScale(_:)`.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// `.imageScale(_:)`, as in SwiftUI: recorded on the view as written, and
  /// written into the environment: the symbol images below draw at that
  /// scale, so a change redraws them.
  public nonisolated func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _InheritedStyleModifier> {
    ModifiedContent(
      content: self,
      modifier: _InheritedStyleModifier(
        style: _StyleModifier(name: "imageScale", text: ".imageScale(\(scale))"),
        write: _EnvironmentWriteModifier(
          write: { $0.imageScale = scale }, key: ObjectIdentifier(ImageScaleKey.self), text: "")))
  }
}
