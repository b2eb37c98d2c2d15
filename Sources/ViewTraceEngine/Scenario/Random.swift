/// A small, fast, seeded generator (SplitMix64): the same seed gives the same
/// sequence on every platform.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Draws from the running scenario's seeded generator, so random values in
/// views and actions are the same on every run.
///
/// ```swift
/// let flag = Bool.random(using: &scenarioRandom)
/// firstNumber = Int.random(in: 1...100, using: &scenarioRandom)
/// ```
public struct ScenarioRandom: RandomNumberGenerator {
  /// The running scenario's generator (use `scenarioRandom`).
  public init() {}
  /// The next value of the running scenario's seeded generator (of a
  /// generator seeded 0 outside a scenario).
  public mutating func next() -> UInt64 {
    MainActor.assumeIsolated { ViewGraph.running?.nextRandom() ?? Self.outsideScenario.next() }
  }
  /// Draws outside any scenario (user code has no path to a graph there).
  @MainActor private static var outsideScenario = SplitMix64(seed: 0)
}

/// The running scenario's seeded generator; pass it as `using: &scenarioRandom`.
@MainActor public var scenarioRandom = ScenarioRandom()

/// A stable 64-bit hash of a string (FNV-1a), used as the default seed.
func stableHash(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01B3
  }
  return hash
}
