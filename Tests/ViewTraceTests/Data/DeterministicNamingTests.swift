import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Names the run gives to what has no stable text of its own (an
/// `@Observable` instance, a `UUID()`, a `Date()`) depend on the run only:
/// never on addresses, hash order or the day the run happens on, so a trace
/// snapshot recorded today passes next week.

@Observable private final class NamedBook {
  var title: String
  var isFavorite = false
  init(title: String) { self.title = title }
}

@Observable private final class NamedShelf {
  var books: [NamedBook] = []
}

/// One body reads five new `@Observable` instances at once (the count of
/// favourites), and a row each reads one.
private struct Shelf: View {
  @State var shelf = NamedShelf()
  var body: some View {
    VStack {
      Text("\(shelf.books.filter(\.isFavorite).count) favourites")
      ForEach(shelf.books, id: \.title) { book in ShelfRow(book: book) }
      Button("Load") {
        shelf.books = ["Dune", "Emma", "Ulysses", "Beloved", "Middlemarch"].map { NamedBook(title: $0) }
      }
      Button("Favourite") { shelf.books[2].isFavorite = true }
    }
  }
}

private struct ShelfRow: View {
  let book: NamedBook
  var body: some View { Text(book.isFavorite ? "★ \(book.title)" : book.title) }
}

/// A model holding a fixed date (a due date typed in, a date from a server),
/// and one stamped with the clock.
private struct Loan: Equatable {
  var due = ISO8601DateFormatter().date(from: "2026-11-27T00:00:00Z")!
  /// Midnight of the day the run happens on (a start-of-day date): a
  /// whole second near the moment of the run.
  var opens = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
  var returned: Date?
}

private struct LoanView: View {
  @State var loan = Loan()
  var body: some View {
    VStack {
      Text(loan.returned == nil ? "out" : "back")
      Button("Return") { loan.returned = Date() }
    }
  }
}

/// An order made in one tap: three `@Observable` lines, each with a
/// `UUID()` and a `Date()`, and the order's own id and stamp.
@Observable private final class OrderLine: Identifiable {
  let id = UUID()
  let added = Date()
  var item: String
  var quantity = 1
  init(item: String) { self.item = item }
}

private struct Order: Equatable {
  var id = UUID()
  var placed = Date()
  var lineIDs: [UUID] = []
  var stamps: [Date] = []
}

private struct OrderView: View {
  @State var lines: [OrderLine] = []
  @State var order: Order?
  var body: some View {
    VStack {
      Text("\(lines.reduce(0) { $0 + $1.quantity }) items")
      ForEach(lines) { line in OrderLineRow(line: line) }
      Button("Order") {
        let made = ["Tea", "Bread", "Milk"].map { OrderLine(item: $0) }
        lines = made
        order = Order(lineIDs: made.map(\.id), stamps: made.map(\.added))
      }
      Button("More") { lines[1].quantity += 1 }
    }
  }
}

private struct OrderLineRow: View {
  let line: OrderLine
  var body: some View { Text("\(line.item) ×\(line.quantity)") }
}

@MainActor
@Suite struct DeterministicNamingTests {
  func orderRun() throws -> String {
    let trace = try trace(OrderView()) {
      Step.tap("Order")
      Step.tap("More")
    }
    return String(decoding: try TraceCoding.encode(trace), as: UTF8.self) + TraceText.printChanges(trace)
  }

  /// Several `@Observable` instances, UUIDs and dates made in one frame:
  /// the same run ten times in one process gives identical JSON and text,
  /// with UUIDs and clock dates named by first appearance, never printed.
  @Test func observablesUUIDsAndDatesMadeInOneFrameAreNamedTheSameInEveryRun() throws {
    let first = try orderRun()
    #expect(first.contains("OrderLine#3"), "\(first)")
    #expect(first.contains("UUID-4"), "\(first)")
    #expect(first.contains("Date-2"), "\(first)")
    #expect(!first.contains(" +0000"), "\(first)")
    #expect(first.range(of: "[0-9A-F]{8}-[0-9A-F]{4}-", options: .regularExpression) == nil, "\(first)")
    for _ in 0..<9 { #expect(try orderRun() == first) }
  }

  /// Names follow first appearance in the run: the lines' ids and stamps
  /// are shown first (the `lines` change), in the lines' order, so the
  /// order's own id and stamp come after them. Three `Date()`s made in one
  /// second are three names.
  @Test func uuidsAndDatesAreNamedByFirstAppearanceInTheRun() throws {
    let trace = try trace(OrderView()) { Step.tap("Order") }
    let change = try #require(trace.frames[1].sourceChanges.first { $0.source.hasSuffix("order") })
    #expect(
      change.after == "Order(id: UUID-4, placed: Date-4, lineIDs: [UUID-1, UUID-2, UUID-3], "
        + "stamps: [Date-1, Date-2, Date-3])", "\(change.after)")
  }

  func shelfRun() throws -> String {
    let trace = try trace(Shelf()) {
      Step.tap("Load")
      Step.tap("Favourite")
    }
    return String(decoding: try TraceCoding.encode(trace), as: UTF8.self) + TraceText.printChanges(trace)
  }

  /// Five `@Observable` instances made in one frame: identical JSON and
  /// text in ten runs (they were numbered in hash order, a different order
  /// each run).
  @Test func observableInstancesMadeInOneFrameAreNamedTheSameInEveryRun() throws {
    let first = try shelfRun()
    #expect(first.contains("NamedBook#3"))
    for _ in 0..<9 { #expect(try shelfRun() == first) }
  }

  /// The instances are numbered in the order the model holds them (the
  /// order they were made in): the third book is `NamedBook#3`.
  @Test func observableInstancesAreNumberedInTheOrderTheModelHoldsThem() throws {
    let trace = try trace(Shelf()) {
      Step.tap("Load")
      Step.tap("Favourite")
    }
    let favourite = try #require(trace.frames[2].sourceChanges.first)
    #expect(favourite.source.hasPrefix("NamedBook#3."), "\(favourite.source)")
  }

  /// A fixed date prints as it is whatever the day of the run; a date read
  /// from the clock while the scenario runs prints as a name. Whether a
  /// date is named depends on the value alone (a clock-read date carries a
  /// fraction of a second; a typed-in or parsed one does not), never on how
  /// close it is to the moment the run happens.
  @Test func aFixedDatePrintsAsItIsAndAClockDateByName() throws {
    let trace = try trace(LoanView()) { Step.tap("Return") }
    let change = try #require(trace.frames[1].sourceChanges.first)
    #expect(change.before.contains("due: 2026-11-27 00:00:00 +0000"), "\(change.before)")
    #expect(change.after.contains("due: 2026-11-27 00:00:00 +0000"), "\(change.after)")
    #expect(change.after.contains("returned: Optional(Date-1)"), "\(change.after)")
    let midnight = ISO8601DateFormatter().string(from: Loan().opens).replacingOccurrences(of: "T", with: " ")
      .replacingOccurrences(of: "Z", with: " +0000")
    #expect(change.after.contains("opens: \(midnight)"), "\(change.after)")
  }
}
