import Foundation

/// A grid of rows, as in SwiftUI: a framework container of `GridRow`s.
public nonisolated struct Grid<Content: View>: View {
  let content: Content
  /// A grid of the rows in `content`.
  public nonisolated init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Grid") }
}

/// A row of a `Grid`.
public nonisolated struct GridRow<Content: View>: View {
  let content: Content
  /// A row of the cells in `content`.
  public nonisolated init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("GridRow") }
}

@MainActor extension Grid: ContainerView {
  package static var _typeName: String { "Grid" }
  package var _label: String { "Grid" }
  package var _content: any View { content }
}

@MainActor extension GridRow: ContainerView {
  package static var _typeName: String { "GridRow" }
  package var _label: String { "GridRow" }
  package var _content: any View { content }
}
