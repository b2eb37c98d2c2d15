import Foundation

// How the engine takes a table apart: its columns' entries, its rows placed
// as a lazy container's, and its selection.

// MARK: - Taken apart by the engine

extension Viewport {
  /// A compact width (an iPhone in portrait): narrower than 600 points.
  var isCompactWidth: Bool { width < 600 }
}

/// One column, whatever its content, as a table draws it.
@MainActor
struct TableColumnEntry {
  let title: String
  let customizationID: String?
  let defaultVisibility: Visibility
  let recorded: [String]
  let sortKey: AnyKeyPath?
  let cell: (Any) -> any View
}

/// Column content the engine flattens into entries.
@MainActor
protocol TableColumnEntries {
  func _appendEntries(to entries: inout [TableColumnEntry])
}

/// The columns of `content`, in order.
@MainActor
func tableColumnEntries(_ content: any TableColumnContent) -> [TableColumnEntry] {
  guard let flat = content as? any TableColumnEntries else { return tableColumnEntries(content.tableColumnBody) }
  var entries: [TableColumnEntry] = []
  flat._appendEntries(to: &entries)
  return entries
}

@MainActor extension TableColumn: TableColumnEntries {
  func _appendEntries(to entries: inout [TableColumnEntry]) {
    entries.append(
      TableColumnEntry(
        title: title, customizationID: customization, defaultVisibility: visibility, recorded: recorded,
        sortKey: sortKey, cell: { self.cell($0 as! RowValue) }))
  }
}

@MainActor extension TupleTableColumnContent: TableColumnEntries, EngineComparable {
  func _appendEntries(to entries: inout [TableColumnEntry]) {
    for child in children { entries += tableColumnEntries(child) }
  }

  /// The columns; `children` holds the same columns again.
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool {
    let x = a.assumingMemoryBound(to: Self.self).pointee
    let y = b.assumingMemoryBound(to: Self.self).pointee
    return Compare.equalValues(x.value, y.value, closures)
  }
}

@MainActor extension _ConditionalTableColumnContent: TableColumnEntries {
  func _appendEntries(to entries: inout [TableColumnEntry]) {
    if let first { entries += tableColumnEntries(first) }
    if let second { entries += tableColumnEntries(second) }
  }
}

@MainActor extension Optional: TableColumnEntries where Wrapped: TableColumnContent {
  func _appendEntries(to entries: inout [TableColumnEntry]) {
    if let self { entries += tableColumnEntries(self) }
  }
}

/// The columns a table's rows are built with: the columns as written
/// (compared, so equal columns keep the rows as they are) and which of them
/// are shown.
@MainActor
struct TableBuild {
  let columns: Any
  let shown: [Int]
  let entries: [TableColumnEntry]

  /// The cells of a row of `value`: one per shown column, at its index.
  func cells(for value: Any) -> [(index: Int, view: any View)] { shown.map { ($0, entries[$0].cell(value)) } }

  func same(as other: TableBuild, _ closures: Closures) -> Bool {
    shown == other.shown && Compare.equalAny(columns, other.columns, closures)
  }
}

extension Table {
  /// The indices of the columns shown: not hidden by the customization (or
  /// by default), and only the first of them in a compact width.
  @MainActor func shownColumns(_ entries: [TableColumnEntry], compact: Bool) -> [Int] {
    let chosen = customization?.location.peek()
    let visible = entries.indices.filter { index in
      let entry = entries[index]
      let set = entry.customizationID.map { chosen?[visibility: $0] ?? .automatic } ?? .automatic
      return (set == .automatic ? entry.defaultVisibility : set) != .hidden
    }
    return compact ? Array(visible.prefix(1)) : visible
  }

  @MainActor func sortOrderText(_ entries: [TableColumnEntry]) -> String {
    let items = (sortOrder?.comparators ?? []).map { comparator -> String in
      let key = (comparator as? KeyPathComparator<Value>)?.keyPath
      let column = key.flatMap { key in entries.first { $0.sortKey == key } }
      let name = column.map { ValueDescription.quote($0.title) } ?? typeDisplayName(type(of: comparator))
      return "\(name) .\(comparator.order == .forward ? "forward" : "reverse")"
    }
    return "[\(items.joined(separator: ", "))]"
  }
}

