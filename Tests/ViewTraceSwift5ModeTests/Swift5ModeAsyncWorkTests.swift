// Compiled in the Swift 5 language mode, as most apps are: nonisolated
// `async` methods run on the global executor, and the compiler lets them
// write a non-Sendable store. On a device this runs; the scenario must too.
import Combine
import Foundation
import Observation
import SwiftUI
import Testing
import ViewTraceEngine

@Observable final class Bookshelf {
  var titles: [String] = []
  var lastSaved: String?

  // Nonisolated: in the Swift 5 mode it runs on the global executor.
  func load() async {
    titles = await Backend.fetch()
  }

  func save(_ title: String) async {
    lastSaved = title
  }
}

enum Backend {
  static func fetch() async -> [String] {
    await Task.detached { ["Dune", "Emma", "Ulysses"] }.value
  }
}

struct ShelfView: View {
  @State private var shelf = Bookshelf()
  var body: some View {
    List {
      Text("Saved: \(shelf.lastSaved ?? "none")")
      ForEach(shelf.titles, id: \.self) { title in
        Button(title) { Task { await shelf.save(title) } }
      }
    }
    .task { await shelf.load() }
  }
}

/// A detached task writes the store directly, with no hop to the main actor.
struct DetachedShelfView: View {
  @State private var shelf = Bookshelf()
  var body: some View {
    Text("\(shelf.titles.count) titles")
      .task {
        let shelf = shelf
        Task.detached { shelf.titles = ["Emma"] }
      }
  }
}

/// An `ObservableObject` whose publisher sends from the global executor.
final class Feed: ObservableObject {
  @Published var headlines: [String] = []
  let refreshed = PassthroughSubject<Int, Never>()

  func refresh() async {
    let fetched = await Backend.fetch()
    headlines = fetched
    refreshed.send(fetched.count)
  }
}

struct FeedView: View {
  @StateObject private var feed = Feed()
  @State private var count = 0
  var body: some View {
    VStack {
      ForEach(feed.headlines, id: \.self) { Text($0) }
      Text("\(count) new")
    }
    .onReceive(feed.refreshed) { count = $0 }
    .task { await feed.refresh() }
  }
}

/// A search view model as Combine-era apps write it: the query is filtered on a
/// background queue and the results come back on the main queue.
final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published var results: [String] = []
  @Published var searches = 0
  private var cancellables = Set<AnyCancellable>()

  init() {
    $query
      .dropFirst()
      .receive(on: DispatchQueue.global(qos: .userInitiated))
      .map { query in ["Dune", "Emma", "Dubliners"].filter { $0.lowercased().hasPrefix(query.lowercased()) } }
      .receive(on: DispatchQueue.main)
      .assign(to: &$results)
    // Counted where the filtering runs: off the main thread, which SwiftUI warns about.
    $query
      .dropFirst()
      .receive(on: DispatchQueue.global())
      .sink { [weak self] _ in self?.searches += 1 }
      .store(in: &cancellables)
  }
}

struct SearchView: View {
  @StateObject private var model = SearchModel()
  var body: some View {
    VStack {
      TextField("Search", text: $model.query)
      ForEach(model.results, id: \.self) { Text($0) }
    }
  }
}

/// A counter whose label follows it through `.receive(on: RunLoop.main)`.
final class TapCounter: ObservableObject {
  @Published var taps = 0
  @Published var label = "none"

  init() {
    $taps.dropFirst().receive(on: RunLoop.main).map { "\($0) taps" }.assign(to: &$label)
  }
}

struct TapCounterView: View {
  @StateObject private var counter = TapCounter()
  var body: some View {
    VStack {
      Text(counter.label)
      Button("Tap") { counter.taps += 1 }
    }
  }
}

