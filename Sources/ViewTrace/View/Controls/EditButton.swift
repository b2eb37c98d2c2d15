/// A button that toggles the environment's edit mode, as in SwiftUI: titled "Edit" while the
/// mode is `.inactive` and "Done" while editing; `Step.tap("Edit")` and `Step.tap("Done")` press
/// it.
///
/// It is a framework control: its title follows the edit mode without running any view's body
/// (the button's node is redrawn), and the views that read `editMode?.wrappedValue` run when it
/// is pressed. With no edit mode in the environment (`.environment(\.editMode, nil)`) it is
/// titled "Edit" and does nothing, as in SwiftUI.
public nonisolated struct EditButton: View {
  /// An edit button for the environment's edit mode.
  public nonisolated init() {}
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("EditButton") }
}

@MainActor extension EditButton: ContentHost {
  package var _hostType: String { "EditButton" }
  package var _label: String { "EditButton()" }

  package func _content(_ context: HostContext) -> any View {
    let mode = context.environment.editMode
    let isEditing = mode?.wrappedValue.isEditing ?? false
    return Button(isEditing ? "Done" : "Edit") {
      guard let mode else { return }
      withAnimation { mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active }
    }
  }
}
