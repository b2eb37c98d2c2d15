/// A control that shows a menu of actions, as in SwiftUI.
///
/// ```swift
/// Menu("Actions") {
///   Button("Duplicate") { duplicate() }
///   Menu("Copy") { Button("Copy Path") { copyPath() } }
/// }
/// Menu { Button("Save as PDF") { save() } } label: { Label("PDF", systemImage: "doc") }
/// ```
///
/// Its `content` builder does not escape (Apple declares `content: () ->
/// Content`): the content's values are made in the body that declares the
/// menu, and what that builder reads is that body's dependency. Its views
/// are shown only while the menu is open, as SwiftUI builds the menu's items
/// when it is presented: the menu node has its label (position 0) and, while
/// open, its content (position 1). `Step.openMenu(title)` opens it (its
/// custom views appear and run their bodies then); tapping a button in it
/// runs the action and closes every menu it is in, as a real menu does;
/// `Step.closeMenu(title)` closes it without a choice. `Step.tap(title)` on
/// a menu with a `primaryAction` runs that action, and on one without opens
/// it, as a tap on a real menu does.
public nonisolated struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  /// A menu of `content` labelled by `label`.
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.primaryAction = nil
  }

  /// A menu of `content` labelled by `label` whose tap runs `primaryAction`
  /// (a long press opens it).
  public nonisolated init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Menu") }
}

extension Menu where Label == Text {
  /// A menu of `content` titled `title`.
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu of `content` titled `title` whose tap runs `primaryAction`.
  public nonisolated init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == ViewTrace.Label<Text, Image> {
  /// A menu of `content` titled `title` with a system image.
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { ViewTrace.Label(title, systemImage: systemImage) }
  }
}

/// Whether a menu node is open; dropped with the node.
final class MenuState {
  var isOpen = false
}

/// A menu the steps can open and close.
@MainActor
protocol MenuControl: TitledControl {
  var _primaryAction: (() -> Void)? { get }
}

@MainActor extension Menu: LeafView, MenuControl, TappableView {
  package static var _typeName: String { "Menu" }
  package var _label: String { "Menu(\(ValueDescription.quote(_title)))" }
  var _title: String { contentTitle(label) }
  var _primaryAction: (() -> Void)? { primaryAction }
  /// Used by `Step.tap` only through ``MenuControl``: without a primary action a tap opens the menu.
  var _action: () -> Void { primaryAction ?? {} }
}

@MainActor extension Menu: EnvironmentStyled {
  package static var _styleKey: ObjectIdentifier { ObjectIdentifier(MenuState.self) }

  /// The label at position 0, then the content (position 1) while open.
  package func _styledChildren(
    _ placed: [Placement], _ node: ViewNode, _ environment: EnvironmentValues, rebuilt: Bool, _ graph: ViewGraph
  ) -> [Placement] {
    var expander = Expander(graph: graph)
    expander.path = [node.identity]
    expander.at("0") { $0.add(label) }
    if node.builtinState({ MenuState() }).isOpen { expander.at("1") { $0.add(content) } }
    return expander.placements + placed.filter(\.isLayer)
  }
}
