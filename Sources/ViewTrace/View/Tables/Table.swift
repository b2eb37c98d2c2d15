import Foundation

// Tables: rows of values with a cell per column. On an iPhone a table is a
// list of its rows, showing only the first column; the engine models it as a
// lazy container like `List` (docs/rules.md, "More documented forms").

// MARK: - The table

/// Rows of values with a cell per column, as in SwiftUI.
///
/// ```swift
/// Table(people, selection: $selected, sortOrder: $sortOrder) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Age") { person in AgeView(age: person.age) }
/// }
/// ```
///
/// It is a lazy container like `List`: only the rows in the viewport are
/// made, each a `TableRow` node identified by its value's `id`
/// (`Table/TableRow#1`) holding a cell per column at the column's index
/// (`TableRow#1/Text@0`). On an iPhone (a viewport narrower than 600 points,
/// a compact width) the table shows only its first column, as SwiftUI's
/// does; a wider viewport shows every column. A changed value redraws or
/// runs only its own row's cells.
///
/// With `selection:`, `Step.select(id)` selects a row as in a list. The
/// table draws its selection and its sort order (its label lists them), so a
/// new value redraws the table without rebuilding its rows. The sort order
/// is not applied: as in SwiftUI the app sorts its own data (in
/// `onChange(of: sortOrder)`), and the table shows the data it is given. No
/// step clicks a column header; a scenario changes the sort order with
/// `Step.mutate`. `children:` makes outline rows: a row with children is a
/// `DisclosureGroup` labelled by its cells (`Step.expand`). A
/// ``TableColumnCustomization`` binding hides the columns it hides.
public nonisolated struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
  let rows: Rows
  let columns: Columns
  let multiple: Binding<Set<Value.ID>>?
  let single: Binding<Value.ID?>?
  let sortOrder: TableSortOrder?
  let customization: Binding<TableColumnCustomization<Value>>?

  init(
    rows: Rows, columns: Columns, multiple: Binding<Set<Value.ID>>? = nil, single: Binding<Value.ID?>? = nil,
    sortOrder: TableSortOrder? = nil, customization: Binding<TableColumnCustomization<Value>>? = nil
  ) {
    self.rows = rows
    self.columns = columns
    self.multiple = multiple
    self.single = single
    self.sortOrder = sortOrder
    self.customization = customization
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Table") }
}

/// A table's sort order binding, whatever its comparator type.
@MainActor
struct TableSortOrder: EngineComparable {
  let location: AnyLocationBase
  let snapshot: [AnyHashable]

  init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
    location = binding.location
    snapshot = binding.snapshot.map { AnyHashable($0) }
  }

  var comparators: [any SortComparator] { location.peekAny() as? [any SortComparator] ?? [] }

  static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool {
    let x = a.assumingMemoryBound(to: Self.self).pointee
    let y = b.assumingMemoryBound(to: Self.self).pointee
    return x.location.isSame(as: y.location, closures) && x.snapshot == y.snapshot
  }
}

// Tables made from a collection.
extension Table {
  /// A row per element of `data`, identified by its `id`.
  public nonisolated init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
  where Rows == TableForEachContent<Data> {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  /// A row per element of `data`; the columns shown follow `columnCustomization`.
  public nonisolated init<Data: RandomAccessCollection>(
    _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data> {
    self.init(rows: TableForEachContent(data: data), columns: columns(), customization: columnCustomization)
  }

  /// A row per element of `data`; several can be selected.
  public nonisolated init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data> {
    self.init(rows: TableForEachContent(data: data), columns: columns(), multiple: selection)
  }

  /// A row per element of `data`; one can be selected.
  public nonisolated init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data> {
    self.init(rows: TableForEachContent(data: data), columns: columns(), single: selection)
  }

  /// A row per element of `data`; several can be selected, and the columns
  /// shown follow `columnCustomization`.
  public nonisolated init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data> {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), multiple: selection,
      customization: columnCustomization)
  }