@MainActor
@Suite struct Swift5ModeAsyncWorkTests {
  /// `.receive(on: RunLoop.main)`: the value arrives after the tap's frame, as the main run
  /// loop's next turn, and the label's change makes a frame of its own.
  @Test func aPublisherReceivedOnTheMainRunLoopArrivesAfterTheStep() throws {
    let trace = try Scenario("taps", root: { TapCounterView() }) { Step.tap("Tap") }.run()
    #expect(trace.frames.map(\.event) == ["initial render", "tap \"Tap\"", "async work of tap \"Tap\""])
    #expect(trace.frames[2].sourceChanges.map(\.after).contains { $0.contains("\"1 taps\"") })
    #expect(trace.frames.allSatisfy { $0.warnings.isEmpty })
  }

  /// `.receive(on: DispatchQueue.global())` then `.receive(on: DispatchQueue.main)`: the work
  /// runs after the step, in order, and the results show in the frame the main queue's part
  /// makes; the write from the background queue gets SwiftUI's warning.
  @Test func aPublisherHoppingThroughDispatchQueuesDeliversInOrder() throws {
    let trace = try Scenario("search", root: { SearchView() }) {
      Step.setText("Search", to: "du")
    }.run()
    #expect(
      trace.frames.map(\.event) == [
        "initial render", "type \"du\" into \"Search\"", "async work of type \"du\" into \"Search\"",
      ])
    let frame = trace.frames[2]
    #expect(
      frame.records.filter { $0.outcome == .appeared }.map(\.node) == [
        "SearchView/VStack/Text@1#Dune", "SearchView/VStack/Text@1#Dubliners",
      ])
    #expect(frame.warnings.map(\.kind) == [.offMainWrite])
    #expect(
      frame.warnings.first?.message.hasPrefix(
        "SearchModel#1 sent objectWillChange from the dispatch queue com.apple.root.default-qos")
        == true, "\(frame.warnings)")
  }

  /// `.task { await store.load() }` with a nonisolated loader: no trap, the
  /// loaded rows appear, and the write is named once as off the main actor.
  @Test func aNonisolatedLoaderRunsAndItsDataShows() throws {
    let trace = try Scenario("shelf", root: { ShelfView() }) {
      Step.tap("Emma")
    }.run()
    #expect(
      trace.frames.map(\.event) == [
        "initial render", "task of ShelfView/List", "tap \"Emma\"", "async work of tap \"Emma\"",
      ])
    #expect(
      trace.frames[1].records.filter { $0.outcome == .appeared && $0.type == "Button" }.map(\.node) == [
        "ShelfView/List/Button@1#Dune", "ShelfView/List/Button@1#Emma", "ShelfView/List/Button@1#Ulysses",
      ])
    #expect(trace.frames[1].warnings.map(\.kind) == [.offMainWrite])
    #expect(trace.frames[3].sourceChanges.map(\.after) == ["\"Emma\""])
  }

  /// `Task.detached` writing a model: applied at the next main-actor update.
  @Test func aDetachedWriteIsAppliedAtTheNextUpdate() throws {
    let trace = try Scenario("detached", root: { DetachedShelfView() }) {}.run()
    #expect(trace.frames.map(\.event) == ["initial render", "task of DetachedShelfView/Text"])
    #expect(trace.frames[1].sourceChanges.map(\.after) == ["[\"Emma\"]"])
    #expect(trace.frames[1].warnings.map(\.kind) == [.offMainWrite])
  }

  /// An `ObservableObject` that publishes from the global executor, and a
  /// Combine subject sent from there: SwiftUI's runtime warning, once, and
  /// both changes in the trace.
  @Test func aPublisherOnTheGlobalExecutorIsDeliveredOnTheMainActor() throws {
    let trace = try Scenario("feed", root: { FeedView() }) {}.run()
    #expect(trace.frames.map(\.event) == ["initial render", "task of FeedView/VStack"])
    let frame = trace.frames[1]
    #expect(frame.records.filter { $0.outcome == .appeared }.count == 3)
    #expect(frame.sourceChanges.map(\.source).contains("FeedView._count"))
    #expect(frame.warnings.map(\.kind) == [.offMainWrite, .offMainWrite])
    #expect(frame.warnings.first?.message.contains("Publishing changes from background threads is not allowed") == true)
  }
}
