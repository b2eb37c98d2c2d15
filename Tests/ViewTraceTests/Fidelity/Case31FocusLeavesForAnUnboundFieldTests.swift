import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 31: when focus moves to a text field that no focus state is bound to, every focus
// state loses it: `false` for a `Bool`, `nil` for an optional.
// Source: Apple, `FocusState.wrappedValue`,
// https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue (iOS 15+): "When
// focus is not in any view that is bound to this state, the wrapped value will be `nil` (for
// optional-typed state) or `false` (for `Bool`-typed state)." A statement of the rule, not a
// device log: the case checks the engine follows it when the user taps the other field.

private enum Field: Hashable { case name, email }

private struct ProfileForm: View {
  @State var name = ""
  @State var email = ""
  @State var note = ""
  @FocusState var field: Field?
  var body: some View {
    Form {
      TextField("Name", text: $name).focused($field, equals: .name)
      TextField("Email", text: $email).focused($field, equals: .email)
      TextField("Note", text: $note)
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case31FocusLeavesForAnUnboundFieldTests {
    @Test func tappingAnUnboundFieldResetsTheFocusState() throws {
      let t = try trace(ProfileForm()) {
        Step.focus("Email")
        Step.focus("Note")
      }
      #expect(t.frames[1].sourceChanges.map(\.after) == ["email"])
      #expect(t.frames[2].sourceChanges.map(\.after) == ["nil"])
    }
  }
}
