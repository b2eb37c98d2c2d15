import Foundation

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
  /// An outline of `data`, identified by the elements' `id`, whose elements'
  /// `children` are their subtrees.
  public nonisolated init(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(
      data: data, idOf: { $0.id }, childrenOf: { $0[keyPath: children] }, idKey: nil, childrenKey: children,
      content: content)
  }

  /// An outline of `data`, identified by the key path `id`.
  public nonisolated init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(
      data: data, idOf: { $0[keyPath: id] }, childrenOf: { $0[keyPath: children] }, idKey: id,
      childrenKey: children, content: content)
  }

  /// An outline of the bound tree, each row given a binding to its element
  /// (a child's binding writes through its parent's `children`).
  @MainActor public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, children: WritableKeyPath<C.Element, C?>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Leaf
  ) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
    self.init(
      data: data, idOf: { $0.wrappedValue.id }, childrenOf: { boundChildren(of: $0, children) }, idKey: nil,
      childrenKey: children, content: content)
  }

  /// An outline of the bound tree, identified by the key path `id` of the elements.
  @MainActor public init<C: MutableCollection & RandomAccessCollection>(
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
public nonisolated struct OutlineSubgroupChildren: View {
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

@MainActor extension OutlineGroup: EngineComparable {
  /// The data, the key paths and the content closure; the closures made from
  /// the key paths are new every time and are not inputs of their own.
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool {
    let x = a.assumingMemoryBound(to: Self.self).pointee
    let y = b.assumingMemoryBound(to: Self.self).pointee
    return x.idKey == y.idKey && x.childrenKey == y.childrenKey && Compare.equalValues(x.data, y.data, closures)
      && Compare.equalValues(x.content, y.content, closures)
  }
}

@MainActor extension OutlineGroup: BuiltinView {
  /// A `ForEach` of the elements (rows of a lazy container when the outline
  /// is a list's content), each a row or a disclosure group.
  package func _expand(into expander: inout Expander) {
    let items = data.map { element in
      MadeRowItem(id: AnyHashable(idOf(element)), row: OutlineRow(element: element, group: self))
    }
    expander.add(ForEach(items, id: \MadeRowItem.id, content: madeRowView))
  }
}

@MainActor extension OutlineSubgroupChildren: BuiltinView {
  package func _expand(into expander: inout Expander) { expander.add(content) }
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

extension List {
  /// An outline of `data` whose top-level rows can be selected one at a time.
  @MainActor public init<Data: RandomAccessCollection, RowContent: View>(
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
  @MainActor public init<Data: RandomAccessCollection, RowContent: View>(
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
  @MainActor public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
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
  @MainActor public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
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
