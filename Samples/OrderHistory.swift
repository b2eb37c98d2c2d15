import ViewTrace

/// Order rows that format their dates. Made in the body, a `DateFormatter`
/// costs tens of microseconds per run (slow by measurement: `--timings`);
/// made in the parent's body and passed down, it is a new object every time
/// the parent runs, so every row compares unequal and runs. Made once, the
/// rows are fast and only the starred one runs. The advisor's `slow-body`
/// and `fresh-value` patterns.
public enum OrderHistorySample {
  nonisolated static let steps: [Step] = [Step.tap("star order 1")]

  public struct Order: Identifiable, Equatable {
    public let id: Int
    let date: Date
    var isStarred = false
  }

  nonisolated static func orders() -> [Order] {
    (1...8).map { Order(id: $0, date: Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 86_400)) }
  }

  public static let sample = Sample(
    "order-history",
    summary: "Rows that format dates: a formatter made in the body is slow; one passed down fresh runs every row",
    rules: [],
    variants: [
      FormatterInBody.OrderHistory.scenario, FormatterPassed.OrderHistory.scenario,
      StaticFormatter.OrderHistory.scenario,
    ])

  /// Before (1): each row makes its formatter in its body.
  public enum FormatterInBody {
    public struct OrderHistory: View {
      @State private var orders = OrderHistorySample.orders()

      public init() {}

      public var body: some View {
        VStack {
          ForEach(orders) { order in OrderRow(order: order) }
          Button("star order 1") { orders[0].isStarred.toggle() }
        }
      }

      nonisolated static let scenario = Scenario(
        "order-history", variant: "formatter-in-body",
        summary: "Each row makes a DateFormatter in its body: the slowest body by measurement",
        typeNamesRelativeTo: OrderHistorySample.FormatterInBody.self, root: { OrderHistory() },
        steps: { OrderHistorySample.steps })
    }

    public struct OrderRow: View {
      let order: Order

      public var body: some View {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        formatter.timeStyle = .short
        formatter.timeZone = TimeZone(identifier: "UTC")
        return HStack {
          Text("#\(order.id) \(formatter.string(from: order.date))")
          Text(order.isStarred ? "★" : "☆")
        }
      }
    }
  }

  /// Before (2): the parent makes the formatter in its body and passes it down.
  public enum FormatterPassed {
    public struct OrderHistory: View {
      @State private var orders = OrderHistorySample.orders()

      public init() {}

      public var body: some View {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        formatter.timeStyle = .short
        formatter.timeZone = TimeZone(identifier: "UTC")
        return VStack {
          ForEach(orders) { order in OrderRow(order: order, formatter: formatter) }
          Button("star order 1") { orders[0].isStarred.toggle() }
        }
      }

      nonisolated static let scenario = Scenario(
        "order-history", variant: "formatter-passed",
        summary: "The parent makes a DateFormatter in its body and passes it: a new object each time, so every row runs",
        typeNamesRelativeTo: OrderHistorySample.FormatterPassed.self, root: { OrderHistory() },
        steps: { OrderHistorySample.steps })
    }

    public struct OrderRow: View {
      let order: Order
      let formatter: DateFormatter

      public var body: some View {
        HStack {
          Text("#\(order.id) \(formatter.string(from: order.date))")
          Text(order.isStarred ? "★" : "☆")
        }
      }
    }
  }

  /// After: one formatter, made once.
  public enum StaticFormatter {
    public struct OrderHistory: View {
      @State private var orders = OrderHistorySample.orders()

      public init() {}

      public var body: some View {
        VStack {
          ForEach(orders) { order in OrderRow(order: order) }
          Button("star order 1") { orders[0].isStarred.toggle() }
        }
      }

      nonisolated static let scenario = Scenario(
        "order-history", variant: "static-formatter",
        summary: "One DateFormatter made once (a static let): fast rows, and only the starred one runs",
        typeNamesRelativeTo: OrderHistorySample.StaticFormatter.self, root: { OrderHistory() },
        steps: { OrderHistorySample.steps })
    }

    public struct OrderRow: View {
      let order: Order

      private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        formatter.timeStyle = .short
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
      }()

      public var body: some View {
        HStack {
          Text("#\(order.id) \(Self.formatter.string(from: order.date))")
          Text(order.isStarred ? "★" : "☆")
        }
      }
    }
  }
}
