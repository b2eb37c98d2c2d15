import Testing
import ViewTrace
import ViewTraceAdvisor
import ViewTraceModel
import ViewTraceSamples

/// The what-if proof (docs/advisor.md, "The what-if proof"): each fix the
/// engine can simulate is run again as a what-if, and a diagnosis stays only
/// when the diagnosed body runs are gone and every frame draws the same.
@MainActor
@Suite struct WhatIfProofTests {
  /// Runs `scenario` again with one what-if, as `viewtrace advise` does.
  static func proved(_ scenario: Scenario) throws -> Advice {
    try Advice(scenario.run()).proved { whatIf in try scenario.run(options: EngineOptions(whatIfs: [whatIf])) }
  }

  static func proved(_ name: String, variant: String? = nil) throws -> Advice {
    let sample = try #require(SampleCatalog.named(name))
    return try proved(try #require(variant.map(sample.variant) ?? sample.scenario))
  }

  @Test func aCapturingClosureFixIsVerifiedWithItsSaving() throws {
    let advice = try Self.proved("closure-cells")
    let diagnosis = try #require(advice.diagnoses.first)
    #expect(diagnosis.pattern == .capturingClosure)
    #expect(diagnosis.whatIf == .equatable(view: "CellView", ignoring: ["action"]))
    #expect(diagnosis.proof == .verified(before: 100, after: 0))
    #expect(
      AdviceText.proof(diagnosis)
        == "verified: CellView 100 -> 0 if Equatable ignoring `action`; every frame draws the same (what-if run)")
    #expect(advice.ruledOut.isEmpty)
  }

  @Test func aWholeStructFixComparesAllButTheChangedField() throws {
    let advice = try Self.proved("student-params")
    let diagnosis = try #require(advice.diagnoses.first)
    #expect(diagnosis.pattern == .wholeStructParameter)
    #expect(diagnosis.whatIf == .equatable(view: "StudentNameView", ignoring: ["student.age"]))
    #expect(diagnosis.proof == .verified(before: 1, after: 0))
  }

  @Test func anUnusedEnvironmentFixIsRunWithoutTheDeclaration() throws {
    let advice = try Self.proved("environment-object-unused")
    let diagnosis = try #require(advice.diagnoses(.unusedEnvironment).first)
    #expect(diagnosis.whatIf == .withoutDependency(view: "EnvObjectDemoView", property: "_store"))
    #expect(diagnosis.proof == .verified(before: 2, after: 0))
    // A fix the engine cannot simulate stays, marked unverified, after the verified ones.
    let holder = try #require(advice.diagnoses(.observableObjectHolder).first)
    #expect(!holder.proof.isVerified)
    #expect(advice.diagnoses.first?.proof.isVerified == true)
  }

  /// Each row reads the whole `books` array (through `store.isFavorite(id)`): narrowed to
  /// the element it holds, only the row whose book changed runs, and it still redraws.
  @Test func aCollectionReadFixIsRunAsAnObservationOfTheRowsOwnElement() throws {
    let advice = try Self.proved("library-favorites", variant: "store-reads")
    let diagnosis = try #require(advice.diagnoses(.observableCollectionRead).first)
    #expect(diagnosis.whatIf == .narrowObservation(view: "BookRow", property: "LibraryStore.books"))
    #expect(diagnosis.proof == .verified(before: 4, after: 0))
  }

  @Test func elementIDsAreReadFromDiffPaths() {
    #expect(WhatIf.elementIDs(inDiff: ["books[id: 1].isFavorite: false -> true"]) == ["1"])
    #expect(WhatIf.elementIDs(inDiff: ["rows[id: \"a[1]\"].done: false -> true"]) == ["\"a[1]\""])
    #expect(WhatIf.elementIDs(inDiff: ["count: 1 -> 2"]) == nil)
  }

  // MARK: Refuted

  struct Counter: View {
    let count: Int
    let showsCount: Bool
    var body: some View {
      Text(showsCount ? "Count: \(count)" : "Count hidden")
    }
  }

  struct CounterScreen: View {
    @State private var count = 0
    @State private var showsCount = false
    var body: some View {
      VStack {
        Counter(count: count, showsCount: showsCount)
        Button("Add") { count += 1 }
        Button("Show") { showsCount = true }
      }
    }
  }

