import Foundation

/// Where a property wrapper was declared, as the compiler gave it to the
/// wrapper's initializer (`#filePath`, `#line` defaults, as SwiftUI's own
/// APIs with such parameters take them): the user writes nothing.
///
/// A `@State var count = 0` calls `State(wrappedValue: 0)` at the property's
/// line, and a memberwise or hand-written `init` that sets the property
/// through its wrapper does too. `State(initialValue:)` written in an `init`
/// gives that line, in the same file.
package struct DeclarationSite: Sendable {
  let filePath: StaticString
  let line: UInt

  package init(filePath: StaticString, line: UInt) {
    self.filePath = filePath
    self.line = line
  }

  /// The location a trace records: the path relative to the package.
  @MainActor package var location: CodeLocation {
    CodeLocation(file: PackagePaths.relative(filePath), line: Int(line))
  }
}

/// Paths as a trace writes them: relative to the package that holds the file.
@MainActor
package enum PackagePaths {
  private static var known: [String: String] = [:]
  /// By the literal's address: a view's wrappers give the same `#filePath` literal on every
  /// appearance, so the common case makes no string.
  private static var knownLiterals: [UnsafeRawPointer: String] = [:]

  /// `relative(_:)` of a `#filePath` literal.
  package static func relative(_ path: StaticString) -> String {
    guard path.hasPointerRepresentation else { return relative(path.description) }
    let key = UnsafeRawPointer(path.utf8Start)
    if let found = knownLiterals[key] { return found }
    let relative = relative(path.description)
    knownLiterals[key] = relative
    return relative
  }

  /// `path` relative to the nearest folder above it with a `Package.swift`
  /// (`Sources/Library/LibraryStore.swift`); the file's name when there is
  /// none, or the path is already relative.
  package static func relative(_ path: String) -> String {
    if let found = known[path] { return found }
    let relative = packageRelative(path)
    known[path] = relative
    return relative
  }

  private static func packageRelative(_ path: String) -> String {
    let name = String(path.split(separator: "/").last ?? Substring(path))
    guard path.hasPrefix("/") else { return path.isEmpty ? name : path }
    var folder = (path as NSString).deletingLastPathComponent
    while folder != "/" && !folder.isEmpty {
      if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
        return String(path.dropFirst(folder.count + 1))
      }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return name
  }
}

/// Where a model class or a view and their stored properties are declared,
/// for a type compiled with ViewTrace's build plugins (`CompileForIOS`,
/// `DeclarationSites`): they write this conformance in a generated file, so
/// a trace can say `LibraryStore.swift:12` for `LibraryStore.books` though
/// `@Observable`'s expansion passes no location. Not for hand-written use.
public protocol _DeclaredInSource {
  /// The type's file and line, and each stored property's line by name.
  nonisolated static var _viewTraceDeclaration: _SourceDeclaration { get }
}

/// What ``_DeclaredInSource`` gives: the type it describes, its file, its line, its members' lines.
public struct _SourceDeclaration: Sendable {
  let type: ObjectIdentifier
  let filePath: String
  let line: UInt
  let members: [String: UInt]

  public init(type: ObjectIdentifier, filePath: String, line: UInt, members: [String: UInt]) {
    self.type = type
    self.filePath = filePath
    self.line = line
    self.members = members
  }
}

/// What the engine reads from a type's record, once per type: the generated
/// `_viewTraceDeclaration` makes its dictionary on every call, and a model's
/// record is asked for by each instance's sources.
struct DeclarationRecord {
  let location: CodeLocation
  private let file: String
  private let members: [String: UInt]

  /// Where the stored property `name` is declared, when the record has it.
  func member(_ name: String) -> CodeLocation? { members[name].map { CodeLocation(file: file, line: Int($0)) } }

  @MainActor private static var known: [ObjectIdentifier: DeclarationRecord?] = [:]

  /// The record of exactly `type` (a view, a model), not one inherited from a superclass.
  @MainActor static func of(_ type: Any.Type) -> DeclarationRecord? {
    if let found = known[ObjectIdentifier(type)] { return found }
    var record: DeclarationRecord?
    if let declared = (type as? any _DeclaredInSource.Type)?._viewTraceDeclaration,
      declared.type == ObjectIdentifier(type)
    {
      let file = PackagePaths.relative(declared.filePath)
      record = DeclarationRecord(
        location: CodeLocation(file: file, line: Int(declared.line)), file: file, members: declared.members)
    }
    known[ObjectIdentifier(type)] = record
    return record
  }
}

extension _SourceDeclaration {
  /// Where `type` is declared or, with `member`, where that stored property of
  /// it or of a superclass is; nil when no build plugin recorded it.
  @MainActor static func location(of type: Any.Type, member: String? = nil) -> CodeLocation? {
    var current: Any.Type? = type
    while let type = current {
      if let record = DeclarationRecord.of(type) {
        guard let member else { return record.location }
        if let found = record.member(member) { return found }
      }
      guard member != nil, let subclass = type as? AnyClass else { return nil }
      current = _getSuperclass(subclass)
    }
    return nil
  }
}
