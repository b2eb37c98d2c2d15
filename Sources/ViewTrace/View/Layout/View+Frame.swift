import Foundation

extension View {
  /// The flexible `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
  /// as in SwiftUI: recorded on the view as written (not laid out); a change of its arguments redraws the view.
  public nonisolated func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _StyleModifier> {
    let named: [(String, CGFloat?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
      ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    var parts = named.compactMap { name, value in value.map { "\(name): \(formatLength($0))" } }
    if alignment != .center { parts.append("alignment: .\(alignment.name)") }
    return styled("frame", parts.joined(separator: ", "))
  }

  /// `.offset(x:y:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _StyleModifier> {
    styled("offset", "x: \(formatNumber(x)), y: \(formatNumber(y))")
  }

  /// `.offset(_:)` by a size, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func offset(_ offset: CGSize) -> ModifiedContent<Self, _StyleModifier> {
    styled("offset", "x: \(formatNumber(Double(offset.width))), y: \(formatNumber(Double(offset.height)))")
  }

  /// `.position(x:y:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _StyleModifier> {
    styled("position", "x: \(formatNumber(x)), y: \(formatNumber(y))")
  }

  /// `.fixedSize()`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func fixedSize() -> ModifiedContent<Self, _StyleModifier> { styled("fixedSize") }

  /// `.fixedSize(horizontal:vertical:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("fixedSize", "horizontal: \(horizontal), vertical: \(vertical)")
  }

  /// `.layoutPriority(_:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func layoutPriority(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("layoutPriority", formatNumber(value))
  }

  /// `.zIndex(_:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func zIndex(_ value: Double) -> ModifiedContent<Self, _StyleModifier> { styled("zIndex", formatNumber(value)) }
}

extension View {
  /// `.position(_:)`: recorded on the view as written (not laid out).
  public nonisolated func position(_ position: CGPoint) -> ModifiedContent<Self, _StyleModifier> {
    styled("position", "x: \(formatNumber(Double(position.x))), y: \(formatNumber(Double(position.y)))")
  }

  /// `.gridCellColumns(_:)`: recorded on the view as written (not laid out).
  public nonisolated func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _StyleModifier> {
    styled("gridCellColumns", String(count))
  }

  /// `.gridCellAnchor(_:)`: recorded on the view as written.
  public nonisolated func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _StyleModifier> {
    styled("gridCellAnchor", "\(anchor)")
  }

  /// `.gridCellUnsizedAxes(_:)`: recorded on the view as written.
  public nonisolated func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _StyleModifier> {
    styled("gridCellUnsizedAxes", axes == .horizontal ? ".horizontal" : axes == .vertical ? ".vertical" : "[.horizontal, .vertical]")
  }

  /// `.gridColumnAlignment(_:)`: recorded on the view as written.
  public nonisolated func gridColumnAlignment(_ alignment: HorizontalAlignment) -> ModifiedContent<Self, _StyleModifier> {
    styled("gridColumnAlignment", ".\(alignment.name)")
  }
}

extension View {
  /// `.coordinateSpace(_:)`: recorded on the view.
  public nonisolated func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _StyleModifier> {
    styled("coordinateSpace", ValueDescription.describe(name.name))
  }

  /// `.coordinateSpace(name:)`: recorded on the view.
  public nonisolated func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _StyleModifier> {
    styled("coordinateSpace", "name: \(ValueDescription.describe(name))")
  }

  /// `.alignmentGuide(_:computeValue:)`: recorded; the closure (it reads dimensions) is not run.
  public nonisolated func alignmentGuide(
    _ alignment: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("alignmentGuide", ValueDescription.describe(alignment))
  }

  /// `.alignmentGuide(_:computeValue:)` for a vertical alignment.
  public nonisolated func alignmentGuide(_ alignment: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> ModifiedContent<Self, _GeometryModifier>
  {
    geometry("alignmentGuide", ValueDescription.describe(alignment))
  }
}

extension View {
  /// `.containerCornerOffset(_:sizeToFit:)`: recorded on the view.
  public nonisolated func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("containerCornerOffset", "\(edges.text), sizeToFit: \(sizeToFit)")
  }

  /// `.layoutDirectionBehavior(_:)`: recorded on the view.
  public nonisolated func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("layoutDirectionBehavior", behavior.description)
  }
}

/// Whether a view mirrors in a right-to-left layout, as in SwiftUI.
public struct LayoutDirectionBehavior: _RecordedSpelling {
  public let name: String
  /// Always as written.
  public static let fixed = LayoutDirectionBehavior(name: "fixed")
  /// Mirrored right to left.
  public static let mirrors = LayoutDirectionBehavior(name: "mirrors")
}

extension View {
  /// `.containerRelativeFrame(_:alignment:)`: recorded on the view as written (not laid out).
  public nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("containerRelativeFrame", axes == .horizontal ? ".horizontal" : axes == .vertical ? ".vertical" : "[.horizontal, .vertical]")
  }
}

extension View {
  /// `.containerRelativeFrame(_:count:span:spacing:alignment:)`: recorded on the view as written (not laid out).
  public nonisolated func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("containerRelativeFrame", "count: \(count), span: \(span), spacing: \(formatNumber(spacing))")
  }

  /// `.containerRelativeFrame(_:alignment:_:)`: recorded on the view (the length closure is not run: nothing is laid out).
  public nonisolated func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("containerRelativeFrame", "length: (closure)")
  }
}

extension View {
  /// `.containerValue(_:_:)`: recorded on the view (custom containers that read subviews'
  /// values are not simulated).
  public nonisolated func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("containerValue", ValueDescription.describe(value))
  }
}
