import Foundation

/// `.onSubmit(_:)`: an action run when a text field below is submitted.
public nonisolated struct _OnSubmitModifier {
  let action: () -> Void
}

extension View {
  /// An action run when the person submits a text field in this view
  /// (`Step.submit(title)`). With several `.onSubmit` around the field, the
  /// innermost runs (an assumption: Apple's documentation does not say).
  public nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> ModifiedContent<Self, _OnSubmitModifier>
  {
    ModifiedContent(content: self, modifier: _OnSubmitModifier(action: action))
  }
}

/// What submits, as in SwiftUI: `.text` (a text field) or `.search`.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The triggers as bits.
  public let rawValue: Int
  /// The triggers whose bits are set.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
  /// A text field's return key.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's return key.
  public static let search = SubmitTriggers(rawValue: 2)
}

@MainActor extension _OnSubmitModifier: AttachedModifier {
  package final class State: AttachmentState {
    var action: () -> Void = {}
  }
  package static var slotKind: String { "onSubmit" }
  package func _makeState(_ context: AttachmentContext) -> State { State() }
  /// The latest action is the one a submission runs.
  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) { state.action = action }
}

extension Step {
  /// Submits the live text field, secure field or text editor titled `title`
  /// (its return key): a `TextField`'s `onCommit:` runs, then the innermost `.onSubmit` on it
  /// or a view around it.
  public static func submit(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    Step(name: name ?? "submit \(ValueDescription.quote(title))", kind: .setText) { graph throws(EngineError) in
      let field = try graph.feature(ControlFeature.self).controlNode(
        (any TextEntryControl).self, kind: "text field", title: title, within: within)
      let onCommit = (field.value as? any CommittingTextField)?._onCommit ?? {}
      let drafts = graph.feature(TextDrafts.self)
      // A field over a value writes it first; then `onCommit:` and `.onSubmit` see it.
      let commit = {
        drafts.commit(field)
        onCommit()
      }
      var node: ViewNode? = field
      while let current = node {
        let states = current.attachments.keys.sorted().compactMap {
          current.attachments[$0] as? _OnSubmitModifier.State
        }
        if let state = states.last {
          return {
            commit()
            state.action()
          }
        }
        node = current.parent
      }
      return { commit() }
    }
  }
}

/// The return key's label, as in SwiftUI.
public enum SubmitLabel: String, Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

extension View {
  /// `.submitLabel(_:)`: recorded on the view as written.
  public nonisolated func submitLabel(_ label: SubmitLabel) -> ModifiedContent<Self, _StyleModifier> {
    styled("submitLabel", ".\(label.rawValue)")
  }
}

extension View {
  /// `.submitScope(_:)`: recorded on the view.
  public nonisolated func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("submitScope", String(isBlocking))
  }
}
