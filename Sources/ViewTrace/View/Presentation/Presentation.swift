/// The ways content is presented over a view.
package enum PresentationKind: String, Sendable {
  case sheet, fullScreenCover, popover, alert, confirmationDialog, inspector

  /// The host's type name in the tree.
  var typeName: String {
    switch self {
    case .sheet: "Sheet"
    case .fullScreenCover: "FullScreenCover"
    case .popover: "Popover"
    case .alert: "Alert"
    case .confirmationDialog: "ConfirmationDialog"
    case .inspector: "Inspector"
    }
  }

  /// Sheets, covers and popovers take the one modal slot of the view
  /// controller they are presented from; alerts and dialogs another.
  /// An inspector is a column of its own (a sheet in a compact width) and takes neither.
  var slot: String {
    switch self {
    case .alert, .confirmationDialog: "alert"
    case .inspector: "inspector"
    default: "modal"
    }
  }

  /// An alert or a dialog goes away when one of its buttons is tapped.
  var dismissesOnAction: Bool { slot == "alert" }
}

/// A presentation that is showing its content, or may: what `\.dismiss`,
/// `Step.dismiss` and a tapped alert button act on.
@MainActor
package protocol PresentingHost: ContentHost {
  var _kind: PresentationKind { get }
  /// Sets the presentation's binding to "not presented".
  func _dismiss()
}

/// Whether a presentation host shows its content, per host node.
@MainActor
final class PresentationState {
  var showing = false
}

extension ViewNode {
  /// The nearest presentation host above (or at) this node that shows its content.
  func nearestShowingPresentation() -> ViewNode? {
    var node: ViewNode? = self
    while let current = node {
      if current.value is any PresentingHost, current.builtinState({ PresentationState() }).showing { return current }
      node = current.parent
    }
    return nil
  }
}

/// Presents `content` while `isPresented` is true.
/// Made where the app builds the presenting view (any isolation); the engine reads it on the main actor.
nonisolated struct PresentationHost<Content: View> {
  let kind: PresentationKind
  let title: String?
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let content: () -> Content
}

@MainActor extension PresentationHost: PresentingHost {

  var body: Never { primitiveBody("PresentationHost") }
  var _kind: PresentationKind { kind }
  var _hostType: String { kind.typeName }
  var _label: String { title.map { "\(kind.rawValue)(\(ValueDescription.quote($0)))" } ?? kind.rawValue }
  var _environmentWrites: [_EnvironmentWriteModifier] {
    let binding = isPresented
    return presentedEnvironment(token: kind.rawValue + (binding.location.source?.id ?? "")) {
      binding.wrappedValue = false
    }
  }
  func _dismiss() { isPresented.wrappedValue = false }

  func _content(_ context: HostContext) -> any View {
    let wanted = isPresented.wrappedValue
    let shown = context.graph.feature(PresentationFeature.self).update(
      context.node, kind: kind, wanted: wanted, onDismiss: onDismiss)
    return shown ? AnyView(content()) : AnyView(EmptyView())
  }
}

/// Presents `content(item)` while `item` is not nil. An item with another id while one shows
/// is dismissed and presented anew, as SwiftUI documents for `sheet(item:)` ("If `item`
/// changes, the system dismisses the sheet and replaces it with a new one using the same
/// process"): the old content disappears and `onDismiss` runs, then, in the next pass of the
/// same frame, the new content appears.
nonisolated struct ItemPresentationHost<Item: Identifiable, Content: View> {
  let kind: PresentationKind
  let item: Binding<Item?>
  let onDismiss: (() -> Void)?
  let content: (Item) -> Content
}

@MainActor extension ItemPresentationHost: PresentingHost {

  var body: Never { primitiveBody("ItemPresentationHost") }
  var _kind: PresentationKind { kind }
  var _hostType: String { kind.typeName }
  var _label: String { "\(kind.rawValue)(item:)" }
  var _environmentWrites: [_EnvironmentWriteModifier] {
    let binding = item
    return presentedEnvironment(token: kind.rawValue + (binding.location.source?.id ?? "")) {
      binding.wrappedValue = nil
    }
  }
  func _dismiss() { item.wrappedValue = nil }