  /// `count` is not shown in frame 1 (an avoidable run), but it is in frame
  /// 3: a `Counter` that ignored it would draw "Count: 1" there.
  @Test func aFixThatWouldChangeALaterFrameIsRuledOut() throws {
    let scenario = Scenario("counter", typeNamesRelativeTo: WhatIfProofTests.self, root: { CounterScreen() }) {
      Step.tap("Add")
      Step.tap("Show")
      Step.tap("Add")
    }
    let unproved = Advice(try scenario.run())
    #expect(unproved.diagnoses(.unusedParameter).map(\.view) == ["Counter"])
    let advice = try Self.proved(scenario)
    #expect(advice.diagnoses(.unusedParameter).isEmpty)
    #expect(advice.avoidableCount == 1)
    let ruledOut = try #require(advice.ruledOut.first)
    #expect(ruledOut.diagnosis.view == "Counter")
    #expect(
      ruledOut.why
        == #"with `Counter` Equatable ignoring `count`, frame 3 draws `CounterScreen/VStack/Counter@0/Text` "Text("Count: 1")" instead of "Text("Count: 2")""#
    )
    #expect(AdviceText.text(advice).contains("Ruled out by the what-if proof"))
  }

  // MARK: Causes that match the code

  struct Coordinates: Hashable {
    var latitude: Double
    var longitude: Double
  }

  struct Landmark: Identifiable, Hashable {
    var id: Int
    var name: String
    var park: String
    var coordinates: Coordinates
    var isFavorite: Bool
  }

  @Observable final class ModelData {
    var landmarks = (1...30).map {
      Landmark(
        id: $0, name: "Landmark \($0)", park: "Park \($0 % 4)",
        coordinates: Coordinates(latitude: Double($0), longitude: -Double($0)), isFavorite: $0 % 3 == 0)
    }
  }

  struct LandmarkRow: View {
    var landmark: Landmark
    var body: some View {
      HStack {
        Text(landmark.name)
        Text(landmark.park)
      }
    }
  }

  struct LandmarkList: View {
    @State private var modelData = ModelData()
    @State private var showFavoritesOnly = false
    var filtered: [Landmark] { modelData.landmarks.filter { !showFavoritesOnly || $0.isFavorite } }
    var body: some View {
      VStack {
        Toggle("Favorites only", isOn: $showFavoritesOnly)
        Button("Favorite the first") { modelData.landmarks[0].isFavorite.toggle() }
        List(filtered) { landmark in
          LandmarkRow(landmark: landmark)
        }
      }
    }
  }

  /// A row that shows `name` and `park` of its `landmark` is not told to
  /// remove `landmark` when only `isFavorite` changed: that would not compile.
  @Test func aParameterWhoseOtherFieldsAreShownIsNotUnused() throws {
    let scenario = Scenario("landmarks", typeNamesRelativeTo: WhatIfProofTests.self, root: { LandmarkList() }) {
      Step.tap("Favorite the first")
    }
    let advice = try Self.proved(scenario)
    #expect(advice.diagnoses(.unusedParameter).isEmpty)
    let diagnosis = try #require(advice.diagnoses(.wholeStructParameter).first)
    #expect(diagnosis.view == "LandmarkRow")
    #expect(diagnosis.whatIf == .equatable(view: "LandmarkRow", ignoring: ["landmark.isFavorite"]))
    #expect(diagnosis.proof == .verified(before: 1, after: 0))
    #expect(!diagnosis.fix.contains("remove"))
  }

  /// Filtering a lazy `List` removes rows and moves its window of created
  /// rows down: rows of other elements appear. Their ids come from the data,
  /// so this is not an identity that changes on every run.
  @Test func aLazyWindowMovingIsNotAnUnstableIdentity() throws {
    let scenario = Scenario("filter", typeNamesRelativeTo: WhatIfProofTests.self, root: { LandmarkList() }) {
      Step.toggle("Favorites only")
      Step.toggle("Favorites only")
    }
    let trace = try scenario.run()
    let replaced = trace.frames[1].records.filter { $0.outcome == .disappeared && $0.node.hasSuffix("#1") }
    #expect(!replaced.isEmpty, "the filter removes landmark 1's row")
    let advice = Advice(trace)
    #expect(advice.diagnoses(.unstableIdentity).isEmpty)
  }

  @Test func diffPathsStopAtTheFirstColonOutsideBrackets() {
    #expect(WhatIf.path(ofDiffLine: "books[id: 1].isFavorite: false -> true") == "books[id: 1].isFavorite")
    #expect(WhatIf.path(ofDiffLine: "student.age: 88 -> 42") == "student.age")
    #expect(WhatIf.path(ofDiffLine: "name") == "name")
  }
}

/// A `@StateObject` is wider than one reference (SwiftUI's storage is an
/// enum of the autoclosure and an `ObservedObject`), so a closure capturing
/// `self` of its holder differs on every run: the child given it runs.
@MainActor
@Suite struct StateObjectClosureTests {
  final class CounterModel: ObservableObject {
    @Published var count = 0
    func increment() { count += 1 }
  }

  struct ActionButton: View {
    let title: String
    let action: () -> Void
    var body: some View { Button(title, action: action) }
  }

  struct CounterScreen: View {
    @StateObject private var model = CounterModel()
    var body: some View {
      VStack {
        Text("Count: \(model.count)")
        ActionButton(title: "Add") { model.increment() }
      }
    }
  }

  @Test func aClosureCapturingAStateObjectHolderDiffers() throws {
    let scenario = Scenario("counter", typeNamesRelativeTo: StateObjectClosureTests.self, root: { CounterScreen() }) {
      Step.tap("Add")
    }
    let trace = try scenario.run()
    #expect(trace.frames[1].printChanges == ["CounterScreen: _model changed.", "ActionButton: @self changed."])
    let advice = try WhatIfProofTests.proved(scenario)
    let diagnosis = try #require(advice.diagnoses(.capturingClosure).first)
    #expect(diagnosis.view == "ActionButton")
    #expect(diagnosis.proof == .verified(before: 1, after: 0))
  }
}
