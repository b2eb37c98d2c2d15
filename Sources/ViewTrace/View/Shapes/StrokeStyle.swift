import Foundation

#if !canImport(CoreGraphics)
  /// How a stroke's ends are drawn (Core Graphics' type, for Linux).
  public enum CGLineCap: Int32, Sendable {
    case butt, round, square
  }
  /// How a stroke's corners are drawn (Core Graphics' type, for Linux).
  public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
  }
#endif

/// How a shape is stroked, as in SwiftUI.
public struct StrokeStyle: Equatable, Sendable, CustomStringConvertible {
  /// The line's width.
  public var lineWidth: CGFloat
  /// Its ends.
  public var lineCap: CGLineCap
  /// Its corners.
  public var lineJoin: CGLineJoin
  /// The miter limit.
  public var miterLimit: CGFloat
  /// Its dash pattern.
  public var dash: [CGFloat]
  /// Where the dash starts.
  public var dashPhase: CGFloat
  /// A stroke style.
  public nonisolated init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
  /// `StrokeStyle(lineWidth: 4, lineCap: .round)`: the arguments that differ from the defaults.
  public var description: String {
    var parts: [String] = []
    if lineWidth != 1 { parts.append("lineWidth: \(formatNumber(Double(lineWidth)))") }
    if lineCap != .butt { parts.append("lineCap: .\(lineCap == .round ? "round" : "square")") }
    if lineJoin != .miter { parts.append("lineJoin: .\(lineJoin == .round ? "round" : "bevel")") }
    if miterLimit != 10 { parts.append("miterLimit: \(formatNumber(Double(miterLimit)))") }
    if !dash.isEmpty { parts.append("dash: [" + dash.map { formatNumber(Double($0)) }.joined(separator: ", ") + "]") }
    if dashPhase != 0 { parts.append("dashPhase: \(formatNumber(Double(dashPhase)))") }
    return "StrokeStyle(" + parts.joined(separator: ", ") + ")"
  }
}

/// How a shape is filled, as in SwiftUI.
public struct FillStyle: Equatable, Sendable {
  /// The even-odd rule.
  public var isEOFilled: Bool
  /// Antialiased edges.
  public var isAntialiased: Bool
  /// A fill style.
  public nonisolated init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
  var arguments: String {
    var parts: [String] = []
    if isEOFilled { parts.append("eoFill: true") }
    if !isAntialiased { parts.append("antialiased: false") }
    return parts.isEmpty ? "" : ", style: FillStyle(" + parts.joined(separator: ", ") + ")"
  }
}