  func _content(_ context: HostContext) -> any View {
    let current = item.wrappedValue
    let presented = context.node.builtinState { PresentedItem() }
    let feature = context.graph.feature(PresentationFeature.self)
    if let current, let old = presented.id, old != AnyHashable(current.id) {
      // Replaced while showing: dismissed now, presented again after this pass's actions.
      _ = feature.update(context.node, kind: kind, wanted: false, onDismiss: onDismiss)
      presented.id = nil
      let (graph, node) = (context.graph, context.node)
      graph.afterPass { graph.markDirty(node) }
      return EmptyView()
    }
    let shown = feature.update(context.node, kind: kind, wanted: current != nil, onDismiss: onDismiss)
    guard shown, let current else {
      presented.id = nil
      return EmptyView()
    }
    presented.id = AnyHashable(current.id)
    return content(current).id(current.id)
  }
}

/// The id of the item an item presentation shows, per host node.
@MainActor
final class PresentedItem {
  var id: AnyHashable?
}

/// What a presentation gives its content: `\.isPresented` and `\.dismiss`.
@MainActor
func presentedEnvironment(token: String, _ dismiss: @escaping @MainActor () -> Void) -> [_EnvironmentWriteModifier] {
  let action = DismissAction(token: token, action: dismiss)
  return [
    _EnvironmentWriteModifier(
      write: { $0[IsPresentedKey.self] = true }, key: ObjectIdentifier(IsPresentedKey.self), text: ""),
    _EnvironmentWriteModifier(
      write: { $0[DismissKey.self] = action }, key: ObjectIdentifier(DismissKey.self), text: ""),
  ]
}

/// Places a presentation host next to the modified view (``ContentHost``).
public nonisolated struct _PresentationModifier {
  let host: any PresentingHost
}

@MainActor extension _PresentationModifier: PlacementModifier {
  package func _place(into expander: inout Expander) { expander.addLayer(host, slot: host._kind.rawValue) }
}

// MARK: - Sheets, covers, popovers

extension View {
  /// Presents `content` as a sheet while `isPresented` is true. The sheet is a
  /// subtree of its own: it reads the binding, not the presenter's body, and
  /// inherits the presenter's environment; `onDismiss` runs after it goes.
  public nonisolated func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier> {
    presentation(.sheet, isPresented, onDismiss, content)
  }

  /// Presents `content(item)` as a sheet while `item` is not nil.
  public nonisolated func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier> {
    presentation(.sheet, item, onDismiss, content)
  }

  /// Presents `content` over the whole screen while `isPresented` is true (a sheet's rules).
  public nonisolated func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier> {
    presentation(.fullScreenCover, isPresented, onDismiss, content)
  }

  /// Presents `content(item)` over the whole screen while `item` is not nil.
  public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier> {
    presentation(.fullScreenCover, item, onDismiss, content)
  }

  /// Presents `content` in a popover while `isPresented` is true (a sheet's rules).
  public nonisolated func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier> {
    presentation(.popover, isPresented, nil, content)
  }

  /// Presents `content(item)` in a popover while `item` is not nil.
  public nonisolated func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier> {
    presentation(.popover, item, nil, content)
  }

  nonisolated func presentation<Item: Identifiable, Content: View>(
    _ kind: PresentationKind, _ item: Binding<Item?>, _ onDismiss: (() -> Void)?,
    _ content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier> {
    ModifiedContent(
      content: self,
      modifier: _PresentationModifier(
        host: ItemPresentationHost(kind: kind, item: item, onDismiss: onDismiss, content: content)))
  }

  nonisolated func presentation<Content: View>(
    _ kind: PresentationKind, _ isPresented: Binding<Bool>, _ onDismiss: (() -> Void)?,
    _ content: @escaping () -> Content, title: String? = nil
  ) -> ModifiedContent<Self, _PresentationModifier> {
    ModifiedContent(
      content: self,
      modifier: _PresentationModifier(
        host: PresentationHost(
          kind: kind, title: title, isPresented: isPresented, onDismiss: onDismiss, content: content)))
  }
}

/// Where a popover points (accepted for source compatibility; not drawn).
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view.
  case rect(Anchor)

