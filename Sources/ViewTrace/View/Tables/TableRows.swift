import Foundation

// The rows of a table (TableRow, its builder, ForEach and outline rows).

// MARK: - Rows

/// The rows of a ``Table``, as in SwiftUI: a ``TableRow``, a `ForEach` of
/// rows, several (a ``TableRowBuilder`` block) or a type of yours whose
/// `tableRowBody` is made of them.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
  /// The type of the rows' values.
  associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
  /// The rows this content is made of.
  associatedtype TableRowBody: TableRowContent
  /// The rows this content is made of.
  @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
}

@MainActor extension Never: TableRowContent {
  /// `Never` has no rows.
  public var tableRowBody: Never { return fatalError("Never has no rows") }
}

/// A row of a ``Table`` showing `value`, identified by its `id`. It is a
/// view only so that `ForEach` can hold it (`ForEach(people) { TableRow($0) }`):
/// outside a table it is an empty row.
public nonisolated struct TableRow<Value: Identifiable>: TableRowContent {
  /// The row's value type.
  public typealias TableRowValue = Value
  /// A row has no body.
  public typealias TableRowBody = Never
  let value: Value
  /// The row of `value`.
  public nonisolated init(_ value: Value) { self.value = value }
  /// Framework row content has no body.
  public var tableRowBody: Never { return fatalError("TableRow has no body") }
}

@MainActor extension TableRow: View {
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("TableRow") }
}

/// Builds a table's rows from the rows written in its block.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
  /// A row, or rows.
  public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
  where Content.TableRowValue == Value {
    content
  }

  /// One row content.
  public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
  where Content.TableRowValue == Value {
    content
  }

  /// Several row contents, in order.
  public static func buildBlock<each Content: TableRowContent>(_ content: repeat each Content)
    -> TupleTableRowContent<Value, (repeat each Content)>
  {
    var children: [any TableRowContent] = []
    for child in repeat each content { children.append(child) }
    return TupleTableRowContent(value: (repeat each content), children: children)
  }

  /// Rows shown only when a condition holds (`if` without `else`).
  public static func buildIf<Content: TableRowContent>(_ content: Content?) -> Content?
  where Content.TableRowValue == Value {
    content
  }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<First: TableRowContent, Second: TableRowContent>(first: First)
    -> _ConditionalTableRowContent<First, Second>
  where First.TableRowValue == Value, Second.TableRowValue == Value {
    _ConditionalTableRowContent(first: first, second: nil)
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<First: TableRowContent, Second: TableRowContent>(second: Second)
    -> _ConditionalTableRowContent<First, Second>
  where First.TableRowValue == Value, Second.TableRowValue == Value {
    _ConditionalTableRowContent(first: nil, second: second)
  }
}

/// The rows of a ``TableRowBuilder`` block, in order.
public nonisolated struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
  /// The rows' value type.
  public typealias TableRowValue = Value
  /// Framework row content has no body.
  public typealias TableRowBody = Never
  /// The tuple of rows.
  public let value: T
  let children: [any TableRowContent]
  /// Framework row content has no body.
  public var tableRowBody: Never { return fatalError("TupleTableRowContent has no body") }
}

/// The rows of an `if`/`else` in a ``TableRowBuilder`` block.
public nonisolated struct _ConditionalTableRowContent<First: TableRowContent, Second: TableRowContent>: TableRowContent
where First.TableRowValue == Second.TableRowValue {
  let first: First?
  let second: Second?
  /// The rows' value type.
  public typealias TableRowValue = First.TableRowValue
  /// Framework row content has no body.
  public typealias TableRowBody = Never
  /// Framework row content has no body.
  public var tableRowBody: Never { return fatalError("_ConditionalTableRowContent has no body") }
}

@MainActor extension Optional: TableRowContent where Wrapped: TableRowContent {
  /// The rows' value type.
  public typealias TableRowValue = Wrapped.TableRowValue
  /// Framework row content has no body.
  public typealias TableRowBody = Never
  /// Framework row content has no body.
  public var tableRowBody: Never { return fatalError("Optional has no rows of its own") }
}

@MainActor extension ForEach: TableRowContent where Content: TableRowContent {
  /// The rows' value type.
  public typealias TableRowValue = Content.TableRowValue
  /// Framework row content has no body.
  public typealias TableRowBody = Never
  /// Framework row content has no body.
  public var tableRowBody: Never { return fatalError("ForEach has no rows of its own") }
}

extension ForEach where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
  /// A table row per element of `data`, identified by its `id`: `rows: { ForEach(people) }`.
  public nonisolated init(_ data: Data) {
    self.data = data
    self.content = { TableRow($0) }
    self.idOf = { $0.id }
  }
}

/// The rows of a table made from a collection (`Table(people) { ... }`).
public nonisolated struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
  /// The rows' value type.
  public typealias TableRowValue = Data.Element
  /// Framework row content has no body.
  public typealias TableRowBody = Never
  let data: Data
  /// Framework row content has no body.
  public var tableRowBody: Never { return fatalError("TableForEachContent has no body") }
}

/// The rows of a table made from a tree (`Table(files, children: \.children) { ... }`).
public nonisolated struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
  /// The rows' value type.
  public typealias TableRowValue = Data.Element
  /// Framework row content has no body.
  public typealias TableRowBody = Never
  let data: Data
  let children: KeyPath<Data.Element, Data?>
  /// Framework row content has no body.
  public var tableRowBody: Never { return fatalError("TableOutlineGroupContent has no body") }
}
