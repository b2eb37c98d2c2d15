/// Where a binding reads and writes.
@MainActor
class AnyLocationBase {
  /// The source a read goes to, if any.
  var source: SourceBox? { nil }
  /// The current value, read without recording a dependency.
  func peekAny() -> Any { fatalError("abstract") }
  /// The current value's description, read without recording a dependency.
  func peekValue() -> String { ValueDescription.describe(peekAny()) }
  /// True when both locations read and write the same storage.
  func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool { self === other }
}

@MainActor
class AnyLocation<Value>: AnyLocationBase {
  func get(as kind: EdgeKind) -> Value { fatalError("abstract") }
  func peek() -> Value { fatalError("abstract") }
  func set(_ value: Value) { fatalError("abstract") }
  override func peekAny() -> Any { peek() }
}

/// A `@State` slot (`$count`).
final class StateLocation<Value>: AnyLocation<Value> {
  let box: StateBox<Value>
  init(box: StateBox<Value>) { self.box = box }
  override var source: SourceBox? { box.slot }
  override func get(as kind: EdgeKind) -> Value { box.read(as: kind) }
  override func peek() -> Value { box.peek() }
  override func set(_ value: Value) { box.write(value) }
  override func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool {
    guard let other = other as? StateLocation<Value> else { return false }
    return box === other.box || (box.slot != nil && box.slot === other.box.slot)
  }
}

/// A property of another location (`$student.age`).
final class ProjectedLocation<Root, Value>: AnyLocation<Value> {
  let base: AnyLocation<Root>
  let keyPath: WritableKeyPath<Root, Value>
  init(base: AnyLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }
  override var source: SourceBox? { base.source }
  override func get(as kind: EdgeKind) -> Value { base.get(as: kind)[keyPath: keyPath] }
  override func peek() -> Value { base.peek()[keyPath: keyPath] }
  override func set(_ value: Value) {
    var root = base.peek()
    root[keyPath: keyPath] = value
    base.set(root)
  }
  override func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool {
    guard let other = other as? ProjectedLocation<Root, Value> else { return false }
    return keyPath == other.keyPath && base.isSame(as: other.base, closures)
  }
}

/// `Binding.constant(_:)`.
final class ConstantLocation<Value>: AnyLocation<Value> {
  let value: Value
  init(value: Value) { self.value = value }
  override func get(as kind: EdgeKind) -> Value { value }
  override func peek() -> Value { value }
  override func set(_ value: Value) {}
  override func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool {
    guard let other = other as? ConstantLocation<Value> else { return false }
    return Compare.equalValues(value, other.value, closures)
  }
}

/// `Binding(get:set:)`: reads inside `get` are recorded like any read.
final class FunctionLocation<Value>: AnyLocation<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getter = get
    self.setter = set
  }
  override func get(as kind: EdgeKind) -> Value { getter() }
  override func peek() -> Value { ViewGraph.untracked(getter) }
  override func set(_ value: Value) { setter(value) }
}
