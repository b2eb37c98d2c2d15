import Foundation

// Drag and drop, copy and paste, and file dialogs are driven by the user's
// hands and the system: no scenario step drags, drops, pastes or picks a
// file, so these are recorded on the view as written and their actions do
// not run. A payload that changes is recorded, so it redraws the view.

#if canImport(Darwin)
  @_exported import UniformTypeIdentifiers
#else
  /// A file or data type, as in UniformTypeIdentifiers (which SwiftUI apps import; it does not
  /// exist on Linux): `.json`, `.plainText`, `UTType(filenameExtension: "csv")`.
  public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier (`public.json`).
    public let identifier: String
    /// The type named `identifier`.
    public nonisolated init?(_ identifier: String) {
      guard !identifier.isEmpty else { return nil }
      self.identifier = identifier
    }
    init(known identifier: String) { self.identifier = identifier }
    /// The type of files ending in `filenameExtension`.
    public nonisolated init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      guard !filenameExtension.isEmpty else { return nil }
      identifier = "dyn.\(filenameExtension)"
    }
    /// A type your app declares.
    public nonisolated init(exportedAs identifier: String, conformingTo supertype: UTType? = nil) { self.identifier = identifier }
    /// A type another app declares.
    public nonisolated init(importedAs identifier: String, conformingTo supertype: UTType? = nil) { self.identifier = identifier }
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
    public nonisolated init() {}
    /// A provider of `object`'s data.
    public nonisolated init(object: Any) {}
    /// A provider of the file at `fileURL`.
    public nonisolated init?(contentsOf fileURL: URL) {}
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
  public nonisolated init(contentType: UTType) {}
  /// Encoded as `contentType` with an encoder and a decoder.
  public nonisolated init<E, D>(for itemType: Item.Type = Item.self, contentType: UTType, encoder: E, decoder: D) {}
}

/// A transfer through bytes, as in CoreTransferable.
public struct DataRepresentation<Item>: TransferRepresentation {
  /// Exported and imported as `contentType`.
  public nonisolated init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {}
  /// Exported as `exportedContentType`.
  public nonisolated init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
  /// Imported as `importedContentType`.
  public nonisolated init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

/// A transfer through another transferable value, as in CoreTransferable.
public struct ProxyRepresentation<Item, Proxy: Transferable>: TransferRepresentation {
  /// Exported as `proxy`.
  public nonisolated init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}
  /// Exported as a key path's value.
  public nonisolated init(exporting keyPath: KeyPath<Item, Proxy>) {}
  /// Exported and imported as `proxy`.
  public nonisolated init(
    exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item
  ) {}
}

/// A transfer through a file, as in CoreTransferable.
public struct FileRepresentation<Item>: TransferRepresentation {
  /// Exported and imported as `contentType`.
  public nonisolated init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {}
}

/// A file sent by a transfer.
public struct SentTransferredFile: Sendable {
  /// The file.
  public let file: URL
  /// A file to send.
  public nonisolated init(_ file: URL, allowAccessingOriginalFile: Bool = false) { self.file = file }
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
