/// Where keyboard focus is, owned by the view's identity, as in SwiftUI.
///
/// It is storage like `@State` (`_printChanges` lists `_isFocused` when the
/// value changed and the body read it), tied to views by
/// `.focused($isFocused)` or `.focused($field, equals: .name)`. The scene has
/// one focus: when it moves (a `Step.focus`, or an action that assigns the
/// value), the state that loses it resets to `false` / `nil` in the same
/// frame, and when a focused view disappears its state resets.
///
/// ```swift
/// struct Login: View {
///   enum Field: Hashable { case name, password }
///   @FocusState private var field: Field?
///   var body: some View {
///     TextField("Name", text: $name).focused($field, equals: .name)
///   }
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A binding to a focus state, for `.focused(_:)`.
  @MainActor @preconcurrency @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>

    /// The focus value; assigning it moves focus.
    public var wrappedValue: Value {
      get { box.read(as: .binding) }
      nonmutating set { FocusState.assign(newValue, to: box) }
    }

    /// What `$name` gives.
    public var projectedValue: Binding { self }
  }

  let box: StateBox<Value>

  // Declared here with contextual `where` clauses (not in extensions), as
  // SwiftUI does, so that `@FocusState private var isFocused: Bool` is
  // default-initialized and the view's memberwise `init()` stays usable.

  /// A focus state that is `true` while the bound view has focus.
  public init(filePath: StaticString = #filePath, line: UInt = #line) where Value == Bool {
    box = StateBox(initial: false, site: DeclarationSite(filePath: filePath, line: line))
  }

  /// A focus state that names which bound view has focus, `nil` for none.
  public init<T: Hashable>(filePath: StaticString = #filePath, line: UInt = #line) where Value == T? {
    box = StateBox(initial: nil, site: DeclarationSite(filePath: filePath, line: line))
  }

  /// The value; reading it in `body` makes the view depend on it, assigning
  /// it moves focus.
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { FocusState.assign(newValue, to: box) }
  }

  /// A binding for `.focused(_:)` / `.focused(_:equals:)`.
  public var projectedValue: Binding { Binding(box: box) }

  /// Writes `value` and moves the scene's focus with it.
  static func assign(_ value: Value, to box: StateBox<Value>) {
    box.write(value)
    guard let slot = box.slot, let graph = slot.graph else { return }
    graph.feature(FocusCoordinator.self).moved(slot, to: value, reset: box.initial)
  }
}

/// The scene's single focus: which focus state holds it, and how to reset it.
@MainActor
final class FocusCoordinator: GraphFeature {
  init(graph: ViewGraph) {}
  private var holder: (slot: StateSlot, reset: Any)?

  /// A focus state was assigned: a non-reset value takes focus from whoever had it.
  func moved<Value: Hashable>(_ slot: StateSlot, to value: Value, reset: Value) {
    if value == reset {
      if holder?.slot === slot { holder = nil }
      return
    }
    if let old = holder, old.slot !== slot, old.slot.alive {
      old.slot.write(old.reset, equal: Compare.equalAny(old.slot.value, old.reset))
    }
    holder = (slot, reset)
  }

  /// Focus leaves `slot` (its view disappeared, or a step blurred it).
  func release(_ slot: StateSlot) {
    guard let old = holder, old.slot === slot else { return }
    holder = nil
    if slot.alive { slot.write(old.reset, equal: Compare.equalAny(slot.value, old.reset)) }
  }

  /// Nobody has focus.
  func blur() {
    if let slot = holder?.slot { release(slot) }
  }
}

extension FocusState: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> StatePropertyBox { box.makePropertyBox(context) }
  package func _install(in property: StatePropertyBox, _ context: PropertyContext) { box.attach(to: property) }
}

extension FocusState: EngineComparable {
  /// Equal: the value lives with the identity.
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool { true }
}

// MARK: - .focused

/// `.focused(_:)` / `.focused(_:equals:)`: ties the modified view to a focus state.
public struct _FocusedModifier<Value: Hashable> {
  let binding: FocusState<Value>.Binding
  /// The value the state takes while this view has focus.
  let value: Value
}

extension View {
  /// Binds this view's focus to `condition`: `true` while it has focus.
  public nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<
    Self, _FocusedModifier<Bool>
  > {
    ModifiedContent(content: self, modifier: _FocusedModifier(binding: condition, value: true))
  }

  /// Binds this view's focus to `binding`: it holds `value` while this view has focus.
  public nonisolated func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
    -> ModifiedContent<Self, _FocusedModifier<Value?>>
  {
    ModifiedContent(content: self, modifier: _FocusedModifier(binding: binding, value: value))
  }
}

/// A focusable view, for the steps that move focus.
@MainActor
protocol Focusable: AnyObject {
  func focus()
}

extension _FocusedModifier: AttachedModifier {
  package final class State: AttachmentState, Focusable {
    var binding: FocusState<Value>.Binding
    var value: Value

    init(binding: FocusState<Value>.Binding, value: Value) {
      self.binding = binding
      self.value = value
    }

    func focus() { FocusState.assign(value, to: binding.box) }

    /// The focused view disappeared: its state loses focus.
    package func end(_ context: AttachmentContext) {
      guard let slot = binding.box.slot, slot.alive, Compare.equalAny(slot.value, value) else { return }
      context.graph.feature(FocusCoordinator.self).release(slot)
    }
  }

  package static var slotKind: String { "focused" }

  package func _makeState(_ context: AttachmentContext) -> State { State(binding: binding, value: value) }

  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    state.binding = binding
    state.value = value
  }
}

extension Step {
  /// Gives focus to the live view whose title (a `TextField`'s) or identity is `target`, as a
  /// tap into it would: a view with a `.focused` modifier gives its focus state its value, and
  /// the focus state that had focus resets (`false` / `nil`). A `TextField`, `SecureField` or
  /// `TextEditor` takes focus when tapped whether it is `.focused` or not, so tapping one
  /// without a focus state only resets the one that had focus.
  public static func focus(_ target: String, named name: String? = nil) -> Step {
    Step(name: name ?? "focus \(ValueDescription.quote(target))", kind: .focus) { graph throws(EngineError) in
      var matches: [(String, () -> Void)] = []
      var available: [String] = []
      for node in graph.liveNodes() {
        let title = (node.value as? any TitledControl)?._title
        let take: () -> Void
        if let focusable = node.attachments.values.lazy.compactMap({ $0 as? any Focusable }).first {
          take = { focusable.focus() }
        } else if node.value is any TextEntryControl {
          take = { graph.feature(FocusCoordinator.self).blur() }
        } else {
          continue
        }
        available.append(title ?? node.identity)
        if title == target || node.identity == target { matches.append((node.identity, take)) }
      }
      guard let first = matches.first else {
        throw .noSuchControl(kind: "focusable view", title: target, available: available)
      }
      guard matches.count == 1 else {
        throw .ambiguousControl(kind: "focusable view", title: target, identities: matches.map(\.0))
      }
      // Focus leaving a field over a value commits what was typed into it.
      let drafts = graph.feature(TextDrafts.self)
      let focused = graph.nodes[first.0]
      return {
        drafts.commitAll(except: focused)
        first.1()
      }
    }
  }

  /// Takes focus away from whatever has it (the keyboard is dismissed): its
  /// focus state resets to `false` / `nil`.
  public static func blur(named name: String? = nil) -> Step {
    Step(name: name ?? "blur", kind: .focus) { graph throws(EngineError) in
      { graph.feature(FocusCoordinator.self).blur() }
    }
  }
}
