/// Where something a trace names is declared in the package's source: the
/// `@State` property of a view, one property of an `@Observable` model, an
/// `ObservableObject` class.
///
/// ```json
/// {"file": "Sources/Library/LibraryStore.swift", "line": 12}
/// ```
///
/// `file` is relative to the package that holds it (the folder with its
/// `Package.swift`), so the same source gives the same trace on every
/// machine; it is the file's name alone when that package was not found.
public struct CodeLocation: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The path relative to the package, `/`-separated.
  public var file: String
  /// The line, from 1.
  public var line: Int

  /// Makes a `CodeLocation` from its parts.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// The file's name alone: `LibraryStore.swift`.
  public var fileName: String { String(file.split(separator: "/").last ?? Substring(file)) }

  /// `Sources/Library/LibraryStore.swift:12`.
  public var description: String { "\(file):\(line)" }

  /// `LibraryStore.swift:12`: what a card or a line of text shows, the whole
  /// path being ``description``.
  public var short: String { "\(fileName):\(line)" }
}

extension Trace {
  /// The trace without source locations (``TraceSource/declaredAt``, and a
  /// view declaration's and its properties'): what snapshots keep unless
  /// asked, since a line moves whenever the file above it is edited.
  public var withoutSourceLocations: Trace {
    var trace = self
    for index in trace.sources.indices { trace.sources[index].declaredAt = nil }
    for d in trace.declarations.indices {
      trace.declarations[d].declaredAt = nil
      for p in trace.declarations[d].properties.indices { trace.declarations[d].properties[p].declaredAt = nil }
    }
    return trace
  }
}
