import Foundation

/// A coordinate space, as in SwiftUI.
public protocol CoordinateSpaceProtocol {
  /// The space as a value.
  var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space, as in SwiftUI: the view's own, the screen's, or a named one.
public enum CoordinateSpace: Hashable {
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// A space a `coordinateSpace(_:)` names.
  case named(AnyHashable)
}

/// A named coordinate space, as in SwiftUI: `.named("scroll")`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  let name: CoordinateSpace
  /// The space as a value.
  public var coordinateSpace: CoordinateSpace { name }
}

/// The screen's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The space as a value.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The space as a value.
  public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// A space named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: .named(AnyHashable(name)))
  }
  /// The scroll view's content space.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: .named("scrollView")) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen's space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
