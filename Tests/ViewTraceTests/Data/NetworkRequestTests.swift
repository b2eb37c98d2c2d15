import Foundation
import Observation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Network calls as apps write them (issue "Real apps run unchanged": work that cannot run is
// reported once with the call that stopped it). A run sends no request: `URLSession`'s calls
// wait, as on a device while the server answers, until a step answers them; one nothing
// answers is named with the call.

private let booksURL = URL(string: "https://api.example.com/books")!

private struct Book: Decodable { let title: String }

/// A loader written the textbook way: `.task` awaits `URLSession.shared.data(from:)`.
private struct BookList: View {
  @State var titles: [String] = []
  @State var failure: String?
  var body: some View {
    List {
      if let failure { Text(failure) }
      ForEach(titles, id: \.self) { Text($0) }
    }
    .task {
      do {
        let (data, _) = try await URLSession.shared.data(from: booksURL)
        titles = try JSONDecoder().decode([Book].self, from: data).map(\.title)
      } catch let error as URLError {
        failure = error.code == .notConnectedToInternet ? "Offline" : "Error \(error.code.rawValue)"
      } catch {
        failure = "Bad data"
      }
    }
  }
}

/// A store that posts with `data(for:)` from a button's `Task`, and shows "Saving…" meanwhile.
@MainActor @Observable private final class Outbox {
  var status = "idle"
  func send() async {
    status = "Saving…"
    var request = URLRequest(url: URL(string: "https://api.example.com/notes")!)
    request.httpMethod = "POST"
    do {
      let (_, response) = try await URLSession.shared.data(for: request)
      status = "saved \((response as? HTTPURLResponse)?.statusCode ?? 0)"
    } catch {
      status = "failed"
    }
  }
}

private struct OutboxView: View {
  @State var outbox = Outbox()
  var body: some View {
    VStack {
      Text(outbox.status)
      Button("Send") { Task { await outbox.send() } }
    }
  }
}

/// A loader inside a view a toggle removes: leaving cancels its task, and the request with it.
private struct Shelf: View {
  @State var shown = true
  var body: some View {
    VStack {
      Toggle("Shown", isOn: $shown)
      if shown { BookList() }
    }
  }
}

/// The completion-handler form, as older apps write it.
@MainActor @Observable private final class Feed {
  var count = 0
  func load() {
    URLSession.shared.dataTask(with: booksURL) { data, _, _ in
      let count = data.flatMap { try? JSONDecoder().decode([Book].self, from: $0) }?.count ?? -1
      Task { @MainActor in self.count = count }
    }.resume()
  }
}

private struct FeedView: View {
  @State var feed = Feed()
  var body: some View {
    Text("\(feed.count) posts").onAppear { feed.load() }
  }
}

/// The completion-handler form with `DispatchQueue.main.async`, as tutorials write it.
private struct TodoList: View {
  @State var titles: [String] = []
  var body: some View {
    List(titles, id: \.self) { Text($0) }.onAppear(perform: load)
  }
  func load() {
    URLSession.shared.dataTask(with: URLRequest(url: booksURL)) { data, _, _ in
      if let data, let books = try? JSONDecoder().decode([Book].self, from: data) {
        DispatchQueue.main.async { self.titles = books.map(\.title) }
      }
    }.resume()
  }
}

@MainActor
@Suite struct NetworkRequestTests {
  /// A request nothing answers leaves its task waiting, named once with the call.
  @Test func aRequestNothingAnswersIsNamedWithTheCall() throws {
    let t = try trace(BookList())
    #expect(t.frames.map(\.event) == ["initial render"])
    #expect(
      t.frames[0].warnings.map(\.message) == [
        "the task of BookList/List waits on URLSession.shared.data(from: https://api.example.com/books), which a run "
          + "does not send: Step.respond(url:with:) answers it, Step.failRequest(url:) fails it"
      ])
    #expect(t.frames[0].warnings.map(\.kind) == [.taskSuspended])
  }

  /// `Step.respond` answers the request: the task goes on after the step, and the rows its
  /// data makes appear in the task's frame.
  @Test func aRespondedRequestDeliversItsData() throws {
    let t = try trace(BookList()) {
      Step.respond(url: booksURL, with: #"[{"title": "Dune"}, {"title": "Emma"}]"#)
    }
    #expect(
      t.frames.map(\.event) == [
        "initial render", "respond 200 to https://api.example.com/books", "task of BookList/List",
      ])
    #expect(t.frames[2].sourceChanges.map(\.source) == ["BookList._titles"])
    #expect(
      t.frames[2].records.filter { $0.outcome == .appeared }.map(\.node) == [
        "BookList/List/Text@1#Dune", "BookList/List/Text@1#Emma",
      ])
  }

  /// `Step.failRequest` fails it as a device without a network does.
  @Test func aFailedRequestThrowsURLError() throws {
    let t = try trace(BookList()) { Step.failRequest(url: booksURL) }
    #expect(t.frames.last?.sourceChanges.map { "\($0.source): \($0.after)" } == ["BookList._failure: \"Offline\""])
  }

  /// A main-actor store's request from a button's `Task`: "Saving…" shows while it waits (the
  /// call leaves the main actor, as `URLSession`'s does), the POST is named with its method,
  /// and the answer's status code reaches the store.
  @Test func aStoresRequestFromAnActionWaitsAndShowsItsProgress() throws {
    let notes = URL(string: "https://api.example.com/notes")!
    let t = try trace(OutboxView()) {
      Step.tap("Send")
      Step.respond(url: notes, with: Data(), statusCode: 201)
    }
    #expect(
      t.frames.map(\.event) == [
        "initial render", "tap \"Send\"", "async work of tap \"Send\"", "respond 201 to https://api.example.com/notes",
        "async work of tap \"Send\"",
      ])
    #expect(t.frames[2].sourceChanges.map(\.after) == ["\"Saving…\""])
    #expect(
      t.frames[2].warnings.map(\.message) == [
        "the async work of tap \"Send\" waits on URLSession.shared.data(for: POST https://api.example.com/notes), "
          + "which a run does not send: Step.respond(url:with:) answers it, Step.failRequest(url:) fails it"
      ])
    #expect(t.frames[4].sourceChanges.map(\.after) == ["\"saved 201\""])
  }

  /// A view that leaves cancels its task, and the request throws `URLError(.cancelled)`: no
  /// request waits afterwards, and a step that answers one says so.
  @Test func leavingCancelsTheRequest() throws {
    let error = #expect(throws: EngineError.self) {
      try trace(Shelf()) {
        Step.toggle("Shown")
        Step.respond(url: booksURL, with: "[]")
      }
    }
    #expect(
      error?.description
        == "step 2 \"respond 200 to https://api.example.com/books\": no network request to "
        + "\"https://api.example.com/books\" waits for an answer (none waits)")
  }

  /// A step that finds no control while a request waits says that the request waits: the
  /// control may be what its data makes.
  @Test func aMissingControlNamesTheRequestsThatWait() throws {
    let error = #expect(throws: EngineError.self) { try trace(BookList()) { Step.tap("Dune") } }
    #expect(
      error?.description
        == "step 1 \"tap \\\"Dune\\\"\": no button titled \"Dune\" (none is live); a network request waits for an "
        + "answer (https://api.example.com/books): Step.respond(url:with:) answers one, Step.failRequest(url:) fails it"
    )
  }

  /// `dataTask(with:completionHandler:)`: `resume()` waits for the answer, and the handler gets
  /// it off the main actor, after the step.
  @Test func aDataTasksHandlerGetsTheAnswer() throws {
    let t = try trace(FeedView()) {
      Step.respond(url: booksURL, with: #"[{"title": "Dune"}]"#)
    }
    #expect(t.frames.last?.sourceChanges.map { "\($0.source): \($0.after)" } == ["Feed#1.count: 1"])
    #expect(
      t.frames[0].warnings.map(\.message) == [
        "the async work of onAppear of FeedView/Text waits on URLSession.shared.dataTask(with: "
          + "https://api.example.com/books), which a run does not send: Step.respond(url:with:) answers it, "
          + "Step.failRequest(url:) fails it"
      ])
  }

  /// The handler's `DispatchQueue.main.async` runs after it, on the main actor, in the run's
  /// order: the rows appear in a frame of their own, with no off-main write.
  @Test func aHandlerHandingItsResultToTheMainQueueUpdatesTheViews() throws {
    let t = try trace(TodoList()) { Step.respond(url: booksURL, with: #"[{"title": "Milk"}]"#) }
    #expect(
      t.frames.map(\.event) == [
        "initial render", "respond 200 to https://api.example.com/books", "async work of onAppear of TodoList/List",
      ])
    #expect(t.frames[2].sourceChanges.map { "\($0.source): \($0.after)" } == ["TodoList._titles: [\"Milk\"]"])
    #expect(t.frames[2].warnings.isEmpty)
  }

  /// Outside a run the calls are Foundation's: a request to a port nothing listens on is
  /// refused at once, where a run's request would wait for a step.
  @Test func outsideARunTheCallIsFoundations() async throws {
    let refused = URL(string: "http://127.0.0.1:9/books")!
    await #expect(throws: URLError.self) { _ = try await URLSession.shared.data(from: refused) }
  }
}
