/// What a toolbar holds, as in SwiftUI: items (``ToolbarItem``, ``ToolbarItemGroup``,
/// ``ToolbarTitleMenu``) and types of an app's own whose `body` is toolbar content
/// (`struct PostToolbar: ToolbarContent { var body: some ToolbarContent { ToolbarItem { … } } }`),
/// put together by ``ToolbarContentBuilder`` (`@ToolbarContentBuilder var items: some ToolbarContent`).
///
/// `.toolbar { }` builds its content in the body that declares it, as the view-builder form does:
/// an app's own toolbar content type is built then, its `body` with it, so what that body reads
/// is the declaring view's read (in SwiftUI toolbar content has an update of its own; a
/// `@State` inside a toolbar content type is not kept here).
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The content this content is made of.
  associatedtype Body: ToolbarContent
  /// The content this content is made of.
  @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content whose items can be customised (`.toolbar(id:)`); ViewTrace places its items
/// as any toolbar content's.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

@MainActor extension Never: ToolbarContent, CustomizableToolbarContent {}

@MainActor extension ToolbarItem: ToolbarContent, CustomizableToolbarContent {}
@MainActor extension ToolbarItemGroup: ToolbarContent {}

/// Several toolbar contents in a row (``ToolbarContentBuilder/buildBlock(_:)``).
public nonisolated struct TupleToolbarContent: ToolbarContent, CustomizableToolbarContent {
  let children: [any ToolbarContent]
  /// Built by ``ToolbarContentBuilder``.
  public var body: Never { primitiveBody("TupleToolbarContent") }
}

/// One of two toolbar contents (`if`/`else` in a ``ToolbarContentBuilder``).
public nonisolated struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
  let content: any ToolbarContent
  /// Built by ``ToolbarContentBuilder``.
  public var body: Never { primitiveBody("_ConditionalToolbarContent") }
}

extension _ConditionalToolbarContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

@MainActor extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  /// Built by ``ToolbarContentBuilder`` (`if` without `else`).
  public var body: Never { primitiveBody("Optional") }
}

/// Puts toolbar content together, as SwiftUI's builder does: items in a row, `if`, `if`/`else`,
/// `if let` and `#available`.
@resultBuilder
public enum ToolbarContentBuilder {
  /// No content.
  public static func buildBlock() -> TupleToolbarContent { TupleToolbarContent(children: []) }
  /// One content, as it is.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  /// Contents in a row.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent {
    var children: [any ToolbarContent] = []
    for part in repeat each content { children.append(part) }
    return TupleToolbarContent(children: children)
  }
  /// A content, as it is.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  /// `if` without `else`.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
  /// The `if` branch of `if`/`else`.
  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> {
    _ConditionalToolbarContent(content: first)
  }
  /// The `else` branch of `if`/`else`.
  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> {
    _ConditionalToolbarContent(content: second)
  }
  /// `if #available`.
  public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// The title menu of a navigation bar (iOS 16): its content is shown when the title is tapped; a
/// container of its content here, whose buttons `Step.tap` presses.
public nonisolated struct ToolbarTitleMenu<Content: View>: View {
  let content: Content
  /// A title menu of `content`.
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ToolbarTitleMenu") }
}

@MainActor extension ToolbarTitleMenu: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarTitleMenu where Content == EmptyView {
  /// The system's title menu (rename, move, …); empty here.
  public nonisolated init() { self.content = EmptyView() }
}

@MainActor extension ToolbarTitleMenu: ContainerView {
  package static var _typeName: String { "ToolbarTitleMenu" }
  package var _label: String { "ToolbarTitleMenu" }
  package var _content: any View { content }
}

/// The views toolbar content stands for: an item is its own view, a row is its views, an app's
/// own content is its body's.
@MainActor
func toolbarView(_ content: any ToolbarContent) -> any View {
  if let view = content as? any View { return view }
  if let tuple = content as? TupleToolbarContent {
    return TupleView(value: (), children: tuple.children.map(toolbarView))
  }
  if let conditional = content as? any ConditionalToolbarContentProtocol { return toolbarView(conditional.chosen) }
  if let optional = content as? any OptionalToolbarContent { return optional.wrapped.map(toolbarView) ?? EmptyView() }
  return toolbarView(content.body)
}

@MainActor
private protocol ConditionalToolbarContentProtocol { var chosen: any ToolbarContent { get } }
@MainActor extension _ConditionalToolbarContent: ConditionalToolbarContentProtocol { var chosen: any ToolbarContent { content } }

@MainActor
private protocol OptionalToolbarContent { var wrapped: (any ToolbarContent)? { get } }
@MainActor extension Optional: OptionalToolbarContent where Wrapped: ToolbarContent {
  fileprivate var wrapped: (any ToolbarContent)? { self }
}

extension View {
  /// The toolbar content `content` makes (items, an app's own ``ToolbarContent``), placed next
  /// to this view as the view-builder `.toolbar { }` places its items.
  @_disfavoredOverload
  @MainActor public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> ModifiedContent<Self, _ActionsModifier>
  {
    actions("Toolbar", "toolbar", slot: "toolbar", AnyView(toolbarView(content())))
  }

  /// Customisable toolbar content (`.toolbar(id:)`): placed as ``toolbar(content:)`` places it;
  /// the customisation is the system's and is not simulated.
  @_disfavoredOverload
  @MainActor public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> ModifiedContent<Self, _ActionsModifier> {
    actions("Toolbar", "toolbar", slot: "toolbar", AnyView(toolbarView(content())))
  }
}
