import Foundation

#if canImport(Darwin)
  @_exported import UniformTypeIdentifiers
#else
  /// A file or data type, as in UniformTypeIdentifiers (which SwiftUI apps import; it does not
  /// exist on Linux): `.json`, `.plainText`, `UTType(filenameExtension: "csv")`.
  public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier (`public.json`).
    public let identifier: String
    /// The type named `identifier`.
    public init?(_ identifier: String) {
      guard !identifier.isEmpty else { return nil }
      self.identifier = identifier
    }
    init(known identifier: String) { self.identifier = identifier }
    /// The type of files ending in `filenameExtension`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      guard !filenameExtension.isEmpty else { return nil }
      identifier = "dyn.\(filenameExtension)"
    }
    /// A type your app declares.
    public init(exportedAs identifier: String, conformingTo supertype: UTType? = nil) { self.identifier = identifier }
    /// A type another app declares.
    public init(importedAs identifier: String, conformingTo supertype: UTType? = nil) { self.identifier = identifier }
    /// The identifier.
    public var description: String { identifier }

    /// Any item.
    public static let item = UTType(known: "public.item")
    /// Content.
    public static let content = UTType(known: "public.content")
    /// Bytes.
    public static let data = UTType(known: "public.data")
    /// Text.
    public static let text = UTType(known: "public.text")
    /// Plain text.
    public static let plainText = UTType(known: "public.plain-text")
    /// UTF-8 plain text.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// JSON.
    public static let json = UTType(known: "public.json")
    /// XML.
    public static let xml = UTType(known: "public.xml")
    /// HTML.
    public static let html = UTType(known: "public.html")
    /// Comma-separated text.
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    /// Rich text.
    public static let rtf = UTType(known: "public.rtf")
    /// An image.
    public static let image = UTType(known: "public.image")
    /// PNG.
    public static let png = UTType(known: "public.png")
    /// JPEG.
    public static let jpeg = UTType(known: "public.jpeg")
    /// HEIC.
    public static let heic = UTType(known: "public.heic")
    /// PDF.
    public static let pdf = UTType(known: "com.adobe.pdf")
    /// A URL.
    public static let url = UTType(known: "public.url")
    /// A file URL.
    public static let fileURL = UTType(known: "public.file-url")
    /// A folder.
    public static let folder = UTType(known: "public.folder")
    /// A directory.
    public static let directory = UTType(known: "public.directory")
    /// A movie.
    public static let movie = UTType(known: "public.movie")
    /// Audio.
    public static let audio = UTType(known: "public.audio")
    /// A zip archive.
    public static let zip = UTType(known: "public.zip-archive")
    /// An archive.
    public static let archive = UTType(known: "public.archive")
    /// A spreadsheet.
    public static let spreadsheet = UTType(known: "public.spreadsheet")
    /// A presentation.
    public static let presentation = UTType(known: "public.presentation")
  }
#endif

#if !canImport(Darwin)
  /// Data promised to a drag or a paste, as in Foundation on Apple platforms (not in Linux's
  /// Foundation). No step drags or pastes, so none is loaded.
  public final class NSItemProvider: @unchecked Sendable {
    /// The type identifiers it offers.
    public private(set) var registeredTypeIdentifiers: [String] = []
    /// An empty provider.
    public init() {}
    /// A provider of `object`'s data.
    public init(object: Any) {}
    /// A provider of the file at `fileURL`.
    public init?(contentsOf fileURL: URL) {}
  }
#endif

