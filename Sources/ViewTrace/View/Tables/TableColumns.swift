import Foundation

// The columns of a table (TableColumn, its builder, its customization).

// MARK: - Columns

/// The columns of a ``Table``, as in SwiftUI: a ``TableColumn``, several
/// (a ``TableColumnBuilder`` block) or a type of yours whose
/// `tableColumnBody` is made of them.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of the rows' values.
  associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
  /// The comparator the columns sort with (`Never`: not sortable).
  associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
  /// The columns this content is made of.
  associatedtype TableColumnBody: TableColumnContent
  /// The columns this content is made of.
  @TableColumnBuilder<TableRowValue, TableColumnSortComparator> var tableColumnBody: TableColumnBody { get }
}

@MainActor extension Never: TableColumnContent {
  /// `Never` has no rows.
  public typealias TableRowValue = Never
  /// `Never` does not sort.
  public typealias TableColumnSortComparator = Never
  /// `Never` has no columns.
  public typealias TableColumnBody = Never
  /// Framework column content has no body.
  public var tableColumnBody: Never { return fatalError("Never has no columns") }
}

/// A column of a ``Table``, as in SwiftUI: titled, and drawing a cell per
/// row: `TableColumn("Name", value: \.name)` draws the string as a `Text`;
/// `TableColumn("Age") { person in AgeView(age: person.age) }` builds the
/// content in the row. A column made with a value key path names the sort
/// order entries that use it.
public nonisolated struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent
{
  /// The rows' value type.
  public typealias TableRowValue = RowValue
  /// The column's comparator.
  public typealias TableColumnSortComparator = Sort
  /// A column has no body.
  public typealias TableColumnBody = Never

  let title: String
  let label: Label
  let text: KeyPath<RowValue, String>?
  let content: ((RowValue) -> Content)?
  /// The key path the column sorts by, if any (to name sort orders).
  let sortKey: AnyKeyPath?
  /// `.width(...)`, as written.
  var recorded: [String] = []
  var customization: String?
  var visibility: Visibility = .automatic

  init(
    title: String, label: Label, text: KeyPath<RowValue, String>?, content: ((RowValue) -> Content)?,
    sortKey: AnyKeyPath?
  ) {
    self.title = title
    self.label = label
    self.text = text
    self.content = content
    self.sortKey = sortKey
  }

  /// Framework column content has no body.
  public var tableColumnBody: Never { return fatalError("TableColumn has no body") }

  func cell(_ row: RowValue) -> any View {
    if let text { return Text(row[keyPath: text]) }
    return content!(row)
  }
}

extension TableColumn where Label == Text {
  /// A column titled `title` drawing each row's string at `value`, sortable by it.
  public nonisolated init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
  where Sort == KeyPathComparator<RowValue>, Content == Text {
    self.init(title: String(title), label: Text(title), text: value, content: nil, sortKey: value)
  }

  /// A column titled `title` drawing each row's string at `value`, sortable
  /// by it with `comparator` (recorded only: the app sorts its own data).
  public nonisolated init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator)
  where Sort == KeyPathComparator<RowValue>, Content == Text {
    self.init(title: String(title), label: Text(title), text: value, content: nil, sortKey: value)
  }

  /// A column titled `title` whose cell is `content(row)`; not sortable.
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
  where Sort == Never {
    self.init(title: String(title), label: Text(title), text: nil, content: content, sortKey: nil)
  }

  /// A column titled `title` whose cell is `content(row)`, sortable by `value`.
  public nonisolated init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == KeyPathComparator<RowValue> {
    self.init(title: String(title), label: Text(title), text: nil, content: content, sortKey: value)
  }

  /// A column titled `title` whose cell is `content(row)`, sortable by
  /// `value` with `comparator` (recorded only).
  public nonisolated init<S: StringProtocol, V, C: SortComparator>(
    _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V, Sort == KeyPathComparator<RowValue> {
    self.init(title: String(title), label: Text(title), text: nil, content: content, sortKey: value)
  }

  /// A column titled `title` whose cell is `content(row)`, sorted with
  /// `comparator` (recorded only).
  public nonisolated init<S: StringProtocol>(
    _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    let key = ((comparator as Any) as? KeyPathComparator<RowValue>)?.keyPath
    self.init(title: String(title), label: Text(title), text: nil, content: content, sortKey: key)
  }
}

extension TableColumn {
  /// `.width(_:)`, as in SwiftUI: recorded on the table (layout is not simulated).
  public nonisolated func width(_ width: CGFloat?) -> TableColumn {
    recording("width(\(width.map { formatNumber(Double($0)) } ?? "nil"))")
  }

