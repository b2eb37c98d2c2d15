/// The scroll directions of a `ScrollView`.
public struct Axis: Equatable, Sendable {
  let name: String
  /// `.vertical`, as in SwiftUI; recorded on the view as written.
  public static let vertical = Axis(name: "vertical")
  /// `.horizontal`, as in SwiftUI; recorded on the view as written.
  public static let horizontal = Axis(name: "horizontal")
}

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
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: ListSelection?

  init(content: Content, selection: ListSelection?) {
    self.content = content
    self.selection = selection
  }

  /// A list whose rows can be selected one at a time.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: selection.map(ListSelection.init(single:)))
  }

  /// A list whose rows can be selected several at a time.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: selection.map(ListSelection.init(multiple:)))
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("List") }
}

extension List where SelectionValue == Never {
  /// A list of `content`.
  public init(@ViewBuilder content: () -> Content) { self.init(content: content(), selection: nil) }

  /// A row per element of `data`, identified by its `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: nil)
  }

  /// A row per element of `data`, identified by the element's `id` key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
  }

  /// A row per number of a constant range.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent), selection: nil)
  }

  /// A row per element of the bound collection, given a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
    self.init(content: ForEach(data, content: rowContent), selection: nil)
  }
}

extension List {
  /// A row per element of `data` (identified by its `id`); one can be selected.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init(single:)))
  }

  /// A row per element of `data` (identified by its `id`); several can be selected.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.init(multiple:)))
  }

  /// A row per element of `data` (identified by `id`); one can be selected.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(
      content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.init(single:)))
  }

  /// A row per element of `data` (identified by `id`); several can be selected.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
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

  init<T: Hashable>(single binding: Binding<T?>) {
    location = binding.location
    typeName = typeDisplayName(T.self)
    select = { id in
      guard let value = id.base as? T else { return false }
      binding.wrappedValue = value
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

/// A container of grouped controls (SwiftUI's `Form`): lazy like a `List`,
/// whose rows it shows.
public struct Form<Content: View>: View {
  let content: Content
  /// A form of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Form") }
}

/// A section of a list or form, with an optional header and footer.
///
/// A header or footer view is a child of the section (`Text@header`,
/// `Text@footer`); a title (`Section("Fruit")`) is its label. In a list or
/// form, the header and the footer take a row each.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let title: String?
  let header: Parent?
  let content: Content
  let footer: Footer?

  init(title: String?, header: Parent?, content: Content, footer: Footer?) {
    self.title = title
    self.header = header
    self.content = content
    self.footer = footer
  }

  /// A section with a header and a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
  {
    self.init(title: nil, header: header(), content: content(), footer: footer())
  }

  /// A section with a header and a footer (the older form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(title: nil, header: header, content: content(), footer: footer)
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Section") }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(title: nil, header: header(), content: content(), footer: nil)
  }

  /// A section with a header (the older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(title: nil, header: header, content: content(), footer: nil)
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(title: nil, header: nil, content: content(), footer: footer())
  }

  /// A section with a footer (the older form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(title: nil, header: nil, content: content(), footer: footer)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without a header.
  public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, header: nil, content: content(), footer: nil)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), header: nil, content: content(), footer: nil)
  }
}

// MARK: - Taken apart by the engine

extension List: LazyContainer, Scrollable {
  var _hostType: String { "List" }
  var _label: String {
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

extension Form: LazyContainer, Scrollable {
  var _hostType: String { "Form" }
  var _label: String { "Form" }
  var _lazyContent: any View { content }
  var _rowAxis: Axis { .vertical }
  var _scrollAxis: Axis { .vertical }
}

/// A section, whatever its header and footer.
@MainActor
protocol SectionView {}

extension Section: SectionView {
  func _expand(into expander: inout Expander) {
    var inner = expander.nested(under: "Section")
    // The rows of a list's section are the list's rows.
    let lazy = expander.lazy.flatMap { $0.suspended == 0 ? $0 : nil }
    inner.lazy = lazy
    let rowsBefore = (lazy?.visible.count ?? 0) + (lazy?.kept.count ?? 0)
    if title != nil { _ = lazy?.take() }
    if let header { inner.at("header") { $0.add(header) } }
    inner.add(content)
    if let footer { inner.at("footer") { $0.add(footer) } }
    inner.lazy = nil
    expander.groups.merge(inner.groups) { $1 }
    guard let lazy else {
      expander.place(self, kind: .container, type: "Section", children: inner.placements)
      return
    }
    // A section none of whose rows is made is not made either; the section
    // itself is not a row.
    guard lazy.visible.count + lazy.kept.count > rowsBefore else { return }
    lazy.suspended += 1
    expander.place(self, kind: .container, type: "Section", children: inner.placements)
    lazy.suspended -= 1
  }
}

extension Section: ContainerView {
  static var _typeName: String { "Section" }
  var _label: String { title.map { "Section(\(ValueDescription.quote($0)))" } ?? "Section" }
  var _content: any View { content }
}

/// Whether a piece of system chrome shows, as in SwiftUI.
public enum Visibility: String, Sendable, CaseIterable {
  /// The system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// The top or bottom edge, as in SwiftUI.
public enum VerticalEdge: Int8, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// The set with these bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

/// A form's look, recorded as written (`.grouped`).
public struct FormStyleKind: Equatable, Sendable {
  let name: String
  /// `.automatic`, as in SwiftUI.
  public static let automatic = FormStyleKind(name: "automatic")
  /// `.grouped`, as in SwiftUI.
  public static let grouped = FormStyleKind(name: "grouped")
  /// `.columns`, as in SwiftUI.
  public static let columns = FormStyleKind(name: "columns")
}

extension View {
  /// `.listRowSeparator(_:edges:)`, as in SwiftUI: recorded on the row as written.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<Self, _StyleModifier>
  {
    let which = edges == .all ? "" : edges == .top ? ", edges: .top" : ", edges: .bottom"
    return styled("listRowSeparator", ".\(visibility.rawValue)\(which)")
  }

  /// `.formStyle(_:)`, as in SwiftUI: recorded on the form as written.
  public func formStyle(_ style: FormStyleKind) -> ModifiedContent<Self, _StyleModifier> {
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
