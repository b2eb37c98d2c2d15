/// The current value's label of a progress view over a time interval, as in SwiftUI: the time
/// left, drawn by the framework (not recorded: the clock's progress through the interval is
/// animation, not an update).
public nonisolated struct DefaultDateProgressLabel: View {
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("DefaultDateProgressLabel") }
}
