import Foundation

/// A column (in a `LazyVGrid`) or row (in a `LazyHGrid`) of a lazy grid.
public struct GridItem: Sendable, Equatable {
  /// How large the item is.
  public enum Size: Sendable, Equatable {
    /// One item of this length.
    case fixed(CGFloat)
    /// One item that takes the space left, between these lengths.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items as fit, each at least `minimum` long.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How large the item is.
  public var size: Size
  /// The space to the next item (8 points when `nil`).
  public var spacing: CGFloat?
  /// How the item aligns its content; recorded only.
  public var alignment: Alignment?

  /// An item of `size`.
  public nonisolated init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  var text: String {
    switch size {
    case .fixed(let length): ".fixed(\(formatNumber(Double(length))))"
    case .flexible: ".flexible"
    case .adaptive(let minimum, _): ".adaptive(minimum: \(formatNumber(Double(minimum))))"
    }
  }

  /// How many rows a line of `items` holds across `length` points: one per
  /// fixed or flexible item, and as many as fit for an adaptive one.
  static func count(_ items: [GridItem], across length: Double) -> Int {
    let fixed = items.reduce(0.0) { total, item in
      if case .fixed(let size) = item.size { return total + Double(size) + Double(item.spacing ?? 8) }
      return total
    }
    return items.reduce(0) { count, item in
      guard case .adaptive(let minimum, _) = item.size else { return count + 1 }
      let spacing = Double(item.spacing ?? 8)
      return count + max(1, Int(((length - fixed + spacing) / (Double(minimum) + spacing)).rounded(.down)))
    }
  }
}

/// A grid that grows vertically and makes only the lines in view.
public nonisolated struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let content: Content
  /// A lazy grid with `columns`.
  public nonisolated init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("LazyVGrid") }
}

/// A grid that grows horizontally and makes only the lines in view.
public nonisolated struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let content: Content
  /// A lazy grid with `rows`.
  public nonisolated init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("LazyHGrid") }
}

@MainActor extension LazyVGrid: LazyContainer {
  package var _hostType: String { "LazyVGrid" }
  package var _label: String { "LazyVGrid(columns: [\(columns.map(\.text).joined(separator: ", "))])" }
  var _lazyContent: any View { content }
  var _rowAxis: Axis { .vertical }
  func _rowsPerLine(_ viewport: Viewport) -> Int { GridItem.count(columns, across: viewport.width) }
}

@MainActor extension LazyHGrid: LazyContainer {
  package var _hostType: String { "LazyHGrid" }
  package var _label: String { "LazyHGrid(rows: [\(rows.map(\.text).joined(separator: ", "))])" }
  var _lazyContent: any View { content }
  var _rowAxis: Axis { .horizontal }
  func _rowsPerLine(_ viewport: Viewport) -> Int { GridItem.count(rows, across: viewport.height) }
}
