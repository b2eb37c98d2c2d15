/// A modifier that is recorded on the view as written and whose action no scenario step can
/// trigger (a keyboard or remote command): the first one of each kind in a run says so
/// (`notSimulated`).
public nonisolated struct _CommandModifier {
  let name: String
  let text: String
  /// What never happens in a run, for the note (`no step sends its command`).
  var missing = "no step sends its command"
}

@MainActor extension _CommandModifier: PlacementModifier {
  package func _place(into expander: inout Expander) {
    expander.modifiers.append(_StyleModifier(name: name, text: text))
    expander.graph?.notSimulated(
      name, "\(text) is recorded on the view; \(missing), so its action never runs")
  }
}

/// The direction of a move command (an arrow key, a remote's swipe).
public enum MoveCommandDirection: Hashable, Sendable {
  case up, down, left, right
}

extension View {
  /// The action run when the user deletes (the Delete key, Edit > Delete; macOS). Recorded on the
  /// view; no step sends the command.
  public nonisolated func onDeleteCommand(perform action: (() -> Void)?) -> ModifiedContent<Self, _CommandModifier> {
    command("onDeleteCommand")
  }

  /// The action run on an arrow key or a remote's swipe (macOS, tvOS). Recorded on the view; no
  /// step sends the command.
  public nonisolated func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> ModifiedContent<
    Self, _CommandModifier
  > {
    command("onMoveCommand")
  }

  /// The action run on Escape or a remote's Menu button (macOS, tvOS). Recorded on the view; no
  /// step sends the command.
  public nonisolated func onExitCommand(perform action: (() -> Void)?) -> ModifiedContent<Self, _CommandModifier> {
    command("onExitCommand")
  }

  /// The action run on a remote's Play/Pause button (tvOS). Recorded on the view; no step sends
  /// the command.
  public nonisolated func onPlayPauseCommand(perform action: (() -> Void)?) -> ModifiedContent<Self, _CommandModifier> {
    command("onPlayPauseCommand")
  }

  private nonisolated func command(_ name: String) -> ModifiedContent<Self, _CommandModifier> {
    ModifiedContent(content: self, modifier: _CommandModifier(name: name, text: ".\(name)(perform:)"))
  }

  private nonisolated func assignedDocument(_ name: String) -> ModifiedContent<Self, _CommandModifier> {
    ModifiedContent(
      content: self,
      modifier: _CommandModifier(name: name, text: ".\(name)(_:)", missing: "no step submits or withdraws an assigned document"))
  }

  /// The action run after the person submits the document a teacher assigned them (iOS 26).
  /// Recorded on the view; no step submits an assigned document.
  public nonisolated func onAssignedDocumentDidSubmit(_ action: @escaping (URL) -> Void) -> ModifiedContent<
    Self, _CommandModifier
  > {
    assignedDocument("onAssignedDocumentDidSubmit")
  }

  /// The action run after the person withdraws a submitted assigned document (iOS 26). Recorded
  /// on the view; no step withdraws one.
  public nonisolated func onAssignedDocumentDidWithdraw(_ action: @escaping (URL) -> Void) -> ModifiedContent<
    Self, _CommandModifier
  > {
    assignedDocument("onAssignedDocumentDidWithdraw")
  }

  /// Asked before the person submits an assigned document; `false` stops it (iOS 26). Recorded
  /// on the view; no step submits one.
  public nonisolated func onAssignedDocumentWillSubmit(_ action: @escaping (URL) async -> Bool) -> ModifiedContent<
    Self, _CommandModifier
  > {
    assignedDocument("onAssignedDocumentWillSubmit")
  }

  /// Asked before the person withdraws a submitted assigned document; `false` stops it (iOS 26).
  /// Recorded on the view; no step withdraws one.
  public nonisolated func onAssignedDocumentWillWithdraw(_ action: @escaping (URL) async -> Bool) -> ModifiedContent<
    Self, _CommandModifier
  > {
    assignedDocument("onAssignedDocumentWillWithdraw")
  }
}
