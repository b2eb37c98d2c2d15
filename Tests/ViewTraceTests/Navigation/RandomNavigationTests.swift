import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Item: Hashable, Identifiable {
  let id: Int
}

private struct ItemDetail: View {
  let item: Item
  @State private var showing = false
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("item \(item.id)")
      Button("Close \(item.id)") { dismiss() }
      Button("More \(item.id)") { showing = true }
      NavigationLink("Next \(item.id)", value: Item(id: item.id + 1))
    }
    .sheet(isPresented: $showing) { ItemDetail(item: Item(id: item.id * 10)) }
    .alert("Sure?", isPresented: $showing) { Button("Yes") {} }
  }
}

private struct App: View {
  @State var tab = 0
  @State var path: [Item] = []
  var body: some View {
    TabView(selection: $tab) {
      NavigationStack(path: $path) {
        List((0..<4).map(Item.init)) { item in NavigationLink("Item \(item.id)", value: item) }
          .navigationDestination(for: Item.self) { item in ItemDetail(item: item) }
          .toolbar { Button("Reset") { path = [] } }
      }
      .tabItem { Text("Items") }.tag(0)
      NavigationView {
        NavigationLink("Old", destination: ItemDetail(item: Item(id: 99)))
      }
      .tabItem { Text("Old") }.tag(1)
    }
  }
}

@MainActor @Suite struct RandomNavigationTests {
  /// Bad input never crashes or hangs: 150 seeded runs of 25 random steps
  /// (pushes, pops, dismissals, tab switches, taps on whatever is live, and
  /// targets that do not exist). A step that cannot run throws one
  /// `EngineError` line and leaves the trace as it was; every trace validates.
  @Test func randomNavigationStepsNeverCrash() throws {
    var random = SplitMix64(seed: 2026)
    var refused = 0
    var ran = 0
    for run in 0..<150 {
      let graph = ViewGraph(scenario: "random-\(run)", seed: UInt64(run), root: App())
      graph.renderInitialFrame()
      for _ in 0..<25 {
        let buttons = graph.liveNodes().compactMap { ($0.value as? any TappableView)?._title }.filter { !$0.isEmpty }
        let links = graph.liveNodes().compactMap { ($0.value as? any NavigationLinkView)?._title }
        let choice = random.next() % 8
        let step: Step
        switch choice {
        case 0: step = .push(links.isEmpty ? "missing" : links[Int(random.next() % UInt64(links.count))])
        case 1: step = .pop()
        case 2: step = .popToRoot()
        case 3: step = .dismiss()
        case 4: step = .selectTab(random.next() % 2 == 0 ? "Items" : "Old")
        case 5: step = .push(value: Item(id: Int(random.next() % 5)))
        case 6: step = .selectTab("Nowhere")
        default: step = .tap(buttons.isEmpty ? "missing" : buttons[Int(random.next() % UInt64(buttons.count))])
        }
        let before = graph.trace.frames.count
        do {
          try graph.perform(step)
          ran += 1
        } catch {
          refused += 1
          #expect(graph.trace.frames.count == before)
          #expect(!error.description.contains("\n"))
        }
      }
      try graph.trace.validate()
    }
    print("random navigation: \(ran) steps ran, \(refused) refused")
    #expect(ran > 1500)
    #expect(refused > 250)
  }
}
