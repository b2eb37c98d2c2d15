// Stand-in for the third-party module FoodTruckKit, written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import SwiftUI
import Combine

public struct Flavor: Identifiable, Hashable, CaseIterable, Sendable {
  public var id: String { name }
  public var name: String
  public var image: Image { Image(systemName: "circle") }
  public static let salty = Flavor(name: "Salty")
  public static let sweet = Flavor(name: "Sweet")
  public static let spicy = Flavor(name: "Spicy")
  public static let allCases = [salty, sweet, spicy]
}

public struct FlavorProfile: Hashable, Sendable {
  var values: [String: Int]
  public subscript(flavor: Flavor) -> Int { values[flavor.name] ?? 0 }
  public var mostPotent: (Flavor, Int) {
    Flavor.allCases.map { ($0, self[$0]) }.max { $0.1 < $1.1 } ?? (.sweet, 0)
  }
}

public struct Donut: Identifiable, Hashable, Sendable {
  public struct Dough: Identifiable, Hashable, Sendable {
    public var id: String { name }
    public var name: String
    public static let all = [Dough(name: "Plain"), Dough(name: "Chocolate")]
  }
  public struct Glaze: Identifiable, Hashable, Sendable {
    public var id: String { name }
    public var name: String
    public static let all = [Glaze(name: "Strawberry"), Glaze(name: "Lemon")]
  }
  public struct Topping: Identifiable, Hashable, Sendable {
    public var id: String { name }
    public var name: String
    public static let other = [Topping(name: "Sprinkles")]
    public static let lattices = [Topping(name: "Chocolate Lattice")]
    public static let lines = [Topping(name: "Blueberry Lines")]
    public static let drizzles = [Topping(name: "Caramel Drizzle")]
  }
  public var id: Int
  public var name: String
  public var dough: Dough
  public var glaze: Glaze?
  public var topping: Topping?
  public var flavors: FlavorProfile { FlavorProfile(values: ["Sweet": 3, "Salty": 1]) }
  public init(id: Int, name: String, dough: Dough, glaze: Glaze? = nil, topping: Topping? = nil) {
    self.id = id; self.name = name; self.dough = dough; self.glaze = glaze; self.topping = topping
  }
  public func matches(searchText: String) -> Bool { searchText.isEmpty || name.localizedCaseInsensitiveContains(searchText) }
  public static let preview = Donut(id: 0, name: "Classic", dough: Dough.all[0], glaze: Glaze.all[0])
}

extension Image {
  public static var donutSymbol: Image { Image(systemName: "circle.circle") }
}

public struct City: Identifiable, Hashable, Sendable {
  public var id: String { name }
  public var name: String
  public static let all = [City(name: "San Francisco"), City(name: "Cupertino")]
}

public enum OrderStatus: Int, Comparable, Hashable, Sendable {
  case placed, preparing, ready, completed
  public static func < (lhs: OrderStatus, rhs: OrderStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

public struct Order: Identifiable, Hashable, Sendable {
  public var id: String
  public var status: OrderStatus
  public var donuts: [Donut]
  public var totalSales: Int { donuts.count }
  public init(id: String, status: OrderStatus, donuts: [Donut]) { self.id = id; self.status = status; self.donuts = donuts }
  public func matches(searchText: String) -> Bool { searchText.isEmpty || id.localizedCaseInsensitiveContains(searchText) }
}

@MainActor
public final class FoodTruckModel: ObservableObject {
  @Published public var orders = [
    Order(id: "Order#1203", status: .placed, donuts: [.preview]),
    Order(id: "Order#1204", status: .ready, donuts: [.preview, .preview]),
  ]
  public init() {}
  public static var preview: FoodTruckModel { FoodTruckModel() }
  public func markOrderAsCompleted(id: Order.ID) {
    if let index = orders.firstIndex(where: { $0.id == id }) { orders[index].status = .completed }
  }
  public func orderBinding(for id: Order.ID) -> Binding<Order> {
    Binding(
      get: { self.orders.first { $0.id == id }! },
      set: { value in if let index = self.orders.firstIndex(where: { $0.id == id }) { self.orders[index] = value } })
  }
}
