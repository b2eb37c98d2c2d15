/// An optional's value, or the value it had when the binding was made (a
/// row's children, read while they exist).
package final class UnwrappedLocation<Value>: AnyLocation<Value> {
  let base: AnyLocation<Value?>
  let fallback: Value
  package init(base: AnyLocation<Value?>, fallback: Value) {
    self.base = base
    self.fallback = fallback
  }
  package override var source: SourceBox? { base.source }
  package override func get(as kind: EdgeKind) -> Value { base.get(as: kind) ?? fallback }
  package override func peek() -> Value { base.peek() ?? fallback }
  package override func set(_ value: Value) { base.set(value) }
  package override func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool {
    guard let other = other as? UnwrappedLocation<Value> else { return false }
    return base.isSame(as: other.base, closures)
  }
}
