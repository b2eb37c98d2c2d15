// Drawing, hit-testing and text-fitting modifiers: they change how a view is
// drawn, never which bodies run. Recorded on the view as written, so a
// changed argument redraws that view only (docs/rules.md, "Framework views
// are not laid out or drawn").

/// How a symbol image is drawn, as in SwiftUI.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// No variant.
  public static let none = SymbolVariants(name: "none")
  /// The filled variant.
  public static let fill = SymbolVariants(name: "fill")
  /// Enclosed in a circle.
  public static let circle = SymbolVariants(name: "circle")
  /// Enclosed in a square.
  public static let square = SymbolVariants(name: "square")
  /// Enclosed in a rectangle.
  public static let rectangle = SymbolVariants(name: "rectangle")
  /// Slashed.
  public static let slash = SymbolVariants(name: "slash")
  /// This variant, filled (`.circle.fill`).
  public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
  /// The variant as written (`.circle.fill`).
  public var description: String { "." + name }
}

/// How a scroll view bounces when its content fits, as in SwiftUI.
public struct ScrollBounceBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The platform's default.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always bounces.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounces only when the content is larger than the scroll view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
  /// The behaviour as written (`.basedOnSize`).
  public var description: String { "." + name }
}

/// The colour space a drawing group renders in, as in SwiftUI.
public enum ColorRenderingMode: String, Hashable, Sendable, CaseIterable { case nonLinear, linear, extendedLinear }

/// How a view's colours blend with what is behind it, as in SwiftUI.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
  case plusDarker, plusLighter
}

extension View {
  /// `.clipped(antialiased:)`: recorded on the view as written.
  public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _StyleModifier> {
    styled("clipped", antialiased ? "antialiased: true" : "")
  }

  /// `.rotationEffect(_:anchor:)`: recorded on the view as written; a new angle redraws the view.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _StyleModifier> {
    styled("rotationEffect", "\(angle)" + (anchor == .center ? "" : ", anchor: \(anchor)"))
  }

  /// `.scaleEffect(_:anchor:)`: recorded on the view as written.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> ModifiedContent<Self, _StyleModifier> {
    styled("scaleEffect", formatNumber(scale) + (anchor == .center ? "" : ", anchor: \(anchor)"))
  }

  /// `.scaleEffect(x:y:anchor:)`: recorded on the view as written.
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("scaleEffect", "x: \(formatNumber(x)), y: \(formatNumber(y))" + (anchor == .center ? "" : ", anchor: \(anchor)"))
  }

  /// `.blur(radius:opaque:)`: recorded on the view as written.
  public func blur(radius: Double, opaque: Bool = false) -> ModifiedContent<Self, _StyleModifier> {
    styled("blur", "radius: \(formatNumber(radius))" + (opaque ? ", opaque: true" : ""))
  }

  /// `.hidden()`: the view keeps its identity and state and is not drawn; recorded as written.
  public func hidden() -> ModifiedContent<Self, _StyleModifier> { styled("hidden") }

  /// `.help(_:)`: a tooltip or help text; recorded on the view as written.
  public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("help", ValueDescription.quote(String(text)))
  }

  /// `.help(_:)` with a `Text`: recorded on the view as written.
  public func help(_ text: Text) -> ModifiedContent<Self, _StyleModifier> {
    styled("help", "Text(\(ValueDescription.quote(text.content)))")
  }

  /// `.minimumScaleFactor(_:)`: recorded on the view as written.
  public func minimumScaleFactor(_ factor: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("minimumScaleFactor", formatNumber(factor))
  }

  /// `.allowsTightening(_:)`: recorded on the view as written.
  public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("allowsTightening", String(flag))
  }

  /// `.baselineOffset(_:)`: recorded on the view as written.
  public func baselineOffset(_ offset: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("baselineOffset", formatNumber(offset))
  }

  /// `.allowsHitTesting(_:)`: recorded on the view as written. Scenario steps
  /// still reach the controls inside (ViewTrace does no hit testing).
  public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("allowsHitTesting", String(enabled))
  }

  /// `.blendMode(_:)`: recorded on the view as written.
  public func blendMode(_ mode: BlendMode) -> ModifiedContent<Self, _StyleModifier> {
    styled("blendMode", "." + mode.rawValue)
  }

  /// `.containerShape(_:)`: recorded on the view as written.
  public func containerShape<T: Shape>(_ shape: T) -> ModifiedContent<Self, _StyleModifier> {
    styled("containerShape", String(describing: T.self) + "()")
  }

  /// `.symbolVariant(_:)`: recorded on the view as written.
  public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _StyleModifier> {
    styled("symbolVariant", variant.description)
  }

  /// `.scrollBounceBehavior(_:axes:)`: recorded on the view as written.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("scrollBounceBehavior", behavior.description)
  }

  /// `.preferredColorScheme(_:)`: the scheme the presentation asks for;
  /// recorded on the view as written (the environment's `colorScheme` below
  /// it does not change: ViewTrace has no window to restyle).
  public func preferredColorScheme(_ scheme: ColorScheme?) -> ModifiedContent<Self, _StyleModifier> {
    styled("preferredColorScheme", scheme.map { ".\($0.rawValue)" } ?? "nil")
  }

  /// `.navigationSubtitle(_:)`: recorded on the view as written.
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationSubtitle", ValueDescription.quote(String(subtitle)))
  }

  /// `.autocorrectionDisabled(_:)`: recorded on the view as written.
  public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("autocorrectionDisabled", String(disable))
  }

  /// `.disableAutocorrection(_:)` (deprecated in SwiftUI for `autocorrectionDisabled`): recorded as written.
  public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _StyleModifier> {
    styled("disableAutocorrection", disable.map(String.init) ?? "nil")
  }
}

