import Foundation
import Testing
import ViewTraceModel
import ViewTraceSamples

#if canImport(FoundationXML)
  import FoundationXML
#endif

@MainActor
func sampleTrace(_ name: String) throws -> Trace {
  try #require(SampleCatalog.named(name)).scenario.run()
}

/// `xmllint --noout` on `text`; nil when well-formed, else its message.
func xmllintProblems(_ text: String) throws -> String? {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-\(UUID().uuidString).svg")
  try Data(text.utf8).write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["xmllint", "--noout", file.path]
  let errors = Pipe()
  process.standardError = errors
  try process.run()
  let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return process.terminationStatus == 0 ? nil : message
}

/// The `class` of every SVG element with an `id`, read with an XML parser.
final class SVGElements: NSObject, XMLParserDelegate {
  var classes: [String: String] = [:]
  var texts: [String] = []
  private var inText = false
  private var current = ""

  static func parse(_ svg: String) throws -> SVGElements {
    let elements = SVGElements()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = elements
    guard parser.parse() else {
      throw CocoaError(
        .coderReadCorrupt, userInfo: [NSLocalizedDescriptionKey: "\(parser.parserError.map { "\($0)" } ?? "?")"])
    }
    return elements
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if let id = attributes["id"] { classes[id] = attributes["class"] ?? "" }
    if name == "text" {
      inText = true
      current = ""
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inText { current += string }
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "text" {
      inText = false
      texts.append(current)
    }
  }
}
