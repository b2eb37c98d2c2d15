import Testing
import ViewTraceAdvisor

/// One test per pattern: the seed's "before" sample gets the diagnosis its
/// article names, in these exact words, and where a fixed variant exists the
/// fix removes what was diagnosed.
@MainActor
@Suite struct PatternTests {
  /// The only diagnosis of a sample, required to be of `pattern`.
  func only(_ pattern: Pattern, in advice: Advice) throws -> Diagnosis {
    #expect(advice.diagnoses.map(\.pattern) == [pattern], "\(AdviceText.text(advice))")
    return try #require(advice.diagnoses.first)
  }

  @Test func wholeStructParameter() throws {
    let before = try advise("student-params")
    let diagnosis = try only(.wholeStructParameter, in: before)
    #expect(diagnosis.view == "StudentNameView")
    #expect(diagnosis.nodes == ["RootView/VStack/StudentNameView@0"])
    #expect(diagnosis.avoidable == 1)
    #expect(
      diagnosis.evidence
        == "frame 1: StudentNameView: @self changed.  (student.age: 88 -> 42)"
    )
    #expect(
      diagnosis.finding
        == "`StudentNameView` takes the whole `student` (`Student`). Only `student.age` changed and its output did not "
        + "change: it does not show `age`, yet any change to `student` runs its body.")
    #expect(
      diagnosis.fix
        == "Pass only what it shows (of the fields that did not change: `student.name`), or make `StudentNameView` "
        + "`Equatable` comparing only those fields.")
    #expect(diagnosis.sketch.contains("StudentNameView(name: student.name)"))
    #expect(diagnosis.sketch.contains("let name: String"))
    for fixed in ["student-split", "student-equatable"] {
      let proof = VariantProof(before: before, after: try advise(fixed))
      #expect(proof.removedEverything)
      #expect(proof.lines.map { "\($0.view) \($0.before) -> \($0.after)" } == ["StudentNameView 1 -> 0"])
    }
  }

  @Test func unusedParameter() throws {
    let diagnosis = try #require(try advise("redraw-lab").diagnoses(.unusedParameter).first)
    #expect(diagnosis.view == "SetFlagInBodyText2")
    #expect(diagnosis.frames == [1, 2, 6])
    #expect(diagnosis.evidence == "frame 1: SetFlagInBodyText2: @self changed.  (flag: false -> true)")
    #expect(
      diagnosis.finding
        == "`SetFlagInBodyText2` got a new `flag` from `Lab1View_State`'s body and its output did not change: the "
        + "body ran for a value it did not show.")
  }

  @Test func capturingClosure() throws {
    let before = try advise("closure-cells")
    let diagnosis = try only(.capturingClosure, in: before)
    #expect(diagnosis.view == "CellView")
    #expect(diagnosis.avoidable == 100)
    #expect(diagnosis.nodes.count == 100)
    #expect(diagnosis.evidence == "frame 1: CellView: @self changed.  (action: (closure) -> (closure))")
    #expect(
      diagnosis.finding
        == "`CellView` is re-created by `ClosureDemo`'s body with a new `action` closure each time. Closures compare "
        + "by function and captured context, and a closure that captures more than one value, or a value wider than "
        + "one reference (the view itself), gets a new context on every run, so the view compares unequal and its "
        + "body runs although its output did not change.")
    #expect(
      diagnosis.fix
        == "Make `CellView` `Equatable`, comparing every stored property except `action`, or pass a method of the "
        + "object, such as `store.someMethod` (it captures only that one reference and compares equal; a method or "
        + "closure of `ClosureDemo` itself captures the whole view and does not), and give it the varying value as a "
        + "parameter.")
    for fixed in ["closure-cells-equatable", "closure-cells-method"] {
      let proof = VariantProof(before: before, after: try advise(fixed))
      #expect(proof.lines.map { "\($0.view) \($0.before) -> \($0.after)" } == ["CellView 100 -> 0"])
      #expect(proof.after.avoidableCount == 0)
    }
  }

  @Test func observableObjectHolder() throws {
    let before = try advise("observable-migration", variant: "ObservableObject")
    #expect(before.diagnoses.allSatisfy { $0.pattern == .observableObjectHolder })
    #expect(
      before.diagnoses.map { "\($0.view) \($0.avoidable)" } == [
        "LocationScreen 3", "CheckInButton 3", "ProfileCountView 2", "LocationTitleView 1", "LocationEditor 1",
      ])
    let title = try #require(before.diagnoses.first { $0.view == "LocationTitleView" })
    #expect(title.evidence == "frame 1: LocationTitleView: _viewModel changed.  (profileCount: 0 -> 1)")
    #expect(
      title.finding
        == "`LocationTitleView` holds `LocationViewModel` (an `ObservableObject`) in `_viewModel`. Every "
        + "`objectWillChange` runs its body whichever `@Published` property changed; here `profileCount` changed "
        + "and its output did not change.")
    #expect(
      title.fix
        == "Migrate `LocationViewModel` to `@Observable`, so that a view runs only when a property its body read "
        + "changes, or split `LocationViewModel` so that `LocationTitleView` observes only what it shows.")
    let proof = VariantProof(before: before, after: try advise("observable-migration", variant: "Observable"))
    #expect(proof.removedEverything)
    #expect(proof.before.avoidableCount == 10 && proof.after.avoidableCount == 0)
  }

  @Test func unusedEnvironment() throws {
    let object = try advise("environment-object-unused")
    let demo = try #require(object.diagnoses(.unusedEnvironment).first)
    #expect(demo.view == "EnvObjectDemoView")
    #expect(demo.avoidable == 2)
    #expect(
      demo.finding
        == "`EnvObjectDemoView` declares `@EnvironmentObject var store: Store`. Each change of it runs the body "
        + "whether or not the body reads it, and in this run its output never changed when `store` did: the body "
        + "does not appear to use it.")
    #expect(
      demo.fix == "Remove the declaration if the body does not read `store`, or move it into the child view that does.")
    // The root holds the store with @StateObject and draws nothing from it either.
    #expect(object.diagnoses(.observableObjectHolder).map(\.view) == ["RootView"])

    let value = try advise("environment-value-unused")
    let sub = try only(.unusedEnvironment, in: value)
    #expect(sub.view == "EnvSubView")
    #expect(sub.evidence == "frame 1: EnvSubView: _myValue changed.  (myValue: 100 -> 98)")
    #expect(
      sub.finding
        == "`EnvSubView` declares `@Environment(\\.myValue)`. Each change of it runs the body whether or not the body "
        + "reads it, and in this run its output never changed when `myValue` did: the body does not appear to use it.")
  }

  @Test func eventSourceInLargeView() throws {
    let before = try advise("event-source")
    let diagnosis = try only(.eventSourceInLargeView, in: before)
    #expect(diagnosis.view == "EventSourceTest")
    #expect(diagnosis.frames == [2, 3])
    #expect(diagnosis.avoidable == 0)
    #expect(
      diagnosis.finding
        == "Each time the `onReceive` on `VStack/Color@background.if` fires it writes `timestamp` and "
        + "`EventSourceTest`'s whole body runs: 1 view rebuilt unchanged (`VStack/Button@0/Text`) for 1 that changed "
        + "(VStack/Text@1 redrawn (label)).")
    #expect(diagnosis.sketch.contains("@State private var timestamp = …  // moved from EventSourceTest"))
    let proof = VariantProof(before: before, after: try advise("event-source-isolated"))
    #expect(proof.lines.map { "\($0.view) \($0.before) -> \($0.after)" } == ["EventSourceTest 2 -> 0"])
  }

  @Test func unstableIdentity() throws {
    let diagnosis = try #require(try advise("redraw-lab").diagnoses(.unstableIdentity).first)
    #expect(diagnosis.view == "SetFlagInBodyText")
    #expect(diagnosis.occurrences == 6)
    #expect(diagnosis.frames == [1, 2, 3, 4, 5, 6])
    #expect(
      diagnosis.evidence
        == "frame 1: Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-1 disappeared, "
        + "Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-2 appeared")
    #expect(
      diagnosis.finding
        == "`SetFlagInBodyText` at `Lab1View_State/VStack/SetFlagInBodyText@1.5` gets a new explicit id every time "
        + "`Lab1View_State`'s body runs, so it is destroyed (its state freed, `onDisappear` run) and built again "
        + "(3 views, its body run) instead of being updated. The ids are UUIDs made anew on every run (`.id(UUID())`, "
        + "or a `ForEach` over values given a `UUID()` in the body).")
    #expect(diagnosis.sketch.hasPrefix("SetFlagInBodyText()  // was: SetFlagInBodyText().id(UUID())"))
  }

  @Test func observedObjectOwned() throws {
    let advice = try advise("observed-vs-stateobject")
    let diagnosis = try only(.observedObjectOwned, in: advice)
    // The @StateObject twin in the same screen is the fix, side by side: not diagnosed.
    #expect(diagnosis.nodes == ["ContentView/VStack/CountView@0"])
    #expect(
      diagnosis.finding
        == "`CountView` got a new `CountViewModel` (CountViewModel#1 -> CountViewModel#3) that no other view holds "
        + "when `ContentView`'s body re-created it: the model is made together with the view value (`@ObservedObject "
        + "var viewModel = CountViewModel()`), so what the old one held is lost (its output: Text(\"Root: 0\") -> "
        + "Text(\"Root: 1\"), Text(\"Count: 1\") -> Text(\"Count: 0\")).")
    #expect(diagnosis.sketch.contains("@StateObject var viewModel = CountViewModel()"))
  }

  @Test func statePassedDown() throws {
    let before = try advise("state-let")
    let diagnosis = try only(.statePassedDown, in: before)
    #expect(diagnosis.view == "ContentView")
    #expect(diagnosis.frames == [2])
    #expect(
      diagnosis.finding
        == "`ContentView` reads `forthNumber` only to pass it to `FourthView`: its new value shows up nowhere else in "
        + "its output, yet each change runs `ContentView`'s whole body and rebuilds its other views.")
    #expect(diagnosis.sketch.contains("FourthView(fourthNumber: $forthNumber)"))
    #expect(diagnosis.sketch.contains("@Binding var fourthNumber: Int  // was: let fourthNumber: Int"))
    #expect(VariantProof(before: before, after: try advise("state-binding")).removedEverything)
    // With a view model a binding does not help: the article's point.
    let published = try only(.statePassedDown, in: try advise("published-binding"))
    #expect(published.fix.hasPrefix("Migrate `ContentViewModel` to `@Observable`"))
  }

  /// The newcomer's library app: each row calls `store.isFavorite(id)` and
  /// so reads the `@Observable` store's whole `books` array.
  @Test func observableCollectionRead() throws {
    let before = try advise("library-favorites", variant: "store-reads")
    let diagnosis = try only(.observableCollectionRead, in: before)
    #expect(diagnosis.view == "BookRow")
    #expect(diagnosis.avoidable == 4)
    #expect(diagnosis.frames == [1])
    #expect(diagnosis.evidence == "frame 1: BookRow: @dependencies changed.  (books[id: 1].isFavorite: false -> true)")
    #expect(
      diagnosis.finding.hasPrefix(
        "`BookRow` reads `LibraryStore.books`, the whole collection (a method or a computed property that looks an "
          + "element up, such as `store.isFavorite(id)`, reads all of it), and shows one element of it."))
    #expect(diagnosis.finding.contains("(5 `BookRow` bodies ran in frame 1)"))
    #expect(diagnosis.fix.hasPrefix("Pass each `BookRow` its element and make `Book` `@Observable` (a class)"))
    #expect(diagnosis.sketch.contains("@Observable final class Book: Identifiable {  // was: struct Book"))
    #expect(diagnosis.sketch.contains("ForEach(store.books) { item in"))
    let proof = VariantProof(before: before, after: try advise("library-favorites", variant: "element-reads"))
    #expect(proof.removedEverything)
    #expect(proof.lines.map { "\($0.view) \($0.before) -> \($0.after)" } == ["BookRow 4 -> 0"])
  }

  @Test func unrecognised() throws {
    // TestView ignores the number it is given, so ContentView's run changed nothing; no known pattern says why.
    let diagnosis = try only(.unrecognised, in: try advise("state-init-assign"))
    #expect(diagnosis.view == "ContentView")
    #expect(diagnosis.avoidable == 1)
  }
}
