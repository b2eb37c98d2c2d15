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
  public init(rawValue: Int) { self.rawValue = rawValue }

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
  public func makeIterator() -> IndexingIterator<_EditableBindingCollection<Base>> { IndexingIterator(_elements: self) }
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

extension Binding: BoundData where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  var _matchesSnapshot: Bool { Compare.equalValues(snapshot, location.peek()) }
}

extension _EditableBindingCollection: BoundData {
  var _matchesSnapshot: Bool { binding._matchesSnapshot }
}

/// A `ForEach`'s data that carries edit actions of its own (`editActions:`).
@MainActor
protocol EditActionsData {
  func _editableRows(ids: [String]) -> EditableRows
}

extension _EditableBindingCollection: EditActionsData {
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

extension ForEach {
  /// A row per element of the bound collection, identified by its `id`, that
  /// a person can delete or move (`editActions: .all`), as in SwiftUI: in a
  /// `List`, `Step.deleteRows` and `Step.moveRows` edit the bound
  /// collection, and the rows follow it. Outside a list nothing edits them.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == _EditableBindingCollection<C>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
    self.data = _EditableBindingCollection(binding: data, actions: editActions.rawValue)
    self.content = content
    self.idOf = { $0.wrappedValue.id }
  }

  /// A row per element of the bound collection, identified by the key path
  /// `id`, with edit actions (see ``init(_:editActions:content:)``).
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == _EditableBindingCollection<C>, C.Index: Hashable {
    self.data = _EditableBindingCollection(binding: data, actions: editActions.rawValue)
    self.content = content
    self.idOf = { $0.wrappedValue[keyPath: id] }
  }
}

// MARK: - Lists over a binding

extension List where SelectionValue == Never {
  /// A row per element of the bound collection, given a binding to it and
  /// identified by the key path `id` of the element (`\.id` is the element's
  /// id, as in SwiftUI, not the binding's).
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent>, C.Index: Hashable {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
  }

  /// A row per element of the bound collection, with edit actions: in the
  /// list, `Step.deleteRows` and `Step.moveRows` edit the bound collection.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<_EditableBindingCollection<C>, C.Element.ID, RowContent>, C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(content: ForEach(data, editActions: editActions, content: rowContent), selection: nil)
  }

  /// A row per element of the bound collection, identified by `id`, with edit actions.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<_EditableBindingCollection<C>, ID, RowContent>, C.Index: Hashable {
    self.init(content: ForEach(data, id: id, editActions: editActions, content: rowContent), selection: nil)
  }
}

extension List {
  /// A row per element of the bound collection (identified by its `id`); one can be selected.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init(single:)))
  }

  /// A row per element of the bound collection (identified by its `id`); several can be selected.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init(multiple:)))
  }

  /// A row per element of the bound collection (identified by `id`); one can be selected.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent>, C.Index: Hashable {
    self.init(
      content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.init(single:)))
  }

  /// A row per element of the bound collection (identified by `id`); several can be selected.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent>, C.Index: Hashable {
    self.init(
      content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.init(multiple:)))
  }

  /// A row per element of the bound collection, with edit actions; one can be selected.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<_EditableBindingCollection<C>, C.Element.ID, RowContent>, C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(
      content: ForEach(data, editActions: editActions, content: rowContent),
      selection: selection.map(ListSelection.init(single:)))
  }

  /// A row per element of the bound collection, with edit actions; several can be selected.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<_EditableBindingCollection<C>, C.Element.ID, RowContent>, C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(
      content: ForEach(data, editActions: editActions, content: rowContent),
      selection: selection.map(ListSelection.init(multiple:)))
  }
}

// MARK: - Outlines

