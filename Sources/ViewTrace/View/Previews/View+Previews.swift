import Foundation

// Modifiers that only configure an Xcode preview: a file that declares a
// `PreviewProvider` uses them, and they change nothing a scenario runs. They
// are recorded on the view as written, so a preview traced with
// `Scenario("preview", root: MyPreviews.previews)` shows them.

/// The size a preview is drawn at, as in SwiftUI.
public enum PreviewLayout: Sendable, CustomStringConvertible {
  /// The preview device's screen.
  case device
  /// The view's own size.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)

  /// The layout as written (`.fixed(width: 300, height: 70)`).
  public var description: String {
    switch self {
    case .device: ".device"
    case .sizeThatFits: ".sizeThatFits"
    case .fixed(let width, let height): ".fixed(width: \(formatNumber(Double(width))), height: \(formatNumber(Double(height))))"
    }
  }
}

/// A device a preview is drawn on (`PreviewDevice(rawValue: "iPhone 15")`), as in SwiftUI.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  /// The device's name.
  public let rawValue: String
  /// A device by name.
  public nonisolated init(rawValue: String) { self.rawValue = rawValue }
  /// A device by name, written as a string literal.
  public nonisolated init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// The orientation of a preview's device, as in SwiftUI.
public enum InterfaceOrientation: String, Sendable, CaseIterable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

extension View {
  /// `.previewLayout(_:)`, as in SwiftUI: recorded as written (previews are not run).
  public nonisolated func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _StyleModifier> {
    styled("previewLayout", value.description)
  }
  /// `.previewDevice(_:)`, as in SwiftUI: recorded as written (previews are not run).
  public nonisolated func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _StyleModifier> {
    styled("previewDevice", value.map { ValueDescription.quote($0.rawValue) } ?? "nil")
  }
  /// `.previewDisplayName(_:)`, as in SwiftUI: recorded as written (previews are not run).
  public nonisolated func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _StyleModifier> {
    styled("previewDisplayName", value.map { ValueDescription.quote($0) } ?? "nil")
  }
  /// `.previewInterfaceOrientation(_:)`, as in SwiftUI: recorded as written (previews are not run).
  public nonisolated func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<Self, _StyleModifier> {
    styled("previewInterfaceOrientation", ".\(value.rawValue)")
  }
}