/// A type that can be dragged, dropped, copied and shared, as in SwiftUI's CoreTransferable.
/// ViewTrace moves no data: conformances compile, and no step transfers.
public protocol Transferable {
  /// The representation's type.
  associatedtype Representation: TransferRepresentation
  /// How the value is transferred.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way to transfer a value, as in CoreTransferable.
public protocol TransferRepresentation {
  /// The transferred type.
  associatedtype Item
}

/// Builds a `transferRepresentation`.
@resultBuilder
public enum TransferRepresentationBuilder<Item> {
  /// The representations, first preferred.
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentations<Item>
  where R.Item == Item {
    _TransferRepresentations()
  }
  /// Several representations.
  public static func buildBlock(_ parts: _TransferRepresentations<Item>...) -> _TransferRepresentations<Item> {
    _TransferRepresentations()
  }
}

/// The representations a builder collected (not for direct use).
public struct _TransferRepresentations<Item>: TransferRepresentation {}

/// A transfer through `Codable`, as in CoreTransferable.
public struct CodableRepresentation<Item: Codable>: TransferRepresentation {
  /// Encoded as `contentType`.
  public init(contentType: UTType) {}
  /// Encoded as `contentType` with an encoder and a decoder.
  public init<E, D>(for itemType: Item.Type = Item.self, contentType: UTType, encoder: E, decoder: D) {}
}

/// A transfer through bytes, as in CoreTransferable.
public struct DataRepresentation<Item>: TransferRepresentation {
  /// Exported and imported as `contentType`.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {}
  /// Exported as `exportedContentType`.
  public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
  /// Imported as `importedContentType`.
  public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

/// A transfer through another transferable value, as in CoreTransferable.
public struct ProxyRepresentation<Item, Proxy: Transferable>: TransferRepresentation {
  /// Exported as `proxy`.
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}
  /// Exported as a key path's value.
  public init(exporting keyPath: KeyPath<Item, Proxy>) {}
  /// Exported and imported as `proxy`.
  public init(
    exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item
  ) {}
}

/// A transfer through a file, as in CoreTransferable.
public struct FileRepresentation<Item>: TransferRepresentation {
  /// Exported and imported as `contentType`.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {}
}

/// A file sent by a transfer.
public struct SentTransferredFile: Sendable {
  /// The file.
  public let file: URL
  /// A file to send.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) { self.file = file }
}

/// A file received by a transfer.
public struct ReceivedTransferredFile: Sendable {
  /// The file.
  public let file: URL
  /// Whether it is the original.
  public let isOriginalFile: Bool
}

extension String: Transferable {
  /// Plain text.
  public static var transferRepresentation: _TransferRepresentations<String> { _TransferRepresentations<String>() }
}
extension Data: Transferable {
  /// Bytes.
  public static var transferRepresentation: _TransferRepresentations<Data> { _TransferRepresentations<Data>() }
}
extension URL: Transferable {
  /// A URL.
  public static var transferRepresentation: _TransferRepresentations<URL> { _TransferRepresentations<URL>() }
}
extension AttributedString: Transferable {
  /// Rich text.
  public static var transferRepresentation: _TransferRepresentations<AttributedString> { _TransferRepresentations<AttributedString>() }
}
extension Image: Transferable {
  /// An image.
  public static var transferRepresentation: _TransferRepresentations<Image> { _TransferRepresentations<Image>() }
}

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
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
}

