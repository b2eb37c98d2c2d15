import Foundation

// Shaders, transforms, container values, scroll positions, drag containers
// and documents: recorded on the view as written (a changed argument redraws
// that view only). What ViewTrace does not run is said on each.

// Drawing, hit-testing and text-fitting modifiers: they change how a view is
// drawn, never which bodies run. Recorded on the view as written, so a
// changed argument redraws that view only (docs/rules.md, "Framework views
// are not laid out or drawn").

/// A Metal shader function with its arguments, as in SwiftUI (never run here).
public struct Shader: Hashable, Sendable, CustomStringConvertible {
  /// The function's name.
  public let name: String
  /// A shader of `function` with `arguments`.
  public nonisolated init(function: ShaderFunction, arguments: [ShaderArgument]) { name = function.name }
  /// As written.
  public var description: String { "ShaderLibrary.\(name)" }
}

/// A shader function, as in SwiftUI.
public struct ShaderFunction: Hashable, Sendable {
  /// The function's name.
  public let name: String
  /// The function `name` of `library`.
  public nonisolated init(library: ShaderLibrary, name: String) { self.name = name }
  /// Calls the function with `arguments`.
  public nonisolated func callAsFunction(_ arguments: ShaderArgument...) -> Shader { Shader(function: self, arguments: arguments) }
}

/// A shader argument, as in SwiftUI.
public struct ShaderArgument: Hashable, Sendable {
  let text: String
  /// A number.
  public static func float(_ value: Double) -> ShaderArgument { ShaderArgument(text: formatNumber(value)) }
  /// A colour.
  public static func color(_ color: Color) -> ShaderArgument { ShaderArgument(text: "\(color)") }
  /// A point.
  public static func float2(_ x: Double, _ y: Double) -> ShaderArgument {
    ShaderArgument(text: "(\(formatNumber(x)), \(formatNumber(y)))")
  }
  /// The view's bounds.
  public static let boundingRect = ShaderArgument(text: "boundingRect")
}

/// The app's shaders, as in SwiftUI: `ShaderLibrary.ripple(.float(2))`.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
  /// The app's default library.
  public static let `default` = ShaderLibrary()
  /// A function of the default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
  /// A function of this library.
  public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

extension View {
  /// `.colorEffect(_:isEnabled:)`: recorded on the view (the shader is not run).
  public nonisolated func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("colorEffect", "\(shader), isEnabled: \(isEnabled)")
  }

  /// `.distortionEffect(_:maxSampleOffset:isEnabled:)`: recorded on the view.
  public nonisolated func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("distortionEffect", "\(shader), isEnabled: \(isEnabled)")
  }

  /// `.layerEffect(_:maxSampleOffset:isEnabled:)`: recorded on the view.
  public nonisolated func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("layerEffect", "\(shader), isEnabled: \(isEnabled)")
  }
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
  /// `.blur(radius:opaque:)`: recorded on the view as written.
  public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _StyleModifier> {
    styled("blur", "radius: \(formatNumber(radius))" + (opaque ? ", opaque: true" : ""))
  }

  /// `.blendMode(_:)`: recorded on the view as written.
  public nonisolated func blendMode(_ mode: BlendMode) -> ModifiedContent<Self, _StyleModifier> {
    styled("blendMode", "." + mode.rawValue)
  }
}

extension View {
  /// `.compositingGroup()`: recorded on the view as written.
  public nonisolated func compositingGroup() -> ModifiedContent<Self, _StyleModifier> { styled("compositingGroup") }

  /// `.grayscale(_:)`: recorded on the view as written.
  public nonisolated func grayscale(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("grayscale", formatNumber(amount))
  }

  /// `.brightness(_:)`: recorded on the view as written.
  public nonisolated func brightness(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("brightness", formatNumber(amount))
  }

  /// `.contrast(_:)`: recorded on the view as written.
  public nonisolated func contrast(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("contrast", formatNumber(amount))
  }

  /// `.saturation(_:)`: recorded on the view as written.
  public nonisolated func saturation(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("saturation", formatNumber(amount))
  }

  /// `.colorInvert()`: recorded on the view as written.
  public nonisolated func colorInvert() -> ModifiedContent<Self, _StyleModifier> { styled("colorInvert") }

  /// `.hueRotation(_:)`: recorded on the view as written.
  public nonisolated func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _StyleModifier> {
    styled("hueRotation", "\(angle)")
  }
}

extension View {
  /// `.colorMultiply(_:)`: recorded on the view as written.
  public nonisolated func colorMultiply(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
    styled("colorMultiply", color.description)
  }

  /// `.luminanceToAlpha()`: recorded on the view as written.
  public nonisolated func luminanceToAlpha() -> ModifiedContent<Self, _StyleModifier> { styled("luminanceToAlpha") }

  /// `.drawingGroup(opaque:colorMode:)`: recorded on the view as written (defaults left out).
  public nonisolated func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<
    Self, _StyleModifier
  > {
    var arguments: [String] = []
    if opaque { arguments.append("opaque: true") }
    if colorMode != .nonLinear { arguments.append("colorMode: .\(colorMode.rawValue)") }
    return styled("drawingGroup", arguments.joined(separator: ", "))
  }
}

/// A visual effect (an offset, a scale, …) a `visualEffect` closure returns, as in SwiftUI.
public protocol VisualEffect {}

/// The effect that does nothing, which a `visualEffect` closure modifies.
public struct EmptyVisualEffect: VisualEffect {
  /// An offset.
  public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { self }
  /// An offset.
  public nonisolated func offset(_ offset: CGSize) -> EmptyVisualEffect { self }
  /// A scale.
  public nonisolated func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
  /// A scale.
  public nonisolated func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
  /// A rotation.
  public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
  /// An opacity.
  public nonisolated func opacity(_ opacity: Double) -> EmptyVisualEffect { self }
  /// A blur.
  public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { self }
  /// A brightness.
  public nonisolated func brightness(_ amount: Double) -> EmptyVisualEffect { self }
  /// A saturation.
  public nonisolated func saturation(_ amount: Double) -> EmptyVisualEffect { self }
  /// A hue rotation.
  public nonisolated func hueRotation(_ angle: Angle) -> EmptyVisualEffect { self }
}

extension View {
  /// `.visualEffect(_:)`: recorded; the closure (it reads geometry) is not run.
  public nonisolated func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect)
    -> ModifiedContent<Self, _GeometryModifier>
  {
    geometry("visualEffect")
  }
}

extension View {
  /// `.shadow(color:radius:x:y:)`, as in SwiftUI: recorded on the view as written (not drawn).
  public nonisolated func shadow(color: Color? = nil, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ModifiedContent<Self, _StyleModifier>
  {
    var parts = color.map { ["color: \($0.description)"] } ?? []
    parts.append("radius: \(formatNumber(radius))")
    if x != 0 || y != 0 { parts.append("x: \(formatNumber(x)), y: \(formatNumber(y))") }
    return styled("shadow", parts.joined(separator: ", "))
  }
}
