/// A scrolling list of rows, as in SwiftUI: lazy, so only the rows in the
/// viewport are made (see ``Viewport``), and scrolling (`Step.scroll`) makes
/// the rows that come into view without its parent's body running.
///
/// ```swift
/// List(books) { book in BookRow(book: book) }
/// List(selection: $selected) { ForEach(books) { book in Text(book.title) } }
/// ```
///
/// With `selection:`, `Step.select(_:in:)` selects a row by its id: a
/// `Binding<T?>` takes the id, a `Binding<Set<T>>` adds it (or removes it
/// if it is selected). The list draws the selection, so a new one redraws it.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: ListSelection?

  init(content: Content, selection: ListSelection?) {
    self.content = content
    self.selection = selection
  }

  /// A list whose rows can be selected one at a time.
  @MainActor public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: selection.map(ListSelection.init(single:)))
  }

  /// A list whose rows can be selected several at a time.
  @MainActor public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: selection.map(ListSelection.init(multiple:)))
  }

  /// A list whose one selected row is always some row (iOS 17, macOS 13): `Step.select` sets the
  /// binding to the row's id. A `Binding<Set<T>>` or `Binding<T?>` chooses the forms above.
  @_disfavoredOverload
  @MainActor public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: selection.map(ListSelection.init(required:)))
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("List") }
}

extension List where SelectionValue == Never {
  /// A list of `content`.
  public nonisolated init(@ViewBuilder content: () -> Content) { self.init(content: content(), selection: nil) }

  /// A row per element of `data`, identified by its `id`.
  public nonisolated init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: nil)
  }

  /// A row per element of `data`, identified by the element's `id` key path.
  public nonisolated init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
  }

  /// A row per number of a constant range.
  public nonisolated init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent), selection: nil)
  }

  /// A row per element of the bound collection, given a binding to it.
  @MainActor public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
    self.init(content: ForEach(data, content: rowContent), selection: nil)
  }
}

extension List {
  /// A row per element of `data` (identified by its `id`); one can be selected.
  @MainActor public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init(single:)))
  }

  /// A row per element of `data` (identified by its `id`); several can be selected.
  @MainActor public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init(multiple:)))
  }

  /// A row per element of `data` (identified by `id`); one can be selected.
  @MainActor public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(
      content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.init(single:)))
  }

  /// A row per element of `data` (identified by `id`); several can be selected.
  @MainActor public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(
      content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.init(multiple:)))
  }
}

/// A list's selection binding, whatever its type.
@MainActor
struct ListSelection {
  let location: AnyLocationBase
  /// Selects the row whose id is `id`; false if the id is not of the selection's type.
  let select: @MainActor (AnyHashable) -> Bool
  let typeName: String

  init<T: Hashable>(single binding: Binding<T?>) { self.init(one: binding, typeName: typeDisplayName(T.self)) { (value: T) in value } }

  init<T: Hashable>(required binding: Binding<T>) { self.init(one: binding, typeName: typeDisplayName(T.self)) { (value: T) in value } }

  /// One selected row: selecting stores the row's id (`store` makes it the binding's value).
  private init<T: Hashable, Stored>(one binding: Binding<Stored>, typeName: String, store: @escaping (T) -> Stored) {
    location = binding.location
    self.typeName = typeName
    select = { id in
      guard let value = id.base as? T else { return false }
      binding.wrappedValue = store(value)
      return true
    }
  }

  init<T: Hashable>(multiple binding: Binding<Set<T>>) {
    location = binding.location
    typeName = typeDisplayName(T.self)
    select = { id in
      guard let value = id.base as? T else { return false }
      var set = binding.wrappedValue
      if set.remove(value) == nil { set.insert(value) }
      binding.wrappedValue = set
      return true
    }
  }
}

// MARK: - Taken apart by the engine

@MainActor extension List: LazyContainer, Scrollable {
  package var _hostType: String { "List" }
  package var _label: String {
    guard let selection else { return "List" }
    return "List(selection: \(selection.location.peekValue()))"
  }
  var _lazyContent: any View { content }
  var _rowAxis: Axis { .vertical }
  var _scrollAxis: Axis { .vertical }

  /// The list draws its selection: a new one redraws it (and nothing else).
  func _willBuild(_ context: HostContext) {
    guard let selection else { return }
    context.drawBound([selection.location], label: _label)
  }

  var selectionTypeName: String? { selection?.typeName }
}

extension View {
  /// `.listRowSeparator(_:edges:)`, as in SwiftUI: recorded on the row as written.
  public nonisolated func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<Self, _StyleModifier>
  {
    let which = edges == .all ? "" : edges == .top ? ", edges: .top" : ", edges: .bottom"
    return styled("listRowSeparator", ".\(visibility.rawValue)\(which)")
  }

  /// `.formStyle(_:)`, as in SwiftUI: recorded on the form as written.
  public nonisolated func formStyle(_ style: FormStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("formStyle", ".\(style.name)")
  }
}

extension HostContext {
  /// A container drawn from bindings (a list's selection, a table's sort order): its host
  /// depends on them, and a new label is a redraw of the container alone.
  func drawBound(_ locations: [AnyLocationBase], label: String) {
    for location in locations {
      if let source = location.source { graph.recordRead(source, kind: .binding) }
    }
    guard label != node.label else { return }
    graph.log.emit(
      .redrawn(node: node.identity, changes: [ValueChange(name: "label", before: node.label, after: label)]))
    node.label = label
  }
}