// Drag and drop, copy and paste, and file dialogs are driven by the user's
// hands and the system: no scenario step drags, drops, pastes or picks a
// file, so these are recorded on the view as written and their actions do
// not run. A payload that changes is recorded, so it redraws the view.
extension View {
  /// `.draggable(_:)`: recorded with its payload.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("draggable", ValueDescription.describe(payload()))
  }
  /// `.draggable(_:preview:)`: recorded with its payload (the preview is not built).
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("draggable", ValueDescription.describe(payload()))
  }
  /// `.draggable(_:item:containerNamespace:)` and the other container forms: recorded.
  public func draggable<Item: Transferable>(
    _ type: Item.Type = Item.self, item: @autoclosure @escaping () -> Item?, containerNamespace: Namespace.ID? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("draggable", ValueDescription.describe(item() as Any))
  }
  /// `.draggable(_:containerNamespace:_:)`: recorded.
  public func draggable<Item: Transferable>(
    _ type: Item.Type, containerNamespace: Namespace.ID? = nil, _ payload: @escaping () -> Item?
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("draggable", typeDisplayName(Item.self))
  }
  /// `.draggable(_:id:item:containerNamespace:)`: recorded.
  public func draggable<Item: Transferable, ItemID: Hashable>(
    _ type: Item.Type, id: KeyPath<Item, ItemID>, item: @autoclosure @escaping () -> Item?,
    containerNamespace: Namespace.ID? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("draggable", ValueDescription.describe(item() as Any))
  }
  /// `.draggable(_:id:containerNamespace:_:)`: recorded.
  public func draggable<Item: Transferable, ItemID: Hashable>(
    _ type: Item.Type, id: KeyPath<Item, ItemID>, containerNamespace: Namespace.ID? = nil,
    _ payload: @escaping () -> Item?
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("draggable", typeDisplayName(Item.self))
  }
  /// `.draggable(containerItemID:containerNamespace:)`: recorded.
  public func draggable<ItemID: Hashable>(containerItemID: ItemID, containerNamespace: Namespace.ID? = nil)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("draggable", "containerItemID: \(ValueDescription.describe(containerItemID))")
  }
  /// `.dropDestination(for:action:isTargeted:)`: recorded (no step drops).
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dropDestination", "for: \(typeDisplayName(T.self))")
  }
  /// `.dropDestination(for:isEnabled:action:)`: recorded (no step drops).
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, isEnabled: Bool = true, action: @escaping ([T], DropSession) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dropDestination", "for: \(typeDisplayName(T.self)), isEnabled: \(isEnabled)")
  }
  /// `.onDrag(_:)`: recorded (no step drags).
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> ModifiedContent<Self, _StyleModifier> {
    styled("onDrag")
  }
  /// `.onDrag(_:preview:)`: recorded.
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("onDrag")
  }
  /// `.onDrop(of:isTargeted:perform:)`: recorded (no step drops).
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onDrop", "of: \(supportedContentTypes.map(\.description))")
  }
  /// `.onDrop(of:delegate:)`: recorded.
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("onDrop", "of: \(supportedContentTypes.map(\.description))")
  }
  /// `.onDragSessionUpdated(_:)`: recorded.
  public func onDragSessionUpdated(_ action: @escaping (DragSession) -> Void) -> ModifiedContent<Self, _StyleModifier>
  {
    styled("onDragSessionUpdated")
  }
  /// `.onDropSessionUpdated(_:)`: recorded.
  public func onDropSessionUpdated(_ action: @escaping (DropSession) -> Void) -> ModifiedContent<Self, _StyleModifier>
  {
    styled("onDropSessionUpdated")
  }
  /// `.dragPreviewsFormation(_:)`: recorded.
  public func dragPreviewsFormation(_ formation: DragDropPreviewsFormation) -> ModifiedContent<Self, _StyleModifier> {
    styled("dragPreviewsFormation", formation.description)
  }
  /// `.dropPreviewsFormation(_:)`: recorded.
  public func dropPreviewsFormation(_ formation: DragDropPreviewsFormation) -> ModifiedContent<Self, _StyleModifier> {
    styled("dropPreviewsFormation", formation.description)
  }
  /// `.dragContainerSelection(_:containerNamespace:)`: recorded.
  public func dragContainerSelection<ItemID: Hashable>(
    _ selection: @autoclosure @escaping () -> [ItemID], containerNamespace: Namespace.ID? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dragContainerSelection", ValueDescription.describe(selection()))
  }
  /// `.itemProvider(_:)`: recorded.
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, _StyleModifier> {
    styled("itemProvider", action == nil ? "nil" : "")
  }
  /// `.copyable(_:)`: recorded with its items.
  public func copyable<T: Transferable>(_ items: @autoclosure @escaping () -> [T]) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("copyable", ValueDescription.describe(items()))
  }
  /// `.cuttable(for:action:)`: recorded (no step cuts).
  public func cuttable<T: Transferable>(for type: T.Type = T.self, action: @escaping () -> [T]) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("cuttable", "for: \(typeDisplayName(T.self))")
  }
  /// `.pasteDestination(for:action:validator:)`: recorded (no step pastes).
  public func pasteDestination<T: Transferable>(
    for type: T.Type = T.self, action: @escaping ([T]) -> Void, validator: @escaping ([T]) -> [T] = { $0 }
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("pasteDestination", "for: \(typeDisplayName(T.self))")
  }
  /// `.exportableToServices(_:)`: recorded.
  public func exportableToServices<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("exportableToServices", typeDisplayName(T.self))
  }
  /// `.exportableToServices(_:onEdit:)`: recorded.
  public func exportableToServices<T: Transferable>(
    _ payload: @autoclosure @escaping () -> [T], onEdit: @escaping ([T]) -> Bool
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("exportableToServices", typeDisplayName(T.self))
  }
  /// `.importableFromServices(for:action:)`: recorded.
  public func importableFromServices<T: Transferable>(for type: T.Type = T.self, action: @escaping ([T]) -> Bool)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("importableFromServices", typeDisplayName(T.self))
  }
  /// `.exportsItemProviders(_:onExport:)`: recorded.
  public func exportsItemProviders(_ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider])
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("exportsItemProviders", "\(contentTypes.map(\.description))")
  }
  /// `.exportsItemProviders(_:onExport:onEdit:)`: recorded.
  public func exportsItemProviders(
    _ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider], onEdit: @escaping ([NSItemProvider]) -> Bool
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("exportsItemProviders", "\(contentTypes.map(\.description))")
  }
  /// `.importsItemProviders(_:onImport:)`: recorded.
  public func importsItemProviders(_ contentTypes: [UTType], onImport: @escaping ([NSItemProvider]) -> Bool)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("importsItemProviders", "\(contentTypes.map(\.description))")
  }

  // MARK: File dialogs (no step picks a file: the completion never runs)

  /// `.fileImporter(isPresented:allowedContentTypes:onCompletion:)`: recorded on the view.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileImporter", "allowedContentTypes: \(allowedContentTypes.map(\.description))")
  }
  /// `.fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileImporter", "allowedContentTypes: \(allowedContentTypes.map(\.description))")
  }
  /// `.fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:onCancellation:)`.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileImporter", "allowedContentTypes: \(allowedContentTypes.map(\.description))")
  }
  /// `.fileExporter(isPresented:item:contentTypes:defaultFilename:onCompletion:onCancellation:)`.
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileExporter", "item: \(typeDisplayName(T.self))")
  }
  /// `.fileExporter(isPresented:items:contentTypes:onCompletion:onCancellation:)`.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element: Transferable {
    styled("fileExporter", "items: \(items.count)")
  }
  /// `.fileMover(isPresented:file:onCompletion:)`.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileMover", file.map { ValueDescription.quote($0.absoluteString) } ?? "nil")
  }
  /// `.fileMover(isPresented:file:onCompletion:onCancellation:)`.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileMover", file.map { ValueDescription.quote($0.absoluteString) } ?? "nil")
  }
  /// `.fileMover(isPresented:files:onCompletion:)`.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element == URL {
    styled("fileMover", "files: \(files.count)")
  }
  /// `.fileMover(isPresented:files:onCompletion:onCancellation:)`.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element == URL {
    styled("fileMover", "files: \(files.count)")
  }
}
