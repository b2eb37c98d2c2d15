import ViewTrace

/// A built-in scenario with the SEMANTICS.md rules it demonstrates.
public struct Sample: Sendable, CustomStringConvertible {
  /// The scenario to run.
  public let scenario: Scenario
  /// The rules it is the acceptance case for, e.g. `["S1", "S2"]`.
  public let rules: [String]

  public init(_ scenario: Scenario, rules: [String]) {
    self.scenario = scenario
    self.rules = rules
  }

  /// The sample's name, e.g. `state-let`.
  public var name: String { scenario.name }
  /// One line saying what it shows.
  public var summary: String { scenario.summary }
  public var description: String { name }
}
