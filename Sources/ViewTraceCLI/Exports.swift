// An executable target imports only ViewTraceCLI: the DSL and `Scenario` come with it.
@_exported import ViewTrace
