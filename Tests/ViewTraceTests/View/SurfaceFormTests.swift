import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct LoadError: LocalizedError {
  let reason: String
  var errorDescription: String? { "Load failed: \(reason)" }
}

private struct ErrorAlert: View {
  @State var error: LoadError?
  var body: some View {
    Button("Load") { error = LoadError(reason: "offline") }
      .alert(error: $error) { Button("Retry") {} }
  }
}

private struct ItemDialog: View {
  @State var picked: Int?
  @State var log: [String] = []
  var body: some View {
    VStack {
      Button("Pick") { picked = 7 }
      Text("log \(log.count)")
    }
    .confirmationDialog("Act on it", item: $picked, titleVisibility: .visible) { item in
      Button("Use \(item)") { log.append("used \(item)") }
    }
  }
}

private struct Inspecting: View {
  @State var showing = false
  var body: some View {
    Button("Inspect") { showing = true }
      .sheet(isPresented: .constant(false)) { Text("sheet") }
      .inspector(isPresented: $showing) { Text("inspector") }
  }
}

private struct Searching: View {
  @State var query = ""
  @State var active = false
  @State var tokens = [Tag(id: 1)]
  var body: some View {
    VStack {
      Text(active ? "active" : "idle")
      Button("Add token") { tokens.append(Tag(id: tokens.count + 1)) }
    }
    .searchable(text: $query, tokens: $tokens, isPresented: $active) { tag in Text("#\(tag.id)") }
  }
  struct Tag: Identifiable { let id: Int }
}

@MainActor enum SurfaceLog { static var lines: [String] = [] }

private struct Gestures: View {
  @State var enabled = false
  var body: some View {
    VStack {
      Text("tap me").gesture(TapGesture().onEnded { SurfaceLog.lines.append("tap") }, isEnabled: enabled)
      Text("press me").onLongPressGesture(minimumDuration: 1, perform: { SurfaceLog.lines.append("done") }) {
        SurfaceLog.lines.append("pressing \($0)")
      }
      Button("Enable") { enabled = true }
    }
  }
}

private struct SchemeText: View {
  @Environment(\.colorScheme) private var scheme
  var body: some View { Text("scheme \(scheme)") }
}

private struct Flipped: View {
  @State var flip = false
  var body: some View {
    let flipped = flip
    return VStack {
      SchemeText()
      Button("Flip") { flip.toggle() }
    }
    .transformEnvironment(\.colorScheme) { scheme in if flipped { scheme = scheme == .dark ? .light : .dark } }
  }
}

private struct Measured: View {
  @State var width = 0.0
  var body: some View {
    VStack {
      Text("w \(width)").onGeometryChange(for: Double.self) { $0.size.width } action: { width = $0 }
      Text("again").onGeometryChange(for: Double.self) { $0.size.height } action: { width = $0 }
    }
  }
}

private struct A11yFocus: View {
  @AccessibilityFocusState var focused: Bool
  var body: some View {
    VStack {
      Text(focused ? "focused" : "not").accessibilityFocused($focused)
      Button("Focus") { focused = true }
    }
  }
}

private struct Animated: View {
  var body: some View {
    Text("x").animation(.default) { $0.opacity(0.5) }
  }
}

@MainActor
@Suite struct SurfaceFormTests {
  @Test func alertWithABoundErrorShowsWhileNotNilAndATapWritesNil() throws {
    let t = try trace(ErrorAlert()) {
      Step.tap("Load")
      Step.tap("Retry", within: "ErrorAlert/Button/Alert@alert")
    }
    #expect(t.frames[1].nodes(.appeared).first == "ErrorAlert/Button/Alert@alert/Text@0")
    #expect(t.node("ErrorAlert/Button/Alert@alert/Text@0")?.label == "Text(\"Load failed: offline\")")
    #expect(t.frames[2].sourceChanges.map(\.source) == ["ErrorAlert._error"])
    #expect(t.frames[2].nodes(.disappeared).contains("ErrorAlert/Button/Alert@alert/Text@0"))
  }

