import Observation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Rules from published real-device `_printChanges` output (R1-R10), one test each.

private struct TwoBindings: View {
  @Binding var a: Int
  @Binding var b: Int
  var body: some View { Text("\(a) \(b)") }
}

private struct TwoBindingsParent: View {
  @State private var a = 0
  @State private var b = 0
  var body: some View {
    VStack {
      TwoBindings(a: $a, b: $b)
      Button("a") { a += 1 }
    }
  }
}

private struct Field: View {
  @Binding var text: String
  var body: some View { Text(text) }
}

private struct RebuiltBinding: View {
  @State private var text = "x"
  @State private var other = 0
  var body: some View {
    VStack {
      Field(text: Binding(get: { text }, set: { text = $0 }))
      Button("other \(other)") { other += 1 }
    }
  }
}

private struct Plain: View {
  let title: String
  var body: some View { Text(title) }
}

private struct WithState: View {
  @State private var n = 0
  var body: some View { Plain(title: "n") }
}

@Observable private final class Score {
  var points = 0
}

private struct ScoreView: View {
  let score: Score
  let label: String
  var body: some View { Text("\(label) \(score.points)") }
}

private struct ScoreBoard: View {
  @State private var score = Score()
  @State private var label = "a"
  var body: some View {
    VStack {
      ScoreView(score: score, label: label)
      Button("both") {
        score.points += 1
        label += "a"
      }
    }
  }
}

@MainActor @Suite struct DeviceRuleTests {
  @Test func r1_aReadBindingIsListedWheneverTheBodyReRuns() throws {
    let t = try trace(TwoBindingsParent()) { Step.tap("a") }
    // Only `a` changed; `b` was read and cannot be proven unchanged.
    #expect(t.frames[1].printChanges == ["TwoBindings: _a, _b changed."])
    let record = try #require(t.frames[1].record("TwoBindingsParent/VStack/TwoBindings@0"))
    #expect(record.reasons.last?.changes == [ValueChange(name: "b", before: "0", after: "0")])
  }

  @Test func r1_aRebuiltBindingIsListedWithSelfEvenWithAnEqualValue() throws {
    let t = try trace(RebuiltBinding()) { Step.tap("other 0") }
    #expect(t.frames[1].printChanges == ["RebuiltBinding: _other changed.", "Field: @self, _text changed."])
  }

  @Test func r3_identityIsListedOnlyForViewsWithDynamicProperties() throws {
    let t = try trace(WithState())
    #expect(t.frames[0].printChanges == ["WithState: @self, @identity, _n changed.", "Plain: @self changed."])
  }

  @Test func r4_dependenciesComeBeforeSelf() throws {
    let t = try trace(ScoreBoard()) { Step.tap("both") }
    #expect(t.frames[1].printChanges == ["ScoreBoard: _label changed.", "ScoreView: @dependencies, @self changed."])
  }
}

// MARK: - R2: deferred content

private struct ColorRow: View {
  let name: String
  @State private var color = Color.random()
  var body: some View { Text(name).background(color) }
}

private struct Rows: View {
  @State private var names = ["a", "b", "c"]
  @State private var count = 0
  var body: some View {
    VStack {
      Text("count \(count)")
      ForEach(names, id: \.self) { name in ColorRow(name: name) }
      Button("count") { count += 1 }
      Button("add") { names.append("d") }
    }
  }
}

private struct CapturingRows: View {
  @State private var names = ["a", "b"]
  @State private var suffix = "!"
  var body: some View {
    VStack {
      ForEach(names, id: \.self) { name in ColorRow(name: name + suffix) }
      Button("suffix") { suffix += "!" }
    }
  }
}

@Observable private final class Book: Identifiable {
  let id: Int
  var title: String
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

private struct Shelf: View {
  @State var books = [Book(id: 1, title: "Swift"), Book(id: 2, title: "Rust")]
  @State private var count = 0
  var body: some View {
    VStack {
      Text("count \(count)")
      ForEach(books) { book in Text(book.title) }
      Button("count") { count += 1 }
    }
  }
}

extension DeviceRuleTests {
  @Test func r2_equalDataAndAnEqualClosureDoNotRebuildTheRows() throws {
    let t = try trace(Rows()) { Step.tap("count") }
    // Only the parent and its own text: no row init, no row comparison.
    #expect(t.frames[1].printChanges == ["Rows: _count changed."])
    #expect(t.frames[1].records.map(\.node) == ["Rows", "Rows/VStack/Text@0"])
  }

  @Test func r2_newDataRebuildsTheRows() throws {
    let t = try trace(Rows()) { Step.tap("add") }
    // Every row is built and compared again (each new Color.random() differs), and one appears.
    let rows = t.frames[1].records.filter { $0.node.contains("ColorRow") && !$0.node.hasSuffix("/Text") }
    #expect(rows.map(\.initCount) == [1, 1, 1, 1])
    #expect(rows.map(\.outcome) == [.evaluated, .evaluated, .evaluated, .appeared])
  }

