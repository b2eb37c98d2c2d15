import Foundation
import Testing
@testable import ViewTraceSwiftData

@testable import ViewTrace
@testable import ViewTraceEngine

/// `App/BirdsView.swift` imports SwiftData as an iOS app does: `@Model`, `@Query` (sorted, and
/// filtered by `#Predicate`), `@Environment(\.modelContext)`, `.modelContainer`. These tests
/// trace it as the scenario inserts, deletes and edits models.
@MainActor
@Suite struct SwiftDataTests {
  func trace(
    _ container: ModelContainer, @StepBuilder steps: () -> [Step] = { [] }
  ) throws -> Trace {
    let given = MainActorOnly(container)
    return try Scenario("birds", root: { BirdsView().modelContainer(given.value) }, steps: steps).run()
  }

  func evaluated(_ t: Trace, _ frame: Int) -> [String] {
    t.frames[frame].evaluated.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
  }

  /// The first frame fetches the sorted results: Jay before Robin, numbered in order of insertion.
  @Test func aQueryFetchesTheContainersModelsInItsSortOrder() throws {
    let t = try trace(sampleBirdContainer())
    let rows = t.frames[0].nodes(.appeared).filter { $0.hasPrefix("BirdsView/VStack/BirdRow") && !$0.contains("HStack") }
    #expect(rows == ["BirdsView/VStack/BirdRow@1#Bird(2)", "BirdsView/VStack/BirdRow@1#Bird(1)"])
  }

  /// Inserting a model in a step: the query's view updates, naming its results before and after
  /// (`_birds changed`), and the new row appears. The filtered count's query still selects the
  /// same models, so that view is not evaluated.
  @Test func insertingAModelUpdatesTheQueryWhoseResultsChanged() throws {
    let t = try trace(sampleBirdContainer()) {
      Step.modelContext("insert Avocet") { context in context.insert(Bird(name: "Avocet")) }
    }
    let lines = t.printChanges(t.frames[1], dialect: .ios17)
    #expect(lines.contains("BirdsView: _birds changed."), "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("CommonBirdCount") }, "\(lines)")
    let change = t.frames[1].sourceChanges.first { $0.source == "BirdsView._birds" }
    #expect(change?.before == "[Bird(2), Bird(1)]")
    #expect(change?.after == "[Bird(3), Bird(2), Bird(1)]")
    #expect(t.frames[1].nodes(.appeared).contains("BirdsView/VStack/BirdRow@1#Bird(3)"))
    #expect(t.frames[1].nodes(.initOnly).contains("BirdsView/VStack/BirdRow@1#Bird(1)"))
  }

