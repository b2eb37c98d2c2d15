import ShoppingList
import ViewTraceTesting
import XCTest

/// The same expectations work in XCTest.
final class ShoppingListXCTests: XCTestCase {
  func testTheTotalShowsTheNewCurrency() async throws {
    let trace = try await Scenario.shoppingList.runUnderTest()
    let evaluated = try trace.viewTypes(.evaluated, in: "tap \"Pay in dollars\"")
    XCTAssertEqual(evaluated, ["ShoppingListView", "TotalView"])
    await trace.expect(5, evaluated: ["ShoppingListView", "TotalView"])
  }
}
