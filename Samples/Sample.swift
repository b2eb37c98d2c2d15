import ViewTrace

/// A built-in scenario with the rules of docs/rules.md it demonstrates. Most
/// samples have one variant; some run one scenario several ways so that the
/// runs can be compared (`observable-migration`: ObservableObject and
/// `@Observable`).
public struct Sample: Sendable, CustomStringConvertible {
  /// The sample's name, e.g. `state-let`.
  public let name: String
  /// One line saying what it shows.
  public let summary: String
  /// The rules it is the acceptance case for, e.g. `["S1", "S2"]`.
  public let rules: [String]
  /// The scenarios to run, one per variant.
  public let variants: [Scenario]
  /// Samples with the same comparison are shown side by side in the report's
  /// index (`student-params`, `student-split`, `student-equatable`).
  public let comparison: String?

  /// A sample with a single scenario.
  public init(_ scenario: Scenario, rules: [String], comparison: String? = nil) {
    self.init(scenario.name, summary: scenario.summary, rules: rules, variants: [scenario], comparison: comparison)
  }

  /// A sample run several ways; each scenario names its `variant`.
  public init(_ name: String, summary: String, rules: [String], variants: [Scenario], comparison: String? = nil) {
    precondition(!variants.isEmpty, "a sample needs a scenario")
    self.name = name
    self.summary = summary
    self.rules = rules
    self.variants = variants
    self.comparison = comparison
  }

  /// The first (for most samples the only) scenario.
  public var scenario: Scenario { variants[0] }

  /// The scenario of variant `name`.
  public func variant(_ name: String) -> Scenario? { variants.first { $0.variant == name } }

  public var description: String { name }
}
