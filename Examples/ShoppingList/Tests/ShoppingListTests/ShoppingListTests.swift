import ShoppingList
import Testing
import ViewTraceTesting

/// What each event of the shopping list updates, and what it must not.
@Suite struct ShoppingListTests {
  @Test func typingASearchRunsTheListButNoRow() async throws {
    let trace = try await Scenario.shoppingList.runUnderTest()
    await trace.expect(
      "type \"Co\" into \"Search\"", evaluated: ["ShoppingListView", "ItemList"],
      disappeared: ["ItemRow", "HStack", "Text"])
  }

  @Test func showingDetailsRunsTheVisibleRowOnly() async throws {
    let trace = try await Scenario.shoppingList.runUnderTest()
    await trace.expect(
      "toggle \"Show details\"", evaluated: ["ShoppingListView", "ItemList", "ItemRow"], notEvaluated: ["TotalView"])
  }

  @Test func addingAnItemDoesNotRunTheScreen() async throws {
    let trace = try await Scenario.shoppingList.runUnderTest()
    await trace.expect(
      "tap \"Add milk\"", bodyRan: ["ItemList": 1, "ItemRow": 1, "TotalView": 1], notEvaluated: ["ShoppingListView"])
  }

  @Test func changingTheCurrencyRunsOnlyTheTotal() async throws {
    let trace = try await Scenario.shoppingList.runUnderTest()
    await trace.expect(
      "tap \"Pay in dollars\"",
      printChanges: ["ShoppingListView: _currency changed.", "TotalView: _currency changed."])
  }

  @Test func theUpdatesMatchTheirSnapshot() async throws {
    let trace = try await Scenario.shoppingList.runUnderTest()
    assertSnapshot(of: trace, as: .printChanges)
  }

  @Test func theScreenStaysWithinItsBudget() async throws {
    let trace = try await Scenario.shoppingList.runUnderTest()
    trace.expectWithinBudget("Budgets/shopping-list.json")
  }
}
