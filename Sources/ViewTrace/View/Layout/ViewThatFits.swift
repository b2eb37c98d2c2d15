import Foundation

/// The first of its children that fits, as in SwiftUI. Which one fits is
/// layout, which the engine does not do: every child is built and is a node
/// (SwiftUI also builds them all to measure them).
public nonisolated struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content
  /// The first view of `content` that fits along `axes`.
  public nonisolated init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ViewThatFits") }
}

extension Axis {
  /// A set of axes, as in SwiftUI.
  public struct Set: OptionSet, Sendable {
    /// The axes as bits.
    public let rawValue: Int
    /// The axes whose bits are set.
    public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

@MainActor extension ViewThatFits: ContainerView {
  package static var _typeName: String { "ViewThatFits" }
  package var _label: String {
    axes == [.horizontal, .vertical]
      ? "ViewThatFits" : "ViewThatFits(in: \(axes == .horizontal ? ".horizontal" : ".vertical"))"
  }
  package var _content: any View { content }
}
