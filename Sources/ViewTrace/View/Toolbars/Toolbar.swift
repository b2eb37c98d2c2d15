/// Where a toolbar item goes; recorded in the item's label.
public struct ToolbarItemPlacement: Equatable, Sendable, CustomStringConvertible {
  let name: String
  /// The placement as written (`.primaryAction`).
  public var description: String { ".\(name)" }
  /// The system's choice.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The main action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// A less important action.
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  /// Confirms a modal view (Done, Save).
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// Cancels a modal view.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// Deletes in a modal view.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// A navigation action (leading).
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// The title area.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// The leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The leading edge of the navigation bar (iOS 14-16 name).
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing edge of the navigation bar (iOS 14-16 name).
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// The status area.
  public static let status = ToolbarItemPlacement(name: "status")
}

/// One item of a `.toolbar { }`: a container of its content, placed as written.
public nonisolated struct ToolbarItem<ID, Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ToolbarItem") }
}

extension ToolbarItem where ID == () {
  /// An item at `placement`.
  public nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an id (customizable toolbars) at `placement`.
  public nonisolated init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several toolbar items at one placement.
public nonisolated struct ToolbarItemGroup<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Items at `placement`.
  public nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ToolbarItemGroup") }
}

@MainActor extension ToolbarItem: ContainerView {
  package static var _typeName: String { "ToolbarItem" }
  package var _label: String { "ToolbarItem(\(placement))" }
  package var _content: any View { content }
}

@MainActor extension ToolbarItemGroup: ContainerView {
  package static var _typeName: String { "ToolbarItemGroup" }
  package var _label: String { "ToolbarItemGroup(\(placement))" }
  package var _content: any View { content }
}

/// Which bar a toolbar modifier acts on.
public struct ToolbarPlacement: Equatable, Sendable, CustomStringConvertible {
  let name: String
  /// The placement as written.
  public var description: String { ".\(name)" }
  /// The system's choice.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// How the navigation bar shows the title.
public enum NavigationBarItem {
  /// `.navigationBarTitleDisplayMode(_:)`'s modes.
  public enum TitleDisplayMode: String, Sendable {
    case automatic, inline, large
  }
}

extension View {
  /// Items for the navigation bar or the bottom bar (see ``ToolbarItem``).
  /// Its items are built in this body (`toolbar(content:)` does not escape)
  /// and placed in a `Toolbar` container next to the view.
  public nonisolated func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _ActionsModifier> {
    actions("Toolbar", "toolbar", slot: "toolbar", content())
  }

  /// Shows or hides a bar; recorded on the view as written.
  public nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _StyleModifier>
  {
    styled("toolbar", ".\(visibility), for: " + bars.map(\.description).joined(separator: ", "))
  }

  /// The title the enclosing stack shows for this view; recorded on the view
  /// as written (a new title redraws the view, not its parent).
  public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationTitle", ValueDescription.quote(String(title)))
  }

  /// The title, as a `Text`.
  public nonisolated func navigationTitle(_ title: Text) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationTitle", ValueDescription.quote(title.content))
  }

  /// An editable title: reading the binding here is not a body read.
  @MainActor public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationTitle", ValueDescription.quote(ViewGraph.untracked { title.location.peek() }))
  }

  /// How the title shows; recorded on the view as written.
  public nonisolated func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("navigationBarTitleDisplayMode", ".\(mode.rawValue)")
  }

  /// Hides the back button; recorded on the view as written.
  public nonisolated func navigationBarBackButtonHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationBarBackButtonHidden", String(hidden))
  }
}

// The navigation bar's older spellings (deprecated in SwiftUI, still common in
// apps): the same as their replacements.
extension View {
  /// `.navigationBarTitle(_:)` (deprecated for `navigationTitle`): the same as `navigationTitle(_:)`.
  public nonisolated func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _StyleModifier> {
    navigationTitle(title)
  }

  /// `.navigationBarTitle(_:displayMode:)`: the title and its display mode, recorded as written.
  public nonisolated func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _StyleModifier>
  {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// `.navigationBarTitle(_:)` with a `Text` (deprecated for `navigationTitle`): the same as `navigationTitle(_:)`.
  public nonisolated func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _StyleModifier> {
    navigationTitle(title)
  }

  /// `.navigationBarTitle(_:displayMode:)` with a `Text`: the title and its display mode, recorded as written.
  public nonisolated func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _StyleModifier>
  {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// `.navigationBarItems(leading:trailing:)` (deprecated for `toolbar`): the
  /// items are views of this body placed in the toolbar, as
  /// `ToolbarItem(placement: .navigationBarLeading/.navigationBarTrailing)`;
  /// their buttons can be tapped by a scenario.
  public nonisolated func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, _ActionsModifier> {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// `.navigationBarItems(leading:)`: the leading items only.
  public nonisolated func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, _ActionsModifier> {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// `.navigationBarItems(trailing:)`: the trailing items only.
  public nonisolated func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _ActionsModifier> {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }
}
