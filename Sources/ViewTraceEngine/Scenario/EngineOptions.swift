/// Settings of the engine that change what a run records.
public struct EngineOptions: Sendable, Equatable {
  /// How the engine decides which bodies run.
  public enum Strategy: String, Sendable, CaseIterable {
    /// SwiftUI's rules: only invalidated nodes and changed children run.
    case dependencyTracking
    /// Every body runs every frame: the naive baseline the benchmark compares against.
    case reevaluateEverything
  }

  /// How closure-typed fields of a view compare (a disputed rule).
  public enum ClosureComparison: String, Sendable, CaseIterable {
    /// By function and context, as Swift stores them: a closure that captures
    /// something is new every time the body runs; one that captures nothing,
    /// or only one reference (a method like `store.sendID`), is the same.
    /// Gives the seed's S23 results; the default.
    case functionAndContext
    /// Every closure differs from the previous one: a view with any
    /// closure-typed field runs whenever its parent does.
    case alwaysDifferent
  }

  /// How the engine decides which bodies run (see ``Strategy``).
  public var strategy: Strategy
  /// How many passes a frame may take while `onAppear`/`onDisappear` actions
  /// keep changing state, before the rest is dropped with a warning.
  public var maxPassesPerFrame: Int
  /// How closures compare; see ``ClosureComparison``.
  public var closureComparison: ClosureComparison
  /// Whether making a binding (`$x`) counts as reading `x`. `false` (the
  /// seeds, S3): a parent that only passes `$x` down is not evaluated when `x`
  /// changes. `true`: it is.
  public var bindingProjectionIsRead: Bool
  /// The screen lazy containers show rows in (``Viewport``); `nil`: the
  /// scenario's own (``Scenario/viewport(_:)``), else ``Viewport/phone``.
  public var viewport: Viewport?
  /// Whether a change keeps its values as trees (`beforeValue`, `afterValue`:
  /// fields, elements by id) besides their text and diff paths. `false`
  /// records texts and paths only: smaller traces, no "full values" in the report.
  public var valueTrees: Bool
  /// Changes to the rules for single view types, as the advisor's proof
  /// uses them (``WhatIf``): the run shows what a proposed fix would do.
  /// Empty: SwiftUI's rules for every view.
  public var whatIfs: [WhatIf]

  /// Options; the defaults are SwiftUI's rules as the seeds state them.
  public init(
    strategy: Strategy = .dependencyTracking, maxPassesPerFrame: Int = 16,
    closureComparison: ClosureComparison = .functionAndContext, bindingProjectionIsRead: Bool = false,
    viewport: Viewport? = nil, valueTrees: Bool = true, whatIfs: [WhatIf] = []
  ) {
    self.whatIfs = whatIfs
    self.viewport = viewport
    self.valueTrees = valueTrees
    self.strategy = strategy
    self.maxPassesPerFrame = maxPassesPerFrame
    self.closureComparison = closureComparison
    self.bindingProjectionIsRead = bindingProjectionIsRead
  }

  /// The options as recorded in a trace.
  var traceValues: [String: String] {
    var values = [
      "strategy": strategy.rawValue, "maxPassesPerFrame": String(maxPassesPerFrame),
      "closureComparison": closureComparison.rawValue, "bindingProjectionIsRead": String(bindingProjectionIsRead),
    ]
    // Recorded only when set, so traces made before viewports existed read the same.
    if let viewport { values["viewport"] = viewport.text }
    if !valueTrees { values["valueTrees"] = "false" }
    if !whatIfs.isEmpty { values["whatIf"] = whatIfs.map { "\($0.view): \($0.text)" }.joined(separator: "; ") }
    return values
  }
}
