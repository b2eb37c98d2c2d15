import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Lifecycle rules R11-R14 (issue "Lifecycle fidelity"): a task follows its view's appearance
// wherever it comes from, a replaced sheet item is dismissed and presented anew, repeated
// `ForEach` ids show every element, and any text field takes focus when tapped.

private struct LoadingFeed: View {
  var body: some View {
    List(0..<100, id: \.self) { Visits(name: "row \($0)") }
  }
}

/// A view that counts its task's starts, in state it keeps while off screen.
private struct Visits: View {
  let name: String
  @State var visits = 0
  var body: some View {
    Text("\(name) \(visits)").task { visits += 1 }
  }
}

private struct Tabs: View {
  var body: some View {
    TabView {
      Visits(name: "Home").tabItem { Text("Home") }
      Visits(name: "Settings").tabItem { Text("Settings") }
    }
  }
}

/// A root whose task a pushed view covers.
private struct Pusher: View {
  var body: some View {
    NavigationStack {
      Visits(name: "Root")
        .navigationDestination(for: Int.self) { Text("detail \($0)") }
      NavigationLink("Open", value: 1)
    }
  }
}

private struct Book: Identifiable {
  let id: Int
  let title: String
}

private struct Shelf: View {
  @State var selected: Book?
  @State var dismissals = 0
  var body: some View {
    VStack {
      Text("dismissed \(dismissals)")
      Button("Dune") { selected = Book(id: 1, title: "Dune") }
      Button("Emma") { selected = Book(id: 2, title: "Emma") }
    }
    .sheet(item: $selected, onDismiss: { dismissals += 1 }) { book in Text(book.title) }
  }
}

/// A sheet whose content can dismiss itself, counting `onDismiss`.
private struct SelfDismissing: View {
  @State var showing = false
  @State var dismissals = 0
  var body: some View {
    VStack {
      Text("dismissed \(dismissals)")
      Button("Show") { showing = true }
    }
    .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) { Closer() }
  }
}

private struct Closer: View {
  @Environment(\.dismiss) var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}

private struct Repeats: View {
  let names = ["Dune", "Emma", "Dune"]
  var body: some View {
    VStack { ForEach(names, id: \.self) { Text($0) } }
  }
}

private struct SignUp: View {
  @State var name = ""
  @State var note = ""
  @FocusState var nameFocused: Bool
  var body: some View {
    Form {
      TextField("Name", text: $name).focused($nameFocused)
      TextField("Note", text: $note)
      Text(nameFocused ? "editing name" : "not editing name")
    }
  }
}

