import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Wedge: Shape {
  var degrees: Double
  var animatableData: Double {
    get { degrees }
    set { degrees = newValue }
  }
  func path(in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    path.move(to: center)
    path.addArc(
      center: center, radius: rect.width / 2, startAngle: .zero, endAngle: .degrees(degrees), clockwise: false)
    path.closeSubpath()
    return path
  }
}

private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

private struct Chart: View {
  @State var degrees = 90.0
  @State var progress = 0.25
  @State var warm = false
  var body: some View {
    ZStack {
      Wedge(degrees: degrees).fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      Triangle().stroke(.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round))
      Circle().trim(from: 0, to: progress).stroke(
        AngularGradient(colors: [.green, .blue], center: .center), lineWidth: 4)
      RadialGradient(colors: warm ? [.orange, .red] : [.white, .blue], center: .center, startRadius: 0, endRadius: 50)
      Text("Glass").background(.ultraThinMaterial)
      Text("Pill").background(.thinMaterial, in: Capsule())
      Path { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 5)) }
    }
  }
}

@MainActor
@Suite struct DrawingTests {
  /// A custom shape is a leaf whose stored properties are its drawn value: a
  /// new value redraws it (no body of its own runs) and `path(in:)` is never
  /// asked for by an update; a shape whose inputs did not change is untouched.
  @Test func customShapeRedrawsWhenItsStoredPropertiesChange() throws {
    let t = try trace(Chart()) {
      Step.mutate("wider", on: Chart.self) { $0.degrees = 180 }
    }
    let wedge = "Chart/ZStack/Wedge@0"
    #expect(t.node(wedge)?.label == "Wedge(degrees: 90.0)")
    #expect(t.node(wedge)?.kind == .primitive)
    #expect(
      t.node(wedge)?.modifiers == [".fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))"])
    #expect(t.node("Chart/ZStack/Triangle@1")?.label == "Triangle()")
    #expect(
      t.node("Chart/ZStack/Triangle@1")?.modifiers == [
        ".stroke(.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round))"
      ])
    #expect(outcomes(t.frames[1]) == ["Chart": .evaluated, wedge: .redrawn])
    #expect(
      t.frames[1].record(wedge)?.reasons.first?.changes
        == [ValueChange(name: "label", before: "Wedge(degrees: 90.0)", after: "Wedge(degrees: 180.0)")])
    #expect(t.frames[1].printChanges == ["Chart: _degrees changed."])
  }

  /// `.trim(from:to:)` is recorded on the shape: a new progress redraws the ring alone.
  @Test func trimIsRecordedAndRedrawsOnChange() throws {
    let t = try trace(Chart()) { Step.mutate("progress", on: Chart.self) { $0.progress = 0.5 } }
    let ring = "Chart/ZStack/Circle@2"
    #expect(
      t.node(ring)?.modifiers == [
        ".trim(from: 0, to: 0.25)",
        ".stroke(AngularGradient(colors: [.green, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(360)), lineWidth: 4)",
      ])
    #expect(outcomes(t.frames[1]) == ["Chart": .evaluated, ring: .redrawn])
    #expect(
      t.frames[1].record(ring)?.reasons.first?.changes
        == [ValueChange(name: "trim", before: ".trim(from: 0, to: 0.25)", after: ".trim(from: 0, to: 0.5)")])
  }

  /// Gradients are views (leaves whose parameters are their drawn value) and
  /// styles; materials are styles: `.background(.ultraThinMaterial)` and
  /// `.background(_:in:)` are recorded on the view.
  @Test func gradientsAndMaterialsAreRecordedAsWritten() throws {
    let t = try trace(Chart()) { Step.mutate("warm", on: Chart.self) { $0.warm = true } }
    let radial = "Chart/ZStack/RadialGradient@3"
    #expect(
      t.node(radial)?.label
        == "RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 50)")
    #expect(outcomes(t.frames[1]) == ["Chart": .evaluated, radial: .redrawn])
    #expect(t.node("Chart/ZStack/Text@4")?.modifiers == [".background(.ultraThinMaterial)"])
    #expect(t.node("Chart/ZStack/Text@5")?.modifiers == [".background(.thinMaterial, in: Capsule())"])
    #expect(t.node("Chart/ZStack/Path@6")?.label == "Path(\"M 0 0 L 10 0 L 10 5 L 0 5 Z\")")
  }

  /// Path's builders make the elements Core Graphics would: rectangles as
  /// lines, ellipses and arcs as cubic curves through the right points.
  @Test func pathBuildersMakeTheirElements() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 4, y: 0))
    path.closeSubpath()
    #expect(path.description == "M 0 0 L 4 0 Z")
    #expect(path.currentPoint == CGPoint(x: 0, y: 0))
    let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(ellipse.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(ellipse.description.hasPrefix("M 20 5 C 20 7.76 15.52 10 10 10 "))
    var arc = Path()
    arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(arc.description == "M 10 0 C 10 5.52 5.52 10 0 10")
    var back = Path()
    back.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    // Clockwise in SwiftUI's sense: three quarters the other way round.
    #expect(back.description.split(separator: "C").count == 4)
    #expect(back.currentPoint.map { abs($0.x) < 1e-9 && abs($0.y - 10) < 1e-9 } == true)
    let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2)
    #expect(rounded.description.hasPrefix("M 2 0 L 8 0 C "))
    #expect(
      Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect
        == CGRect(x: 5, y: 0, width: 10, height: 10))
    #expect(Rectangle().path(in: CGRect(x: 0, y: 0, width: 3, height: 2)).description == "M 0 0 L 3 0 L 3 2 L 0 2 Z")
  }
}
