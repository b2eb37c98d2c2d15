import Foundation

extension View {
  // MARK: File dialogs (no step picks a file: the completion never runs)

  /// `.fileImporter(isPresented:allowedContentTypes:onCompletion:)`: recorded on the view.
  public nonisolated func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileImporter", "allowedContentTypes: \(allowedContentTypes.map(\.description))")
  }

  /// `.fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`.
  public nonisolated func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileImporter", "allowedContentTypes: \(allowedContentTypes.map(\.description))")
  }

  /// `.fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:onCancellation:)`.
  public nonisolated func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileImporter", "allowedContentTypes: \(allowedContentTypes.map(\.description))")
  }

  /// `.fileExporter(isPresented:item:contentTypes:defaultFilename:onCompletion:onCancellation:)`.
  public nonisolated func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileExporter", "item: \(typeDisplayName(T.self))")
  }

  /// `.fileExporter(isPresented:items:contentTypes:onCompletion:onCancellation:)`.
  public nonisolated func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element: Transferable {
    styled("fileExporter", "items: \(items.count)")
  }

  /// `.fileMover(isPresented:file:onCompletion:)`.
  public nonisolated func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileMover", file.map { ValueDescription.quote($0.absoluteString) } ?? "nil")
  }

  /// `.fileMover(isPresented:file:onCompletion:onCancellation:)`.
  public nonisolated func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileMover", file.map { ValueDescription.quote($0.absoluteString) } ?? "nil")
  }

  /// `.fileMover(isPresented:files:onCompletion:)`.
  public nonisolated func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element == URL {
    styled("fileMover", "files: \(files.count)")
  }

  /// `.fileMover(isPresented:files:onCompletion:onCancellation:)`.
  public nonisolated func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element == URL {
    styled("fileMover", "files: \(files.count)")
  }
}

/// A document a `fileExporter` writes, as in SwiftUI (no step exports).
public protocol FileDocument {
  /// The types it reads.
  static var readableContentTypes: [UTType] { get }
}

/// A reference-type document, as in SwiftUI.
public protocol ReferenceFileDocument: AnyObject {
  /// The types it reads.
  static var readableContentTypes: [UTType] { get }
}

extension View {
  /// `.fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`: recorded
  /// (no step exports).
  public nonisolated func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileExporter", "document: \(typeDisplayName(D.self))")
  }

  /// `.fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:onCancellation:)`.
  public nonisolated func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType? = nil, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: (() -> Void)?
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileExporter", "document: \(typeDisplayName(D.self))")
  }

  /// `.fileExporter(isPresented:document:contentTypes:defaultFilename:onCompletion:onCancellation:)`.
  public nonisolated func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileExporter", "document: \(typeDisplayName(D.self))")
  }

  /// `.fileExporter(isPresented:documents:contentType:onCompletion:)`.
  public nonisolated func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element: FileDocument {
    styled("fileExporter", "documents: \(documents.count)")
  }

  /// `.fileExporter(isPresented:documents:contentTypes:onCompletion:onCancellation:)`.
  public nonisolated func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element: FileDocument {
    styled("fileExporter", "documents: \(documents.count)")
  }
}

extension View {
  /// `.fileDialogCustomizationID(_:)`: recorded on the view.
  public nonisolated func fileDialogCustomizationID(_ id: String) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogCustomizationID", ValueDescription.quote(id))
  }

  /// `.fileDialogDefaultDirectory(_:)`: recorded on the view.
  public nonisolated func fileDialogDefaultDirectory(_ directory: URL?) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogDefaultDirectory", directory.map { ValueDescription.quote($0.absoluteString) } ?? "nil")
  }

  /// `.fileDialogImportsUnresolvedAliases(_:)`: recorded on the view.
  public nonisolated func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogImportsUnresolvedAliases", String(imports))
  }

  /// `.fileDialogBrowserOptions(_:)`: recorded on the view.
  public nonisolated func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogBrowserOptions", String(options.rawValue))
  }

  /// `.fileDialogConfirmationLabel(_:)`: recorded on the view.
  public nonisolated func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogConfirmationLabel", ValueDescription.quote(String(label)))
  }

  /// `.fileDialogMessage(_:)`: recorded on the view.
  public nonisolated func fileDialogMessage<S: StringProtocol>(_ message: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogMessage", ValueDescription.quote(String(message)))
  }

  /// `.fileExporterFilenameLabel(_:)`: recorded on the view.
  public nonisolated func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileExporterFilenameLabel", ValueDescription.quote(String(label)))
  }

  /// `.fileDialogURLEnabled(_:)`: recorded on the view.
  public nonisolated func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogURLEnabled")
  }
}

/// What a file dialog shows, as in SwiftUI.
public struct FileDialogBrowserOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes options from their bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
  /// Packages can be browsed.
  public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
  /// Hidden files show.
  public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
  /// File extensions show.
  public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

extension View {
  /// `.documentBrowserContextMenu(_:)`: recorded on the view (the document browser is not
  /// simulated; the menu is not built).
  public nonisolated func documentBrowserContextMenu<M: View>(_ menu: (([URL]?) -> M)?) -> ModifiedContent<Self, _StyleModifier> {
    styled("documentBrowserContextMenu", menu == nil ? "nil" : TypeNames.shared.name(of: M.self))
  }
}
