extension Step {
  /// Types `text` into the live search field of `.searchable` (the one at
  /// or under `within`, when there are several): its binding is written.
  public static func search(_ text: String, within: String? = nil, named name: String? = nil) -> Step {
    Step(name: name ?? "search \(ValueDescription.quote(text))", kind: .setText) { graph throws(EngineError) in
      let found = try graph.feature(ControlFeature.self).searchFields(within: within)
      guard found.count == 1, let field = found.first?.value as? _SearchField else {
        if found.isEmpty {
          throw .noSuchControl(
            kind: "search field", title: within ?? "", available: try graph.feature(ControlFeature.self).searchFields(within: nil).map(\.identity))
        }
        throw .ambiguousControl(kind: "search field", title: within ?? "", identities: found.map(\.identity))
      }
      return {
        if let presented = field.isPresented, !presented.wrappedValue { presented.wrappedValue = true }
        field.text.wrappedValue = text
      }
    }
  }
}
