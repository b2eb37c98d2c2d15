import Foundation
import Mustache
import ViewTraceTemplates

/// The report's templates, loaded from one folder: `report.html`,
/// `index.html` and `diff.html` (Mustache) and `report.css`, `report.js` (inlined as they are).
public struct TemplateSet: Sendable {
  let report: MustacheTemplate
  let index: MustacheTemplate
  let diff: MustacheTemplate
  let css: String
  let js: String
  /// Where they were read from.
  public let folder: URL

  /// Reads the templates in `folder`.
  public init(folder: URL) throws(ReportError) {
    func read(_ name: String) throws(ReportError) -> String {
      let url = folder.appendingPathComponent(name)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        throw .templateMissing(folder: folder.path, file: name)
      }
      return text
    }
    func parse(_ name: String) throws(ReportError) -> MustacheTemplate {
      do {
        return try MustacheTemplate(string: try read(name))
      } catch let error as ReportError {
        throw error
      } catch {
        throw .templateInvalid(file: folder.appendingPathComponent(name).path, message: "\(error)")
      }
    }
    self.folder = folder
    report = try parse("report.html")
    index = try parse("index.html")
    diff = try parse("diff.html")
    css = try read("report.css")
    js = try read("report.js")
  }

  /// Finds the templates: `override` (`--templates`), then
  /// `$VIEWTRACE_TEMPLATES`, then the resource folder next to `executable`,
  /// then the source folder the tool was built from.
  public static func locate(override: String?, executable: URL?) throws(ReportError) -> TemplateSet {
    if let override { return try TemplateSet(folder: URL(fileURLWithPath: override)) }
    if let fromEnvironment = ProcessInfo.processInfo.environment["VIEWTRACE_TEMPLATES"], !fromEnvironment.isEmpty {
      return try TemplateSet(folder: URL(fileURLWithPath: fromEnvironment))
    }
    let candidates = TemplateFiles.bundledCandidates(executable: executable)
    for folder in candidates
    where TemplateFiles.names.allSatisfy({
      FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
    }) {
      return try TemplateSet(folder: folder)
    }
    throw .templatesNotFound(searched: candidates.map(\.path))
  }
}
