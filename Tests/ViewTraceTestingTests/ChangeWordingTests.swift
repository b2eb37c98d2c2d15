import Foundation
import Testing
import ViewTrace
import ViewTraceAdvisor
import ViewTraceCompare
import ViewTraceModel
import ViewTraceRender
import ViewTraceTesting

// One change, `books[id: 2].isFavorite: false -> true`, made to a shelf that
// shows only how many books it holds (so its run is avoidable and the advisor
// speaks), through each kind of source. Every output must word the change the
// same way, where the value differs first (`ChangeWording`, docs/budgets.md).

struct WordedBook: Identifiable, Equatable {
  let id: Int
  var title: String
  var isFavorite = false
  static let shelf = ["Dune", "Emma", "Ulysses"].enumerated().map { WordedBook(id: $0.offset + 1, title: $0.element) }
}

struct StateShelf: View {
  @State var books = WordedBook.shelf
  var body: some View { Text("\(books.count) books") }
}

struct BindingScreen: View {
  @State var books = WordedBook.shelf
  var body: some View { BindingShelf(books: $books) }
}

struct BindingShelf: View {
  @Binding var books: [WordedBook]
  var body: some View { Text("\(books.count) books") }
}

final class ShelfModel: ObservableObject {
  @Published var books = WordedBook.shelf
}

struct PublishedShelf: View {
  @StateObject var model = ShelfModel()
  var body: some View { Text("\(model.books.count) books") }
}

@Observable final class ShelfStore {
  var books = WordedBook.shelf
}

struct ObservableShelf: View {
  @State var store = ShelfStore()
  var body: some View { Text("\(store.books.count) books") }
}

@Suite struct ChangeWordingTests {
  static let change = "books[id: 2].isFavorite: false -> true"

  /// Runs `trace` through every output and expects each to word the change
  /// as `change`, with `reason` (the text output's reason of `shelf`) before it.
  func expectOneWording(_ trace: Trace, shelf: String, reason: String) async throws {
    let change = Self.change
    let frame = try trace.frame(1)
    let record = try #require(frame.records.first { trace.nodesByID[$0.node]?.type == shelf && $0.bodyCount > 0 })

    // The text output: the source's change and the view's reason.
    let text = TraceText.summary(trace)
    #expect(text.contains(": \(change)\n"), "changed line:\n\(text)")
    #expect(text.contains(": \(reason) (\(change))\n"), "reason:\n\(text)")

    // The budget: terminal, Markdown and JUnit, on a frame's line and on the run's.
    let budget = Budget(
      scenario: nil, run: Budget.Run(maxEvaluations: [shelf: 0]), frames: [Budget.FrameBudget(frame: 1, notEvaluated: [shelf])])
    let result = budget.check(trace)
    #expect(result.failures.count == 2)
    let why = "\(record.printChanges ?? "")  (\(change))"
    #expect(result.text.contains("frame 1, \(record.node): \(why)\n"), "\(result.text)")
    #expect(result.markdown().contains(TextEscaping.markdown("\(change)  (\(record.printChanges ?? ""))")))
    #expect(result.junit.contains(TextEscaping.xml("frame 1, \(record.node): \(why)")))

    // An `expect` failure.
    let failure = try #require(TraceExpectation(1, notEvaluated: [shelf]).failure(in: trace))
    #expect(failure.contains("evaluated  \(record.node): \(why)"), "\(failure)")

    // The advisor's evidence.
    let diagnosis = try #require(Advice(trace).diagnoses.first { $0.view == shelf })
    #expect(diagnosis.evidence == "frame 1: \(why)")

    // The cause view's boxes, as DOT and as SVG.
    let renderer = TraceRenderer(trace: trace)
    #expect(try renderer.dot(.cause, frame: 1).contains(change))
    let svg = String(decoding: try await renderer.render(.cause, frame: 1, format: .svg), as: UTF8.self)
    // The SVG's text as a reader sees it: Graphviz writes `-` as `&#45;`.
    let shown = svg.replacingOccurrences(of: "&#45;", with: "-").replacingOccurrences(of: "&gt;", with: ">")
    #expect(shown.contains(">\(change)<"))

    // The report's data (the trace as JSON) read back and worded by the function the report calls.
    let read = try TraceCoding.decode(TraceCoding.encode(trace))
    let readRecord = try #require(read.frames[1].record(record.node))
    #expect(readRecord.reasons.map { ChangeWording.reason($0, in: read.frames[1]) }.contains("\(reason) (\(change))"))
  }

