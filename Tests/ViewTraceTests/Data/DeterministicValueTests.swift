import Foundation
import Testing

@testable import ViewTrace

/// Models whose ids are `UUID()` (the commonest id in iOS code): the values
/// print the ids as the run names them (`UUID-1`), as identities do, so two
/// runs of one scenario give the same trace.
private struct Item: Identifiable, Equatable {
  let id = UUID()
  var title: String
}

private struct ItemList: View {
  @State var items = [Item(title: "Milk"), Item(title: "Eggs")]
  var body: some View {
    VStack {
      ForEach(items) { item in ItemRow(item: item) }
      Button("Add bread") { items.append(Item(title: "Bread")) }
    }
  }
}

private struct ItemRow: View {
  let item: Item
  var body: some View { Text(item.title) }
}

@MainActor
@Suite struct DeterministicValueTests {
  func run() throws -> (Trace, String) {
    let trace = try trace(ItemList()) { Step.tap("Add bread") }
    return (trace, String(decoding: try TraceCoding.encode(trace), as: UTF8.self))
  }

  @Test func uuidsInValuesPrintAsTheRunNamesThem() throws {
    let (trace, json) = try run()
    let change = try #require(trace.frames[1].sourceChanges.first)
    #expect(change.before.contains("id: UUID-1, title: \"Milk\""), "\(change.before)")
    #expect(change.after.contains("title: \"Bread\""))
    #expect(change.after.contains("UUID-3"), "\(change.after)")
    #expect(json.range(of: #"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"#, options: .regularExpression) == nil)
    // Rows are identified by the same names.
    #expect(trace.nodes.contains { $0.id.hasSuffix("ItemRow@0#UUID-1") })
  }

  @Test func twoRunsGiveTheSameTraceJSON() throws {
    #expect(try run().1 == run().1)
  }
}
