import Foundation

extension ForEach where Content: View {
  /// A row per element of the bound collection, identified by its `id`, that
  /// a person can delete or move (`editActions: .all`), as in SwiftUI: in a
  /// `List`, `Step.deleteRows` and `Step.moveRows` edit the bound
  /// collection, and the rows follow it. Outside a list nothing edits them.
  @MainActor public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == _EditableBindingCollection<C>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
    self.data = _EditableBindingCollection(binding: data, actions: editActions.rawValue)
    self.content = content
    self.idOf = { $0.wrappedValue.id }
  }

  /// A row per element of the bound collection, identified by the key path
  /// `id`, with edit actions (see ``init(_:editActions:content:)``).
  @MainActor public init<C: MutableCollection & RandomAccessCollection>(
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
  @MainActor public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent>, C.Index: Hashable {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
  }

  /// A row per element of the bound collection, with edit actions: in the
  /// list, `Step.deleteRows` and `Step.moveRows` edit the bound collection.
  @MainActor public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
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
  @MainActor public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<_EditableBindingCollection<C>, ID, RowContent>, C.Index: Hashable {
    self.init(content: ForEach(data, id: id, editActions: editActions, content: rowContent), selection: nil)
  }
}

extension List {
  /// A row per element of the bound collection (identified by its `id`); one can be selected.
  @MainActor public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init(single:)))
  }

  /// A row per element of the bound collection (identified by its `id`); several can be selected.
  @MainActor public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init(multiple:)))
  }

  /// A row per element of the bound collection (identified by `id`); one can be selected.
  @MainActor public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent>, C.Index: Hashable {
    self.init(
      content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.init(single:)))
  }

  /// A row per element of the bound collection (identified by `id`); several can be selected.
  @MainActor public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent>, C.Index: Hashable {
    self.init(
      content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.init(multiple:)))
  }

  /// A row per element of the bound collection, with edit actions; one can be selected.
  @MainActor public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
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
  @MainActor public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
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
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
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
