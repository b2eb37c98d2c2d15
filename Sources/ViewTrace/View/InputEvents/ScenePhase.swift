/// Whether a scene is in the foreground and interactive, as in SwiftUI.
///
/// A scenario runs its app in the foreground: `\.scenePhase` is `.active`
/// unless an ancestor sets another with `.environment(\.scenePhase, .background)`.
/// ViewTrace has no app life cycle, so the phase never changes by itself.
public enum ScenePhase: String, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
  case background, inactive, active
  /// The value as ViewTrace prints it.
  public var description: String { ".\(rawValue)" }
  /// Background before inactive before active, as SwiftUI orders them.
  public static func < (a: ScenePhase, b: ScenePhase) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

struct ScenePhaseKey: NamedEnvironmentKey {
  static let _propertyName = "scenePhase"
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// `.active` (a scenario runs in the foreground) unless an ancestor set another.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