@MainActor extension Table: LazyContainer, Scrollable {
  package var _hostType: String { "Table" }
  package var _label: String {
    let entries = tableColumnEntries(columns)
    let titles = entries.map { entry in ValueDescription.quote(entry.title) + entry.recorded.joined() }
    var parts = ["columns: [\(titles.joined(separator: ", "))]"]
    if let multiple { parts.append("selection: \(multiple.location.peekValue())") }
    if let single { parts.append("selection: \(single.location.peekValue())") }
    if sortOrder != nil { parts.append("sortOrder: \(sortOrderText(entries))") }
    if customization != nil {
      let shown = Set(shownColumns(entries, compact: false))
      let names = entries.indices.filter { !shown.contains($0) }.map { ValueDescription.quote(entries[$0].title) }
      parts.append("hidden: [\(names.joined(separator: ", "))]")
    }
    return "Table(\(parts.joined(separator: ", ")))"
  }
  @MainActor var _lazyContent: any View { TableRowsView(rows: rows, columns: columns, shownColumns: { shownColumns($0, compact: $1) }) }
  var _rowAxis: Axis { .vertical }
  var _scrollAxis: Axis { .vertical }

  /// The table draws its selection, sort order and shown columns: a new one
  /// redraws it (and its rows only if the shown columns changed).
  func _willBuild(_ context: HostContext) {
    let locations = [multiple?.location, single?.location, sortOrder?.location, customization?.location]
    context.drawBound(locations.compactMap { $0 }, label: _label)
  }
}

@MainActor extension Table: ListWithSelection {
  var hasSelection: Bool { multiple != nil || single != nil }
  var selectionType: String { typeDisplayName(Value.ID.self) }
  func accepts(_ id: AnyHashable) -> Bool { id.base is Value.ID }
  func select(_ id: AnyHashable) -> Bool {
    if let multiple { return ListSelection(multiple: multiple).select(id) }
    if let single { return ListSelection(single: single).select(id) }
    return false
  }
}

/// A table's rows, placed by its node as a lazy container's rows.
nonisolated struct TableRowsView: View {
  let rows: any TableRowContent
  let columns: any TableColumnContent
  let shownColumns: @MainActor ([TableColumnEntry], Bool) -> [Int]
  var body: Never { primitiveBody("TableRowsView") }
}

@MainActor extension TableRowsView: BuiltinView {
  package func _expand(into expander: inout Expander) {
    let entries = tableColumnEntries(columns)
    let compact = (expander.graph?.feature(ListFeature.self).viewport ?? .phone).isCompactWidth
    let build = TableBuild(columns: columns, shown: shownColumns(entries, compact), entries: entries)
    expander.placeTableRows(rows, build, inForEach: false)
  }
}

/// Row content the engine places as rows.
@MainActor
protocol TableRowsPlacing {
  /// Places the rows; `inForEach`: a `ForEach` element's row, already identified.
  func _placeTableRows(into expander: inout Expander, _ build: TableBuild, inForEach: Bool)
}

extension Expander {
  /// Places the rows of `content` (a type of yours: its `tableRowBody`'s).
  mutating func placeTableRows(_ content: any TableRowContent, _ build: TableBuild, inForEach: Bool) {
    if let placing = content as? any TableRowsPlacing {
      placing._placeTableRows(into: &self, build, inForEach: inForEach)
    } else {
      placeTableRows(content.tableRowBody, build, inForEach: inForEach)
    }
  }

  /// A `ForEach` of table row items: rows of the lazy container (or, in an
  /// outline row's content, rows of the disclosure group).
  mutating func placeMadeRowItems(_ items: [MadeRowItem]) {
    add(ForEach(items, id: \MadeRowItem.id, content: madeRowView))
  }
}

@MainActor extension TableRow: TableRowsPlacing {
  func _placeTableRows(into expander: inout Expander, _ build: TableBuild, inForEach: Bool) {
    let row = TableRowView(cells: build.cells(for: value))
    guard !inForEach else { return expander.add(row) }
    // A row written on its own is identified by its value's id, and is a
    // row a selection step can select.
    expander.scoped { e in
      let id = AnyHashable(value.id)
      let described = e.describeID(id)
      e.explicitIDs.append(described)
      let lazy = e.lazyWindow.flatMap { $0.suspended == 0 ? $0 : nil }
      let index = lazy?.next
      e.add(row)
      if let lazy, let index { lazy.rows.append(LazyRowRecord(index: index, id: described, value: id)) }
    }
  }
}

@MainActor extension TableRow: BuiltinView {
  /// Outside a table a row has no columns: an empty `TableRow` container.
  package func _expand(into expander: inout Expander) {
    expander.place(self, kind: .container, type: "TableRow")
  }
}

@MainActor extension ForEach: TableRowsPlacing where Content: TableRowContent {
  func _placeTableRows(into expander: inout Expander, _ build: TableBuild, inForEach: Bool) {
    let forEach = expander.constantData(of: self)
    let items = forEach.data.map { element in
      MadeRowItem(
        id: AnyHashable(forEach.idOf(element)),
        row: TableContentRow(element: element, make: forEach.content, build: build))
    }
    expander.placeMadeRowItems(items)
  }
}

