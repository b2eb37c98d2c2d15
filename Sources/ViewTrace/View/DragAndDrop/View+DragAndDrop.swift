import Foundation

/// Where a drop happens, as a `dropDestination` action receives it (no step drops).
public struct DropSession {
  /// Where the drop is.
  public let location: CGPoint
}

/// A drag in progress, as in SwiftUI (no step drags).
public struct DragSession {
  /// Where the drag is.
  public let location: CGPoint
}

/// How dragged items' previews are arranged, as in SwiftUI.
public struct DragDropPreviewsFormation: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = DragDropPreviewsFormation(name: "automatic")
  /// A list.
  public static let list = DragDropPreviewsFormation(name: "list")
  /// A stack.
  public static let stack = DragDropPreviewsFormation(name: "stack")
  /// A pile.
  public static let pile = DragDropPreviewsFormation(name: "pile")
}

/// Handles drops for `onDrop(of:delegate:)`, as in SwiftUI (no step drops).
@MainActor
public protocol DropDelegate {
  /// Performs the drop.
  func performDrop(info: DropInfo) -> Bool
}

/// A drop's information, as in SwiftUI.
public struct DropInfo {
  /// Where the drop is.
  public let location: CGPoint
  /// Whether items of `contentTypes` are dropped.
  public nonisolated func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
  /// The dropped items of `contentTypes`: none (no step drops).
  public nonisolated func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}

extension View {
  /// `.draggable(_:)`: recorded with its payload.
  public nonisolated func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("draggable", ValueDescription.describe(payload()))
  }

  /// `.draggable(_:preview:)`: recorded with its payload (the preview is not built).
  public nonisolated func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("draggable", ValueDescription.describe(payload()))
  }

  /// `.draggable(_:item:containerNamespace:)` and the other container forms: recorded.
  public nonisolated func draggable<Item: Transferable>(
    _ type: Item.Type = Item.self, item: @autoclosure @escaping () -> Item?, containerNamespace: Namespace.ID? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("draggable", ValueDescription.describe(item() as Any))
  }

  /// `.draggable(_:containerNamespace:_:)`: recorded.
  public nonisolated func draggable<Item: Transferable>(
    _ type: Item.Type, containerNamespace: Namespace.ID? = nil, _ payload: @escaping () -> Item?
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("draggable", typeDisplayName(Item.self))
  }

  /// `.draggable(_:id:item:containerNamespace:)`: recorded.
  public nonisolated func draggable<Item: Transferable, ItemID: Hashable>(
    _ type: Item.Type, id: KeyPath<Item, ItemID>, item: @autoclosure @escaping () -> Item?,
    containerNamespace: Namespace.ID? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("draggable", ValueDescription.describe(item() as Any))
  }

  /// `.draggable(_:id:containerNamespace:_:)`: recorded.
  public nonisolated func draggable<Item: Transferable, ItemID: Hashable>(
    _ type: Item.Type, id: KeyPath<Item, ItemID>, containerNamespace: Namespace.ID? = nil,
    _ payload: @escaping () -> Item?
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("draggable", typeDisplayName(Item.self))
  }

  /// `.draggable(containerItemID:containerNamespace:)`: recorded.
  public nonisolated func draggable<ItemID: Hashable>(containerItemID: ItemID, containerNamespace: Namespace.ID? = nil)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("draggable", "containerItemID: \(ValueDescription.describe(containerItemID))")
  }

  /// `.dropDestination(for:action:isTargeted:)`: recorded (no step drops).
  public nonisolated func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dropDestination", "for: \(typeDisplayName(T.self))")
  }

  /// `.dropDestination(for:isEnabled:action:)`: recorded (no step drops).
  public nonisolated func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, isEnabled: Bool = true, action: @escaping ([T], DropSession) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dropDestination", "for: \(typeDisplayName(T.self)), isEnabled: \(isEnabled)")
  }

  /// `.onDrag(_:)`: recorded (no step drags).
  public nonisolated func onDrag(_ data: @escaping () -> NSItemProvider) -> ModifiedContent<Self, _StyleModifier> {
    styled("onDrag")
  }

  /// `.onDrag(_:preview:)`: recorded.
  public nonisolated func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("onDrag")
  }

  /// `.onDrop(of:isTargeted:perform:)`: recorded (no step drops).
  public nonisolated func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onDrop", "of: \(supportedContentTypes.map(\.description))")
  }

  /// `.onDrop(of:delegate:)`: recorded.
  public nonisolated func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("onDrop", "of: \(supportedContentTypes.map(\.description))")
  }

  /// `.onDragSessionUpdated(_:)`: recorded.
  public nonisolated func onDragSessionUpdated(_ action: @escaping (DragSession) -> Void) -> ModifiedContent<Self, _StyleModifier>
  {
    styled("onDragSessionUpdated")
  }

  /// `.onDropSessionUpdated(_:)`: recorded.
  public nonisolated func onDropSessionUpdated(_ action: @escaping (DropSession) -> Void) -> ModifiedContent<Self, _StyleModifier>
  {
    styled("onDropSessionUpdated")
  }

  /// `.dragPreviewsFormation(_:)`: recorded.
  public nonisolated func dragPreviewsFormation(_ formation: DragDropPreviewsFormation) -> ModifiedContent<Self, _StyleModifier> {
    styled("dragPreviewsFormation", formation.description)
  }

  /// `.dropPreviewsFormation(_:)`: recorded.
  public nonisolated func dropPreviewsFormation(_ formation: DragDropPreviewsFormation) -> ModifiedContent<Self, _StyleModifier> {
    styled("dropPreviewsFormation", formation.description)
  }

  /// `.dragContainerSelection(_:containerNamespace:)`: recorded.
  public nonisolated func dragContainerSelection<ItemID: Hashable>(
    _ selection: @autoclosure @escaping () -> [ItemID], containerNamespace: Namespace.ID? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dragContainerSelection", ValueDescription.describe(selection()))
  }

  /// `.itemProvider(_:)`: recorded.
  public nonisolated func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, _StyleModifier> {
    styled("itemProvider", action == nil ? "nil" : "")
  }
}

