// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile
// (FoodTruckKit's models are stand-ins too, in ThirdParty/FoodTruckKit).
import FoodTruckKit
import SwiftUI

struct DonutView: View {
  var donut: Donut
  var body: some View { Circle() }
}

struct WidthThresholdProxy {
  var isCompact: Bool
}

/// Calls its content with whether the width is compact (the app measures it with a GeometryReader).
struct WidthThresholdReader<Content: View>: View {
  var content: (WidthThresholdProxy) -> Content
  init(@ViewBuilder content: @escaping (WidthThresholdProxy) -> Content) { self.content = content }
  var body: some View { content(WidthThresholdProxy(isCompact: true)) }
}

struct OrderRow: View {
  var order: Order
  var body: some View { Text(order.id) }
}

struct OrderDetailView: View {
  @Binding var order: Order
  var body: some View { Text(order.id) }
}

struct OrderCompleteView: View {
  var order: Order
  var body: some View { Text("\(order.id) complete") }
}

struct OrdersTable: View {
  @ObservedObject var model: FoodTruckModel
  @Binding var selection: Set<Order.ID>
  @Binding var completedOrder: Order?
  @Binding var searchText: String
  var body: some View {
    List(model.orders) { order in Text(order.id) }
  }
}

/// StoreKit's `.storeMessagesDeferred(_:)` (iOS 16): the app imports StoreKit in other files, which
/// makes StoreKit's view modifiers visible in this one. ViewTrace has no StoreKit; it is recorded
/// here as nothing.
extension View {
  func storeMessagesDeferred(_ deferred: Bool) -> some View { self }
}
