import Testing

@testable import ViewTrace

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
