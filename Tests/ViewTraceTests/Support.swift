import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Runs `root` through `steps` and returns the trace.
@MainActor
func trace<Root: View>(
  _ root: @autoclosure @escaping @MainActor @Sendable () -> Root, options: EngineOptions = EngineOptions(),
  @StepBuilder steps: () -> [Step] = { [] }
) throws -> Trace {
  try Scenario("test", root: root, steps: steps).run(options: options)
}

func outcomes(_ frame: Frame) -> [String: Outcome] {
  Dictionary(uniqueKeysWithValues: frame.records.map { ($0.node, $0.outcome) })
}

/// The lines printed by views of `types` only: in a published case only the
/// views whose body calls `Self._printChanges()` print, while the engine
/// records a line for every custom view whose body ran.
func lines(_ lines: [String], of types: Set<String>) -> [String] {
  lines.filter { line in PrintChangesLine(line).map { types.contains($0.type) } ?? false }
}

/// `line` with the addresses in its key-path tokens replaced by `0x…`, so an
/// iOS 18 line compares on type and property only.
func normalized(_ line: String) -> String {
  guard let parsed = PrintChangesLine(line) else { return line }
  return PrintChangesLine(type: parsed.type, tokens: parsed.tokens.map(PrintChangesLine.normalized)).text
}

/// The published-output corpus (`Tests/ViewTraceTests/Fidelity`, `docs/fidelity.md`):
/// one suite per case, so `swift test --filter Fidelity` runs them all.
enum FidelityCorpus {}
