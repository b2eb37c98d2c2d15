/// Runs `describe` from a view's initializer or modifier, which SwiftUI declares `nonisolated`:
/// an app builds views wherever it likes (a `static let`, a helper on an ordinary struct, an
/// actor), and ViewTrace records what a view says (a control's title, a shape's spelling) when it
/// is built.
///
/// `describe` must read only the values it is given, never a graph: the framework's
/// views are taken apart by main-actor code, and that code is pure when no graph is
/// attached (`Expander(graph: nil)`). On the main actor, where every `body` runs, this is
/// an ordinary call; elsewhere it reads the same values on the caller's executor.
///
/// Pass an `Any` inside an array (`[value]`): Swift 6.3 crashes emitting the thunk for `Value == Any`.
package nonisolated func describingFromAnyIsolation<Value, T>(_ value: Value, _ describe: @MainActor (Value) -> T) -> T {
  withoutActuallyEscaping(describe) { describe in
    unsafeBitCast(describe, to: ((Value) -> T).self)(value)
  }
}
