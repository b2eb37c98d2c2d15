import Foundation

/// A named value written as `.name` in traces: the style and behaviour
/// spellings of the recorded modifiers are all of this shape.
public protocol _RecordedSpelling: Hashable, Sendable, CustomStringConvertible {
  /// The spelling's name (`paging`).
  var name: String { get }
}

extension _RecordedSpelling {
  /// `.name`, as written.
  public var description: String { "." + name }
}

/// A length as written: `.infinity` for an unbounded one.
package func formatLength(_ value: Double) -> String { value.isInfinite ? ".infinity" : formatNumber(value) }

/// A view written as a modifier's argument: a leaf by its drawn label, else its type.
package nonisolated func describeRecordedView(_ view: some View) -> String {
  describingFromAnyIsolation(view) { view in (view as? any LeafView)?._label ?? typeDisplayName(type(of: view)) }
}

package func formatNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// A length in SwiftUI's type (`CGFloat`), spelled as the same `Double` is.
package func formatNumber(_ value: CGFloat) -> String { formatNumber(Double(value)) }

/// A `CGFloat` length as written: `.infinity` for an unbounded one.
package func formatLength(_ value: CGFloat) -> String { formatLength(Double(value)) }
