import ViewTrace

/// One line of the list.
public struct Item: Identifiable, Equatable, Sendable {
  public let id: Int
  public var name: String
  public var quantity: Int

  public init(id: Int, name: String, quantity: Int) {
    self.id = id
    self.name = name
    self.quantity = quantity
  }
}

/// The list's model, shared by the screen's views.
@Observable public final class ShoppingStore {
  public var items: [Item]

  public init(
    items: [Item] = [
      Item(id: 0, name: "Apples", quantity: 6), Item(id: 1, name: "Bread", quantity: 1),
      Item(id: 2, name: "Coffee", quantity: 2),
    ]
  ) {
    self.items = items
  }
}

/// The currency the totals are shown in, passed down the environment.
public struct CurrencyKey: EnvironmentKey {
  public static let defaultValue = "EUR"
}

extension EnvironmentValues {
  public var currency: String {
    get { self[CurrencyKey.self] }
    set { self[CurrencyKey.self] = newValue }
  }
}

/// The screen: a search field, a details toggle, the rows and a total.
public struct ShoppingListView: View {
  @State private var store = ShoppingStore()
  @State private var search = ""
  @State private var showDetails = false
  @State private var currency = "EUR"

  public init() {}

  public var body: some View {
    VStack {
      TextField("Search", text: $search)
      Toggle("Show details", isOn: $showDetails)
      ItemList(store: store, search: search, showDetails: showDetails)
      Button("Add milk") {
        store.items.append(Item(id: store.items.count, name: "Milk", quantity: 1))
      }
      Button("Pay in dollars") { currency = "USD" }
      TotalView(store: store)
    }
    .environment(\.currency, currency)
  }
}

/// The rows that match the search.
public struct ItemList: View {
  let store: ShoppingStore
  let search: String
  let showDetails: Bool

  public var body: some View {
    List {
      ForEach(store.items.filter { search.isEmpty || $0.name.contains(search) }) { item in
        ItemRow(item: item, showDetails: showDetails)
      }
    }
  }
}

/// One item; the quantity only with details on.
public struct ItemRow: View {
  let item: Item
  let showDetails: Bool

  public var body: some View {
    HStack {
      Text(item.name)
      if showDetails {
        Text("× \(item.quantity)")
      }
    }
  }
}

/// The number of items, in the environment's currency.
public struct TotalView: View {
  let store: ShoppingStore
  @Environment(\.currency) private var currency

  public var body: some View {
    Text("\(store.items.count) items, paid in \(currency)")
  }
}

extension Scenario {
  /// The shopping list: type a search, show details, add an item, change the currency.
  public static let shoppingList = Scenario(
    "shopping-list", summary: "A shopping list with a search field, a details toggle and a total",
    root: { ShoppingListView() }
  ) {
    Step.setText("Search", to: "Co")
    Step.toggle("Show details")
    Step.setText("Search", to: "")
    Step.tap("Add milk")
    Step.tap("Pay in dollars")
  }
}
