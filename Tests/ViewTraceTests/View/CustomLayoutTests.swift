import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

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

private struct Counter: View {
  @State var count = 0
  var body: some View { Button("Count \(count)") { count += 1 } }
}

/// iOS 16's adaptive stack: one container whose layout changes.
private struct Adaptive: View {
  @State var wide = false
  var body: some View {
    let layout = wide ? AnyLayout(HStackLayout(spacing: 8)) : AnyLayout(VStackLayout())
    VStack {
      layout {
        Counter()
        Text("label")
      }
      Button("Rotate") { wide.toggle() }
    }
  }
}

/// The same screen written with `if`/`else`: two different containers.
private struct Branching: View {
  @State var wide = false
  var body: some View {
    VStack {
      if wide {
        HStack { Counter() }
      } else {
        VStack { Counter() }
      }
      Button("Rotate") { wide.toggle() }
    }
  }
}

@MainActor
@Suite struct CustomLayoutTests {
  /// Switching the layout inside `AnyLayout` keeps the container and its
  /// children: the counter keeps its count and no child runs; the container
  /// is redrawn with the new layout. An `if`/`else` between stacks replaces
  /// the counter (its state is lost), as in SwiftUI.
  @Test func anyLayoutKeepsItsChildrenWhereIfElseReplacesThem() throws {
    let adaptive = try trace(Adaptive()) {
      Step.tap("Count 0")
      Step.tap("Rotate")
      Step.tap("Count 1")  // the count survived the rotation
    }
    #expect(adaptive.frames[3].printChanges == ["Counter: _count changed."])
    let rotate = adaptive.frames[2]
    let container = try #require(rotate.records.first { $0.node == "Adaptive/VStack/AnyLayout@0" })
    #expect(container.outcome == .redrawn)
    #expect(
      container.reasons.first?.changes.first.map { "\($0.before ?? "") -> \($0.after ?? "")" }
        == "AnyLayout(VStackLayout()) -> AnyLayout(HStackLayout(spacing: 8))")
    #expect(!rotate.records.contains { $0.node.contains("Counter") && [.evaluated, .appeared].contains($0.outcome) })
    #expect(adaptive.frames.allSatisfy { $0.warnings.isEmpty }, "the stacks' layouts need no note")

    let branching = try trace(Branching()) {
      Step.tap("Count 0")
      Step.tap("Rotate")
    }
    let replaced = branching.frames[2].records.filter { $0.node.hasSuffix("/Counter") }.map { "\($0.node) \($0.outcome)" }
    #expect(
      replaced == [
        "Branching/VStack/HStack@0.if/Counter appeared", "Branching/VStack/VStack@0.else/Counter disappeared",
      ])
  }

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