  @Test func aStateChangeReadsTheSameInEveryOutput() async throws {
    let trace = try await Scenario("state-shelf", root: { StateShelf() }) {
      Step.mutate("favorite Emma", on: StateShelf.self) { $0.books[1].isFavorite.toggle() }
    }.runUnderTest()
    try await expectOneWording(trace, shelf: "StateShelf", reason: "_books")
  }

  @Test func aBindingChangeReadsTheSameInEveryOutput() async throws {
    let trace = try await Scenario("binding-shelf", root: { BindingScreen() }) {
      Step.mutate("favorite Emma", on: BindingScreen.self) { $0.books[1].isFavorite.toggle() }
    }.runUnderTest()
    try await expectOneWording(trace, shelf: "BindingShelf", reason: "_books")
  }

  @Test func aPublishedChangeReadsTheSameInEveryOutput() async throws {
    let trace = try await Scenario("published-shelf", root: { PublishedShelf() }) {
      Step.mutate("favorite Emma", on: PublishedShelf.self) { $0.model.books[1].isFavorite.toggle() }
    }.runUnderTest()
    try await expectOneWording(trace, shelf: "PublishedShelf", reason: "_model")
  }

  @Test func anObservableChangeReadsTheSameInEveryOutput() async throws {
    let trace = try await Scenario("observable-shelf", root: { ObservableShelf() }) {
      Step.mutate("favorite Emma", on: ObservableShelf.self) { $0.store.books[1].isFavorite.toggle() }
    }.runUnderTest()
    try await expectOneWording(trace, shelf: "ObservableShelf", reason: "@dependencies ShelfStore.books")
  }
}

struct FlipView: View {
  @State var flag = false
  var body: some View {
    VStack {
      Text(flag ? "on" : "off")
      FlipChild(flag: $flag)
    }
  }
}

struct FlipChild: View {
  @Binding var flag: Bool
  var body: some View { Text(flag ? "yes" : "no") }
}

@Suite struct WrittenTwiceTests {
  /// SEMANTICS rule 1: a `@State` write is compared with the value before it,
  /// so `false -> true -> false` in one frame invalidates twice and the views
  /// that read it run (`_flag changed.`, as OpenSwiftUI's StoredLocation
  /// does). The value they see is the one they saw: no output calls that
  /// `false -> false` a change (ChangeWording rule 3).
  @Test func aStateSetAndSetBackInOneFrameReadsAsTheSameValueNotAsAChange() async throws {
    let trace = try await Scenario("flip-twice", root: { FlipView() }) {
      Step.mutate("flip twice", on: FlipView.self) {
        $0.flag.toggle()
        $0.flag.toggle()
      }
    }.runUnderTest()
    let frame = try trace.frame(1)
    #expect(frame.printChanges == ["FlipView: _flag changed.", "FlipChild: _flag changed."])
    let text = TraceText.summary(trace)
    #expect(text.contains(": false (written in this frame; the same value as before)\n"), "\(text)")
    #expect(text.contains("FlipView [init]: _flag (flag: false (the same value as before))\n") || text.contains("FlipView: _flag (flag: false (the same value as before))\n"), "\(text)")
    let budget = Budget(scenario: nil, run: nil, frames: [Budget.FrameBudget(frame: 1, notEvaluated: ["FlipChild"])])
    let failure = try #require(TraceExpectation(1, notEvaluated: ["FlipChild"]).failure(in: trace))
    for output in [text, budget.check(trace).text, failure] {
      #expect(!output.contains("false -> false"), "\(output)")
    }
    #expect(failure.contains("FlipChild: _flag changed.  (flag: false (the same value as before))"), "\(failure)")
  }
}
