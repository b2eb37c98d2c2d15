// A test target imports only ViewTraceTesting: the DSL, the trace model,
// budgets and swift-snapshot-testing's `assertSnapshot` come with it.
@_exported import SnapshotTesting
@_exported import ViewTrace
@_exported import ViewTraceCompare
@_exported import ViewTraceModel
