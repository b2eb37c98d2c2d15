import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private enum Field: Hashable { case name, password }

private struct Login: View {
  @FocusState private var field: Field?
  @State private var name = ""
  @State private var password = ""
  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($field, equals: .name)
      TextField("Password", text: $password).focused($field, equals: .password)
      Text(field == nil ? "no focus" : "editing")
      Button("next") { field = .password }
    }
  }
}

private struct Search: View {
  @FocusState private var searching: Bool
  @State private var query = ""
  @State private var shown = true
  var body: some View {
    VStack {
      if shown {
        TextField("Search", text: $query).focused($searching)
      }
      Text(searching ? "searching" : "idle")
      Button("hide") { shown = false }
    }
  }
}

/// Holds focus state but never reads it in body.
private struct Unread: View {
  @FocusState private var focused: Bool
  @State private var text = ""
  var body: some View { TextField("Unread", text: $text).focused($focused) }
}

@MainActor @Suite struct FocusStateTests {
  @Test func focusingAFieldSetsTheStateAndInvalidatesItsReaders() throws {
    let t = try trace(Login()) {
      Step.focus("Name")
      Step.focus("Password")
      Step.blur()
    }
    #expect(t.frames[1].printChanges == ["Login: _field changed."])
    let login = try #require(t.frames[1].records.first)
    #expect(login.reasons.first?.changes == [ValueChange(name: "field", before: "nil", after: "name")])
    // Moving focus between two values of one state is one change.
    #expect(t.frames[2].sourceChanges.map(\.after) == ["password"])
    #expect(t.frames[3].sourceChanges.map(\.after) == ["nil"])
  }

  @Test func assigningTheStateMovesFocus() throws {
    let t = try trace(Login()) { Step.tap("next") }
    #expect(t.frames[1].printChanges == ["Login: _field changed."])
    #expect(t.frames[1].sourceChanges.map(\.after) == ["password"])
  }

  @Test func focusMovingToAnotherStateResetsTheOldOne() throws {
    struct Two: View {
      var body: some View {
        VStack {
          Search()
          Login()
        }
      }
    }
    let t = try trace(Two()) {
      Step.focus("Search")
      Step.focus("Name")
    }
    #expect(t.frames[1].printChanges == ["Search: _searching changed."])
    #expect(
      t.frames[2].sourceChanges.map(\.source) == [
        "FocusStateTests.Two/VStack/Login@1._field", "FocusStateTests.Two/VStack/Search@0._searching",
      ])
    #expect(t.frames[2].printChanges == ["Search: _searching changed.", "Login: _field changed."])
  }

  @Test func aFocusedViewThatDisappearsTakesFocusWithIt() throws {
    let t = try trace(Search()) {
      Step.focus("Search")
      Step.tap("hide")
    }
    #expect(t.frames[2].sourceChanges.map(\.after).contains("false"))
    #expect(t.frames[2].printChanges.last == "Search: _searching changed.")
  }

  @Test func anUnreadFocusStateDoesNotRunTheBody() throws {
    let t = try trace(Unread()) { Step.focus("Unread") }
    #expect(t.frames[1].sourceChanges.count == 1)
    #expect(t.frames[1].printChanges.isEmpty)
  }

  @Test func focusingAnUnknownFieldNamesTheFocusableOnes() throws {
    #expect(throws: EngineError.self) { try trace(Login()) { Step.focus("Email") } }
    do {
      _ = try trace(Login()) { Step.focus("Email") }
    } catch {
      #expect("\(error)".contains("Name"))
      #expect("\(error)".contains("Password"))
    }
  }
}