extension View {
  /// `.border(_:width:)`: recorded on the view as written.
  public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> ModifiedContent<Self, _StyleModifier> {
    styled("border", "\(content)" + (width == 1 ? "" : ", width: \(formatNumber(width))"))
  }
  /// `.compositingGroup()`: recorded on the view as written.
  public func compositingGroup() -> ModifiedContent<Self, _StyleModifier> { styled("compositingGroup") }
  /// `.mask(alignment:_:)`: the mask's type is recorded on the view (a mask draws, it has no state).
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("mask", TypeNames.shared.name(of: Mask.self))
  }
  /// `.grayscale(_:)`: recorded on the view as written.
  public func grayscale(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("grayscale", formatNumber(amount))
  }
  /// `.brightness(_:)`: recorded on the view as written.
  public func brightness(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("brightness", formatNumber(amount))
  }
  /// `.contrast(_:)`: recorded on the view as written.
  public func contrast(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("contrast", formatNumber(amount))
  }
  /// `.saturation(_:)`: recorded on the view as written.
  public func saturation(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("saturation", formatNumber(amount))
  }
  /// `.colorInvert()`: recorded on the view as written.
  public func colorInvert() -> ModifiedContent<Self, _StyleModifier> { styled("colorInvert") }
  /// `.hueRotation(_:)`: recorded on the view as written.
  public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _StyleModifier> {
    styled("hueRotation", "\(angle)")
  }
  /// `.accentColor(_:)` (deprecated in SwiftUI for `tint`): recorded on the view as written.
  public func accentColor(_ color: Color?) -> ModifiedContent<Self, _StyleModifier> {
    styled("accentColor", color?.description ?? "nil")
  }
}

extension View {
  /// `.bold(_:)`: recorded on the view as written.
  public func bold(_ isActive: Bool) -> ModifiedContent<Self, _StyleModifier> { styled("bold", String(isActive)) }
  /// `.italic(_:)`: recorded on the view as written.
  public func italic(_ isActive: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("italic", String(isActive))
  }
  /// `.colorMultiply(_:)`: recorded on the view as written.
  public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
    styled("colorMultiply", color.description)
  }
  /// `.luminanceToAlpha()`: recorded on the view as written.
  public func luminanceToAlpha() -> ModifiedContent<Self, _StyleModifier> { styled("luminanceToAlpha") }
  /// `.geometryGroup()`: recorded on the view as written.
  public func geometryGroup() -> ModifiedContent<Self, _StyleModifier> { styled("geometryGroup") }
  /// `.drawingGroup(opaque:colorMode:)`: recorded on the view as written (defaults left out).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<
    Self, _StyleModifier
  > {
    var arguments: [String] = []
    if opaque { arguments.append("opaque: true") }
    if colorMode != .nonLinear { arguments.append("colorMode: .\(colorMode.rawValue)") }
    return styled("drawingGroup", arguments.joined(separator: ", "))
  }
  /// `.position(_:)`: recorded on the view as written (not laid out).
  public func position(_ position: CGPoint) -> ModifiedContent<Self, _StyleModifier> {
    styled("position", "x: \(formatNumber(Double(position.x))), y: \(formatNumber(Double(position.y)))")
  }
  /// `.gridCellColumns(_:)`: recorded on the view as written (not laid out).
  public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _StyleModifier> {
    styled("gridCellColumns", String(count))
  }
  /// `.gridCellAnchor(_:)`: recorded on the view as written.
  public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _StyleModifier> {
    styled("gridCellAnchor", "\(anchor)")
  }
  /// `.gridCellUnsizedAxes(_:)`: recorded on the view as written.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _StyleModifier> {
    styled("gridCellUnsizedAxes", axes == .horizontal ? ".horizontal" : axes == .vertical ? ".vertical" : "[.horizontal, .vertical]")
  }
  /// `.gridColumnAlignment(_:)`: recorded on the view as written.
  public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> ModifiedContent<Self, _StyleModifier> {
    styled("gridColumnAlignment", ".\(alignment.name)")
  }
  /// `.scenePadding(_:)`: recorded on the view as written.
  public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, _StyleModifier> {
    styled("scenePadding", edges.text)
  }
  /// `.invalidatableContent(_:)`: recorded on the view as written.
  public func invalidatableContent(_ invalidatable: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("invalidatableContent", String(invalidatable))
  }
  /// `.replaceDisabled(_:)`: recorded on the view as written.
  public func replaceDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("replaceDisabled", String(isDisabled))
  }
  /// `.findDisabled(_:)`: recorded on the view as written.
  public func findDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("findDisabled", String(isDisabled))
  }
  /// `.flipsForRightToLeftLayoutDirection(_:)`: recorded on the view as written.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("flipsForRightToLeftLayoutDirection", String(enabled))
  }
  /// `.labelIconToTitleSpacing(_:)`: recorded on the view as written.
  public func labelIconToTitleSpacing(_ spacing: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("labelIconToTitleSpacing", formatNumber(spacing))
  }
  /// `.labelReservedIconWidth(_:)`: recorded on the view as written.
  public func labelReservedIconWidth(_ width: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("labelReservedIconWidth", formatNumber(width))
  }
}