/// How a drag container behaves, as in SwiftUI.
public struct DragConfiguration: Hashable, Sendable {
  /// Whether items may be moved.
  public var allowMove: Bool
  /// Whether items may be deleted by dragging them out.
  public var allowDelete: Bool
  /// A configuration.
  public nonisolated init(allowMove: Bool = true, allowDelete: Bool = false) { (self.allowMove, self.allowDelete) = (allowMove, allowDelete) }
}

/// What a drop does, as in SwiftUI.
public struct DropConfiguration: Hashable, Sendable {
  /// The operation.
  public var operation: DropOperation
  /// A configuration of `operation`.
  public nonisolated init(operation: DropOperation) { self.operation = operation }
}

/// A drop's operation, as in SwiftUI.
public enum DropOperation: Hashable, Sendable {
  /// Nothing.
  case cancel
  /// Forbidden.
  case forbidden
  /// Copy.
  case copy
  /// Move.
  case move
}

extension View {
  /// `.dragConfiguration(_:)`: recorded on the view.
  public nonisolated func dragConfiguration(_ configuration: DragConfiguration) -> ModifiedContent<Self, _StyleModifier> {
    styled("dragConfiguration", ValueDescription.describe(configuration))
  }

  /// `.dropConfiguration(_:)`: recorded on the view (no step drops).
  public nonisolated func dropConfiguration(_ configuration: @escaping (DropSession) -> DropConfiguration) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("dropConfiguration")
  }

  /// `.dragContainer(for:in:_:)`: recorded on the view (no step drags).
  public nonisolated func dragContainer<Item: Transferable & Identifiable>(
    for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil,
    _ payload: @escaping ([Item.ID]) -> [Item]
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dragContainer", "for: \(typeDisplayName(Item.self))")
  }

  /// `.dragContainer(for:itemID:in:_:)`: recorded on the view.
  public nonisolated func dragContainer<Item: Transferable, ItemID: Hashable>(
    for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ItemID>, in namespace: Namespace.ID? = nil,
    _ payload: @escaping ([ItemID]) -> [Item]
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dragContainer", "for: \(typeDisplayName(Item.self))")
  }
}

extension View {
  /// `.springLoadingBehavior(_:)`: recorded on the view.
  public nonisolated func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("springLoadingBehavior", behavior.description)
  }
}

/// Whether a view opens when something is dragged over it, as in SwiftUI.
public struct SpringLoadingBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// Opens.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// Does not.
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}
