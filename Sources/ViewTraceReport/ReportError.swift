import ViewTraceRender

/// A report that could not be made: what failed, one case each.
public enum ReportError: Error, Equatable, CustomStringConvertible {
  /// No folder with the templates was found; `searched` lists where it looked.
  case templatesNotFound(searched: [String])
  /// The template folder lacks `file`.
  case templateMissing(folder: String, file: String)
  /// A template is not valid Mustache; `message` is the parser's.
  case templateInvalid(file: String, message: String)
  /// The trace could not be encoded as JSON for the page; `reason` is the encoder's.
  case traceNotEncodable(reason: String)
  /// The page's data (layout, labels, advice: everything but the trace)
  /// could not be encoded as JSON; `reason` is the encoder's.
  case dataNotEncodable(reason: String)
  /// A diagram of the page could not be drawn.
  case drawing(RenderError)
  /// zlib could not deflate the page's large data: it could not start
  /// (`started` false) or could not finish; `status` is zlib's.
  case deflate(started: Bool, status: Int32)

  /// One line saying what was wrong.
  public var description: String {
    switch self {
    case .templatesNotFound(let searched):
      "report templates not found (looked in \(searched.joined(separator: ", "))); pass --templates DIR, set "
        + "VIEWTRACE_TEMPLATES, or copy ViewTrace_ViewTraceTemplates.resources next to the viewtrace binary"
    case .templateMissing(let folder, let file): "template folder \(folder) has no \(file)"
    case .templateInvalid(let file, let message): "template \(file) is not valid Mustache: \(message)"
    case .traceNotEncodable(let reason): "cannot encode the trace: \(reason)"
    case .dataNotEncodable(let reason): "cannot encode the report data: \(reason)"
    case .drawing(let error): error.description
    case .deflate(started: false, _): "zlib could not start deflating the report data"
    case .deflate(started: true, let status): "zlib could not deflate the report data (status \(status))"
    }
  }
}
