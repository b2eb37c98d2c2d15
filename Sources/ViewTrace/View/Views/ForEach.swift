/// Views built from a collection; each element's id is its explicit identity.
///
/// ```swift
/// ForEach(store.ids, id: \.self) { id in CellView(id: id) }
/// ForEach(books) { book in BookRow(book: book) }     // Identifiable
/// ForEach(0..<3) { i in Text("Row \(i)") }
/// ```
///
/// As in SwiftUI, `Content` is not constrained to views: a `ForEach` of views is a view, and
/// other frameworks' content (a chart's marks, a table's rows) makes it their content too.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The elements, one row each.
  public var data: Data
  /// Builds the row of an element.
  public var content: (Data.Element) -> Content
  package let idOf: (Data.Element) -> ID
  /// Made by `ForEach(_:content:)` over a range: SwiftUI identifies its rows
  /// by offset and keeps the data it was first made with.
  var isConstant = false

  /// A `ForEach` of `data`, its elements' content and their ids (for other frameworks' content).
  package nonisolated init(
    data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.idOf = idOf
  }
}

@MainActor extension ForEach: View where Content: View {
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ForEach") }
}

extension ForEach where Content: View {
  /// A row per element of `data`, identified by the element's `id` key path.
  public nonisolated init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.idOf = { $0[keyPath: id] }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  /// A row per element of `data`, identified by its `id`.
  public nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// A row per number of a constant range, identified by the number.
  public nonisolated init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0 }
    self.isConstant = true
  }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int, Content: View {
  /// A row per number of a constant closed range, identified by the number.
  public nonisolated init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0 }
  }
}

@MainActor extension ForEach: BuiltinView where Content: View {
  package func _expand(into expander: inout Expander) {
    let forEach = expander.constantData(of: self)
    if let lazy = expander.lazyWindow, lazy.suspended == 0 {
      expander.noteEditActions(of: forEach, lazy)
      expander.placeLazyRows(of: forEach, lazy)
    } else {
      expander.deferred(forEach) { $0.placeRows(of: forEach) }
    }
  }
}

extension Expander {
  /// `ForEach(0..<n)` keeps the range it was first made with, as SwiftUI
  /// does (OpenSwiftUI's `ForEachState.update` writes the old data back),
  /// and a different count is logged with SwiftUI's message.
  func constantData<Data, ID, Content>(of forEach: ForEach<Data, ID, Content>) -> ForEach<Data, ID, Content> {
    guard forEach.isConstant, let graph, let node = graph.evaluating,
      let previous = node.deferredGroups[deferredKey]?.value as? ForEach<Data, ID, Content>
    else { return forEach }
    if previous.data.count != forEach.data.count {
      graph.warn(
        .nonConstantForEach, node: node,
        "\(typeDisplayName(ForEach<Data, ID, Content>.self)) count (\(forEach.data.count)) != its initial count "
          + "(\(previous.data.count)). `ForEach(_:content:)` should only be used for *constant* data. Instead "
          + "conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!")
    }
    var kept = forEach
    kept.data = previous.data
    return kept
  }
}

extension Expander {
  /// One placement per element, identified by its id (a repeated id by its occurrence too,
  /// ``ForEachIDs``).
  fileprivate mutating func placeRows<Data, ID, Content: View>(of forEach: ForEach<Data, ID, Content>) {
    var ids = ForEachIDs(forEach, graph: graph)
    for element in forEach.data {
      let value = AnyHashable(forEach.idOf(element))
      let id = ids.identity(of: describeID(value))
      let view = forEach.content(element)
      scoped {
        $0.explicitIDs.append(id)
        // SwiftUI tags each element's view with its id unless the view has a tag of its own:
        // a `Picker`'s or `TabView`'s options from a `ForEach` need no `.tag(_:)`.
        if $0.tag == nil { $0.tag = value }
        $0.add(view)
      }
    }
  }
}

@MainActor extension ForEach: DeferredContent {
  /// Equal data and an equal content closure (a closure that captures
  /// nothing is equal to itself; one that captures `self` or a store is new
  /// every time the parent's body runs).
  package func _sameInputs(as other: Any, _ closures: Closures) -> Bool {
    guard let other = other as? Self else { return false }
    if let bound = data as? any BoundData, !bound._matchesSnapshot { return false }
    return Compare.equalValues(data, other.data, closures) && Compare.equalValues(content, other.content, closures)
  }
}

/// The identities of a `ForEach`'s elements. SwiftUI shows every element, also those whose id
/// repeats, and logs that the results are undefined (R13): the first element with an id is
/// identified by it (`#Dune`), each later one by the id and its occurrence (`#Dune~2`), so
/// each shown element has a node and a state of its own, kept while the occurrences keep their
/// order. The warning is SwiftUI's console line, once per id and `ForEach` in a run.
@MainActor
struct ForEachIDs {
  private var counts: [String: Int] = [:]
  private let graph: ViewGraph?
  private let typeName: String

  init<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>, graph: ViewGraph?) {
    self.graph = graph
    typeName = typeDisplayName(ForEach<Data, ID, Content>.self)
  }

  /// The identity segment of the next element whose id reads `id`.
  mutating func identity(of id: String) -> String {
    let occurrence = counts[id, default: 0] + 1
    counts[id] = occurrence
    guard occurrence > 1 else { return id }
    if let graph {
      let node = graph.evaluating
      graph.warnOnce(
        .duplicateID, key: (node?.identity ?? "") + " " + typeName + " " + id, node: node,
        "\(typeName): the ID \(id) occurs multiple times within the collection, this will give undefined results!")
    }
    return id + "~\(occurrence)"
  }
}