  @Test func r2_aClosureThatCapturesTheParentRebuildsTheRows() throws {
    let t = try trace(CapturingRows()) { Step.tap("suffix") }
    #expect(
      t.frames[1].printChanges == [
        "CapturingRows: _suffix changed.", "ColorRow: @self changed.", "ColorRow: @self changed.",
      ])
  }

  @Test func r2_rowsKeptAsTheyWereStillTrackWhatTheyRead() throws {
    let t = try trace(Shelf()) {
      Step.tap("count")
      Step.mutate("title = Swift 6", on: Shelf.self) { $0.books[0].title = "Swift 6" }
    }
    #expect(t.frames[1].records.map(\.node) == ["Shelf", "Shelf/VStack/Text@0"])
    // The row content was not rebuilt in frame 1, but its read of `title` still counts.
    #expect(t.frames[2].printChanges == ["Shelf: @dependencies changed."])
    #expect(t.node("Shelf/VStack/Text@1#1")?.label == "Text(\"Swift\")")
    #expect(t.frames[2].records.first { $0.node == "Shelf/VStack/Text@1#1" }?.outcome == .redrawn)
  }
}

// MARK: - R5, R6: action order, modifiers outside .id

@MainActor private enum Order { static var log: [String] = [] }

private struct Inner: View {
  let value: Int
  var body: some View {
    Text("inner \(value)")
      .onChange(of: value) { Order.log.append("inner first") }
      .onChange(of: value) { Order.log.append("inner second") }
  }
}

private struct Outer: View {
  @State private var value = 0
  var body: some View {
    VStack {
      Inner(value: value)
      Button("bump") { value += 1 }
    }
    .onChange(of: value) { Order.log.append("outer") }
  }
}

private struct Swapper: View {
  @State private var flag = false
  let identityTransition: Bool
  var body: some View {
    VStack {
      if identityTransition {
        Text("swap")
          .onAppear { Order.log.append("appear \(flag)") }
          .onDisappear { Order.log.append("disappear \(flag)") }
          .transition(.identity)
          .id(flag)
      } else {
        Text("swap")
          .onAppear { Order.log.append("appear \(flag)") }
          .onDisappear { Order.log.append("disappear \(flag)") }
          .id(flag)
      }
      Button("flip") { flag.toggle() }
    }
  }
}

private struct Nested: View {
  var body: some View {
    Child().onAppear { Order.log.append("outer modifier") }
  }
  struct Child: View {
    var body: some View { Text("child").onAppear { Order.log.append("inner view") } }
  }
}

private struct OutsideID: View {
  @State private var n = 0
  var body: some View {
    VStack {
      Text("outside").id(n).onAppear { Order.log.append("outside \(n)") }
      Text("inside").onAppear { Order.log.append("inside \(n)") }.id(n)
      Button("next") { n += 1 }
    }
  }
}

extension DeviceRuleTests {
  @Test func r5_onChangeRunsInnermostViewFirstAndInWrittenOrder() throws {
    Order.log = []
    _ = try trace(Outer()) { Step.tap("bump") }
    #expect(Order.log == ["inner first", "inner second", "outer"])
  }

  @Test func r5_aNewIdentityAppearsBeforeTheOldOneDisappears() throws {
    Order.log = []
    let t = try trace(Swapper(identityTransition: false)) { Step.tap("flip") }
    #expect(Order.log == ["appear false", "appear true", "disappear true"])
    #expect(t.frames[1].actions.map(\.kind) == [.onAppear, .onDisappear])
    Order.log = []
    _ = try trace(Swapper(identityTransition: true)) { Step.tap("flip") }
    #expect(Order.log == ["appear false", "disappear true", "appear true"])
  }

  @Test func r5_aChildsOnAppearRunsBeforeTheOneAppliedOutsideIt() throws {
    Order.log = []
    _ = try trace(Nested())
    #expect(Order.log == ["inner view", "outer modifier"])
  }

  @Test func r6_appearanceModifiersOutsideIDDoNotRunWhenTheIDChanges() throws {
    Order.log = []
    let t = try trace(OutsideID()) { Step.tap("next") }
    #expect(Order.log == ["outside 0", "inside 0", "inside 1"])
    #expect(t.frames[1].actions == [ActionRecord(node: "OutsideID/VStack/Text@1#1", kind: .onAppear)])
  }
}

// MARK: - R7, R8, R9

@MainActor private enum Released { static var count = 0 }

private final class TempModel: ObservableObject {
  @Published var count = 0
  deinit { MainActor.assumeIsolated { Released.count += 1 } }
}