  /// Editing a persisted property: the row that reads it updates through Observation
  /// (`@dependencies changed`); the list's results are the same models in the same order, so the
  /// list is not evaluated; the filtered query now selects Jay too.
  @Test func editingAPropertyUpdatesItsReadersAndTheQueriesItMoves() throws {
    let t = try trace(sampleBirdContainer()) {
      Step.modelContext("Jay seen 10 times") { context in
        let jay = try! context.fetch(FetchDescriptor<Bird>(predicate: #Predicate { $0.name == "Jay" }))[0]
        jay.sightings = 10
      }
    }
    let lines = t.printChanges(t.frames[1], dialect: .ios17)
    #expect(lines.sorted() == ["BirdRow: @dependencies changed.", "CommonBirdCount: _common changed."], "\(lines)")
    let change = t.frames[1].sourceChanges.first { $0.source == "BirdsView/VStack/CommonBirdCount@0._common" }
    #expect(change?.before == "[Bird(1)]")
    #expect(change?.after == "[Bird(1), Bird(2)]")
  }

  /// A rename that moves a model in the sort order changes the list's results (their order).
  @Test func aRenameThatReordersUpdatesTheSortedQuery() throws {
    let t = try trace(sampleBirdContainer()) {
      Step.modelContext("rename Robin") { context in
        try! context.fetch(FetchDescriptor<Bird>(predicate: #Predicate { $0.name == "Robin" }))[0].name = "Albatross"
      }
    }
    let change = t.frames[1].sourceChanges.first { $0.source == "BirdsView._birds" }
    #expect(change?.before == "[Bird(2), Bird(1)]")
    #expect(change?.after == "[Bird(1), Bird(2)]")
  }

  /// A `@Transient` property is not observed: changing it updates no view, as in SwiftData.
  @Test func aTransientPropertyUpdatesNoView() throws {
    let t = try trace(sampleBirdContainer()) {
      Step.modelContext("select Jay") { context in
        try! context.fetch(FetchDescriptor<Bird>(predicate: #Predicate { $0.name == "Jay" }))[0].isSelected = true
      }
    }
    #expect(t.frames[1].evaluated.isEmpty, "\(t.frames[1].evaluated)")
  }

  /// The views' own context: a button inserts through `@Environment(\.modelContext)`, another
  /// deletes the first row; each updates the list.
  @Test func theEnvironmentsContextInsertsAndDeletes() throws {
    let t = try trace(sampleBirdContainer()) {
      Step.tap("Add Wren")
      Step.tap("Delete first")
    }
    let added = t.frames[1].sourceChanges.first { $0.source == "BirdsView._birds" }
    #expect(added?.after == "[Bird(2), Bird(1), Bird(3)]")
    let deleted = t.frames[2].sourceChanges.first { $0.source == "BirdsView._birds" }
    #expect(deleted?.after == "[Bird(1), Bird(3)]")
    #expect(t.frames[2].nodes(.disappeared).contains("BirdsView/VStack/BirdRow@1#Bird(2)"))
  }

  /// A view with a query and no `.modelContainer` above it fetches nothing, and the run says so once.
  @Test func aQueryWithoutAContainerSaysSoOnce() throws {
    let t = try Scenario("no container", root: { BirdsView() }) { Step.tap("Add Wren") }.run()
    let notes = t.frames.flatMap(\.warnings).filter { $0.kind == .notSimulated }.map(\.message)
    #expect(notes.count == 2, "\(notes)")
    #expect(notes.contains("_birds (@Query of Bird) has no .modelContainer above it: it fetches from an empty store"))
  }

  /// A step that needs a container where the views have none stops with one clear error.
  @Test func aModelContextStepWithoutAContainerIsAnError() throws {
    #expect {
      try Scenario("no container", root: { Text("none") }) {
        Step.modelContext("insert") { $0.insert(Bird(name: "Kite")) }
      }.run()
    } throws: { error in
      "\(error)".contains("no view has a model container; give the root one with .modelContainer(…)")
    }
  }

  /// `.modelContainer(for:inMemory:)` makes its container once a run: a model inserted in a
  /// step is still there after the parent's body runs again.
  @Test func aContainerMadeByTheModifierIsKeptAcrossUpdates() throws {
    struct Host: View {
      @State var flag = false
      var body: some View {
        VStack {
          Text(flag ? "on" : "off")
          BirdsView().modelContainer(for: Bird.self, inMemory: true)
        }
      }
    }
    let t = try Scenario("modifier", root: { Host() }) {
      Step.modelContext("insert Kite") { $0.insert(Bird(name: "Kite")) }
      Step.mutate("flip", on: Host.self) { $0.flag.toggle() }
    }.run()
    #expect(t.frames[1].nodes(.appeared).contains { $0.hasSuffix("BirdRow@1#Bird(1)") })
    #expect(!t.frames[2].nodes(.disappeared).contains { $0.hasSuffix("BirdRow@1#Bird(1)") }, "\(t.frames[2].records)")
  }

  /// Models are identified, equal only to themselves, and numbered when inserted.
  @Test func modelsAreIdentifiedByTheirInsertion() throws {
    let container = try ModelContainer(for: Bird.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let kite = Bird(name: "Kite")
    #expect(kite.persistentModelID.description == "Bird(temporary)")
    #expect(kite.modelContext == nil)
    container.mainContext.insert(kite)
    #expect(kite.id.description == "Bird(1)")
    #expect(kite.modelContext === container.mainContext)
    #expect(kite != Bird(name: "Kite"))
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Bird>()) == 1)
    container.mainContext.delete(kite)
    #expect(kite.isDeleted)
    #expect(try container.mainContext.fetch(FetchDescriptor<Bird>()).isEmpty)
  }

  /// An init of the view's own may assign `_birds = Query(filter: …)`: the filter it builds is
  /// the one the query fetches with.
  @Test func aViewsOwnInitSetsItsQuery() throws {
    let container = sampleBirdContainer()
    let given = MainActorOnly(container)
    let t = try Scenario("frequent", root: { FrequentBirds(minimum: 10).modelContainer(given.value) }) {}.run()
    let texts = t.nodes.filter { $0.type == "Text" }.map(\.label)
    #expect(texts == ["Text(\"Robin\")"], "\(texts)")
  }
}

extension SwiftDataTests {
  /// An app file compiled by `CompileForIOS` has its `@Model` class recorded too: a property
  /// a row reads is declared in the app's own file.
  @Test func aModelsPropertyIsDeclaredInTheAppsFile() throws {
    let t = try trace(sampleBirdContainer())
    let name = try #require(t.sources.first { $0.kind == .observableProperty && $0.name == "Bird.name" })
    #expect(name.declaredAt == CodeLocation(file: "Tests/ViewTraceCompanionTests/App/BirdsView.swift", line: 8))
  }
}
