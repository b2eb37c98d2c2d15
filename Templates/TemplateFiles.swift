import Foundation

/// The report's template files and where a built `viewtrace` finds them.
///
/// SwiftPM copies them into `ViewTrace_ViewTraceTemplates.resources` next to
/// the executable. Lookup order (see `docs/report.md`): `--templates DIR`,
/// `$VIEWTRACE_TEMPLATES`, that resource folder next to the (symlink-resolved)
/// executable, then this source folder as it was at build time.
public enum TemplateFiles {
  /// The files a template folder must hold.
  public static let names = ["report.html", "index.html", "diff.html", "report.css", "report.js"]

  /// The resource folder's name, next to the executable.
  public static let resourceFolder = "ViewTrace_ViewTraceTemplates.resources"

  /// Candidate folders after an override and the environment, in order.
  public static func bundledCandidates(executable: URL?) -> [URL] {
    var candidates: [URL] = []
    if let executable {
      candidates.append(
        executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(resourceFolder))
    }
    candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    return candidates
  }
}