  /// A rectangle source.
  public enum Anchor: Sendable {
    /// The view's bounds.
    case bounds
  }
}

// MARK: - Dismissing

/// Dismisses the presentation or the pushed view that contains the view
/// reading it (`@Environment(\.dismiss) private var dismiss` ... `dismiss()`).
/// Outside any presentation it does nothing, as in SwiftUI.
public struct DismissAction: Equatable, Sendable {
  let token: String
  let action: @MainActor @Sendable () -> Void

  /// Dismisses the containing presentation or pushed view.
  @MainActor public func callAsFunction() { action() }

  /// Two actions are the same when they dismiss the same presentation.
  public static func == (a: DismissAction, b: DismissAction) -> Bool { a.token == b.token }

  init(token: String, action: @escaping @MainActor () -> Void) {
    self.token = token
    let box = MainActorOnly(action)
    self.action = { @MainActor in box.value() }
  }
}

struct DismissKey: NamedEnvironmentKey {
  static let _propertyName = "dismiss"
  static var defaultValue: DismissAction { DismissAction(token: "", action: {}) }
}

struct IsPresentedKey: NamedEnvironmentKey {
  static let _propertyName = "isPresented"
  static let defaultValue = false
}

/// `\.presentationMode` (iOS 13-15): whether the view is presented, and a way to dismiss it.
public struct PresentationMode: Sendable {
  /// Whether the view is presented (or pushed).
  public let isPresented: Bool
  let dismissAction: DismissAction
  /// Dismisses the presentation or pushed view.
  @MainActor public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
  /// Dismisses the presentation or pushed view that contains this view.
  public var dismiss: DismissAction { self[DismissKey.self] }
  /// Whether this view is inside a presentation or a pushed view.
  public var isPresented: Bool { self[IsPresentedKey.self] }
  /// The older form of ``dismiss``: a binding to the presentation mode.
  @MainActor public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: self[IsPresentedKey.self], dismissAction: self[DismissKey.self])
    // Reading gives the mode; writing does nothing; two are the same while they dismiss the same.
    return Binding(location: ConstantLocation(value: mode) { $0.dismissAction == $1.dismissAction })
  }
}

// MARK: - Presentation modifiers

/// The heights a sheet can rest at; recorded on the view as written.
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The detent as written.
  public var description: String { name }
  /// Half the screen.
  public static let medium = PresentationDetent(name: ".medium")
  /// The whole screen.
  public static let large = PresentationDetent(name: ".large")
  /// A fixed height.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: ".height(\(formatNumber(height)))")
  }
  /// A fraction of the screen.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: ".fraction(\(formatNumber(fraction)))")
  }
}

extension View {
  /// Whether the presentation can be swiped away. With `true`, `Step.dismiss`
  /// refuses to dismiss it (its own buttons still can), as the swipe does nothing.
  public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier>
  {
    styled("interactiveDismissDisabled", String(isDisabled))
  }

  /// The heights the sheet can rest at; recorded on the view as written.
  public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("presentationDetents", "[" + detents.map(\.description).sorted().joined(separator: ", ") + "]")
  }

  /// Whether the sheet shows a drag indicator; recorded on the view as written.
  public nonisolated func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("presentationDragIndicator", ".\(visibility)")
  }
}

extension ViewNode {
  /// Whether the content below this presentation host says `.interactiveDismissDisabled()`.
  var refusesInteractiveDismiss: Bool {
    func refuses(_ node: ViewNode) -> Bool {
      if node.modifiers.contains(where: { $0.text == ".interactiveDismissDisabled(true)" }) { return true }
      return node.children.contains(where: refuses)
    }
    return children.contains(where: refuses)
  }
}