/// Rows of a tree, as in SwiftUI: an element whose `children` is `nil` is a
/// row of its own; one with children (even none) is a `DisclosureGroup`
/// labelled by its row, collapsed at first, whose content is its children's
/// outline, built only while it is expanded (`Step.expand(title)` with the
/// row's text). In a `List` the top-level elements are the list's rows (lazy,
/// selectable by id); the children are made with their parent's row.
///
/// ```swift
/// List(files, children: \.children) { file in Text(file.name) }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
  let data: Data
  let idOf: (Data.Element) -> ID
  let childrenOf: (Data.Element) -> Data?
  /// The key paths the rows were made with, compared instead of the closures made from them.
  let idKey: AnyKeyPath?
  let childrenKey: AnyKeyPath
  let content: (Data.Element) -> Leaf

  init(
    data: Data, idOf: @escaping (Data.Element) -> ID, childrenOf: @escaping (Data.Element) -> Data?,
    idKey: AnyKeyPath?, childrenKey: AnyKeyPath, content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.idOf = idOf
    self.childrenOf = childrenOf
    self.idKey = idKey
    self.childrenKey = childrenKey
    self.content = content
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("OutlineGroup") }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
  /// An outline of `data`, identified by the elements' `id`, whose elements'
  /// `children` are their subtrees.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(
      data: data, idOf: { $0.id }, childrenOf: { $0[keyPath: children] }, idKey: nil, childrenKey: children,
      content: content)
  }

  /// An outline of `data`, identified by the key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(
      data: data, idOf: { $0[keyPath: id] }, childrenOf: { $0[keyPath: children] }, idKey: id,
      childrenKey: children, content: content)
  }

  /// An outline of the bound tree, each row given a binding to its element
  /// (a child's binding writes through its parent's `children`).
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, children: WritableKeyPath<C.Element, C?>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Leaf
  ) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
    self.init(
      data: data, idOf: { $0.wrappedValue.id }, childrenOf: { boundChildren(of: $0, children) }, idKey: nil,
      childrenKey: children, content: content)
  }

  /// An outline of the bound tree, identified by the key path `id` of the elements.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, children: WritableKeyPath<C.Element, C?>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Leaf
  ) where Data == Binding<C>, C.Index: Hashable {
    self.init(
      data: data, idOf: { $0.wrappedValue[keyPath: id] }, childrenOf: { boundChildren(of: $0, children) },
      idKey: id, childrenKey: children, content: content)
  }
}

/// The children of an outline row with children, as SwiftUI names them: the
/// subtree's rows.
public struct OutlineSubgroupChildren: View {
  let content: any View
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("OutlineSubgroupChildren") }
}

/// A binding to the children of the bound element, if it has some now.
@MainActor
private func boundChildren<Element, C>(of element: Binding<Element>, _ children: WritableKeyPath<Element, C?>)
  -> Binding<C>?
{
  guard let current = element.wrappedValue[keyPath: children] else { return nil }
  return Binding(
    location: UnwrappedLocation(base: ProjectedLocation(base: element.location, keyPath: children), fallback: current))
}

/// An optional's value, or the value it had when the binding was made (a
/// row's children, read while they exist).
final class UnwrappedLocation<Value>: AnyLocation<Value> {
  let base: AnyLocation<Value?>
  let fallback: Value
  init(base: AnyLocation<Value?>, fallback: Value) {
    self.base = base
    self.fallback = fallback
  }
  override var source: SourceBox? { base.source }
  override func get(as kind: EdgeKind) -> Value { base.get(as: kind) ?? fallback }
  override func peek() -> Value { base.peek() ?? fallback }
  override func set(_ value: Value) { base.set(value) }
  override func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool {
    guard let other = other as? UnwrappedLocation<Value> else { return false }
    return base.isSame(as: other.base, closures)
  }
}

extension OutlineGroup: EngineComparable {
  /// The data, the key paths and the content closure; the closures made from
  /// the key paths are new every time and are not inputs of their own.
  static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool {
    let x = a.assumingMemoryBound(to: Self.self).pointee
    let y = b.assumingMemoryBound(to: Self.self).pointee
    return x.idKey == y.idKey && x.childrenKey == y.childrenKey && Compare.equalValues(x.data, y.data, closures)
      && Compare.equalValues(x.content, y.content, closures)
  }
}

extension OutlineGroup: BuiltinView {
  /// A `ForEach` of the elements (rows of a lazy container when the outline
  /// is a list's content), each a row or a disclosure group.
  func _expand(into expander: inout Expander) {
    let items = data.map { element in
      MadeRowItem(id: AnyHashable(idOf(element)), row: OutlineRow(element: element, group: self))
    }
    expander.add(ForEach(items, id: \MadeRowItem.id, content: madeRowView))
  }
}