  @Test func confirmationDialogWithAnItemBuildsButtonsFromTheItem() throws {
    let t = try trace(ItemDialog()) {
      Step.tap("Pick")
      Step.tap("Use 7")
    }
    let dialog = "ItemDialog/VStack/ConfirmationDialog@confirmationDialog"
    #expect(t.frames[1].nodes(.appeared).contains("\(dialog)/Button@1"))
    #expect(t.frames[2].sourceChanges.map(\.source) == ["ItemDialog._log", "ItemDialog._picked"])
    #expect(t.frames[2].nodes(.disappeared).contains("\(dialog)/Button@1"))
  }

  @Test func inspectorIsAPresentationOfItsOwnBesideASheet() throws {
    let t = try trace(Inspecting()) { Step.tap("Inspect") }
    #expect(t.frames[1].nodes(.appeared) == ["Inspecting/Button/Inspector@inspector/Text"])
    #expect(t.frames[1].warnings.isEmpty, "an inspector does not take the sheet's slot")
    #expect(t.frames[1].printChanges.isEmpty, "the presenter's body does not read the binding")
  }

  @Test func searchTypingActivatesTheFieldAndTokensRedrawIt() throws {
    let t = try trace(Searching()) {
      Step.search("sw")
      Step.tap("Add token")
    }
    #expect(t.frames[1].printChanges == ["Searching: _active changed."])
    let field = "Searching/VStack/SearchField@searchable"
    #expect(
      t.frames[2].record(field)?.reasons.first?.changes
        == [
          ValueChange(
            name: "label", before: "SearchField(text: \"sw\", tokens: 1)", after: "SearchField(text: \"sw\", tokens: 2)")
        ])
  }

  @Test func aDisabledGestureIsNotReachedAndPressingIsReported() throws {
    SurfaceLog.lines = []
    let scenario = Scenario("gestures", root: { Gestures() }) { Step.tapGesture(within: "Gestures/VStack") }
    #expect(throws: EngineError.self) { try scenario.run() }
    _ = try trace(Gestures()) {
      Step.tap("Enable")
      Step.tapGesture(within: "Gestures/VStack")
      Step.pressAndHold(within: "Gestures/VStack")
      Step.endLongPress(within: "Gestures/VStack")
    }
    #expect(SurfaceLog.lines == ["tap", "pressing true", "done", "pressing false"])
  }

  @Test func transformEnvironmentChangesTheValueForReadersBelow() throws {
    let t = try trace(Flipped()) {
      Step.tap("Flip")
      Step.tap("Flip")
    }
    #expect(t.frames[1].printChanges == ["Flipped: _flip changed.", "SchemeText: _scheme changed."])
    #expect(t.frames[2].printChanges == ["Flipped: _flip changed.", "SchemeText: _scheme changed."])
  }

  @Test func geometryReadersAreRecordedAndSaidOnce() throws {
    let t = try trace(Measured())
    #expect(t.frames[0].warnings.map(\.kind) == [.geometryNotSimulated])
    #expect(t.frames[0].warnings.first?.message.hasPrefix(".onGeometryChange(for: Double) reads geometry") == true)
    #expect(t.frames[0].printChanges == ["Measured: @self, @identity, _width changed."], "the action never runs")
  }

  @Test func accessibilityFocusStateIsStorageOfTheView() throws {
    let t = try trace(A11yFocus()) { Step.tap("Focus") }
    #expect(t.frames[1].printChanges == ["A11yFocus: _focused changed."])
  }

  @Test func aBodyClosureModifiesTheViewItself() throws {
    let t = try trace(Animated())
    let text = try #require(t.node("Animated/Text"))
    #expect(text.modifiers == [".opacity(0.5)", ".animation(.default)"])
  }
}