  /// `.width(min:ideal:max:)`, as in SwiftUI: recorded on the table.
  public nonisolated func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
    let parts = [("min", min), ("ideal", ideal), ("max", max)].compactMap { name, value in
      value.map { "\(name): \(formatNumber(Double($0)))" }
    }
    return recording("width(\(parts.joined(separator: ", ")))")
  }

  /// `.customizationID(_:)`, as in SwiftUI: the id a
  /// ``TableColumnCustomization`` shows or hides the column by.
  public nonisolated func customizationID(_ id: String) -> TableColumn {
    var copy = self
    copy.customization = id
    return copy
  }

  /// `.defaultVisibility(_:)`, as in SwiftUI: `.hidden` hides the column
  /// until a ``TableColumnCustomization`` shows it.
  public nonisolated func defaultVisibility(_ visibility: Visibility) -> TableColumn {
    var copy = self
    copy.visibility = visibility
    return copy
  }

  private func recording(_ text: String) -> TableColumn {
    var copy = self
    copy.recorded.append(".\(text)")
    return copy
  }
}

/// Builds a table's columns from the columns written in its block.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  /// A column (any comparator: unsortable columns sit in sortable tables).
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue {
    column
  }

  /// One column.
  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue {
    column
  }

  /// Several columns, in order.
  public static func buildBlock<each Column: TableColumnContent>(_ column: repeat each Column)
    -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)>
  {
    var children: [any TableColumnContent] = []
    for child in repeat each column { children.append(child) }
    return TupleTableColumnContent(value: (repeat each column), children: children)
  }

  /// A column shown only when a condition holds (`if` without `else`).
  public static func buildIf<Column: TableColumnContent>(_ column: Column?) -> Column?
  where Column.TableRowValue == RowValue {
    column
  }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(first: First)
    -> _ConditionalTableColumnContent<First, Second>
  where First.TableRowValue == RowValue, Second.TableRowValue == RowValue {
    _ConditionalTableColumnContent(first: first, second: nil)
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(second: Second)
    -> _ConditionalTableColumnContent<First, Second>
  where First.TableRowValue == RowValue, Second.TableRowValue == RowValue {
    _ConditionalTableColumnContent(first: nil, second: second)
  }
}

/// The columns of a ``TableColumnBuilder`` block, in order.
public nonisolated struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
  /// The rows' value type.
  public typealias TableRowValue = RowValue
  /// The columns' comparator.
  public typealias TableColumnSortComparator = Sort
  /// Framework column content has no body.
  public typealias TableColumnBody = Never
  /// The tuple of columns.
  public let value: T
  let children: [any TableColumnContent]
  /// Framework column content has no body.
  public var tableColumnBody: Never { return fatalError("TupleTableColumnContent has no body") }
}

/// The columns of an `if`/`else` in a ``TableColumnBuilder`` block.
public nonisolated struct _ConditionalTableColumnContent<First: TableColumnContent, Second: TableColumnContent>: TableColumnContent
where First.TableRowValue == Second.TableRowValue {
  let first: First?
  let second: Second?
  /// The rows' value type.
  public typealias TableRowValue = First.TableRowValue
  /// The columns' comparator.
  public typealias TableColumnSortComparator = First.TableColumnSortComparator
  /// Framework column content has no body.
  public typealias TableColumnBody = Never
  /// Framework column content has no body.
  public var tableColumnBody: Never { return fatalError("_ConditionalTableColumnContent has no body") }
}

@MainActor extension Optional: TableColumnContent where Wrapped: TableColumnContent {
  /// The rows' value type.
  public typealias TableRowValue = Wrapped.TableRowValue
  /// The columns' comparator.
  public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
  /// Framework column content has no body.
  public typealias TableColumnBody = Never
  /// Framework column content has no body.
  public var tableColumnBody: Never { return fatalError("Optional has no columns of its own") }
}

/// Which columns of a table a person has shown or hidden, as in SwiftUI, by
/// the columns' `customizationID`. A table given a binding to it draws only
/// the columns it shows: a new value redraws the table and builds the rows'
/// cells again.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
  private var visibilities: [String: String] = [:]

  /// No column shown or hidden: each has its default visibility.
  public nonisolated init() {}

  /// The visibility of the column whose `customizationID` is `id`.
  public subscript(visibility id: String) -> Visibility {
    get { visibilities[id].flatMap(Visibility.init(rawValue:)) ?? .automatic }
    set { visibilities[id] = newValue == .automatic ? nil : newValue.rawValue }
  }

  /// Gives every column its default visibility again.
  public mutating func resetVisibility() { visibilities = [:] }
}