@MainActor
@Suite struct LifecycleTests {
  /// R11 (Apple's `task(priority:_:)`: "SwiftUI will automatically cancel the task at some
  /// point after the view disappears"): a lazy row scrolled out has its task cancelled and,
  /// scrolled back, started again; its `@State` lives on (L3).
  @Test func r11_aLazyRowsTaskIsCancelledWhenScrolledOutAndStartedAgainWhenBack() throws {
    let t = try trace(LoadingFeed()) {
      Step.scroll(by: 880)
      Step.scroll(by: -880)
    }
    let rows = (0..<20).map { "LoadingFeed/List/Visits#\($0)/Text" }
    let away = try #require(t.frames.first { $0.event == "scroll by 880" })
    let back = try #require(t.frames.first { $0.event == "scroll by -880" })
    #expect(away.actions.filter { $0.kind == .taskCancelled }.map(\.node) == rows)
    #expect(back.actions.filter { $0.kind == .taskStarted }.map(\.node) == rows)
    #expect(back.nodes(.appeared).isEmpty)
    // The state was kept, and the second start counted on it.
    #expect(
      t.frames.last { $0.event == "task of LoadingFeed/List/Visits#0/Text" }?.sourceChanges.map(\.after) == ["2"])
  }

  /// R11: a tab switched away from has its task cancelled; selected again, its task starts
  /// again, with its state kept. The selected tab's task starts before the old tab's is
  /// cancelled, as a new identity appears before the old one disappears (R5).
  @Test func r11_aTabsTaskStartsAgainWhenTheTabIsSelectedAgain() throws {
    let t = try trace(Tabs()) {
      Step.selectTab("Settings")
      Step.selectTab("Home")
    }
    let actions = t.frames.map { $0.actions.map { "\($0.kind.rawValue) \($0.node)" } }
    #expect(
      actions[4] == ["task started Tabs/TabView/Tab@0/Visits/Text", "task cancelled Tabs/TabView/Tab@1/Visits/Text"])
    #expect(
      t.frames.last?.sourceChanges.map { "\($0.source): \($0.after)" } == ["Tabs/TabView/Tab@0/Visits._visits: 2"])
  }

  /// R11: a view covered by a pushed one has its task cancelled, and started again when the
  /// pushed view is popped.
  @Test func r11_aCoveredViewsTaskStartsAgainAfterAPop() throws {
    let t = try trace(Pusher()) {
      Step.tap("Open")
      Step.pop()
    }
    #expect(t.frames[2].actions.map(\.kind) == [.taskCancelled])
    #expect(t.frames[3].actions.map(\.kind) == [.taskStarted])
    #expect(
      t.frames.last?.sourceChanges.map { "\($0.source): \($0.after)" } == ["Pusher/NavigationStack/Visits@0._visits: 2"]
    )
  }

  /// R12 (Apple's `sheet(item:onDismiss:content:)`: "If `item` changes, the system dismisses
  /// the sheet and replaces it with a new one using the same process"): the old content
  /// disappears and `onDismiss` runs, then the new content appears, in the same frame.
  @Test func r12_replacingAShownItemDismissesItThenPresentsTheNewOne() throws {
    let t = try trace(Shelf()) {
      Step.tap("Dune")
      Step.tap("Emma")
    }
    let frame = t.frames[2]
    #expect(frame.actions.filter { $0.kind == .onDismiss }.count == 1)
    #expect(frame.nodes(.disappeared).contains("Shelf/VStack/Sheet@sheet/Text#1"))
    #expect(frame.nodes(.appeared).contains("Shelf/VStack/Sheet@sheet/Text#2"))
    #expect(frame.sourceChanges.map { "\($0.source): \($0.after)" }.contains("Shelf._dismissals: 1"))
  }

  /// R12: dismissing by the environment's `dismiss`, by a swipe (`Step.dismiss`) and by the
  /// binding each runs `onDismiss` once.
  @Test func r12_everyWayOfDismissingRunsOnDismissOnce() throws {
    let t = try trace(SelfDismissing()) {
      Step.tap("Show")
      Step.tap("Close")
      Step.tap("Show")
      Step.dismiss()
      Step.tap("Show")
      Step.mutate("showing = false", on: SelfDismissing.self) { $0.showing = false }
    }
    let dismissals = t.frames.map { $0.actions.filter { $0.kind == .onDismiss }.count }
    #expect(dismissals == [0, 0, 1, 0, 1, 0, 1])
    #expect(
      t.frames.last?.sourceChanges.map { "\($0.source): \($0.after)" }.contains("SelfDismissing._dismissals: 3") == true
    )
  }

  /// R13: `ForEach` over repeated ids shows every element, and logs SwiftUI's line once.
  @Test func r13_repeatedIDsShowEveryElementWithAWarning() throws {
    let t = try trace(Repeats())
    #expect(
      t.frames[0].nodes(.appeared).filter { $0.hasPrefix("Repeats/VStack/Text") } == [
        "Repeats/VStack/Text#Dune", "Repeats/VStack/Text#Emma", "Repeats/VStack/Text#Dune~2",
      ])
    #expect(
      t.frames[0].warnings.map(\.message) == [
        "ForEach<Array<String>, String, Text>: the ID Dune occurs multiple times within the collection, "
          + "this will give undefined results!"
      ])
  }

  /// R14: tapping a text field without `.focused` takes focus from the one that had it: its
  /// focus state becomes false.
  @Test func r14_anUnboundTextFieldTakesFocusFromTheBoundOne() throws {
    let t = try trace(SignUp()) {
      Step.focus("Name")
      Step.focus("Note")
    }
    #expect(t.frames[1].sourceChanges.map(\.after) == ["true"])
    #expect(t.frames[2].sourceChanges.map { "\($0.source): \($0.after)" } == ["SignUp._nameFocused: false"])
  }
}