@MainActor extension TupleTableRowContent: TableRowsPlacing {
  func _placeTableRows(into expander: inout Expander, _ build: TableBuild, inForEach: Bool) {
    for (index, child) in children.enumerated() {
      expander.at(String(index)) { $0.placeTableRows(child, build, inForEach: inForEach) }
    }
  }
}

@MainActor extension _ConditionalTableRowContent: TableRowsPlacing {
  func _placeTableRows(into expander: inout Expander, _ build: TableBuild, inForEach: Bool) {
    if let first { expander.at("if") { $0.placeTableRows(first, build, inForEach: inForEach) } }
    if let second { expander.at("else") { $0.placeTableRows(second, build, inForEach: inForEach) } }
  }
}

@MainActor extension Optional: TableRowsPlacing where Wrapped: TableRowContent {
  func _placeTableRows(into expander: inout Expander, _ build: TableBuild, inForEach: Bool) {
    if let self { expander.at("if") { $0.placeTableRows(self, build, inForEach: inForEach) } }
  }
}

@MainActor extension TableForEachContent: TableRowsPlacing {
  func _placeTableRows(into expander: inout Expander, _ build: TableBuild, inForEach: Bool) {
    expander.placeMadeRowItems(
      data.map {
        MadeRowItem(id: AnyHashable($0.id), row: TableValueRow<Data>(value: $0, build: build, children: nil))
      }
    )
  }
}

@MainActor extension TableOutlineGroupContent: TableRowsPlacing {
  func _placeTableRows(into expander: inout Expander, _ build: TableBuild, inForEach: Bool) {
    expander.placeMadeRowItems(
      data.map {
        MadeRowItem(id: AnyHashable($0.id), row: TableValueRow<Data>(value: $0, build: build, children: children))
      })
  }
}

/// A row of a value of the table's data (and, in an outline, its children).
struct TableValueRow<Data: RandomAccessCollection>: RowMaking where Data.Element: Identifiable {
  let value: Data.Element
  let build: TableBuild
  let children: KeyPath<Data.Element, Data?>?

  func _makeRow() -> AnyView {
    let cells = TableRowView(cells: build.cells(for: value))
    guard let children, let kids = value[keyPath: children] else { return AnyView(cells) }
    let items = kids.map {
      MadeRowItem(id: AnyHashable($0.id), row: TableValueRow(value: $0, build: build, children: children))
    }
    return AnyView(DisclosureGroup(content: { MadeRowItemsView(items: items) }, label: { cells }))
  }

  func _same(as other: any RowMaking, _ closures: Closures) -> Bool {
    guard let other = other as? Self else { return false }
    return children == other.children && build.same(as: other.build, closures)
      && Compare.equalValues(value, other.value, closures)
  }
}

/// A row made by a `ForEach`'s content from one of its elements.
struct TableContentRow<Element, Content: TableRowContent>: RowMaking {
  let element: Element
  let make: (Element) -> Content
  let build: TableBuild

  func _makeRow() -> AnyView { AnyView(TableRowContentView(content: make(element), build: build)) }

  func _same(as other: any RowMaking, _ closures: Closures) -> Bool {
    guard let other = other as? Self else { return false }
    return build.same(as: other.build, closures) && Compare.equalValues(element, other.element, closures)
      && Compare.equalValues(make, other.make, closures)
  }
}

/// A `ForEach` element's row content, placed as rows.
struct TableRowContentView: View, BuiltinView {
  let content: any TableRowContent
  let build: TableBuild
  var body: Never { primitiveBody("TableRowContentView") }
  package func _expand(into expander: inout Expander) { expander.placeTableRows(content, build, inForEach: true) }
}

/// The rows of an outline row's children.
struct MadeRowItemsView: View, BuiltinView {
  let items: [MadeRowItem]
  var body: Never { primitiveBody("MadeRowItemsView") }
  package func _expand(into expander: inout Expander) { expander.placeMadeRowItems(items) }
}

/// A table row: a `TableRow` container holding a cell per shown column, at
/// the column's index.
nonisolated struct TableRowView: View {
  let cells: [(index: Int, view: any View)]
  var body: Never { primitiveBody("TableRow") }
}

@MainActor extension TableRowView: ContainerView {
  static var _typeName: String { "TableRow" }
  var _label: String { "TableRow" }
  var _content: any View { TableCellsView(cells: cells) }
}

/// The cells of a table row.
struct TableCellsView: View, BuiltinView {
  let cells: [(index: Int, view: any View)]
  var body: Never { primitiveBody("TableCells") }
  package func _expand(into expander: inout Expander) {
    for cell in cells { expander.at(String(cell.index)) { $0.add(cell.view) } }
  }
}
