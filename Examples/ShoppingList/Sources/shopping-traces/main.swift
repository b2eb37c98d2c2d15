import ShoppingList
import ViewTraceCLI

// `swift run shopping-traces list|run|render|report|check|diff ...` over this package's scenarios.
await ViewTraceCLI.main(scenarios: [Scenario.shoppingList], commandName: "shopping-traces")
