import Foundation
import Observation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Async work as apps write it (issue "Real apps run unchanged"): a loader
// awaited in `.task`, a nonisolated `async` method that writes its store, a
// `Task` started by a button, `Task.detached`, `await MainActor.run`. On a
// device the awaits resume once the work is done and the data shows; the
// scenario runs them to completion, in the order they were enqueued.

/// A store whose `load()` is a nonisolated `async` method: in this module's
/// Swift 6 mode it runs on the global executor and writes from there.
@Observable private final class Library: @unchecked Sendable {
  var books: [String] = []
  var saved = 0

  nonisolated func load() async {
    let fetched = await Catalog.fetch()
    books = fetched
  }

  nonisolated func save() async {
    saved += 1
  }
}

/// The app's own async functions, awaited by the views: a catalog kept by an actor.
private actor Shelf {
  static let shared = Shelf()
  private var titles = ["Dune", "Emma"]
  func all() -> [String] { titles }
}

private enum Catalog {
  static func fetch() async -> [String] { await Shelf.shared.all() }
  static func count() async -> Int { await Shelf.shared.all().count }
}

private struct LibraryView: View {
  @State var library = Library()
  var body: some View {
    List(library.books, id: \.self) { Text($0) }
      .task { await library.load() }
  }
}

private struct LoadingView: View {
  @State var phase = "idle"
  @State var count = 0
  var body: some View {
    Text("\(phase) \(count)")
      .task {
        phase = "loading"
        count = await Catalog.count()
        phase = "done"
      }
  }
}

private struct SaveButton: View {
  @State var library = Library()
  var body: some View {
    VStack {
      Text("saved \(library.saved)")
      Button("Save") { Task { await library.save() } }
    }
  }
}

private struct DetachedView: View {
  @State var library = Library()
  var body: some View {
    Text("\(library.books.count) books")
      .task {
        let library = library
        await Task.detached {
          let books = await Catalog.fetch()
          await MainActor.run { library.books = books }
        }.value
      }
  }
}

/// Waits on a continuation nothing in the scenario resumes (a network call).
private final class Network: @unchecked Sendable {
  var pending: CheckedContinuation<String, Never>?
  func get() async -> String { await withCheckedContinuation { pending = $0 } }
}

private struct NetworkView: View {
  @State var text = "…"
  let network = Network()
  var body: some View {
    Text(text).task { text = await network.get() }
  }
}

/// A ticker and a debounced search, written with `Task.sleep` as apps write them.
private struct Ticker: View {
  @State var ticks = 0
  @State var query = ""
  @State var searched = ""
  var body: some View {
    VStack {
      Text("\(ticks) s")
      TextField("Search", text: $query)
      Text("Results for \(searched)")
    }
    .task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        ticks += 1
      }
    }
    .task(id: query) {
      do {
        try await Task.sleep(nanoseconds: 300_000_000)
        searched = query
      } catch {}
    }
  }
}

/// Work handed to a global queue and back to the main queue with Dispatch, as older apps write it.
private struct DispatchedCounter: View {
  @State var count = 0
  var body: some View {
    Button("Count \(count)") {
      DispatchQueue.global().async {
        let next = 1
        DispatchQueue.main.async { count += next }
      }
    }
  }
}

/// Work sent to a global queue that the action then waits for, as older sync wrappers do.
private struct BlockingCounter: View {
  @State var count = 0
  var body: some View {
    Button("Count \(count)") {
      let done = DispatchSemaphore(value: 0)
      let group = DispatchGroup()
      nonisolated(unsafe) var result = 0
      group.enter()
      DispatchQueue.global().async {
        result = 1
        done.signal()
        group.leave()
      }
      done.wait()
      group.wait()
      count += result
    }
  }
}

