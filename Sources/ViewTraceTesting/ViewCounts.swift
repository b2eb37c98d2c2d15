/// How many views a selector of an expectation must match in a frame.
///
/// ```swift
/// await trace.expect(1, evaluated: ["BookRow": 1])            // exactly one row ran
/// await trace.expect(1, evaluated: ["BookRow": .atMost(2)])   // two at the most
/// await trace.expect(1, evaluated: ["BookList", "BookRow"])   // each at least once
/// ```
public enum ViewCount: Sendable, Equatable, Hashable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// Exactly this many views: `"BookRow": 1`, or `.exactly(1)`.
  case exactly(Int)
  /// This many at the most (none is fine): `.atMost(2)`.
  case atMost(Int)
  /// This many at the least: `.atLeast(1)` (what a selector in a list means).
  case atLeast(Int)

  /// `1` means exactly one.
  public init(integerLiteral value: Int) { self = .exactly(value) }

  /// Whether `count` views meet it.
  public func allows(_ count: Int) -> Bool {
    switch self {
    case .exactly(let n): count == n
    case .atMost(let n): count <= n
    case .atLeast(let n): count >= n
    }
  }

  /// `exactly 1`, `at most 2`, `at least 1`.
  public var description: String {
    switch self {
    case .exactly(let n): "exactly \(n)"
    case .atMost(let n): "at most \(n)"
    case .atLeast(let n): "at least \(n)"
    }
  }
}

/// The views an expectation names for one outcome, each with how many views
/// it must match. A list (`["ItemList", "ItemRow"]`) asks each selector for
/// at least one view; a dictionary (`["ItemRow": 1, "ItemList": .atMost(1)]`)
/// gives counts. A selector is a type name (every view of that type) or an
/// identity. In both forms the frame's set is exact: a view no selector
/// names is unexpected.
public struct ViewCounts: Sendable, Equatable, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
  /// Each selector and its count, in the order given.
  public var entries: [Entry]

  /// A selector and the number of views it must match.
  public struct Entry: Sendable, Equatable {
    /// A type name or an identity.
    public var selector: String
    /// How many views it must match.
    public var count: ViewCount
  }

  /// Each selector at least once: `ViewCounts(["ItemList", "ItemRow"])`.
  public init(_ selectors: [String]) { entries = selectors.map { Entry(selector: $0, count: .atLeast(1)) } }

  /// Each selector with its count: `ViewCounts(["ItemRow": 1])`.
  public init(_ counts: [(String, ViewCount)]) { entries = counts.map { Entry(selector: $0.0, count: $0.1) } }

  /// `["ItemList", "ItemRow"]`: each at least once.
  public init(arrayLiteral elements: String...) { self.init(elements) }

  /// `["ItemRow": 1, "ItemList": .atMost(1)]`: each with its count.
  public init(dictionaryLiteral elements: (String, ViewCount)...) { self.init(elements) }

  /// The selectors, in the order given.
  public var selectors: [String] { entries.map(\.selector) }
}
