import Foundation

// More forms of list editing, keys, taps, tasks and activities. Where a
// scenario step drives the behaviour, the form is simulated as its plain
// form is; where none does, it is recorded on the view as written.

#if !canImport(Darwin)
  /// An activity the app hands to the system (Handoff, Spotlight), as in Foundation on Apple
  /// platforms (not in Linux's Foundation). No step continues one.
  public final class NSUserActivity {
    /// The activity's type.
    public let activityType: String
    /// The activity's title.
    public var title: String?
    /// Its data.
    public var userInfo: [AnyHashable: Any]?
    /// Whether it may be handed off.
    public var isEligibleForHandoff = true
    /// An activity of `activityType`.
    public init(activityType: String) { self.activityType = activityType }
  }
#endif

/// The kinds of hit testing a content shape applies to, as in SwiftUI.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes kinds from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Hit testing.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// Drag previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// Context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// Focus effects.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension KeyboardShortcut {
  /// How a shortcut's key is localized, as in SwiftUI.
  public struct Localization: _RecordedSpelling {
    public let name: String
    /// The platform's default.
    public static let automatic = Localization(name: "automatic")
    /// Mirrored for right-to-left.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// As written.
    public static let custom = Localization(name: "custom")
  }
}

/// Which of a matched geometry's properties are matched, as in SwiftUI.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes properties from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// `.deleteDisabled(_:)`: recorded on the row (`Step.deleteRows` does not check it: a scenario
  /// deletes only what its author chooses).
  public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("deleteDisabled", String(isDisabled))
  }
  /// `.moveDisabled(_:)`: recorded on the row (`Step.moveRows` does not check it).
  public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("moveDisabled", String(isDisabled))
  }
  /// `.selectionDisabled(_:)`: recorded on the row (`Step.select` does not check it).
  public func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("selectionDisabled", String(isDisabled))
  }
  /// `.onKeyPress(keys:phases:action:)`: recorded on the view (no step presses keys).
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onKeyPress", "keys: [" + keys.map(\.description).sorted().joined(separator: ", ") + "]")
  }
  /// `.onKeyPress(characters:phases:action:)`: recorded on the view (no step presses keys).
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onKeyPress", "characters:")
  }
  /// `.keyboardShortcut(_:modifiers:localization:)`: recorded on the view as written.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
  ) -> ModifiedContent<Self, _StyleModifier> {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }
  /// `.onTapGesture(count:coordinateSpace:perform:)`: a tap (`Step.tapGesture`) runs `action`
  /// with the location `(0, 0)` (no layout places the tap).
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
  ) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<TapGesture>>> {
    gesture(TapGesture(count: count).onEnded { _ in action(.zero) })
  }
  /// `.onTapGesture(count:coordinateSpace:inputKinds:perform:)`: as `onTapGesture(count:coordinateSpace:perform:)`.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, inputKinds: GestureInputKinds,
    perform action: @escaping (CGPoint) -> Void
  ) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<TapGesture>>> {
    gesture(TapGesture(count: count).onEnded { _ in action(.zero) })
  }
  /// `.contentShape(_:_:eoFill:)`: recorded on the view (hit testing is not simulated).
  public func contentShape(_ kind: ContentShapeKinds, _ shape: some Shape, eoFill: Bool = false) -> ModifiedContent<
    Self, _StyleModifier
  > {
    contentShape(shape)
  }
  /// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`: as `matchedGeometryEffect(id:in:isSource:)`.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    matchedGeometryEffect(id: id, in: namespace, isSource: isSource)
  }
  /// `.contextMenu(forSelectionType:menu:primaryAction:)`: the menu for no selection, built and
  /// live as `contextMenu(menuItems:)` makes it (the menus for selected rows are shown only for a
  /// long press on them, which no step does).
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> ModifiedContent<Self, _ActionsModifier> {
    contextMenu(menuItems: { menu([]) })
  }

  // MARK: Named tasks: a task's name is for debugging tools; it runs as the unnamed form.

  /// `.task(name:priority:file:line:_:)`: as `task(priority:_:)`.
  public func task(
    name: String?, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    task(priority: priority, action)
  }
  /// `.task(id:name:priority:file:line:_:)`: as `task(id:priority:_:)`.
  public func task<ID: Equatable & Hashable>(
    id: ID, name: String?, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    task(id: id, priority: priority, action)
  }
  /// `.task(name:executorPreference:priority:file:line:action:)`: as `task(priority:_:)` (the
  /// action runs on the main actor up to its first suspension, whatever the executor).
  public func task(
    name: String? = nil, executorPreference: any TaskExecutor, priority: TaskPriority = .userInitiated,
    file: String = #fileID, line: Int = #line, @_inheritActorContext action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    task(priority: priority, action)
  }
  /// `.task(id:name:executorPreference:priority:file:line:_:)`: as `task(id:priority:_:)`.
  public func task<ID: Equatable & Hashable>(
    id: ID, name: String? = nil, executorPreference: any TaskExecutor, priority: TaskPriority = .userInitiated,
    file: String = #fileID, line: Int = #line, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    task(id: id, priority: priority, action)
  }

  // MARK: Activities (no step hands one over)

  /// `.userActivity(_:isActive:_:)`: recorded on the view.
  public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("userActivity", "\(ValueDescription.quote(activityType)), isActive: \(isActive)")
  }
  /// `.userActivity(_:element:_:)`: recorded on the view with the element.
  public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("userActivity", "\(ValueDescription.quote(activityType)), element: \(ValueDescription.describe(element as Any))")
  }
  /// `.onContinueUserActivity(_:perform:)`: recorded on the view.
  public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("onContinueUserActivity", ValueDescription.quote(activityType))
  }

  /// `.transformEnvironment(_:transform:)`: changes an environment value for this view and its
  /// descendants, as `environment(_:_:)` sets one: the descendants that read it depend on it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> ModifiedContent<Self, _EnvironmentWriteModifier> {
    var probe = EnvironmentValues()
    probe[keyPath: keyPath] = probe[keyPath: keyPath]
    let key = probe.entries.keys.first ?? ObjectIdentifier(V.self)
    let name = probe.entries.values.first?.name ?? typeDisplayName(V.self)
    return ModifiedContent(
      content: self,
      modifier: _EnvironmentWriteModifier(
        write: { transform(&$0[keyPath: keyPath]) }, key: key, text: ".transformEnvironment(\\.\(name))"))
  }
}
