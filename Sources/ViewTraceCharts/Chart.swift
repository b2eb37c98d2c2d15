import Foundation
import ViewTrace
import ViewTraceEngine

/// A chart, as in Swift Charts: the marks of its content drawn on axes.
///
/// ```swift
/// Chart(steps) { day in
///   BarMark(x: .value("Day", day.name), y: .value("Steps", day.count))
///     .foregroundStyle(.blue)
/// }
/// .chartYScale(domain: 0...10_000)
/// ```
///
/// In a trace a chart is one framework node, a leaf: its drawn value (its label) is its marks
/// as written, modifiers included, in order:
/// `Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4200)); … }`. It has no body
/// of its own and its marks are not nodes: a change of the data (a point appended, a value
/// changed, a mark's style) redraws the chart, and the redraw's `label` change shows the marks
/// before and after, which answers "why did this chart redraw". The content is built where
/// the chart is made, as the marks are written (reads in it are the parent body's). Axis,
/// scale, legend and plot-style modifiers are recorded on the node as styling (`.chartYScale(domain:
/// 0...10000)`). Nothing is laid out: axes, ticks, scales and the legend are not computed, and
/// an annotation's view is recorded by its drawn value, not traced as a node.
public nonisolated struct Chart<Content: ChartContent>: View {
  /// Each mark as written, in order.
  let marks: [String]

  /// A chart of the marks written in `content`.
  public nonisolated init(@ChartContentBuilder content: () -> Content) {
    marks = chartMarks(content())
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Chart") }
}

extension Chart {
  /// A chart of the marks `content` makes for each element of `data`, identified by the key path `id`.
  public nonisolated init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    marks = chartMarks(ForEach(data, id: id, content: content))
  }

  /// A chart of the marks `content` makes for each element of `data`, identified by its `id`.
  public nonisolated init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    marks = chartMarks(ForEach(data, content: content))
  }
}

@MainActor extension Chart: LeafView {
  package static var _typeName: String { "Chart" }
  package var _label: String { marks.isEmpty ? "Chart { }" : "Chart { " + marks.joined(separator: "; ") + " }" }
}
