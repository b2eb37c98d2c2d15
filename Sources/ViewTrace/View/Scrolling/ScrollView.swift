import Foundation

/// A scrollable region. Its node keeps the scroll offset that the lazy
/// containers in it (`LazyVStack`, ...) make their rows in view from; a
/// plain `VStack` in it makes every row, as in SwiftUI.
public nonisolated struct ScrollView<Content: View>: View {
  let axis: Axis
  let content: Content
  var showsIndicators = true
  /// A scroll view of `content` along `axis`; its children belong to the same body.
  public nonisolated init(_ axis: Axis = .vertical, @ViewBuilder content: () -> Content) {
    self.axis = axis
    self.content = content()
  }
  /// A scroll view that shows or hides its scroll indicators (recorded in its label).
  public nonisolated init(_ axis: Axis = .vertical, showsIndicators: Bool, @ViewBuilder content: () -> Content) {
    self.init(axis, content: content)
    self.showsIndicators = showsIndicators
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ScrollView") }
}

@MainActor extension ScrollView: ContainerView, Scrollable {
  package static var _typeName: String { "ScrollView" }
  package var _label: String {
    var arguments = axis == .vertical ? [] : [".\(axis.name)"]
    if !showsIndicators { arguments.append("showsIndicators: false") }
    return arguments.isEmpty ? "ScrollView" : "ScrollView(\(arguments.joined(separator: ", ")))"
  }
  package var _content: any View { content }
  var _scrollAxis: Axis { axis }
}

/// The views a lazy stack pins while scrolling, as in SwiftUI; recorded only.
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// The set with these bits.
  public nonisolated init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
