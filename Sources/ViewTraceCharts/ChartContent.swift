import Foundation
import ViewTrace
import ViewTraceEngine

/// What a chart draws, as in Swift Charts: marks (``BarMark``, ``LineMark``, …), a `ForEach`
/// of marks, several in a ``ChartContentBuilder`` block, or a type of yours whose `body` is
/// made of them.
///
/// ```swift
/// struct GoalLine: ChartContent {
///   let goal: Int
///   var body: some ChartContent { RuleMark(y: .value("Goal", goal)) }
/// }
/// ```
///
/// In a trace a chart's content is its marks as written, modifiers included (see ``Chart``).
@MainActor @preconcurrency
public protocol ChartContent {
  /// The content this content is made of.
  associatedtype Body: ChartContent
  /// The content this content is made of (the marks of a type of yours).
  @ChartContentBuilder var body: Body { get }
}

/// Chart content that is drawn as marks, not by a body: the marks as written.
protocol _PrimitiveChartContent {
  /// Each mark as written, with its modifiers (`BarMark(x: …, y: …).opacity(0.5)`).
  var _marks: [String] { get }
}

/// The marks of `content` as written: a framework content's own, or those of a body.
nonisolated func chartMarks<C: ChartContent>(_ content: C) -> [String] {
  describingFromAnyIsolation(content) { content in marks(of: content) }
}

@MainActor private func marks<C: ChartContent>(of content: C) -> [String] {
  if let primitive = content as? any _PrimitiveChartContent { return primitive._marks }
  return marks(of: content.body)
}

@MainActor extension Never: ChartContent {
  /// `Never` draws nothing.
  public var body: Never { fatalError("Never has no chart content") }
}

/// Builds a chart's content from the marks written in its block (`if`/`else`, `ForEach`).
@resultBuilder
public struct ChartContentBuilder {
  /// A mark, or content.
  public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

  /// An empty block: no marks.
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

  /// One content.
  public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

  /// Several contents, in order.
  public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content)
    -> TupleChartContent<(repeat each Content)>
  {
    var marks: [String] = []
    for child in repeat each content { marks += chartMarks(child) }
    return TupleChartContent(value: (repeat each content), marks: marks)
  }

  /// Content drawn only when a condition holds (`if` without `else`).
  public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`/`else`.
  public static nonisolated func buildEither<First: ChartContent, Second: ChartContent>(first: First)
    -> _ConditionalChartContent<First, Second>
  {
    _ConditionalChartContent(marks: chartMarks(first))
  }

  /// The `else` branch of an `if`/`else`.
  public static nonisolated func buildEither<First: ChartContent, Second: ChartContent>(second: Second)
    -> _ConditionalChartContent<First, Second>
  {
    _ConditionalChartContent(marks: chartMarks(second))
  }

  /// Content inside `if #available`.
  public static nonisolated func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> AnyChartContent {
    AnyChartContent(content)
  }
}

/// No marks (an empty ``ChartContentBuilder`` block).
public nonisolated struct EmptyChartContent: ChartContent, _PrimitiveChartContent {
  /// No marks.
  public nonisolated init() {}
  /// Framework chart content has no body.
  public var body: Never { fatalError("EmptyChartContent has no body") }
  var _marks: [String] { [] }
}

/// The contents of a ``ChartContentBuilder`` block, in order.
public nonisolated struct TupleChartContent<T>: ChartContent, _PrimitiveChartContent {
  /// The tuple of contents.
  public let value: T
  let marks: [String]
  /// Framework chart content has no body.
  public var body: Never { fatalError("TupleChartContent has no body") }
  var _marks: [String] { marks }
}

/// The content of an `if`/`else` in a ``ChartContentBuilder`` block: the branch taken's marks.
public nonisolated struct _ConditionalChartContent<First: ChartContent, Second: ChartContent>: ChartContent,
  _PrimitiveChartContent
{
  let marks: [String]
  /// Framework chart content has no body.
  public var body: Never { fatalError("_ConditionalChartContent has no body") }
  var _marks: [String] { marks }
}

/// Chart content whatever its type.
public nonisolated struct AnyChartContent: ChartContent, _PrimitiveChartContent {
  let marks: [String]
  /// `content`, whatever its type.
  public nonisolated init<C: ChartContent>(_ content: C) { marks = chartMarks(content) }
  /// Framework chart content has no body.
  public var body: Never { fatalError("AnyChartContent has no body") }
  var _marks: [String] { marks }
}

@MainActor extension Optional: ChartContent where Wrapped: ChartContent {
  /// Framework chart content has no body.
  public var body: Never { fatalError("Optional has no chart content of its own") }
}

extension Optional: _PrimitiveChartContent where Wrapped: ChartContent {
  var _marks: [String] { map(chartMarks) ?? [] }
}

@MainActor extension ForEach: ChartContent where Content: ChartContent {
  /// Framework chart content has no body.
  public var body: Never { fatalError("ForEach has no chart content of its own") }
}

extension ForEach: _PrimitiveChartContent where Content: ChartContent {
  /// The marks of every element, in order (the element's marks as written; the id is not drawn).
  nonisolated var _marks: [String] {
    describingFromAnyIsolation(self) { each in each.data.flatMap { chartMarks(each.content($0)) } }
  }
}

extension ForEach where Content: ChartContent {
  /// Marks per element of `data`, identified by the element's `id` key path.
  public nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, idOf: { $0[keyPath: id] }, content: content)
  }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Marks per element of `data`, identified by its `id`.
  public nonisolated init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, idOf: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
  /// Marks per number of a constant range, identified by the number.
  public nonisolated init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, idOf: { $0 }, content: content)
  }
}
