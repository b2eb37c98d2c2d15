import Foundation

extension Expander {
  /// The lazy container's rows being placed here (``LazyWindow``).
  var lazyWindow: LazyWindow? {
    get { lazy as? LazyWindow }
    set { lazy = newValue }
  }
}

extension Viewport {
  func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}

/// A framework view that scrolls: a `ScrollView`, or a `List`/`Form`, which
/// scroll themselves. Its node keeps the scroll offset.
@MainActor
protocol Scrollable {
  var _scrollAxis: Axis { get }
}

/// The scroll offset of a scrollable's node, in points along its axis.
final class ScrollState {
  var offset: Double = 0
}

/// A container that makes only the rows in view (SwiftUI's lazy containers).
///
/// It is a ``ContentHost``: its rows are built by its own node, so scrolling
/// builds the rows that come into view without the parent's body running.
@MainActor
protocol LazyContainer: ContentHost {
  /// The rows, as written.
  var _lazyContent: any View { get }
  /// The axis its rows follow one another along.
  var _rowAxis: Axis { get }
  /// How many rows one line holds (a grid's columns or rows).
  func _rowsPerLine(_ viewport: Viewport) -> Int
  /// Called on the host's node before its rows are built (a list's selection).
  func _willBuild(_ context: HostContext)
}

extension LazyContainer {
  func _rowsPerLine(_ viewport: Viewport) -> Int { 1 }
  func _willBuild(_ context: HostContext) {}
  package var _drawsLabel: Bool { true }
  package func _content(_ context: HostContext) -> any View {
    _willBuild(context)
    return LazyRows(container: self, context: context)
  }
  /// Unlike other hosts, a lazy container keeps its own modifiers (`.listStyle`).
  package func _expand(into expander: inout Expander) {
    expander.scoped { $0.place(self, kind: .host, type: _hostType) }
  }
}

/// One `ForEach` element's row in a lazy container: its place in the rows,
/// its id as the trace writes it, and the id itself (a selection's value).
struct LazyRowRecord {
  let index: Int
  let id: String
  let value: AnyHashable
}

/// The rows being placed in one build of a lazy container: which are in view,
/// which were made before and are kept out of view, which are not made.
@MainActor
final class LazyWindow: RowWindow {
  /// Lines in view; `nil`: every row is (no scroll view around).
  let lines: Range<Int>?
  let perLine: Int
  /// Rows the container has now (relative identities).
  let existing: Set<String>
  /// The container was placed with the same inputs: rows it has are kept as they are.
  let sameInputs: Bool
  private(set) var next = 0
  /// Above zero while the content of one row is placed (not rows themselves).
  var suspended = 0
  var visible: [String] = []
  var kept: [String] = []
  var rows: [LazyRowRecord] = []
  var editable: [EditableRows] = []

  init(lines: Range<Int>?, perLine: Int, existing: Set<String>, sameInputs: Bool) {
    self.lines = lines
    self.perLine = perLine
    self.existing = existing
    self.sameInputs = sameInputs
  }

  /// The index of the next row.
  func take() -> Int {
    next += 1
    return next - 1
  }

  func isVisible(_ index: Int) -> Bool { lines?.contains(index / perLine) ?? true }

  func admit(path: [String], segment: String) -> RowAdmission {
    guard suspended == 0 else { return .build }
    let index = take()
    let row = (path + [segment]).joined(separator: "/")
    if isVisible(index) {
      visible.append(row)
      return sameInputs && existing.contains(row) ? .keep : .build
    }
    guard existing.contains(row) else { return .skip }
    kept.append(row)
    return .keep
  }

  /// Records the rows `placements` (placed at `path`) as in view or kept.
  func note(_ placements: ArraySlice<Placement>, path: [String], visible isVisible: Bool) {
    let names = placements.map { (path + [$0.segment]).joined(separator: "/") }
    if isVisible { visible += names } else { kept += names }
  }
}

/// What a lazy container's node remembers between builds.
final class LazyState {
  var visible: Set<String> = []
  var rows: [LazyRowRecord] = []
  var rowCount = 0
  var perLine = 1
  var editable: [EditableRows] = []
  var lastValue: Any?
}

/// The rows of a lazy container, built by its node (``LazyContainer``).
nonisolated struct LazyRows: View {
  let container: any LazyContainer
  let context: HostContext
  var body: Never { primitiveBody("LazyRows") }
}