@MainActor
@Suite struct AsyncWorkTests {
  /// `Task.sleep` sleeps on the scenario's clock: `Step.advanceClock` wakes a sleeping task
  /// at its time, and one that sleeps again wakes again within the step; a `.task(id:)`
  /// restarted before its sleep ends is cancelled (debounce), as on a device.
  @Test func taskSleepRunsOnTheScenarioClock() throws {
    let t = try trace(Ticker()) {
      Step.advanceClock(by: 3)
      Step.setText("Search", to: "du")
      Step.advanceClock(by: 0.1)
      Step.setText("Search", to: "dune")
      Step.advanceClock(by: 0.3)
    }
    #expect(
      t.frames.map(\.event) == [
        "initial render", "advance clock by 3 s", "type \"du\" into \"Search\"", "advance clock by 0.1 s",
        "type \"dune\" into \"Search\"", "advance clock by 0.3 s",
      ])
    #expect(t.frames[1].sourceChanges.map(\.source) == ["Ticker._ticks"])
    #expect(t.frames[1].sourceChanges.first?.after == "3")
    #expect(t.frames[3].sourceChanges.map(\.source) == [])
    #expect(t.frames[5].sourceChanges.map { "\($0.source): \($0.after)" } == ["Ticker._searched: \"dune\""])
    #expect(
      t.frames[0].warnings.map(\.message) == [
        "the task of Ticker/VStack sleeps on the scenario's clock for 1 s more: Step.advanceClock(by:) wakes it",
        "the task of Ticker/VStack sleeps on the scenario's clock for 0.3 s more: Step.advanceClock(by:) wakes it",
      ])
  }

  /// `.task { await store.load() }` with a nonisolated `async` `load()`: the
  /// write comes from the global executor, is applied at the next
  /// main-actor update, and the rows the loaded data makes appear in the
  /// task's frame; the write is named once as off the main actor.
  @Test func aNonisolatedLoaderAwaitedInATaskDeliversItsData() throws {
    let t = try trace(LibraryView())
    #expect(t.frames.map(\.event) == ["initial render", "task of LibraryView/List"])
    #expect(t.frames[1].printChanges == ["LibraryView: @dependencies changed."])
    #expect(
      t.frames[1].records.filter { $0.outcome == .appeared }.map(\.node) == [
        "LibraryView/List/Text#Dune", "LibraryView/List/Text#Emma",
      ])
    #expect(t.frames[1].warnings.map(\.kind) == [.offMainWrite])
    #expect(
      t.frames[1].warnings.first?.message.hasPrefix("Library#1.books was written from the global concurrent executor")
        == true)
    #expect(t.frames.allSatisfy { !$0.warnings.contains { $0.kind == .taskSuspended } })
  }

  /// A task body runs on the main actor, and each resumption after an
  /// `await` is an update of its own: "loading" shows, then the awaited
  /// value and "done" together.
  @Test func eachResumptionOfATaskIsAnUpdate() throws {
    let t = try trace(LoadingView())
    #expect(t.frames.map(\.event) == ["initial render", "task of LoadingView/Text", "task of LoadingView/Text"])
    #expect(
      t.frames[1].sourceChanges == [
        SourceChange(source: "LoadingView._phase", before: "\"idle\"", after: "\"loading\"")
      ])
    #expect(
      t.frames[2].sourceChanges.map(\.source) == ["LoadingView._count", "LoadingView._phase"])
    #expect(t.frames[2].sourceChanges.map(\.after) == ["2", "\"done\""])
    #expect(t.frames[2].warnings.isEmpty)
  }

  /// `Button { Task { await store.save() } }`: the task runs after the tap's
  /// frame, and its write makes a frame named after the step.
  @Test func aTaskStartedByAnActionRunsAfterTheStep() throws {
    let t = try trace(SaveButton()) {
      Step.tap("Save")
      Step.tap("Save")
    }
    #expect(
      t.frames.map(\.event) == [
        "initial render", "tap \"Save\"", "async work of tap \"Save\"", "tap \"Save\"", "async work of tap \"Save\"",
      ])
    #expect(t.frames[1].records.isEmpty)
    #expect(t.frames[2].printChanges == ["SaveButton: @dependencies changed."])
    #expect(t.frames[4].sourceChanges.map(\.after) == ["2"])
    #expect(t.frames[2].warnings.map(\.kind) == [.offMainWrite])
    #expect(t.frames[4].warnings.isEmpty)
  }

  /// `Task.detached` that hands its result back with `await MainActor.run`:
  /// a main-actor write, in the task's frame, with no warning.
  @Test func aDetachedTaskHandsItsResultBackOnTheMainActor() throws {
    let t = try trace(DetachedView())
    #expect(t.frames.map(\.event) == ["initial render", "task of DetachedView/Text"])
    #expect(t.frames[1].printChanges == ["DetachedView: @dependencies changed."])
    #expect(t.frames[1].warnings.isEmpty)
  }

  /// Work that waits on something outside the scenario (a continuation
  /// nothing resumes, as a real network call) leaves the task waiting: the
  /// trace names it once, on the last frame of the step that started it.
  @Test func aTaskWaitingOnWorkOutsideTheScenarioIsNamedOnce() throws {
    let t = try trace(NetworkView()) { Step.advanceClock(by: 1) }
    #expect(t.frames.map(\.event) == ["initial render", "advance clock by 1 s"])
    #expect(t.frames[0].warnings.map(\.kind) == [.taskSuspended])
    #expect(
      t.frames[0].warnings.first?.message
        == "the task of NetworkView/Text waits on something outside the scenario (a continuation nothing resumes, "
        + "or a call ViewTrace does not stand in for); what follows that await is not in the trace")
    #expect(t.frames[1].warnings.isEmpty)
  }

  /// `DispatchQueue.global().async { … DispatchQueue.main.async { … } }` from an action: the
  /// global block runs at once, the main queue's waits in the run loop and runs after the step,
  /// its write making a frame named after the step.
  @Test func dispatchedWorkRunsAfterTheStepInOrder() throws {
    let t = try trace(DispatchedCounter()) {
      Step.tap("Count 0")
      Step.tap("Count 1")
    }
    #expect(
      t.frames.map(\.event) == [
        "initial render", "tap \"Count 0\"", "async work of tap \"Count 0\"", "tap \"Count 1\"",
        "async work of tap \"Count 1\"",
      ])
    #expect(t.frames[4].sourceChanges.map(\.after) == ["2"])
    #expect(t.frames.allSatisfy { $0.warnings.isEmpty })
  }

  /// A semaphore or group `wait()` in an action, for work sent to a global queue: the block ran
  /// when it was sent, so the wait ends instead of blocking the main queue forever.
  @Test func waitingForDispatchedWorkDoesNotBlockTheRun() throws {
    let t = try trace(BlockingCounter()) { Step.tap("Count 0") }
    #expect(t.frames[1].sourceChanges.map(\.after) == ["1"])
  }

  /// The same scenario traces the same, run after run.
  @Test func asyncWorkIsDeterministic() throws {
    let first = try trace(SaveButton()) { Step.tap("Save") }
    for _ in 0..<5 { #expect(try trace(SaveButton()) { Step.tap("Save") } == first) }
  }
}
