// The compiler's plugin protocol, spoken without swift-syntax: JSON messages, each after an
// 8-byte little-endian length.
import Foundation

/// What the compiler sends.
enum HostMessage: Decodable {
  struct Capability: Decodable { var protocolVersion: Int }
  struct MacroReference: Decodable {
    var moduleName: String
    var typeName: String
    var name: String
  }
  struct Location: Decodable {
    var fileID: String
    var fileName: String
    var offset: Int
    var line: Int
    var column: Int
  }
  struct Syntax: Decodable {
    var kind: String
    var source: String
    var location: Location
  }

  case getCapability(capability: Capability?)
  case expandFreestandingMacro(macro: MacroReference, macroRole: String?, discriminator: String, syntax: Syntax)
  /// An attached macro: `declSyntax` is the declaration it is attached to (for `member` and
  /// `extension` roles, the type; for `memberAttribute`, one member), `parentDeclSyntax` the
  /// type around a member, `extendedTypeSyntax` and `conformanceListSyntax` what an extension
  /// extends and the protocols it must add.
  case expandAttachedMacro(
    macro: MacroReference, macroRole: String, discriminator: String, attributeSyntax: Syntax?, declSyntax: Syntax?,
    parentDeclSyntax: Syntax?, extendedTypeSyntax: Syntax?, conformanceListSyntax: Syntax?)
  case loadPluginLibrary(libraryPath: String, moduleName: String)
}

/// What the plugin answers.
enum PluginMessage: Encodable {
  struct Capability: Encodable { var protocolVersion: Int }
  struct Diagnostic: Encodable {
    struct Position: Encodable {
      var fileName: String
      var offset: Int
    }
    var message: String
    var severity = "error"
    var position: Position
    var highlights: [Position] = []
    var notes: [Position] = []
    var fixIts: [Position] = []
  }

  case getCapabilityResult(capability: Capability)
  case expandMacroResult(expandedSource: String?, diagnostics: [Diagnostic])
  case loadPluginLibraryResult(loaded: Bool, diagnostics: [Diagnostic])
}

func readMessage() -> Data? {
  let header = FileHandle.standardInput.readData(ofLength: 8)
  guard header.count == 8 else { return nil }
  let size = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
  return FileHandle.standardInput.readData(ofLength: Int(size))
}

func send(_ message: PluginMessage) {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  let data: Data
  do {
    data = try encoder.encode(message)
  } catch {
    // Cannot fail: a message holds only strings, integers, booleans and
    // arrays of them, which JSONEncoder always encodes. Were it to, a reply
    // left unsent would leave the compiler waiting for it; stopping the
    // plugin makes the compiler report it instead.
    preconditionFailure("ViewTrace's #Preview plugin cannot encode its reply: \(error)")
  }
  var size = UInt64(data.count).littleEndian
  FileHandle.standardOutput.write(Data(bytes: &size, count: 8))
  FileHandle.standardOutput.write(data)
}

