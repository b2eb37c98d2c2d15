/// A location the DSL makes from others (a formatted field's text, a text
/// that also writes its selection): reads, draws and writes go through
/// closures, and a read records its first base's source. Two are the same
/// binding when they are made the same way (`kind`, a marker type such as
/// `FormattedText<Int>`) over the same bases,
/// with the same `identity` (a `Formatter`) if any.
@MainActor
package final class DerivedLocation<Value>: AnyLocation<Value> {
  let kind: ObjectIdentifier
  let bases: [AnyLocationBase]
  let identity: AnyObject?
  private let read: @MainActor (EdgeKind) -> Value
  private let draw: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  package init(
    kind: ObjectIdentifier, bases: [AnyLocationBase], identity: AnyObject? = nil,
    read: @escaping @MainActor (EdgeKind) -> Value, draw: @escaping @MainActor () -> Value,
    write: @escaping @MainActor (Value) -> Void
  ) {
    self.kind = kind
    self.bases = bases
    self.identity = identity
    self.read = read
    self.draw = draw
    self.write = write
  }

  package override var source: SourceBox? { bases.first?.source }
  package override func get(as kind: EdgeKind) -> Value { read(kind) }
  package override func peek() -> Value { draw() }
  package override func set(_ value: Value) { write(value) }
  package override func isSame(as other: AnyLocationBase, _ closures: EngineOptions.ClosureComparison) -> Bool {
    guard let other = other as? DerivedLocation<Value>, other.kind == kind, other.identity === identity,
      other.bases.count == bases.count
    else { return false }
    return zip(bases, other.bases).allSatisfy { $0.isSame(as: $1, closures) }
  }
}