extension OutlineSubgroupChildren: BuiltinView {
  func _expand(into expander: inout Expander) { expander.add(content) }
}

/// One row made from an element (an outline's element, a table's row), as a `ForEach` element:
/// compared by its id and its maker's inputs (the element, the columns or the outline's closure),
/// so an equal outline or table keeps its rows as they are (R2) and a changed element rebuilds
/// only its row.
struct MadeRowItem: EngineComparable {
  let id: AnyHashable
  let row: any RowMaking

  static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool {
    let x = a.assumingMemoryBound(to: Self.self).pointee
    let y = b.assumingMemoryBound(to: Self.self).pointee
    return x.id == y.id && x.row._same(as: y.row, closures)
  }
}

/// The row of a made row item.
@MainActor
func madeRowView(_ item: MadeRowItem) -> AnyView { item.row._makeRow() }

/// Makes one row of an outline or a table.
@MainActor
protocol RowMaking {
  func _makeRow() -> AnyView
  func _same(as other: any RowMaking, _ closures: Closures) -> Bool
}

/// An element with the outline it belongs to (whose data is not compared again).
struct OutlineRow<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>:
  RowMaking
{
  let element: Data.Element
  let group: OutlineGroup<Data, ID, Parent, Leaf, Subgroup>

  func _makeRow() -> AnyView {
    guard let children = group.childrenOf(element) else { return AnyView(group.content(element)) }
    let subtree = OutlineGroup<Data, ID, Parent, Leaf, Subgroup>(
      data: children, idOf: group.idOf, childrenOf: group.childrenOf, idKey: group.idKey,
      childrenKey: group.childrenKey, content: group.content)
    let label = group.content(element)
    return AnyView(
      DisclosureGroup(content: { OutlineSubgroupChildren(content: subtree) }, label: { label }))
  }

  func _same(as other: any RowMaking, _ closures: Closures) -> Bool {
    guard let other = other as? Self else { return false }
    return group.idKey == other.group.idKey && group.childrenKey == other.group.childrenKey
      && Compare.equalValues(element, other.element, closures)
      && Compare.equalValues(group.content, other.group.content, closures)
  }
}

// MARK: - Lists of outlines

extension List where SelectionValue == Never {
  /// An outline of `data` (see ``OutlineGroup``): the top-level elements are
  /// the list's rows; an element with `children` is a disclosure group.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, Data.Element: Identifiable
  {
    self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
  }

  /// An outline of `data`, identified by the key path `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
  {
    self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
  }

  /// An outline of the bound tree, each row given a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, children: WritableKeyPath<C.Element, C?>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == OutlineGroup<
      Binding<C>, C.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
  }

  /// An outline of the bound tree, identified by the key path `id` of the elements.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, children: WritableKeyPath<C.Element, C?>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == OutlineGroup<
      Binding<C>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, C.Index: Hashable
  {
    self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
  }
}

extension List {
  /// An outline of `data` whose top-level rows can be selected one at a time.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, Data.Element: Identifiable
  {
    self.init(
      content: OutlineGroup(data, children: children, content: rowContent),
      selection: selection.map(ListSelection.init(single:)))
  }

  /// An outline of `data` whose top-level rows can be selected several at a time.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, Data.Element: Identifiable
  {
    self.init(
      content: OutlineGroup(data, children: children, content: rowContent),
      selection: selection.map(ListSelection.init(multiple:)))
  }

  /// An outline of the bound tree whose top-level rows can be selected one at a time.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, children: WritableKeyPath<C.Element, C?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == OutlineGroup<
      Binding<C>, C.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(
      content: OutlineGroup(data, children: children, content: rowContent),
      selection: selection.map(ListSelection.init(single:)))
  }

  /// An outline of the bound tree whose top-level rows can be selected several at a time.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, children: WritableKeyPath<C.Element, C?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == OutlineGroup<
      Binding<C>, C.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(
      content: OutlineGroup(data, children: children, content: rowContent),
      selection: selection.map(ListSelection.init(multiple:)))
  }
}
