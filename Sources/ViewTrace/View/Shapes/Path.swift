import Foundation

/// The outline of a 2D shape, as in SwiftUI: built with `move(to:)`,
/// `addLine(to:)`, `addRect(_:)`, `addRoundedRect(in:cornerSize:)`,
/// `addEllipse(in:)`, `addArc(center:radius:startAngle:endAngle:clockwise:)`,
/// `addQuadCurve`, `addCurve` and `closeSubpath()`. Ellipses and arcs are
/// stored as cubic curves, as Core Graphics stores them.
///
/// A `Path` is itself a shape and a view: as a view it is a framework leaf
/// whose elements are its drawn value, so a path with other points redraws.
public nonisolated struct Path: Equatable, Sendable {
  /// One piece of a path, as in SwiftUI.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A line to a point.
    case line(to: CGPoint)
    /// A quadratic curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath
  }

  var elements: [Element] = []
  /// Where the current subpath started, and the current point.
  private var start: CGPoint?
  private var current: CGPoint?

  /// An empty path.
  public nonisolated init() {}
  /// A path made by `callback`.
  public nonisolated init(_ callback: (inout Path) -> Void) { callback(&self) }
  /// A rectangle.
  public nonisolated init(_ rect: CGRect) { addRect(rect) }
  /// A rounded rectangle with corners of `cornerRadius`.
  public nonisolated init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  /// A rounded rectangle with corners of `cornerSize`.
  public nonisolated init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }
  /// The ellipse inscribed in `rect`.
  public nonisolated init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }
  /// The current point, if any.
  public var currentPoint: CGPoint? { current }

  /// The smallest rectangle holding every point of the path (control points included).
  public var boundingRect: CGRect {
    let points = elements.flatMap { element -> [CGPoint] in
      switch element {
      case .move(let p), .line(let p): [p]
      case .quadCurve(let p, let c): [p, c]
      case .curve(let p, let c1, let c2): [p, c1, c2]
      case .closeSubpath: []
      }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points {
      (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Calls `body` with each element, in order.
  public nonisolated func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    start = point
    current = point
  }

  /// A line from the current point to `point` (a move, if there is no current point).
  public mutating func addLine(to point: CGPoint) {
    guard current != nil else { return move(to: point) }
    elements.append(.line(to: point))
    current = point
  }

  /// Lines through `points`, starting a subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A quadratic curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    if current == nil { move(to: control) }
    elements.append(.quadCurve(to: point, control: control))
    current = point
  }

  /// A cubic curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    if current == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    current = point
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() {
    guard current != nil else { return }
    elements.append(.closeSubpath)
    current = start
  }

  /// A closed rectangle subpath.
  public mutating func addRect(_ rect: CGRect) {
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Closed rectangle subpaths.
  public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

  /// A closed rounded-rectangle subpath (corners drawn as quarter ellipses).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let rx = min(cornerSize.width, rect.width / 2)
    let ry = min(cornerSize.height, rect.height / 2)
    guard rx > 0, ry > 0 else { return addRect(rect) }
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    addQuarter(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), rx: rx, ry: ry, from: -.pi / 2)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    addQuarter(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), rx: rx, ry: ry, from: 0)
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    addQuarter(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), rx: rx, ry: ry, from: .pi / 2)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    addQuarter(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), rx: rx, ry: ry, from: .pi)
    closeSubpath()
  }

  /// A closed ellipse subpath inscribed in `rect`.
  public mutating func addEllipse(in rect: CGRect) {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    move(to: CGPoint(x: rect.maxX, y: rect.midY))
    for quarter in 0..<4 { addQuarter(center: center, rx: rx, ry: ry, from: Double(quarter) * .pi / 2) }
    closeSubpath()
  }

  /// An arc of the circle at `center`: a line from the current point to the
  /// arc's start, then the arc (in the y-down plane, `clockwise` as SwiftUI
  /// means it there).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var sweep = endAngle.radians - startAngle.radians
    // SwiftUI's `clockwise` is in a flipped (y-down) plane: it is the
    // direction of decreasing angle there.
    if clockwise {
      while sweep > 0 { sweep -= 2 * .pi }
    } else {
      while sweep < 0 { sweep += 2 * .pi }
    }
    let startPoint = point(center, radius, radius, startAngle.radians)
    if current == nil { move(to: startPoint) } else { addLine(to: startPoint) }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    for piece in 0..<pieces {
      addArcPiece(
        center: center, rx: radius, ry: radius, from: startAngle.radians + Double(piece) * step, sweep: step)
    }
  }

  /// Another path's elements, appended.
  public mutating func addPath(_ path: Path) {
    for element in path.elements {
      switch element {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  private func point(_ center: CGPoint, _ rx: Double, _ ry: Double, _ angle: Double) -> CGPoint {
    CGPoint(x: center.x + rx * Self.exact(cos(angle)), y: center.y + ry * Self.exact(sin(angle)))
  }

  /// `cos(.pi / 2)` is `6e-17`, not 0: quarter turns land on their points.
  private static func exact(_ value: Double) -> Double {
    let rounded = value.rounded()
    return abs(value - rounded) < 1e-12 ? rounded : value
  }

  private mutating func addQuarter(center: CGPoint, rx: Double, ry: Double, from angle: Double) {
    addArcPiece(center: center, rx: rx, ry: ry, from: angle, sweep: .pi / 2)
  }

  /// One cubic piece of an elliptic arc of at most a quarter turn.
  private mutating func addArcPiece(center: CGPoint, rx: Double, ry: Double, from angle: Double, sweep: Double) {
    let k = 4.0 / 3.0 * tan(sweep / 4)
    let end = angle + sweep
    let p0 = point(center, rx, ry, angle)
    let p3 = point(center, rx, ry, end)
    let c1 = CGPoint(x: p0.x - k * rx * Self.exact(sin(angle)), y: p0.y + k * ry * Self.exact(cos(angle)))
    let c2 = CGPoint(x: p3.x + k * rx * Self.exact(sin(end)), y: p3.y - k * ry * Self.exact(cos(end)))
    addCurve(to: p3, control1: c1, control2: c2)
  }
}

extension Path: CustomStringConvertible {
  /// The elements, with points to two decimals: `M 0 0 L 10 0 Z`, as an SVG path reads.
  public var description: String {
    func n(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }
    func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
    return elements.map { element in
      switch element {
      case .move(let to): "M \(p(to))"
      case .line(let to): "L \(p(to))"
      case .quadCurve(let to, let c): "Q \(p(c)) \(p(to))"
      case .curve(let to, let c1, let c2): "C \(p(c1)) \(p(c2)) \(p(to))"
      case .closeSubpath: "Z"
      }
    }.joined(separator: " ")
  }
}

@MainActor extension Path: Shape {
  /// The path itself, whatever the rectangle.
  public nonisolated func path(in rect: CGRect) -> Path { self }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Path") }
}

@MainActor extension Path: LeafView {
  package static var _typeName: String { "Path" }
  package var _label: String { "Path(\(ValueDescription.quote(description)))" }
}
