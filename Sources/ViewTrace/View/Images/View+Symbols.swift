import Foundation

/// How a symbol effect plays, as in SwiftUI: `.repeating`, `.speed(2)`, `.nonRepeating`.
public struct SymbolEffectOptions: Hashable, Sendable {
  let text: String
  /// Once, at the normal speed.
  public static let `default` = SymbolEffectOptions(text: "")
  /// Repeating.
  public static let repeating = SymbolEffectOptions(text: ".repeating")
  /// Once.
  public static let nonRepeating = SymbolEffectOptions(text: ".nonRepeating")
  /// At `speed`.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(text: ".speed(\(formatNumber(speed)))") }
  /// `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(text: ".repeat(\(count))") }
  /// These options at `speed`.
  public nonisolated func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(text: text + ".speed(\(formatNumber(speed)))") }
  /// These options, `count` times.
  public nonisolated func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(text: text + ".repeat(\(count))") }
  var suffix: String { text.isEmpty ? "" : ", options: \(text)" }
}

/// A symbol's animation, as in SwiftUI.
public struct SymbolEffectKind: _RecordedSpelling {
  public let name: String
  /// Bounces.
  public static let bounce = SymbolEffectKind(name: "bounce")
  /// Pulses.
  public static let pulse = SymbolEffectKind(name: "pulse")
  /// Varies its layers' colours.
  public static let variableColor = SymbolEffectKind(name: "variableColor")
  /// Scales.
  public static let scale = SymbolEffectKind(name: "scale")
  /// Appears.
  public static let appear = SymbolEffectKind(name: "appear")
  /// Disappears.
  public static let disappear = SymbolEffectKind(name: "disappear")
  /// Wiggles.
  public static let wiggle = SymbolEffectKind(name: "wiggle")
  /// Rotates.
  public static let rotate = SymbolEffectKind(name: "rotate")
  /// Breathes.
  public static let breathe = SymbolEffectKind(name: "breathe")
}

extension View {
  /// `.symbolEffect(_:value:)`: an animation when `value` changes; recorded with the value.
  public nonisolated func symbolEffect<T: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: T)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("symbolEffect", "\(effect)\(options.suffix), value: \(ValueDescription.describe(value))")
  }

  /// `.symbolEffect(_:isActive:)`: a running animation; recorded on the view as written.
  public nonisolated func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("symbolEffect", "\(effect)\(options.suffix)" + (isActive ? "" : ", isActive: false"))
  }
}

extension View {
  /// `.symbolEffectsRemoved(_:)`: recorded on the view as written.
  public nonisolated func symbolEffectsRemoved(_ isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("symbolEffectsRemoved", String(isEnabled))
  }
}

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

extension View {
  /// `.symbolVariant(_:)`: recorded on the view as written.
  public nonisolated func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _StyleModifier> {
    styled("symbolVariant", variant.description)
  }
}

extension View {
  /// `.symbolColorRenderingMode(_:)`: recorded on the view.
  public nonisolated func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> ModifiedContent<Self, _StyleModifier> {
    styled("symbolColorRenderingMode", mode?.description ?? "nil")
  }

  /// `.symbolVariableValueMode(_:)`: recorded on the view.
  public nonisolated func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> ModifiedContent<Self, _StyleModifier> {
    styled("symbolVariableValueMode", mode?.description ?? "nil")
  }
}

/// How symbol colours render, as in SwiftUI.
public struct SymbolColorRenderingMode: _RecordedSpelling {
  public let name: String
  /// Flat colours.
  public static let flat = SymbolColorRenderingMode(name: "flat")
  /// Gradients.
  public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

/// How a symbol's variable value draws, as in SwiftUI.
public struct SymbolVariableValueMode: _RecordedSpelling {
  public let name: String
  /// Layers turn on with the value.
  public static let color = SymbolVariableValueMode(name: "color")
  /// The symbol draws partly.
  public static let draw = SymbolVariableValueMode(name: "draw")
}

extension View {
  /// How symbol images below draw their layers; recorded on the view as written.
  public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _StyleModifier> {
    styled("symbolRenderingMode", mode?.description ?? "nil")
  }
}
