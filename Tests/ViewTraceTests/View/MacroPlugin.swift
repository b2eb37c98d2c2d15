import Foundation
import Testing

/// ViewTrace's macro plugin (`ViewTraceMacros`), asked as the compiler asks it: one request (an
/// 8-byte length, then JSON), one reply.
enum MacroPlugin {
  /// The plugin's `expandMacroResult` for `request`.
  static func reply(to request: [String: Any]) throws -> [String: Any] {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("ViewTraceMacros-tool")
    try #require(FileManager.default.isExecutableFile(atPath: tool.path), "the plugin is built next to the tests")
    let body = try JSONSerialization.data(withJSONObject: request)
    var size = UInt64(body.count).littleEndian
    let input = Pipe()
    let output = Pipe()
    let process = Process()
    process.executableURL = tool
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(bytes: &size, count: 8) + body)
    try input.fileHandleForWriting.close()
    let answer = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let reply = try #require(try JSONSerialization.jsonObject(with: answer.dropFirst(8)) as? [String: Any])
    return try #require(reply["expandMacroResult"] as? [String: Any])
  }

  /// The expansion of an attached macro of type `typeName` in `role`, for `declaration` (the
  /// member or type it is attached to) written with `attribute`.
  static func expandAttached(
    _ typeName: String, role: String, attribute: String = "@Model", declaration: String, conformances: String? = nil,
    extendedType: String? = nil
  ) throws -> (source: String?, errors: [String]) {
    func syntax(_ kind: String, _ source: String) -> [String: Any] {
      ["kind": kind, "source": source, "location": ["fileID": "Test/A.swift", "fileName": "A.swift", "offset": 0, "line": 1, "column": 1]]
    }
    var request: [String: Any] = [
      "macro": ["moduleName": "ViewTraceSwiftData", "typeName": typeName, "name": "Model"],
      "macroRole": role, "discriminator": "$s4Test0016p",
      "attributeSyntax": syntax("attribute", attribute), "declSyntax": syntax("declaration", declaration),
    ]
    if let conformances { request["conformanceListSyntax"] = syntax("declaration", conformances) }
    if let extendedType { request["extendedTypeSyntax"] = syntax("type", extendedType) }
    let result = try reply(to: ["expandAttachedMacro": request])
    let diagnostics = (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
    return (result["expandedSource"] as? String, diagnostics)
  }
}
