import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Child: View {
  @State var count = 0
  let label: String
  var body: some View { Text("\(label): \(count)") }
}

private struct Parent: View {
  @State var title = "a"
  @State var unread = 0
  var body: some View {
    VStack {
      Text(title)
      Child(label: "child")
    }
  }
}

private struct WritesInBody: View {
  @State var n = 0
  var body: some View {
    n = 5
    return Text("\(n)")
  }
}

private struct Looping: View {
  @State var n = 0
  var body: some View {
    Text("looping").onAppear { n += 1 }.id(n)
  }
}

private struct AppearOrder: View {
  @State var show = false
  var body: some View {
    VStack {
      if show {
        Text("a").onAppear { Log.lines.append("appear a") }
        Text("b").onAppear { Log.lines.append("appear b") }
      }
      Button("show") { show.toggle() }
    }
  }
}

@MainActor enum Log { static var lines: [String] = [] }

@MainActor
@Suite struct StateTests {
  @Test func settingAnEqualValueMarksNothing() throws {
    let t = try trace(Parent()) { Step.mutate("title = a", on: Parent.self) { $0.title = "a" } }
    #expect(t.frames[1].sourceChanges.isEmpty)
    #expect(t.frames[1].records.isEmpty)
  }

  @Test func stateSurvivesParentReCreatingTheStruct() throws {
    let t = try trace(Parent()) {
      Step.mutate("count = 3", on: Child.self) { $0.count = 3 }
      Step.mutate("title = b", on: Parent.self) { $0.title = "b" }
    }
    #expect(t.frames[1].printChanges == ["Child: _count changed."])
    let frame = t.frames[2]
    #expect(frame.record("Parent/VStack/Child@1")?.outcome == .initOnly)
    #expect(frame.record("Parent/VStack/Child@1/Text") == nil, "Child kept count 3; nothing to redraw")
  }

  @Test func firstAppearanceListsEveryDynamicPropertyInDeclarationOrder() throws {
    let t = try trace(Parent())
    #expect(
      t.frames[0].printChanges == [
        "Parent: @self, @identity, _title, _unread changed.", "Child: @self, @identity, _count changed.",
      ])
  }

  @Test func stateWrittenDuringBodyIsDroppedAndReported() throws {
    let t = try trace(WritesInBody())
    #expect(t.node("WritesInBody/Text")?.label == "Text(\"0\")")
    #expect(t.frames[0].warnings.map(\.kind) == [.stateWriteDuringBody])
    #expect(t.frames[0].warnings.first?.node == "WritesInBody")
  }

  @Test func actionsThatKeepChangingStateAreBoundedPerFrame() throws {
    let t = try trace(Looping(), options: EngineOptions(maxPassesPerFrame: 5))
    #expect(t.frames[0].warnings.map(\.kind) == [.updateLoop])
    #expect(t.frames[0].printChanges.count == 5)
  }

  @Test func onAppearRunsAfterThePassInTreeOrder() throws {
    Log.lines = []
    let t = try trace(AppearOrder()) { Step.tap("show") }
    #expect(Log.lines == ["appear a", "appear b"])
    #expect(t.frames[1].actions.map(\.kind) == [.onAppear, .onAppear])
  }

  /// Once a body read a state, the view stays subscribed to it for the
  /// identity's life, even after its body stops reading it (SwiftUI keeps the
  /// location's "was read" mark).
  @Test func aStateOnceReadStaysADependencyAfterTheBodyStopsReadingIt() throws {
    struct Switcher: View {
      @State var useA = true
      @State var a = 0
      @State var b = 0
      var body: some View { Text(useA ? "a \(a)" : "b \(b)") }
    }
    let t = try trace(Switcher()) {
      Step.mutate("use b", on: Switcher.self) { $0.useA = false }
      Step.mutate("a = 1", on: Switcher.self) { $0.a = 1 }
      Step.mutate("b = 1", on: Switcher.self) { $0.b = 1 }
    }
    #expect(t.frames[2].printChanges == ["StateTests.Switcher: _a changed."], "a was read once")
    #expect(t.frames[3].printChanges == ["StateTests.Switcher: _b changed."])
    let edgeToA = try #require(t.edges.first { $0.source == "StateTests.Switcher._a" })
    #expect(edgeToA.since == 0 && edgeToA.until == nil)
  }
}
