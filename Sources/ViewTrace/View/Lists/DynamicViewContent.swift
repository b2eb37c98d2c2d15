import Foundation

/// A view whose rows come from a collection (`ForEach`), which can take
/// `.onDelete` and `.onMove`, as in SwiftUI.
@MainActor
public protocol DynamicViewContent: View {
  /// The rows' collection.
  associatedtype Data: Collection
  /// The rows' collection.
  var data: Data { get }
}

@MainActor extension ForEach: DynamicViewContent where Content: View {}

/// A `ForEach` with the edit actions of `.onDelete(perform:)` and
/// `.onMove(perform:)`. In a `List` (or `Form`), `Step.deleteRows` and
/// `Step.moveRows` run them, as a swipe or a drag would; elsewhere SwiftUI
/// offers no way to run them, and neither does the engine.
public nonisolated struct _EditableContent<Base: DynamicViewContent>: View {
  let base: Base
  var delete: ((IndexSet) -> Void)?
  var move: ((IndexSet, Int) -> Void)?
  /// The rows' collection.
  @MainActor public var data: Base.Data { base.data }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ForEach") }

  /// Deletes rows with `action`.
  public nonisolated func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
    var copy = self
    copy.delete = action
    return copy
  }

  /// Moves rows with `action(source, destination)`.
  public nonisolated func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
    var copy = self
    copy.move = action
    return copy
  }
}

@MainActor extension _EditableContent: DynamicViewContent {}

extension DynamicViewContent {
  /// Deletes rows with `action`, given their offsets (a swipe in a `List`).
  public nonisolated func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableContent<Self> {
    _EditableContent(base: self, delete: action, move: nil)
  }

  /// Moves rows with `action(source, destination)` (a drag in a `List`).
  public nonisolated func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableContent<Self> {
    _EditableContent(base: self, delete: nil, move: action)
  }
}

/// The edit actions of one `ForEach` of a list, and its rows' ids.
@MainActor
struct EditableRows {
  let ids: [String]
  let delete: ((IndexSet) -> Void)?
  let move: ((IndexSet, Int) -> Void)?
}

/// Rows whose ids can be listed without building them.
@MainActor
protocol RowIdentifying {
  func _rowIDs(_ describe: (AnyHashable) -> String) -> [String]
}

@MainActor extension ForEach: RowIdentifying {
  func _rowIDs(_ describe: (AnyHashable) -> String) -> [String] { data.map { describe(AnyHashable(idOf($0))) } }
}

@MainActor extension _EditableContent: RowIdentifying {
  func _rowIDs(_ describe: (AnyHashable) -> String) -> [String] {
    (base as? any RowIdentifying)?._rowIDs(describe) ?? data.indices.map { "\($0)" }
  }
}

@MainActor extension _EditableContent: BuiltinView {
  package func _expand(into expander: inout Expander) {
    if let lazy = expander.lazyWindow, lazy.suspended == 0 {
      let describe = { (id: AnyHashable) in expander.describeID(id) }
      lazy.editable.append(EditableRows(ids: _rowIDs(describe), delete: delete, move: move))
    }
    expander.add(base)
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's extension does.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before `destination`, as SwiftUI's extension does.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let at = index(startIndex, offsetBy: destination - before)
    insert(contentsOf: moving, at: at)
  }
}

/// A binding to a collection is a collection of bindings to its elements
/// (`ForEach($items) { $item in ... }`), as in SwiftUI. Iterating it reads
/// the collection through the binding.
extension Binding: @MainActor Sequence where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  @MainActor public func makeIterator() -> IndexingIterator<Binding<Value>> { IndexingIterator(_elements: self) }
}

extension Binding: @MainActor Collection, @MainActor BidirectionalCollection, @MainActor RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public typealias SubSequence = Slice<Binding<Value>>
  /// The collection's first index.
  public var startIndex: Value.Index { wrappedValue.startIndex }
  /// The collection's end index.
  public var endIndex: Value.Index { wrappedValue.endIndex }
  /// The collection's indices.
  public var indices: Value.Indices { wrappedValue.indices }
  /// The index after `i`.
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
  /// The index before `i`.
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
  /// A binding to the element at `position`.
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    Binding<Value.Element>(location: ProjectedLocation(base: location, keyPath: \Value[position]))
  }
}

extension ForEach where Content: View {
  /// A row per element of the bound collection, given a binding to it and
  /// identified by its `id`: `ForEach($items) { $item in TextField("", text: $item.name) }`.
  @MainActor public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
    self.data = data
    self.content = content
    self.idOf = { $0.wrappedValue.id }
  }

  /// A row per element of the bound collection, identified by the key path `id`.
  @MainActor public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C>, C.Index: Hashable {
    self.data = data
    self.content = content
    self.idOf = { $0.wrappedValue[keyPath: id] }
  }
}
