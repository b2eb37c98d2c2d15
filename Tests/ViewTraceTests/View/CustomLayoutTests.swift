import Foundation
import Testing

@testable import ViewTrace

/// A flow layout as iOS code writes it (geometry never runs in ViewTrace).
private struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0))
    return CGSize(width: min(width, proposal.replacingUnspecifiedDimensions().width), height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width + spacing
    }
  }
}

private struct TagView: View {
  let tag: String
  var body: some View { Text(tag) }
}

private struct TagCloud: View {
  @State var spacing: CGFloat = 8
  @State var tags = ["swift", "ui"]
  var body: some View {
    VStack {
      FlowLayout(spacing: spacing) {
        ForEach(tags, id: \.self) { tag in TagView(tag: tag) }
      }
      Button("Wider") { spacing = 16 }
      Button("Add") { tags.append("trace") }
    }
  }
}

@MainActor
@Suite struct CustomLayoutTests {
  /// A custom `Layout` is a container: its children are traced under a node
  /// named after the layout, and the run says once that geometry is not run.
  @Test func aCustomLayoutsChildrenAreTracedAsAContainers() throws {
    let t = try trace(TagCloud()) {}
    let layout = try #require(t.nodes.first { $0.type == "FlowLayout" })
    #expect(layout.id == "TagCloud/VStack/FlowLayout@0")
    #expect(layout.label == "FlowLayout(spacing: 8.0)")
    #expect(
      t.nodes.filter { $0.parent?.hasPrefix(layout.id) == true && $0.type == "TagView" }.map(\.id) == [
        "TagCloud/VStack/FlowLayout@0/TagView#swift", "TagCloud/VStack/FlowLayout@0/TagView#ui",
      ])
    #expect(t.frames[0].warnings.map(\.kind) == [.geometryNotSimulated])
    #expect(t.frames[0].warnings.first?.message.hasPrefix("FlowLayout is a custom Layout") == true)
  }

  /// A layout whose value changes is laid out again (redrawn) and runs no
  /// child's body: the children's values did not change.
  @Test func aLayoutValueChangeRedrawsTheContainerAndRunsNoChild() throws {
    let t = try trace(TagCloud()) {
      Step.tap("Wider")
      Step.tap("Add")
    }
    let wider = t.frames[1]
    #expect(wider.records.filter { $0.outcome == .evaluated }.map(\.node) == ["TagCloud"])
    let redrawn = try #require(wider.records.first { $0.node == "TagCloud/VStack/FlowLayout@0" })
    #expect(redrawn.outcome == .redrawn)
    #expect(!wider.records.contains { $0.node.contains("TagView") && $0.outcome == .evaluated })
    // An added element appears inside the layout; the others are not run.
    let added = t.frames[2]
    #expect(added.records.filter { $0.outcome == .appeared && $0.node.hasSuffix("TagView#trace") }.count == 1)
    #expect(!added.records.contains { $0.node.contains("TagView#swift") && $0.outcome == .evaluated })
    #expect(t.frames.dropFirst().allSatisfy { $0.warnings.isEmpty }, "said once a run")
  }
}
