import Observation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// A view that holds every kind of dependency, shown and then hidden: when it
// disappears, every edge it had closes in that frame, whatever its kind.

private final class TeardownStore: ObservableObject {
  @Published var count = 0
}

@Observable private final class TeardownBook {
  var title = "Swift"
}

@MainActor private let ticks = PassthroughSubject<Int, Never>()

private struct Holder: View {
  @Binding var flag: Bool
  @ObservedObject var store: TeardownStore
  @StateObject var owned = TeardownStore()
  @EnvironmentObject var shared: TeardownStore
  @Environment(\.colorScheme) var scheme
  let book: TeardownBook
  @State private var local = 1
  @AppStorage("teardown") private var stored = 0

  var body: some View {
    VStack {
      Text("\(flag) \(local) \(book.title)")
      Toggle("flag", isOn: $flag)
    }
    .onReceive(ticks) { _ in }
  }
}

private struct TeardownRoot: View {
  @State var shown = true
  @State var flag = false
  @StateObject var store = TeardownStore()
  let book = TeardownBook()

  var body: some View {
    VStack {
      if shown {
        Holder(flag: $flag, store: store, book: book)
      }
      Button("hide") { shown = false }
    }
    .environmentObject(store)
  }
}

@MainActor @Suite struct TeardownTests {
  @Test(arguments: EdgeKind.allCases)
  func aVanishedNodeClosesEveryEdgeItHad(kind: EdgeKind) throws {
    let t = try trace(TeardownRoot()) { Step.tap("hide") }
    let holder = "TeardownRoot/VStack/Holder@0.if"
    let edges = t.edges.filter { ($0.node == holder || $0.node.hasPrefix(holder + "/")) && $0.kind == kind }
    #expect(!edges.isEmpty, "the holder had \(kind) edges")
    for edge in edges {
      #expect(edge.until == 1, "\(edge.source) -> \(edge.node) (\(kind)) stays open")
    }
  }

  @Test func everyEdgeOfTheRemainingTreeStaysOpen() throws {
    let t = try trace(TeardownRoot()) { Step.tap("hide") }
    let holder = "TeardownRoot/VStack/Holder@0.if"
    let others = t.edges.filter { !$0.node.hasPrefix(holder) }
    #expect(!others.isEmpty)
    #expect(others.allSatisfy { $0.until == nil })
  }
}
