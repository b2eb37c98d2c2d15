import Foundation

extension View {
  /// `.background(ignoresSafeAreaEdges:)`: the default background style, recorded on the view.
  public nonisolated func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _StyleModifier> {
    styled("background", "ignoresSafeAreaEdges: \(edges.text)")
  }

  /// `.overlay(_:ignoresSafeAreaEdges:)` with a shape style: recorded on the view. (A `Color`,
  /// also a view, is placed as `overlay(_:alignment:)` places views.)
  @_disfavoredOverload
  public nonisolated func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("overlay", "\(ValueDescription.describe(style)), ignoresSafeAreaEdges: \(edges.text)")
  }

  /// `.glassBackgroundEffect(displayMode:)`: recorded on the view.
  public nonisolated func glassBackgroundEffect(displayMode: GlassBackgroundDisplayMode = .always) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("glassBackgroundEffect", "displayMode: \(displayMode)")
  }

  /// `.glassBackgroundEffect(in:displayMode:)`: recorded on the view.
  public nonisolated func glassBackgroundEffect<S: Shape>(in shape: S, displayMode: GlassBackgroundDisplayMode = .always)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("glassBackgroundEffect", "in: \(describeShape(shape)), displayMode: \(displayMode)")
  }

  /// `.containerBackground(_:for:)`: recorded on the view.
  public nonisolated func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("containerBackground", "\(ValueDescription.describe(style)), for: \(container)")
  }

  /// `.containerBackground(for:alignment:content:)`: recorded on the view (drawn; not built).
  public nonisolated func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("containerBackground", "\(TypeNames.shared.name(of: V.self)), for: \(container)")
  }
}

/// When a glass background shows, as in SwiftUI.
public struct GlassBackgroundDisplayMode: _RecordedSpelling {
  public let name: String
  /// Always.
  public static let always = GlassBackgroundDisplayMode(name: "always")
  /// As the platform decides.
  public static let implicit = GlassBackgroundDisplayMode(name: "implicit")
  /// Never.
  public static let never = GlassBackgroundDisplayMode(name: "never")
}

/// Where a container's background goes, as in SwiftUI.
public struct ContainerBackgroundPlacement: _RecordedSpelling {
  public let name: String
  /// A navigation container.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// A split view's navigation column.
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  /// A tab view.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

extension View {
  /// `.overlay(_:in:fillStyle:)`: the style filling `shape` over the view, recorded as written.
  public nonisolated func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("overlay", describeStyle(style) + ", in: " + describeShape(shape) + fillStyle.arguments)
  }
}

extension View {
  /// `.listRowBackground(_:)`, as in SwiftUI: recorded on the row as written (the
  /// background view is not a node); a change of it redraws the row.
  public nonisolated func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listRowBackground", view.map { describeRecordedView($0) } ?? "nil")
  }
}

extension View {
  /// `.border(_:width:)`: recorded on the view as written.
  public nonisolated func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _StyleModifier> {
    styled("border", "\(content)" + (width == 1 ? "" : ", width: \(formatNumber(width))"))
  }
}

extension View {
  /// Whether a list or form draws its background; recorded on the view as written.
  public nonisolated func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollContentBackground", ".\(visibility)")
  }
}
