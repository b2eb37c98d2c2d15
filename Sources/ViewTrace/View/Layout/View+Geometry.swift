import Foundation

/// A recorded modifier whose effect depends on geometry ViewTrace does not measure.
public struct _GeometryModifier: PlacementModifier {
  let style: _StyleModifier

  package func _place(into expander: inout Expander) {
    expander.graph?.warnOnce(
      .geometryNotSimulated,
      "\(style.text) reads geometry: it is recorded on the view and its closures are not run (ViewTrace measures no geometry)"
    )
    expander.modifiers.append(style)
  }
}

/// A view's size and frames, as a geometry closure receives them, as in SwiftUI. ViewTrace lays
/// nothing out, so no closure that takes one is run.
public struct GeometryProxy {
  /// The view's size.
  public let size: CGSize
  /// The safe area's insets.
  public let safeAreaInsets: EdgeInsets
  /// The view's frame in `space`.
  public nonisolated func frame(in space: some CoordinateSpaceProtocol) -> CGRect { CGRect(origin: .zero, size: size) }
  /// The view's bounds in `space`, if it has them.
  public nonisolated func bounds(of space: NamedCoordinateSpace) -> CGRect? { nil }
}

extension View {
  nonisolated func geometry(_ name: String, _ arguments: String = "") -> ModifiedContent<Self, _GeometryModifier> {
    ModifiedContent(
      content: self, modifier: _GeometryModifier(style: _StyleModifier(name: name, text: ".\(name)(\(arguments))")))
  }

  /// `.onGeometryChange(for:of:action:)`: recorded; the trace says once that geometry is not
  /// simulated, and the action never runs.
  public nonisolated func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("onGeometryChange", "for: \(typeDisplayName(T.self))")
  }

  /// `.onGeometryChange(for:of:action:)` with the old and new values.
  public nonisolated func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("onGeometryChange", "for: \(typeDisplayName(T.self))")
  }
}

extension View {
  /// `.onInteractiveResizeChange(_:)`: recorded on the view (no step resizes a window).
  public nonisolated func onInteractiveResizeChange(_ action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _StyleModifier> {
    styled("onInteractiveResizeChange")
  }
}
