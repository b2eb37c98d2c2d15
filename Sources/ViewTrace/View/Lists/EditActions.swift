import Foundation

// Lists and ForEach over a binding to a collection (`List($items, id: \.id)`,
// with a selection, with `editActions:`), and outlines (`children:`).

// MARK: - Edit actions

/// The edits a `List` or `ForEach` over a binding lets a person make, as in
/// SwiftUI: `.delete` (a swipe) and `.move` (a drag). `Step.deleteRows` and
/// `Step.moveRows` make them in a `List` or `Form`, writing the bound
/// collection.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The actions' bits.
  public let rawValue: Int
  /// The actions with these bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }

  /// Every edit the collection allows: moving, and deleting when it is
  /// range-replaceable.
  public static var all: EditActions { EditActions(rawValue: 3) }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Deleting rows: `Step.deleteRows` removes the elements at its offsets.
  public static var delete: EditActions { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
  /// Moving rows: `Step.moveRows` moves the elements at its offsets.
  public static var move: EditActions { EditActions(rawValue: 2) }
}

/// The data of a `ForEach` made with `editActions:`: the bound collection,
/// seen as bindings to its elements, and the edits its rows allow.
@MainActor
public struct _EditableBindingCollection<Base: MutableCollection & RandomAccessCollection>
where Base.Index: Hashable {
  let binding: Binding<Base>
  let actions: Int
}

extension _EditableBindingCollection: @MainActor Sequence, @MainActor Collection, @MainActor BidirectionalCollection,
  @MainActor RandomAccessCollection
{
  /// Bindings to the elements.
  public typealias Element = Binding<Base.Element>
  /// The collection's index.
  public typealias Index = Base.Index
  /// The collection's indices.
  public typealias Indices = Base.Indices
  /// An iterator over the bindings.
  public typealias Iterator = IndexingIterator<_EditableBindingCollection<Base>>
  /// A slice of the collection.
  public typealias SubSequence = Slice<_EditableBindingCollection<Base>>
  /// An iterator over the bindings.
  @MainActor public func makeIterator() -> IndexingIterator<_EditableBindingCollection<Base>> { IndexingIterator(_elements: self) }
  /// The collection's first index.
  public var startIndex: Base.Index { binding.startIndex }
  /// The collection's end index.
  public var endIndex: Base.Index { binding.endIndex }
  /// The collection's indices.
  public var indices: Base.Indices { binding.indices }
  /// The index after `i`.
  public func index(after i: Base.Index) -> Base.Index { binding.index(after: i) }
  /// The index before `i`.
  public func index(before i: Base.Index) -> Base.Index { binding.index(before: i) }
  /// A binding to the element at `position`.
  public subscript(position: Base.Index) -> Binding<Base.Element> { binding[position] }
}

/// A `ForEach`'s data read through a binding (`ForEach($items)`): whether
/// the bound collection still holds what it held when the `ForEach` was
/// made. When it does not (a row was deleted without the parent's body
/// running), the rows are built again from the collection as it is, so that
/// no row keeps a binding to an element that is gone.
@MainActor
protocol BoundData {
  var _matchesSnapshot: Bool { get }
}

@MainActor extension Binding: BoundData where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  var _matchesSnapshot: Bool { Compare.equalValues(snapshot, location.peek()) }
}

@MainActor extension _EditableBindingCollection: BoundData {
  var _matchesSnapshot: Bool { binding._matchesSnapshot }
}

/// A `ForEach`'s data that carries edit actions of its own (`editActions:`).
@MainActor
protocol EditActionsData {
  func _editableRows(ids: [String]) -> EditableRows
}

@MainActor extension _EditableBindingCollection: EditActionsData {
  func _editableRows(ids: [String]) -> EditableRows {
    let binding = binding
    var delete: ((IndexSet) -> Void)?
    if actions & 1 != 0, Base.self is any RangeReplaceableCollection.Type {
      delete = { offsets in
        if let edited = removingElements(of: binding.location.peek(), at: offsets) { binding.wrappedValue = edited }
      }
    }
    var move: ((IndexSet, Int) -> Void)?
    if actions & 2 != 0 {
      move = { offsets, destination in
        binding.wrappedValue = movingElements(of: binding.location.peek(), offsets, to: destination)
      }
    }
    return EditableRows(ids: ids, delete: delete, move: move)
  }
}

/// `collection` without the elements at `offsets`, if it is range-replaceable.
private func removingElements<C>(of collection: C, at offsets: IndexSet) -> C? {
  guard let replaceable = collection as? any RangeReplaceableCollection else { return nil }
  func remove<R: RangeReplaceableCollection>(_ elements: R) -> R {
    var result = elements
    for offset in offsets.reversed() where offset < result.count {
      result.remove(at: result.index(result.startIndex, offsetBy: offset))
    }
    return result
  }
  return remove(replaceable) as? C
}

/// `collection` with the elements at `offsets` moved to before `destination`.
private func movingElements<C: MutableCollection>(of collection: C, _ offsets: IndexSet, to destination: Int) -> C {
  var order = Array(collection)
  order.move(fromOffsets: offsets, toOffset: destination)
  var result = collection
  for (index, element) in zip(Array(result.indices), order) { result[index] = element }
  return result
}

extension Expander {
  /// Lists the edit actions of a `ForEach` made with `editActions:` among
  /// its lazy container's, so that `Step.deleteRows` and `Step.moveRows`
  /// reach them as they reach `.onDelete` and `.onMove`.
  func noteEditActions<Data, ID, Content>(of forEach: ForEach<Data, ID, Content>, _ lazy: LazyWindow) {
    guard let editable = forEach.data as? any EditActionsData else { return }
    lazy.editable.append(editable._editableRows(ids: forEach._rowIDs { describeID($0) }))
  }
}
