/// Settings of the engine that change what a run records.
public struct EngineOptions: Sendable, Equatable {
  /// How the engine decides which bodies run.
  public enum Strategy: String, Sendable, CaseIterable {
    /// SwiftUI's rules: only invalidated nodes and changed children run.
    case dependencyTracking
    /// Every body runs every frame: the naive baseline the benchmark compares against.
    case reevaluateEverything
  }

  public var strategy: Strategy
  /// How many passes a frame may take while `onAppear`/`onDisappear` actions
  /// keep changing state, before the rest is dropped with a warning.
  public var maxPassesPerFrame: Int

  public init(strategy: Strategy = .dependencyTracking, maxPassesPerFrame: Int = 16) {
    self.strategy = strategy
    self.maxPassesPerFrame = maxPassesPerFrame
  }

  /// The options as recorded in a trace.
  var traceValues: [String: String] {
    ["strategy": strategy.rawValue, "maxPassesPerFrame": String(maxPassesPerFrame)]
  }
}
