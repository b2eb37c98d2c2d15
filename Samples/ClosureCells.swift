import ViewTrace

/// Seed 004's store: selecting a cell publishes the selection.
public final class MyStore: ObservableObject {
  @Published var selection: Int?

  public init() {}

  func sendID(_ id: Int) {
    self.selection = id
  }
}

/// `CellView(id:action:)` in a `ForEach` over 100 ids, the action closure
/// capturing the store: selecting one cell runs every cell (S23).
public enum ClosureCellsSample {
  public struct ClosureDemo: View {
    @StateObject var store = MyStore()

    public init() {}

    public var body: some View {
      VStack {
        if let currentID = store.selection {
          Text("Current ID: \(currentID)")
        }
        List {
          ForEach(0..<100) { i in
            CellView(id: i) { store.sendID(i) }  // the trailing closure captures the store
          }
        }
        .listStyle(.plain)
      }
    }

    nonisolated static let scenario = Scenario(
      "closure-cells",
      summary: "Seed 004: each cell's action closure captures the store, so selecting one cell runs all 100",
      typeNamesRelativeTo: ClosureCellsSample.self, root: { ClosureDemo() }
    ) {
      Step.tap("ID: 5")
    }
    // The seed counts all 100 cells: the whole list is on screen (a List makes only the rows in view).
    .viewport(.rows(100))
  }

  public struct CellView: View {
    let id: Int
    var action: () -> Void

    init(id: Int, action: @escaping () -> Void) {
      self.id = id
      self.action = action
    }

    public var body: some View {
      VStack {
        Button("ID: \(id)") {
          action()
        }
      }
    }
  }

  public static let sample = Sample(ClosureDemo.scenario, rules: ["S23"], comparison: "Seed 004: cells with closures")
}

/// Fix 1: `CellView` is `Equatable` comparing only `id`: no cell runs (S23).
public enum ClosureCellsEquatableSample {
  public struct ClosureDemo: View {
    @StateObject var store = MyStore()

    public init() {}

    public var body: some View {
      VStack {
        if let currentID = store.selection {
          Text("Current ID: \(currentID)")
        }
        List {
          ForEach(0..<100) { i in
            CellView(id: i) { store.sendID(i) }
          }
        }
        .listStyle(.plain)
      }
    }

    nonisolated static let scenario = Scenario(
      "closure-cells-equatable",
      summary: "Seed 004, fix 1: CellView is Equatable on its id, so selecting a cell runs no cell",
      typeNamesRelativeTo: ClosureCellsEquatableSample.self, root: { ClosureDemo() }
    ) {
      Step.tap("ID: 5")
    }
    // The seed counts all 100 cells: the whole list is on screen (a List makes only the rows in view).
    .viewport(.rows(100))
  }

  public struct CellView: View, Equatable {
    let id: Int
    var action: () -> Void

    init(id: Int, action: @escaping () -> Void) {
      self.id = id
      self.action = action
    }

    public var body: some View {
      VStack {
        Button("ID: \(id)") {
          action()
        }
      }
    }

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {  // the action is not compared
      lhs.id == rhs.id
    }
  }

  public static let sample = Sample(ClosureDemo.scenario, rules: ["S23"], comparison: "Seed 004: cells with closures")
}

/// Fix 2: the cell takes `(Int) -> Void` and the parent passes the method
/// `store.sendID` itself (S23; see docs/rules.md for the model).
public enum ClosureCellsMethodSample {
  public struct ClosureDemo: View {
    @StateObject var store = MyStore()

    public init() {}

    public var body: some View {
      VStack {
        if let currentID = store.selection {
          Text("Current ID: \(currentID)")
        }
        List {
          ForEach(0..<100) { i in
            CellView(id: i, action: store.sendID)  // the method itself, not a closure over the store
          }
        }
        .listStyle(.plain)
      }
    }

    nonisolated static let scenario = Scenario(
      "closure-cells-method",
      summary: "Seed 004, fix 2: the cell takes store.sendID as (Int) -> Void, so selecting a cell runs no cell",
      typeNamesRelativeTo: ClosureCellsMethodSample.self, root: { ClosureDemo() }
    ) {
      Step.tap("ID: 5")
    }
    // The seed counts all 100 cells: the whole list is on screen (a List makes only the rows in view).
    .viewport(.rows(100))
  }

  public struct CellView: View {
    let id: Int
    var action: (Int) -> Void

    init(id: Int, action: @escaping (Int) -> Void) {
      self.id = id
      self.action = action
    }

    public var body: some View {
      VStack {
        Button("ID: \(id)") {
          action(id)
        }
      }
    }
  }

  public static let sample = Sample(ClosureDemo.scenario, rules: ["S23"], comparison: "Seed 004: cells with closures")
}