  /// A row per element of `data`, drawn with the sort order `sortOrder` (the app sorts `data`).
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns(), sortOrder: TableSortOrder(sortOrder))
  }

  /// A row per element of `data`, with a sort order and a column customization.
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), sortOrder: TableSortOrder(sortOrder),
      customization: columnCustomization)
  }

  /// A row per element of `data`, with a sort order; several can be selected.
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), multiple: selection,
      sortOrder: TableSortOrder(sortOrder))
  }

  /// A row per element of `data`, with a sort order; one can be selected.
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), single: selection,
      sortOrder: TableSortOrder(sortOrder))
  }

  /// A row per element of `data`, with a sort order and a column
  /// customization; several can be selected.
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), multiple: selection,
      sortOrder: TableSortOrder(sortOrder), customization: columnCustomization)
  }
}

// Tables made from a tree.
extension Table {
  /// A row per top-level element of `data`; an element whose `children` is
  /// not `nil` is an outline row, a disclosure group labelled by its cells.
  public nonisolated init<Data: RandomAccessCollection>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data> {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      customization: columnCustomization)
  }

  /// An outline table whose top-level rows can be selected several at a time.
  public nonisolated init<Data: RandomAccessCollection>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data> {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), multiple: selection,
      customization: columnCustomization)
  }

  /// An outline table whose top-level rows can be selected one at a time.
  public nonisolated init<Data: RandomAccessCollection>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data> {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), single: selection,
      customization: columnCustomization)
  }

  /// An outline table drawn with a sort order.
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Sort.Compared == Value {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      sortOrder: TableSortOrder(sortOrder), customization: columnCustomization)
  }

  /// An outline table with a sort order whose top-level rows can be selected several at a time.
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Sort.Compared == Value {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), multiple: selection,
      sortOrder: TableSortOrder(sortOrder), customization: columnCustomization)
  }

  /// An outline table with a sort order whose top-level rows can be selected one at a time.
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Sort.Compared == Value {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), single: selection,
      sortOrder: TableSortOrder(sortOrder), customization: columnCustomization)
  }
}

// Tables whose rows are written out (`rows: { ForEach(people) { TableRow($0) } }`).
extension Table {
  /// A table of the rows written in `rows`.
  public nonisolated init(
    of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  /// A table of the rows written in `rows`, with a column customization.
  public nonisolated init(
    of valueType: Value.Type = Value.self, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), customization: columnCustomization)
  }

  /// A table of the rows written in `rows`; several can be selected.
  public nonisolated init(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), multiple: selection)
  }

  /// A table of the rows written in `rows`; one can be selected.
  public nonisolated init(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), single: selection)
  }

  /// A table of the rows written in `rows`; several can be selected; with a column customization.
  public nonisolated init(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), multiple: selection, customization: columnCustomization)
  }

  /// A table of the rows written in `rows`, drawn with a sort order.
  @MainActor public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(rows: rows(), columns: columns(), sortOrder: TableSortOrder(sortOrder))
  }

  /// A table of the rows written in `rows`, with a sort order and a column customization.
  @MainActor public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(
      rows: rows(), columns: columns(), sortOrder: TableSortOrder(sortOrder), customization: columnCustomization)
  }

  /// A table of the rows written in `rows`, with a sort order; several can be selected.
  @MainActor public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(rows: rows(), columns: columns(), multiple: selection, sortOrder: TableSortOrder(sortOrder))
  }

  /// A table of the rows written in `rows`, with a sort order; one can be selected.
  @MainActor public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(rows: rows(), columns: columns(), single: selection, sortOrder: TableSortOrder(sortOrder))
  }

  /// A table of the rows written in `rows`, with a sort order and a column
  /// customization; several can be selected.
  @MainActor public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(
      rows: rows(), columns: columns(), multiple: selection, sortOrder: TableSortOrder(sortOrder),
      customization: columnCustomization)
  }
}
