/// State that a gesture updates while it is active and that resets when the
/// gesture ends, as in SwiftUI.
///
/// It is `@State` owned by the view's identity (`_printChanges` lists
/// `_offset` when the value changed and the body read it). A gesture's
/// `.updating($offset) { value, state, transaction in ... }` writes it on each
/// change; when the gesture ends or is cancelled it returns to its initial
/// value, which invalidates the views that read it if the value differs.
///
/// ```swift
/// struct Card: View {
///   @GestureState private var offset = CGSize.zero
///   var body: some View {
///     Text("card \(offset.width)")
///       .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
///   }
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let box: StateBox<Value>
  let reset: (Value, inout Transaction) -> Void

  /// A gesture state that resets to `wrappedValue`.
  public init(wrappedValue: Value, filePath: StaticString = #filePath, line: UInt = #line) {
    box = StateBox(initial: wrappedValue, site: DeclarationSite(filePath: filePath, line: line))
    reset = { _, _ in }
  }

  /// A gesture state that resets to `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// A gesture state that resets to `wrappedValue` with `resetTransaction`.
  public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

  /// A gesture state that calls `reset` with the value it had before resetting.
  public init(
    wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void, filePath: StaticString = #filePath,
    line: UInt = #line
  ) {
    box = StateBox(initial: wrappedValue, site: DeclarationSite(filePath: filePath, line: line))
    self.reset = reset
  }

  /// The value; reading it in `body` makes the view depend on it.
  public var wrappedValue: Value { box.read() }

  /// The state for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  /// The gesture changed: `update` computes the new value from the current one.
  func update(_ body: (inout Value, inout Transaction) -> Void) {
    var value = box.peek()
    var transaction = Transaction()
    body(&value, &transaction)
    box.write(value)
  }

  /// The gesture ended or was cancelled: back to the initial value.
  func resetToInitial() {
    var transaction = Transaction()
    reset(box.peek(), &transaction)
    box.write(box.initial)
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// An optional gesture state that resets to `nil`.
  public init() { self.init(wrappedValue: nil) }
}

extension GestureState: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> StatePropertyBox { box.makePropertyBox(context) }
  package func _install(in property: StatePropertyBox, _ context: PropertyContext) { box.attach(to: property) }
}
