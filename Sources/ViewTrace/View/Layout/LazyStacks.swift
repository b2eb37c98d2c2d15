import Foundation

/// A vertical stack that makes only the rows in view (in a `ScrollView`).
public nonisolated struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A lazy vertical stack of `content`.
  public nonisolated init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("LazyVStack") }
}

/// A horizontal stack that makes only the rows in view (in a `ScrollView`).
public nonisolated struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A lazy horizontal stack of `content`.
  public nonisolated init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("LazyHStack") }
}

// MARK: - Taken apart by the engine

@MainActor extension LazyVStack: LazyContainer {
  package var _hostType: String { "LazyVStack" }
  package var _label: String {
    var args: [String] = []
    if alignment != .center { args.append("alignment: .\(alignment.name)") }
    if let spacing { args.append("spacing: \(formatNumber(spacing))") }
    return args.isEmpty ? "LazyVStack" : "LazyVStack(\(args.joined(separator: ", ")))"
  }
  var _lazyContent: any View { content }
  var _rowAxis: Axis { .vertical }
}

@MainActor extension LazyHStack: LazyContainer {
  package var _hostType: String { "LazyHStack" }
  package var _label: String {
    var args: [String] = []
    if alignment != .center { args.append("alignment: .\(alignment.name)") }
    if let spacing { args.append("spacing: \(formatNumber(spacing))") }
    return args.isEmpty ? "LazyHStack" : "LazyHStack(\(args.joined(separator: ", ")))"
  }
  var _lazyContent: any View { content }
  var _rowAxis: Axis { .horizontal }
}
