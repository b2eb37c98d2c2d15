/// What a control over several sources draws: their common value, `mixed` when they differ,
/// `none` when there are none.
package final class SourcesLocation: AnyLocationBase {
  let sources: [AnyLocationBase]
  package init(_ sources: [AnyLocationBase]) { self.sources = sources }
  package override func peekAny() -> Any {
    let values = sources.map { $0.peekValue() }
    guard let first = values.first else { return SourcesState.none }
    return values.allSatisfy { $0 == first } ? sources[0].peekAny() : SourcesState.mixed
  }
}

/// The drawn value of a control whose sources are empty or differ.
package enum SourcesState: CustomStringConvertible {
  case none, mixed
  package var description: String { self == .none ? "none" : "mixed" }
}
