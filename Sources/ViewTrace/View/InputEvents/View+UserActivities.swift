import Foundation

// More forms of list editing, keys, taps, tasks and activities. Where a
// scenario step drives the behaviour, the form is simulated as its plain
// form is; where none does, it is recorded on the view as written.

#if !canImport(Darwin)
  /// An activity the app hands to the system (Handoff, Spotlight), as in Foundation on Apple
  /// platforms (not in Linux's Foundation). No step continues one.
  public final class NSUserActivity {
    /// The activity's type.
    public let activityType: String
    /// The activity's title.
    public var title: String?
    /// Its data.
    public var userInfo: [AnyHashable: Any]?
    /// Whether it may be handed off.
    public var isEligibleForHandoff = true
    /// An activity of `activityType`.
    public nonisolated init(activityType: String) { self.activityType = activityType }
  }
#endif

extension View {
  // MARK: Activities (no step hands one over)

  /// `.userActivity(_:isActive:_:)`: recorded on the view.
  public nonisolated func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("userActivity", "\(ValueDescription.quote(activityType)), isActive: \(isActive)")
  }

  /// `.userActivity(_:element:_:)`: recorded on the view with the element.
  public nonisolated func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("userActivity", "\(ValueDescription.quote(activityType)), element: \(ValueDescription.describe(element as Any))")
  }

  /// `.onContinueUserActivity(_:perform:)`: recorded on the view.
  public nonisolated func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("onContinueUserActivity", ValueDescription.quote(activityType))
  }
}

extension View {
  /// `.handlesExternalEvents(preferring:allowing:)`: recorded on the view.
  public nonisolated func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("handlesExternalEvents", "preferring: \(preferring.sorted()), allowing: \(allowing.sorted())")
  }

  /// `.renameAction(_:)`: recorded on the view (no step renames).
  public nonisolated func renameAction(_ action: @escaping () -> Void) -> ModifiedContent<Self, _StyleModifier> {
    styled("renameAction")
  }

  /// `.renameAction(_:)` with a focus binding: recorded on the view.
  public nonisolated func renameAction(_ isFocused: FocusState<Bool>.Binding) -> ModifiedContent<Self, _StyleModifier> {
    styled("renameAction")
  }
}

extension View {
  /// `.widgetURL(_:)`: recorded on the view as written.
  public nonisolated func widgetURL(_ url: URL?) -> ModifiedContent<Self, _StyleModifier> {
    styled("widgetURL", url.map { ValueDescription.quote($0.absoluteString) } ?? "nil")
  }

  /// `.onOpenURL(prefersInApp:)`: recorded on the view as written.
  public nonisolated func onOpenURL(prefersInApp: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("onOpenURL", "prefersInApp: \(prefersInApp)")
  }
}

extension View {
  /// `.onOpenURL(perform:)`: recorded on the view (no step opens URLs).
  public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedContent<Self, _StyleModifier> {
    styled("onOpenURL")
  }
}