private struct TempView: View {
  @ObservedObject var model = TempModel()
  var body: some View { Text("\(model.count)") }
}

private struct TempParent: View {
  @State private var n = 0
  var body: some View {
    VStack {
      Text("\(n)")
      TempView()
      Button("bump") { n += 1 }
    }
  }
}

@MainActor private enum Changes { static var log: [String] = [] }

private struct Feedback: View {
  @State private var counter = 0
  var body: some View {
    Button("Update counter \(counter)") { counter = 42 }
      .onChange(of: counter) { old, new in
        Changes.log.append("\(old) -> \(new)")
        counter += 1
      }
  }
}

private struct AnimatedWrites: View {
  @State private var value = 0
  var body: some View {
    Text("value \(value)")
      .onAppear {
        value = 1
        value = 2
        withAnimation {
          value = 3
          value = 4
        }
      }
      .onChange(of: value) { old, new in Changes.log.append("\(old) -> \(new)") }
  }
}

extension DeviceRuleTests {
  @Test func r7_aReplacedObservedObjectIsReleased() throws {
    Released.count = 0
    let t = try trace(TempParent()) {
      Step.tap("bump")
      Step.tap("bump")
    }
    // Each run of the parent makes a new model and drops the previous one.
    #expect(t.frames[1].released == ["TempModel#1"])
    #expect(t.frames[2].released == ["TempModel#2"])
    #expect(Released.count == 2)
    #expect(t.frames[0].released == nil)
  }

  @Test func r8_anOnChangeThatFeedsItselfRunsTwicePerFrameThenIsRefused() throws {
    Changes.log = []
    let t = try trace(Feedback()) { Step.tap("Update counter 0") }
    #expect(Changes.log == ["0 -> 42", "42 -> 43"])
    let warning = try #require(t.frames[1].warnings.first)
    #expect(warning.kind == .updateCycle)
    #expect(warning.message == "onChange(of: Int) action tried to update multiple times per frame.")
    #expect(t.node("Feedback/Button")?.label == "Button(\"Update counter 0\")")
    #expect(t.frames[1].printChanges.count == 3)
  }

  @Test func r9_writesInsideWithAnimationFormTheirOwnPass() throws {
    Changes.log = []
    let t = try trace(AnimatedWrites())
    #expect(Changes.log == ["0 -> 2", "2 -> 4"])
    #expect(
      t.frames[0].printChanges == [
        "AnimatedWrites: @self, @identity, _value changed.", "AnimatedWrites: _value changed.",
        "AnimatedWrites: _value changed.",
      ])
    let text = try #require(t.frames[0].records.first { $0.node == "AnimatedWrites/Text" })
    #expect(text.reasons.map { $0.changes.first?.after } == ["Text(\"value 2\")", "Text(\"value 4\")"])
  }
}

// MARK: - R10: printed names

private enum Enclosing {
  struct ContentView: View {
    @State private var n = 0
    var body: some View { Text("\(n)") }
  }
}

extension DeviceRuleTests {
  @Test func r10_enclosingTypesArePartOfThePrintedName() throws {
    let t = try trace(Enclosing.ContentView())
    #expect(t.frames[0].printChanges == ["Enclosing.ContentView: @self, @identity, _n changed."])
    let relative = try Scenario("relative", typeNamesRelativeTo: Enclosing.self, root: { Enclosing.ContentView() }) {}
      .run()
    #expect(relative.frames[0].printChanges == ["ContentView: @self, @identity, _n changed."])
  }
}

private struct EquatableLabel: View, Equatable {
  let text: String
  var body: some View { Text(text) }
}

private struct EquatableParent: View {
  @State private var text = "a"
  var body: some View {
    VStack {
      EquatableLabel(text: text).equatable()
      Button("change") { text += "a" }
    }
  }
}

extension DeviceRuleTests {
  @Test func r10_newerSystemsWordDependenciesAndSelfTheirOwnWay() throws {
    let t = try trace(ScoreBoard()) { Step.tap("both") }
    let frame = t.frames[1]
    #expect(t.printChanges(frame, dialect: .ios17).last == "ScoreView: @dependencies, @self changed.")
    #expect(
      t.printChanges(frame, dialect: .ios18).last
        == "ScoreView: \\Score.<computed 0x0000000000000000 (Int)>, @self changed.")
    #expect(t.printChanges(frame, dialect: .ios26).last == "ScoreView: _score, _label changed.")
  }

  @Test func r10_anEquatableViewStaysSelfOnIOS26() throws {
    let t = try trace(EquatableParent()) { Step.tap("change") }
    #expect(
      t.printChanges(t.frames[1], dialect: .ios26) == [
        "EquatableParent: _text changed.", "EquatableLabel: @self changed.",
      ])
  }
}
