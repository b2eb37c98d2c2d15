extension Scenario {
  /// The same scenario with another seed (`nil` keeps the scenario's own).
  public func withSeed(_ seed: UInt64?) -> Scenario {
    guard let seed else { return self }
    var copy = self
    copy.seed = seed
    return copy
  }
}
