import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

final class Model: ObservableObject {
  @Published var count = 0
  var plain = 0
}

private struct NeedsModel: View {
  @EnvironmentObject var model: Model
  var body: some View { Text("\(model.count)") }
}

private struct MissingObjectRoot: View {
  @State var n = 0
  var body: some View {
    VStack {
      NeedsModel()
      Text("n \(n)")
    }
  }
}

private struct Publisher: View {
  @StateObject var model = Model()
  var body: some View {
    model.count += 1  // publishes while the body runs
    return Text("publisher")
  }
}

private struct Theme: View {
  @State var scheme = ColorScheme.light
  var body: some View {
    Wrapper().environment(\.colorScheme, scheme)
  }
}

private struct Wrapper: View {
  var body: some View { Leaf() }
}

private struct Leaf: View {
  @Environment(\.colorScheme) var scheme
  var body: some View { Text("scheme \(scheme)") }
}

private struct Child: View {
  @Binding var value: Int
  var body: some View { Text("\(value)") }
}

@MainActor var keptBinding: Binding<Int>?

private struct Owner: View {
  @State var value = 0
  var body: some View { Child(value: $value) }
}

private struct FreedRoot: View {
  @State var show = true
  var body: some View {
    VStack {
      if show { Owner() }
      Button("hide") { show = false }
    }
  }
}

@MainActor
@Suite struct ReferenceTests {
  @Test func missingEnvironmentObjectIsReportedAndTheRestOfTheTraceKept() throws {
    let t = try trace(MissingObjectRoot()) { Step.mutate("n = 1", on: MissingObjectRoot.self) { $0.n = 1 } }
    let warning = try #require(t.frames[0].warnings.first)
    #expect(warning.kind == .missingEnvironmentObject)
    #expect(warning.node == "MissingObjectRoot/VStack/NeedsModel@0")
    #expect(warning.message.hasPrefix("NeedsModel._model: no ObservableObject of type Model in the environment"))
    #expect(t.frames[1].printChanges == ["MissingObjectRoot: _n changed."])
    #expect(t.frames[1].record("MissingObjectRoot/VStack/Text@1")?.outcome == .redrawn)
  }

  @Test func publishingDuringABodyIsDroppedAndReported() throws {
    let t = try trace(Publisher())
    #expect(t.frames[0].warnings.map(\.kind) == [.publishDuringBody])
    #expect(t.frames[0].printChanges == ["Publisher: @self, @identity, _model changed."])
  }

  @Test func anEnvironmentChangeReachesADeclaringViewBelowAViewThatDidNotRun() throws {
    let t = try trace(Theme()) { Step.mutate("dark", on: Theme.self) { $0.scheme = .dark } }
    let frame = t.frames[1]
    #expect(frame.printChanges == ["Theme: _scheme changed.", "Leaf: _scheme changed."])
    #expect(frame.record("Theme/Wrapper")?.outcome == .initOnly)
    #expect(frame.record("Theme/Wrapper/Leaf")?.reasons.first?.changes.first?.after == ".dark")
    #expect(frame.record("Theme/Wrapper/Leaf")?.reasons.first?.source == "Theme/Wrapper.environment(colorScheme)")
  }

  @Test func aBindingToAFreedIdentityIsReportedNotApplied() throws {
    let t = try trace(FreedRoot()) {
      Step.mutate("keep the binding", on: Child.self) { keptBinding = $0.$value }
      Step.tap("hide")
      Step.mutate("write through the kept binding", on: FreedRoot.self) { _ in keptBinding?.wrappedValue = 5 }
    }
    let warning = try #require(t.frames[3].warnings.first)
    #expect(warning.kind == .writeToFreedState)
    #expect(
      warning.message.hasPrefix(
        "FreedRoot/VStack/Owner@0.if._value = 5: the view that owned this state has disappeared"))
    #expect(t.frames[3].records.isEmpty)
  }

  @Test func objectWillChangeWithoutAChangedValueIsStillAnInvalidation() throws {
    struct Holder: View {
      @ObservedObject var model: Model
      var body: some View { Text("\(model.count)") }
    }
    let model = Model()
    let t = try Scenario("same", root: { Holder(model: model) }) {
      Step.mutate("count = 0", on: Holder.self) { $0.model.count = 0 }
      Step.mutate("send", on: Holder.self) { $0.model.objectWillChange.send() }
    }.run()
    for frame in t.frames.dropFirst() {
      #expect(frame.printChanges == ["ReferenceTests.Holder: _model changed."])
      #expect(frame.sourceChanges.map(\.source) == ["Model#1"])
    }
  }
}
