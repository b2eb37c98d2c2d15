/// Haptic and audio feedback, as in SwiftUI.
public struct SensoryFeedback: _RecordedSpelling {
  public let name: String
  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value increased.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value decreased.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An action started.
  public static let start = SensoryFeedback(name: "start")
  /// An action stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// An impact.
  public static let impact = SensoryFeedback(name: "impact")
}

extension View {
  /// `.sensoryFeedback(_:trigger:)`: feedback when `trigger` changes; recorded
  /// with the trigger's value, so a new value redraws the view (nothing runs).
  public nonisolated func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("sensoryFeedback", "\(feedback), trigger: \(ValueDescription.describe(trigger))")
  }
}

extension View {
  /// `.sensoryFeedback(_:trigger:condition:)`: recorded with the trigger's value (nothing runs).
  public nonisolated func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("sensoryFeedback", "\(feedback), trigger: \(ValueDescription.describe(trigger))")
  }

  /// `.sensoryFeedback(trigger:_:)`: feedback chosen by a closure; recorded with the trigger's value.
  public nonisolated func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("sensoryFeedback", "trigger: \(ValueDescription.describe(trigger))")
  }
}
