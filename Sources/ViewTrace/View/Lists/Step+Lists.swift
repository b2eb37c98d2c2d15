import Foundation

// Steps on lists and scroll views: scroll, select a row, delete and move rows.
// Each names its target by identity (`in:`), or finds the only live one; a
// target that does not exist throws an ``EngineError`` naming the live ones.

extension Step {
  /// Scrolls the live scroll view, list or form by `points` along its axis
  /// (negative: back), as a drag would; the offset stays within its rows.
  /// Rows that come into view appear (or, made before, run `onAppear`
  /// again); rows that leave it run `onDisappear` and keep their state.
  public static func scroll(by points: Double, in scrollable: String? = nil, named name: String? = nil) -> Step {
    let place = scrollable.map { " in \($0)" } ?? ""
    return Step(name: name ?? "scroll by \(formatNumber(points))\(place)", kind: .gesture) {
      graph throws(EngineError) in
      let node = try graph.feature(ListFeature.self).scrollable(scrollable)
      return { graph.feature(ListFeature.self).setScrollOffset(of: node) { $0 + points } }
    }
  }

  /// Scrolls the live scroll view, list or form just enough to show the row
  /// whose id is `id` (`ScrollViewProxy.scrollTo(id)` without an anchor).
  public static func scroll<ID: Hashable & Sendable>(
    to id: ID, in scrollable: String? = nil, named name: String? = nil
  ) -> Step {
    let place = scrollable.map { " in \($0)" } ?? ""
    return Step(name: name ?? "scroll to \(ValueDescription.describe(id))\(place)", kind: .gesture) {
      graph throws(EngineError) in
      let node = try graph.feature(ListFeature.self).scrollable(scrollable)
      let wanted = graph.describeID(AnyHashable(id))
      var all: [String] = []
      for container in graph.feature(ListFeature.self).lazyContainers(scrolledBy: node) {
        let state = container.builtinState { LazyState() }
        all += state.rows.map(\.id)
        guard let row = state.rows.first(where: { $0.id == wanted }) else { continue }
        let length = graph.feature(ListFeature.self).viewport.rowLength
        let start = Double(row.index / state.perLine) * length
        let shown = graph.feature(ListFeature.self).viewport.length(along: (node.value as! any Scrollable)._scrollAxis)
        return {
          graph.feature(ListFeature.self).setScrollOffset(of: node) { offset in
            if start < offset { return start }
            if start + length > offset + shown { return start + length - shown }
            return offset
          }
        }
      }
      throw .noSuchControl(kind: "row of \(node.identity)", title: wanted, available: shortList(all))
    }
  }

  /// Selects the row whose id is `id` in the live list with a selection
  /// binding, as a tap on the row would: a single selection takes the id; a
  /// set adds it, or removes it if it is selected.
  public static func select<ID: Hashable & Sendable>(_ id: ID, in list: String? = nil, named name: String? = nil)
    -> Step
  {
    let place = list.map { " in \($0)" } ?? ""
    return Step(name: name ?? "select \(ValueDescription.describe(id))\(place)", kind: .tap) {
      graph throws(EngineError) in
      let node = try graph.feature(ListFeature.self).listNode(list, kind: "list with a selection") {
        ($0.value as? any ListWithSelection)?.hasSelection ?? false
      }
      let state = node.builtinState { LazyState() }
      let wanted = graph.describeID(AnyHashable(id))
      guard let row = state.rows.first(where: { $0.id == wanted }) else {
        throw .noSuchControl(kind: "row of \(node.identity)", title: wanted, available: shortList(state.rows.map(\.id)))
      }
      let list = node.value as! any ListWithSelection
      guard list.accepts(row.value) else {
        throw .noSuchControl(
          kind: "row of \(node.identity) whose id is a \(list.selectionType)", title: wanted, available: [])
      }
      return { _ = list.select(row.value) }
    }
  }

  /// Deletes the rows at `offsets` of the live list's `ForEach` with
  /// `.onDelete` (the `forEach`-th such, counted from 0), as a swipe would:
  /// its action runs with the offsets.
  public static func deleteRows(
    at offsets: IndexSet, in list: String? = nil, forEach: Int = 0, named name: String? = nil
  ) -> Step {
    let place = list.map { " in \($0)" } ?? ""
    return Step(name: name ?? "delete rows \(Array(offsets))\(place)", kind: .gesture) {
      graph throws(EngineError) in
      let (rows, node) = try graph.feature(ListFeature.self).editableRows(list, forEach: forEach, needs: "onDelete") { $0.delete != nil }
      try checkOffsets(Array(offsets), rows, node)
      return { rows.delete?(offsets) }
    }
  }

  /// Moves the rows at `offsets` of the live list's `ForEach` with `.onMove`
  /// to before `destination`, as a drag would: its action runs.
  public static func moveRows(
    from offsets: IndexSet, to destination: Int, in list: String? = nil, forEach: Int = 0, named name: String? = nil
  ) -> Step {
    let place = list.map { " in \($0)" } ?? ""
    return Step(name: name ?? "move rows \(Array(offsets)) to \(destination)\(place)", kind: .gesture) {
      graph throws(EngineError) in
      let (rows, node) = try graph.feature(ListFeature.self).editableRows(list, forEach: forEach, needs: "onMove") { $0.move != nil }
      try checkOffsets(Array(offsets) + [destination].filter { $0 != rows.ids.count }, rows, node)
      return { rows.move?(offsets, destination) }
    }
  }
}

/// The first 20 of `ids`, then how many more: one readable line.
private func shortList(_ ids: [String]) -> [String] {
  ids.count <= 20 ? ids : Array(ids.prefix(20)) + ["… \(ids.count - 20) more"]
}

@MainActor
private func checkOffsets(_ offsets: [Int], _ rows: EditableRows, _ node: ViewNode) throws(EngineError) {
  for offset in offsets where !rows.ids.indices.contains(offset) {
    let live = rows.ids.enumerated().map { "\($0.offset): \($0.element)" }
    throw .noSuchControl(kind: "row offset of \(node.identity)", title: String(offset), available: shortList(live))
  }
}

/// A list whose selection a step can set.
@MainActor
protocol ListWithSelection {
  var hasSelection: Bool { get }
  var selectionType: String { get }
  func accepts(_ id: AnyHashable) -> Bool
  func select(_ id: AnyHashable) -> Bool
}

@MainActor extension List: ListWithSelection {
  var hasSelection: Bool { selection != nil }
  var selectionType: String { selection?.typeName ?? "Never" }
  func accepts(_ id: AnyHashable) -> Bool { id.base is SelectionValue }
  func select(_ id: AnyHashable) -> Bool { selection?.select(id) ?? false }
}
