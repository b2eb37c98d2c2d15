// ViewTrace's macros as one compiler plugin that needs no swift-syntax: `#Preview` and
// `@Previewable` (PreviewExpansion.swift), SwiftData's `@Model` and its property attributes
// (ModelExpansion.swift).
import Foundation

while let data = readMessage() {
  guard let message = try? JSONDecoder().decode(HostMessage.self, from: data) else {
    send(
      .expandMacroResult(
        expandedSource: nil,
        diagnostics: [
          .init(
            message: "ViewTrace's macro plugin could not read the compiler's request",
            position: .init(fileName: "", offset: 0))
        ]))
    continue
  }
  switch message {
  case .getCapability:
    send(.getCapabilityResult(capability: .init(protocolVersion: 7)))
  case .expandFreestandingMacro(_, _, let discriminator, let syntax):
    switch expand(syntax.source, discriminator: discriminator) {
    case .success(let expanded):
      send(.expandMacroResult(expandedSource: expanded, diagnostics: []))
    case .failure(let error):
      let reason = error.reason
      let position = PluginMessage.Diagnostic.Position(
        fileName: syntax.location.fileName, offset: syntax.location.offset)
      send(.expandMacroResult(expandedSource: nil, diagnostics: [.init(message: reason, position: position)]))
    }
  case .expandAttachedMacro(let macro, _, _, _, _, _, _, _) where macro.typeName == "PreviewableMacro":
    // `@Previewable` adds nothing where it stands; `#Preview` reads it.
    send(.expandMacroResult(expandedSource: "", diagnostics: []))
  case .expandAttachedMacro(let macro, let role, _, let attribute, let declaration, _, let extended, let conformances):
    let result = expandModelMacro(
      typeName: macro.typeName, role: role, attribute: attribute?.source ?? "", declaration: declaration?.source ?? "",
      extendedType: extended?.source, conformances: conformances?.source)
    switch result {
    case .success(let expanded):
      send(.expandMacroResult(expandedSource: expanded, diagnostics: []))
    case .failure(let error):
      let location = (attribute ?? declaration)?.location
      let position = PluginMessage.Diagnostic.Position(
        fileName: location?.fileName ?? "", offset: location?.offset ?? 0)
      send(.expandMacroResult(expandedSource: nil, diagnostics: [.init(message: error.reason, position: position)]))
    }
  case .loadPluginLibrary:
    send(.loadPluginLibraryResult(loaded: false, diagnostics: []))
  }
}
