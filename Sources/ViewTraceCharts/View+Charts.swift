import Foundation
import ViewTrace
import ViewTraceEngine

// The chart modifiers of Swift Charts: each is recorded on the view (the `Chart`) as written,
// like `.padding`, so a change of its arguments redraws the chart. Axes, scales and legends are
// not laid out.

extension View {
  /// `.name(arguments)` recorded as styling on this view.
  nonisolated func chartStyled(_ name: String, _ arguments: String) -> ModifiedContent<Self, _StyleModifier> {
    ModifiedContent(content: self, modifier: _StyleModifier(name: name, text: ".\(name)(\(arguments))"))
  }

  /// Shows or hides the chart's x axis (`.chartXAxis(.hidden)`); recorded as written.
  public nonisolated func chartXAxis(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    chartStyled("chartXAxis", ".\(visibility.rawValue)")
  }

  /// The chart's x axis marks (`.chartXAxis { AxisMarks(values: .stride(by: .day)) }`);
  /// recorded as written.
  public nonisolated func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
    -> ModifiedContent<Self, _StyleModifier>
  {
    ModifiedContent(
      content: self, modifier: _StyleModifier(name: "chartXAxis", text: ".chartXAxis { \(content()._axisText) }"))
  }

  /// Shows or hides the chart's y axis; recorded as written.
  public nonisolated func chartYAxis(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    chartStyled("chartYAxis", ".\(visibility.rawValue)")
  }

  /// The chart's y axis marks (`.chartYAxis { AxisMarks(position: .leading) }`); recorded as written.
  public nonisolated func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
    -> ModifiedContent<Self, _StyleModifier>
  {
    ModifiedContent(
      content: self, modifier: _StyleModifier(name: "chartYAxis", text: ".chartYAxis { \(content()._axisText) }"))
  }

  /// The x scale's domain (`.chartXScale(domain: 0...100)`); recorded as written.
  public nonisolated func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil)
    -> ModifiedContent<Self, _StyleModifier>
  {
    chartStyled("chartXScale", "domain: \(domain._domainText)" + (type.map { ", type: .\($0.rawValue)" } ?? ""))
  }

  /// The y scale's domain (`.chartYScale(domain: 0...10_000)`); recorded as written.
  public nonisolated func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil)
    -> ModifiedContent<Self, _StyleModifier>
  {
    chartStyled("chartYScale", "domain: \(domain._domainText)" + (type.map { ", type: .\($0.rawValue)" } ?? ""))
  }

  /// Shows or hides the chart's legend; recorded as written.
  public nonisolated func chartLegend(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    chartStyled("chartLegend", ".\(visibility.rawValue)")
  }

  /// Where the chart's legend sits; recorded as written.
  public nonisolated func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    chartStyled("chartLegend", placement(position, alignment, spacing))
  }

  /// The x axis's title (`.chartXAxisLabel("Day")`); recorded as written.
  public nonisolated func chartXAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    axisLabel("chartXAxisLabel", String(label), position, alignment, spacing)
  }

  /// The x axis's title, a view of yours (recorded by its drawn value).
  public nonisolated func chartXAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> ModifiedContent<Self, _StyleModifier> {
    axisLabel("chartXAxisLabel", content(), position, alignment, spacing)
  }

  /// The y axis's title (`.chartYAxisLabel("Steps")`); recorded as written.
  public nonisolated func chartYAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    axisLabel("chartYAxisLabel", String(label), position, alignment, spacing)
  }

  /// The y axis's title, a view of yours (recorded by its drawn value).
  public nonisolated func chartYAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> ModifiedContent<Self, _StyleModifier> {
    axisLabel("chartYAxisLabel", content(), position, alignment, spacing)
  }

  /// An axis title written as a string: `.chartXAxisLabel("Day", position: .top)`.
  private nonisolated func axisLabel(
    _ name: String, _ label: String, _ position: AnnotationPosition, _ alignment: Alignment?, _ spacing: CGFloat?
  ) -> ModifiedContent<Self, _StyleModifier> {
    chartStyled(name, ([String(reflecting: label)] + placementArguments(position, alignment, spacing)).joined(separator: ", "))
  }

  /// An axis title written as a view: `.chartXAxisLabel() { Text("Day") }`.
  private nonisolated func axisLabel(
    _ name: String, _ content: some View, _ position: AnnotationPosition, _ alignment: Alignment?, _ spacing: CGFloat?
  ) -> ModifiedContent<Self, _StyleModifier> {
    let arguments = placement(position, alignment, spacing)
    return ModifiedContent(
      content: self,
      modifier: _StyleModifier(name: name, text: ".\(name)(\(arguments)) { \(describeRecordedView(content)) }"))
  }

  /// Styles the chart's plot area (`.chartPlotStyle { $0.background(.gray.opacity(0.1)) }`):
  /// `content` is called once with the plot area, and the styling it gives it is recorded as
  /// written (`.chartPlotStyle { $0.padding() }`); another view is recorded by its type.
  public nonisolated func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content)
    -> ModifiedContent<Self, _StyleModifier>
  {
    let styled = content(ChartPlotContent())
    let text = describingFromAnyIsolation(styled) { styled in
      var expander = Expander(graph: nil)
      expander.add(styled)
      if expander.placements.count == 1, let plot = expander.placements.first, plot.value is ChartPlotContent {
        return "$0" + plot.modifiers.map(\.text).joined()
      }
      return describeRecordedView(styled)
    }
    return ModifiedContent(
      content: self, modifier: _StyleModifier(name: "chartPlotStyle", text: ".chartPlotStyle { \(text) }"))
  }

  /// The style of each value of the series named by `foregroundStyle(by:)`
  /// (`.chartForegroundStyleScale(["Steps": .blue, "Goal": .green])`); recorded as written.
  public nonisolated func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>)
    -> ModifiedContent<Self, _StyleModifier>
  {
    let pairs = mapping.map { "\(plottedText($0.key)): \(AnyShapeStyle($0.value).description)" }
    return chartStyled("chartForegroundStyleScale", "[" + (pairs.isEmpty ? ":" : pairs.joined(separator: ", ")) + "]")
  }

  /// The series' values (`domain`) and their styles in order (`range`); recorded as written.
  public nonisolated func chartForegroundStyleScale<Domain: ScaleDomain, S: ShapeStyle>(domain: Domain, range: [S])
    -> ModifiedContent<Self, _StyleModifier>
  {
    let styles = range.map { AnyShapeStyle($0).description }.joined(separator: ", ")
    return chartStyled("chartForegroundStyleScale", "domain: \(domain._domainText), range: [\(styles)]")
  }
}

/// `position:`, `alignment:` and `spacing:` as written, leaving out defaults.
func placementArguments(_ position: AnnotationPosition, _ alignment: Alignment?, _ spacing: CGFloat?) -> [String] {
  var arguments: [String] = []
  if position != .automatic { arguments.append("position: \(position.written)") }
  if let alignment { arguments.append("alignment: \(alignmentText(alignment))") }
  if let spacing { arguments.append("spacing: \(formatNumber(spacing))") }
  return arguments
}

/// ``placementArguments(_:_:_:)`` joined.
func placement(_ position: AnnotationPosition, _ alignment: Alignment?, _ spacing: CGFloat?) -> String {
  placementArguments(position, alignment, spacing).joined(separator: ", ")
}
