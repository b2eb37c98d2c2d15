import Foundation

extension View {
  /// `.exportableToServices(_:)`: recorded.
  public nonisolated func exportableToServices<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("exportableToServices", typeDisplayName(T.self))
  }

  /// `.exportableToServices(_:onEdit:)`: recorded.
  public nonisolated func exportableToServices<T: Transferable>(
    _ payload: @autoclosure @escaping () -> [T], onEdit: @escaping ([T]) -> Bool
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("exportableToServices", typeDisplayName(T.self))
  }

  /// `.importableFromServices(for:action:)`: recorded.
  public nonisolated func importableFromServices<T: Transferable>(for type: T.Type = T.self, action: @escaping ([T]) -> Bool)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("importableFromServices", typeDisplayName(T.self))
  }

  /// `.exportsItemProviders(_:onExport:)`: recorded.
  public nonisolated func exportsItemProviders(_ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider])
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("exportsItemProviders", "\(contentTypes.map(\.description))")
  }

  /// `.exportsItemProviders(_:onExport:onEdit:)`: recorded.
  public nonisolated func exportsItemProviders(
    _ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider], onEdit: @escaping ([NSItemProvider]) -> Bool
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("exportsItemProviders", "\(contentTypes.map(\.description))")
  }

  /// `.importsItemProviders(_:onImport:)`: recorded.
  public nonisolated func importsItemProviders(_ contentTypes: [UTType], onImport: @escaping ([NSItemProvider]) -> Bool)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("importsItemProviders", "\(contentTypes.map(\.description))")
  }
}
