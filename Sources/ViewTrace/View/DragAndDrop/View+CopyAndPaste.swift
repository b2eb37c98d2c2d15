import Foundation

extension View {
  /// `.copyable(_:)`: recorded with its items.
  public nonisolated func copyable<T: Transferable>(_ items: @autoclosure @escaping () -> [T]) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("copyable", ValueDescription.describe(items()))
  }

  /// `.cuttable(for:action:)`: recorded (no step cuts).
  public nonisolated func cuttable<T: Transferable>(for type: T.Type = T.self, action: @escaping () -> [T]) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("cuttable", "for: \(typeDisplayName(T.self))")
  }

  /// `.pasteDestination(for:action:validator:)`: recorded (no step pastes).
  public nonisolated func pasteDestination<T: Transferable>(
    for type: T.Type = T.self, action: @escaping ([T]) -> Void, validator: @escaping ([T]) -> [T] = { $0 }
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("pasteDestination", "for: \(typeDisplayName(T.self))")
  }
}
