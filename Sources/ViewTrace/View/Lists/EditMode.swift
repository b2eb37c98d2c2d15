/// Whether the user can edit a view's content, as in SwiftUI: read through `\.editMode`, a
/// binding, and toggled by an ``EditButton``.
public enum EditMode: Hashable, Sendable, CustomStringConvertible {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe that shows a row's delete button).
  case transient
  /// Editing.
  case active

  /// Whether the mode is anything but `.inactive`.
  public var isEditing: Bool { self != .inactive }

  /// `.inactive`, `.transient` or `.active`.
  public var description: String {
    switch self {
    case .inactive: ".inactive"
    case .transient: ".transient"
    case .active: ".active"
    }
  }
}

extension EnvironmentValues {
  /// The edit mode of the content, as a binding (SwiftUI's `Binding<EditMode>?`).
  ///
  /// The scenario's root is a hosting root, as an app's window is: it provides an edit mode that
  /// starts `.inactive`, which an ``EditButton`` toggles and every view that reads
  /// `editMode?.wrappedValue` follows. An ancestor can give its own binding
  /// (`.environment(\.editMode, $mode)`) or none (`.environment(\.editMode, nil)`). A presented
  /// sheet shares the root's edit mode here (in SwiftUI a sheet's hosting controller has its own):
  /// a sheet and its presenter that both read it update together.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

struct EditModeKey: NamedEnvironmentKey {
  static let _propertyName = "editMode"
  /// Environment values are read on the main actor, where the root's binding is made.
  static var defaultValue: Binding<EditMode>? {
    MainActor.assumeIsolated { Binding(location: RootEditMode.location()) }
  }
}

/// The scenario root's edit mode: a state slot of the graph's root, made when first read.
enum RootEditMode {
  /// The marker of the root's edit-mode binding: two are the same binding.
  final class Marker {}

  @MainActor static func location() -> AnyLocation<EditMode> {
    DerivedLocation(
      kind: ObjectIdentifier(Marker.self), bases: [],
      read: { kind in ViewGraph.running?.feature(EditModeFeature.self).box.read(as: kind) ?? .inactive },
      draw: { ViewGraph.running?.feature(EditModeFeature.self).box.peek() ?? .inactive },
      write: { ViewGraph.running?.feature(EditModeFeature.self).write($0) })
  }
}

/// Holds the root's edit mode for one run: a state slot owned by the graph's root (its source is
/// `.editMode`), so a change runs the controls that read it, as a `@State` does, and the views that
/// declare `@Environment(\.editMode)` (the root's environment gets the new value).
@MainActor
final class EditModeFeature: GraphFeature {
  let box = StateBox(initial: EditMode.inactive)

  unowned let graph: ViewGraph

  init(graph: ViewGraph) {
    self.graph = graph
    box.slot = StateSlot(
      owner: graph.host, name: "editMode", value: EditMode.inactive, valueType: "EditMode", graph: graph)
  }

  /// Stores `mode` (running the views and controls that read it) and gives the root a new
  /// binding value, as SwiftUI's hosting root does: every view that declares
  /// `@Environment(\.editMode)` sees it changed.
  func write(_ mode: EditMode) {
    guard mode != box.peek() else { return }
    box.write(mode)
    graph.writeRootEnvironment { $0.editMode = Binding(location: RootEditMode.location()) }
  }
}