@MainActor extension LazyRows: BuiltinView {
  package func _expand(into expander: inout Expander) {
    let node = context.node
    let graph = context.graph
    let state = node.builtinState { LazyState() }
    let viewport = graph.feature(ListFeature.self).viewport
    let perLine = max(1, container._rowsPerLine(viewport))
    var lines: Range<Int>?
    if let (scroller, axis) = Self.scroller(of: node) {
      let offset = axis == container._rowAxis ? scroller.builtinState { ScrollState() }.offset : 0
      let first = max(0, Int((offset / viewport.rowLength).rounded(.down)))
      let end = Int(((offset + viewport.length(along: container._rowAxis)) / viewport.rowLength).rounded(.up))
      lines = first..<max(first + 1, end)
    }
    let same = state.lastValue.map { container._sameInputs(as: $0, graph.options.closureComparison) } ?? false
    let window = LazyWindow(lines: lines, perLine: perLine, existing: Self.rows(below: node), sameInputs: same)
    expander.lazyWindow = window
    expander.add(container._lazyContent)
    expander.lazyWindow = nil

    // Rows kept out of view lose and regain view without being made again:
    // only their appearance actions run (their state lives on).
    let inView = Set(window.visible)
    for row in window.visible where !state.visible.contains(row) {
      if let live = graph.nodes[node.identity + "/" + row] { live.setVisible(true, graph) }
    }
    for row in window.kept where state.visible.contains(row) && !inView.contains(row) {
      if let live = graph.nodes[node.identity + "/" + row] { live.setVisible(false, graph) }
    }
    state.visible = inView
    state.rows = window.rows
    state.rowCount = window.next
    state.perLine = perLine
    state.editable = window.editable
    state.lastValue = container
  }

  /// The node that scrolls `node`'s rows, and its axis: the container itself
  /// (`List`, `Form`) or the nearest `ScrollView` around it.
  static func scroller(of node: ViewNode) -> (ViewNode, Axis)? {
    var current: ViewNode? = node
    while let candidate = current {
      if let scrollable = candidate.value as? any Scrollable { return (candidate, scrollable._scrollAxis) }
      current = candidate.parent
    }
    return nil
  }

  /// The rows a container has (its children, and the rows of its sections), relative to it.
  static func rows(below node: ViewNode) -> Set<String> {
    var rows = Set<String>()
    let prefix = node.identity.count + 1
    for child in node.children {
      rows.insert(String(child.identity.dropFirst(prefix)))
      if child.value is any SectionView {
        for row in child.children { rows.insert(String(row.identity.dropFirst(prefix))) }
      }
    }
    return rows
  }
}

extension Expander {
  /// A `ForEach`'s elements as rows of a lazy container: an element in view
  /// is built (or kept, when the `ForEach` is the same as last time, R2); one
  /// out of view keeps the row it had, if it had one, and is not built.
  mutating func placeLazyRows<Data, ID, Content: View>(of forEach: ForEach<Data, ID, Content>, _ lazy: LazyWindow) {
    guard let graph, let node = graph.evaluating else { return }
    // The ForEach's own value, so that its next update sees its data (constant data).
    groups[deferredKey] = DeferredGroup(
      value: forEach, placements: [], reads: [], readKeys: [], observed: [], versions: [])
    var ids = ForEachIDs(forEach, graph: graph)
    for element in forEach.data {
      let value = forEach.idOf(element)
      let id = ids.identity(of: describeID(AnyHashable(value)))
      let index = lazy.take()
      lazy.rows.append(LazyRowRecord(index: index, id: id, value: AnyHashable(value)))
      let inView = lazy.isVisible(index)
      scoped { e in
        e.explicitIDs.append(id)
        let first = e.placements.count
        lazy.suspended += 1
        defer { lazy.suspended -= 1 }
        if inView {
          e.deferred(forEach) { $0.add(forEach.content(element)) }
        } else if let previous = node.deferredGroups[e.deferredKey], previous.replay(into: node, graph) {
          e.placements += previous.placements.map { $0.reusedAsIs() }
          e.groups[e.deferredKey] = previous
        }
        lazy.note(e.placements[first...], path: e.path, visible: inView)
      }
    }
  }
}
