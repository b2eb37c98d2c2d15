/// The width or height class of the space a view has, as in SwiftUI.
///
/// A scenario runs on an iPhone in portrait (``Viewport/phone``): the
/// horizontal class is `.compact` and the vertical one `.regular`, unless an
/// ancestor sets another with `.environment(\.horizontalSizeClass, .regular)`.
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case compact, regular
  /// The value as ViewTrace prints it.
  public var description: String { ".\(rawValue)" }
}

struct HorizontalSizeClassKey: NamedEnvironmentKey {
  static let _propertyName = "horizontalSizeClass"
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

struct VerticalSizeClassKey: NamedEnvironmentKey {
  static let _propertyName = "verticalSizeClass"
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
  /// `.compact` (an iPhone in portrait) unless an ancestor set another.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// `.regular` (an iPhone in portrait) unless an ancestor set another.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
