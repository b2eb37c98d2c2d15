/// A type-erased list of pushed values, as SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { ... }
/// path.append(book)      // pushes the destination for `Book`
/// path.removeLast()      // pops it
/// ```
public struct NavigationPath: Equatable, CustomStringConvertible {
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public nonisolated init() { elements = [] }
  /// A path of `elements`, first pushed first.
  public nonisolated init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

  /// How many values are pushed.
  public var count: Int { elements.count }
  /// Whether the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }

  /// The path as ViewTrace prints it.
  public var description: String {
    "NavigationPath([" + elements.map { ValueDescription.describe($0.base) }.joined(separator: ", ") + "])"
  }
}

/// A stack's `path:` binding, whatever its type (`[Book]` or `NavigationPath`).
@MainActor
struct PathBinding {
  /// The pushed values; reading it records a read of the binding.
  let values: @MainActor () -> [AnyHashable]
  /// Pushes a value; false when the path's element type does not take it.
  let append: @MainActor (AnyHashable) -> Bool
  /// Keeps the first `count` values.
  let truncate: @MainActor (Int) -> Void
  /// The element type, for messages.
  let elementType: String
  /// The binding itself, compared when the stack is placed again.
  let binding: Any

  init(_ binding: Binding<NavigationPath>) {
    self.binding = binding
    values = { binding.wrappedValue.elements }
    append = { value in
      binding.wrappedValue.elements.append(value)
      return true
    }
    truncate = { count in binding.wrappedValue.elements = Array(binding.wrappedValue.elements.prefix(count)) }
    elementType = "NavigationPath"
  }

  init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(_ binding: Binding<Data>)
  where Data.Element: Hashable {
    self.binding = binding
    values = { binding.wrappedValue.map { AnyHashable($0) } }
    append = { value in
      guard let element = value.base as? Data.Element else { return false }
      binding.wrappedValue.append(element)
      return true
    }
    truncate = { count in binding.wrappedValue = Data(binding.wrappedValue.prefix(count)) }
    elementType = typeDisplayName(Data.Element.self)
  }
}
