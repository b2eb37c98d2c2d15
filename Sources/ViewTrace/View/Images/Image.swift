import Foundation

/// An image by asset name or SF Symbol name (a `Sendable` value, as in SwiftUI).
public nonisolated struct Image: Equatable, Sendable {
  let name: String
  let isSystem: Bool
  /// `Image` methods applied (`.resizable()`), innermost first: recorded as styling.
  var styles: [_StyleModifier] = []
  /// A symbol's variable value (`Image(systemName: "wifi", variableValue: 0.5)`): drawn, so a new
  /// value redraws the image.
  var variableValue: Double? = nil
  /// An image from the app's assets.
  public nonisolated init(_ name: String) {
    self.name = name
    self.isSystem = false
  }
  /// A system image (SF Symbol).
  public nonisolated init(systemName: String) {
    self.name = systemName
    self.isSystem = true
  }
}

@MainActor extension Image: View {
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Image") }
}

@MainActor extension Image: LeafView {
  package static var _typeName: String { "Image" }
  package var _label: String {
    let value = variableValue.map { ", variableValue: \(formatNumber($0))" } ?? ""
    return isSystem
      ? "Image(systemName: \(ValueDescription.quote(name))\(value))" : "Image(\(ValueDescription.quote(name))\(value))"
  }
  /// An image (a symbol) draws with the environment's foreground style, and
  /// a symbol at the environment's image scale.
  package func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    let color = [("environment(foregroundStyle)", environment.foregroundStyle?.description ?? "nil")]
    return isSystem ? color + [("environment(imageScale)", environment.imageScale.description)] : color
  }
}
