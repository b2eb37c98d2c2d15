/// A report that could not be made.
public enum ReportError: Error, Equatable, CustomStringConvertible {
  case templatesNotFound(searched: [String])
  case templateMissing(folder: String, file: String)
  case templateInvalid(file: String, message: String)
  case render(String)

  /// One line saying what was wrong.
  public var description: String {
    switch self {
    case .templatesNotFound(let searched):
      "report templates not found (looked in \(searched.joined(separator: ", "))); pass --templates DIR, set "
        + "VIEWTRACE_TEMPLATES, or copy ViewTrace_ViewTraceTemplates.resources next to the viewtrace binary"
    case .templateMissing(let folder, let file): "template folder \(folder) has no \(file)"
    case .templateInvalid(let file, let message): "template \(file) is not valid Mustache: \(message)"
    case .render(let message): message
    }
  }
}
