import Foundation

/// Colours along a line, as in SwiftUI.
public struct Gradient: Hashable, Sendable, CustomStringConvertible {
  /// A colour at a place along the gradient, as in SwiftUI.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where it is, 0...1.
    public var location: CGFloat
    /// A stop of `color` at `location`.
    public nonisolated init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  /// The stops, in order.
  public var stops: [Stop]
  /// Whether it was made from colours only (evenly spaced).
  let fromColors: Bool

  /// Evenly spaced `colors`.
  public nonisolated init(colors: [Color]) {
    let last = Double(max(colors.count - 1, 1))
    self.stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    self.fromColors = true
  }

  /// `stops`, as given.
  public nonisolated init(stops: [Stop]) {
    self.stops = stops
    self.fromColors = false
  }

  /// The arguments as written: `colors: [.red, .blue]` or `stops: [.red at 0, ...]`.
  var arguments: String {
    if fromColors { return "colors: [" + stops.map(\.color.description).joined(separator: ", ") + "]" }
    return "stops: ["
      + stops.map { "Gradient.Stop(color: \($0.color), location: \(formatNumber($0.location)))" }
      .joined(separator: ", ") + "]"
  }

  /// `Gradient(colors: [.red, .blue])`.
  public var description: String { "Gradient(\(arguments))" }
}

extension Gradient: ShapeStyle {}

/// A linear gradient, as in SwiftUI: a style (`.fill(LinearGradient(...))`)
/// and a view (a framework leaf whose parameters are its drawn value).
public nonisolated struct LinearGradient: ShapeStyle, Equatable, CustomStringConvertible {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint
  /// A gradient from `startPoint` to `endPoint`.
  public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  /// Evenly spaced `colors` from `startPoint` to `endPoint`.
  public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  /// `stops` from `startPoint` to `endPoint`.
  public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
  /// `LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)`.
  public var description: String {
    "LinearGradient(\(gradient.arguments), startPoint: \(startPoint), endPoint: \(endPoint))"
  }
}

/// A radial gradient, as in SwiftUI: a style and a view.
public nonisolated struct RadialGradient: ShapeStyle, Equatable, CustomStringConvertible {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: Double
  let endRadius: Double
  /// A gradient around `center` from `startRadius` to `endRadius`.
  public nonisolated init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = Double(startRadius)
    self.endRadius = Double(endRadius)
  }
  /// Evenly spaced `colors` around `center`.
  public nonisolated init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// `stops` around `center`.
  public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// `RadialGradient(colors: [...], center: .center, startRadius: 0, endRadius: 50)`.
  public var description: String {
    "RadialGradient(\(gradient.arguments), center: \(center), startRadius: \(formatNumber(startRadius)), "
      + "endRadius: \(formatNumber(endRadius)))"
  }
}

/// An angular (conic) gradient, as in SwiftUI: a style and a view.
public nonisolated struct AngularGradient: ShapeStyle, Equatable, CustomStringConvertible {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle
  /// A gradient around `center` from `startAngle` to `endAngle`.
  public nonisolated init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }
  /// Evenly spaced `colors` around `center`.
  public nonisolated init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// `stops` around `center`.
  public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A full turn around `center`, starting at `angle`.
  public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + 360)
  }
  /// Evenly spaced `colors` in a full turn around `center`, starting at `angle`.
  public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  /// `AngularGradient(colors: [...], center: .center, startAngle: .degrees(0), endAngle: .degrees(360))`.
  public var description: String {
    "AngularGradient(\(gradient.arguments), center: \(center), startAngle: \(startAngle), endAngle: \(endAngle))"
  }
}

@MainActor extension LinearGradient: LeafView {
  package static var _typeName: String { "LinearGradient" }
  package var _label: String { description }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("LinearGradient") }
}

@MainActor extension RadialGradient: LeafView {
  package static var _typeName: String { "RadialGradient" }
  package var _label: String { description }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("RadialGradient") }
}

@MainActor extension AngularGradient: LeafView {
  package static var _typeName: String { "AngularGradient" }
  package var _label: String { description }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("AngularGradient") }
}

extension ShapeStyle where Self == LinearGradient {
  /// `.linearGradient(_:startPoint:endPoint:)`, as in SwiftUI.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> Self {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// `.linearGradient(colors:startPoint:endPoint:)`, as in SwiftUI.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> Self {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// `.linearGradient(stops:startPoint:endPoint:)`, as in SwiftUI.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> Self {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// `.radialGradient(_:center:startRadius:endRadius:)`, as in SwiftUI.
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> Self
  {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// `.radialGradient(colors:center:startRadius:endRadius:)`, as in SwiftUI.
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> Self
  {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// `.angularGradient(_:center:startAngle:endAngle:)`, as in SwiftUI.
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> Self
  {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// `.angularGradient(colors:center:startAngle:endAngle:)`, as in SwiftUI.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> Self
  {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}

extension Angle {
  fileprivate static func + (angle: Angle, degrees: Double) -> Angle { Angle(degrees: angle.degrees + degrees) }
}

extension AngularGradient {
  /// `stops` in a full turn around `center`, starting at `angle`.
  public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
}
