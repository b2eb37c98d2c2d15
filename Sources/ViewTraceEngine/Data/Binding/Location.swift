/// Where a binding reads and writes.
@MainActor
package class AnyLocationBase {
  /// The source a read goes to, if any.
  package var source: SourceBox? { nil }
  /// The current value, read without recording a dependency.
  package func peekAny() -> Any { fatalError("abstract") }
  /// The current value's description, read without recording a dependency.
  package func peekValue() -> String { ValueDescription.describe(peekAny()) }
  /// True when both locations read and write the same storage.
  package func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool { self === other }
}

@MainActor
package class AnyLocation<Value>: AnyLocationBase {
  package func get(as kind: EdgeKind) -> Value { fatalError("abstract") }
  package func peek() -> Value { fatalError("abstract") }
  package func set(_ value: Value) { fatalError("abstract") }
  package override func peekAny() -> Any { peek() }
}

/// A `@State` slot (`$count`).
package final class StateLocation<Value>: AnyLocation<Value> {
  let box: StateBox<Value>
  init(box: StateBox<Value>) { self.box = box }
  package override var source: SourceBox? { box.slot }
  package override func get(as kind: EdgeKind) -> Value { box.read(as: kind) }
  package override func peek() -> Value { box.peek() }
  package override func set(_ value: Value) { box.write(value) }
  package override func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool {
    guard let other = other as? StateLocation<Value> else { return false }
    return box === other.box || (box.slot != nil && box.slot === other.box.slot)
  }
}

/// A property of another location (`$student.age`).
package final class ProjectedLocation<Root, Value>: AnyLocation<Value> {
  let base: AnyLocation<Root>
  let keyPath: WritableKeyPath<Root, Value>
  package init(base: AnyLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }
  package override var source: SourceBox? { base.source }
  package override func get(as kind: EdgeKind) -> Value { base.get(as: kind)[keyPath: keyPath] }
  package override func peek() -> Value { base.peek()[keyPath: keyPath] }
  package override func set(_ value: Value) {
    var root = base.peek()
    root[keyPath: keyPath] = value
    base.set(root)
  }
  package override func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool {
    guard let other = other as? ProjectedLocation<Root, Value> else { return false }
    return keyPath == other.keyPath && base.isSame(as: other.base, closures)
  }
}

/// `Binding.constant(_:)`.
package final class ConstantLocation<Value>: AnyLocation<Value> {
  let value: Value
  /// Whether two constants are the same binding; by default, their values are equal.
  let same: ((Value, Value) -> Bool)?
  package init(value: Value, same: ((Value, Value) -> Bool)? = nil) {
    self.value = value
    self.same = same
  }
  package override func get(as kind: EdgeKind) -> Value { value }
  package override func peek() -> Value { value }
  package override func set(_ value: Value) {}
  package override func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool {
    guard let other = other as? ConstantLocation<Value> else { return false }
    if let same { return same(value, other.value) }
    return Compare.equalValues(value, other.value, closures)
  }
}

/// `Binding(get:set:)`: reads inside `get` are recorded like any read.
package final class FunctionLocation<Value>: AnyLocation<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void
  package init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getter = get
    self.setter = set
  }
  package override func get(as kind: EdgeKind) -> Value { getter() }
  package override func peek() -> Value { ViewGraph.untracked(getter) }
  package override func set(_ value: Value) { setter(value) }
}
