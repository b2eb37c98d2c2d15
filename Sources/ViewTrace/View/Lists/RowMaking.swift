import Foundation

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
  public nonisolated init<Data: RandomAccessCollection, RowContent: View>(
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
  public nonisolated init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
  {
    self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
  }

  /// An outline of the bound tree, each row given a binding to its element.
  @MainActor public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
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
  @MainActor public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
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
