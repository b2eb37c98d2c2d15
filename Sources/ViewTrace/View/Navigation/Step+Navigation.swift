extension Step {
  /// Taps the live `NavigationLink` whose label reads `title`: its
  /// destination is pushed on the enclosing stack. A value no
  /// `navigationDestination(for:)` handles is not pushed, and the trace
  /// records the warning SwiftUI logs.
  public static func push(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    Step(name: name ?? "push \(ValueDescription.quote(title))", kind: .navigate) { graph throws(EngineError) in
      let (identity, link) = try graph.feature(ControlFeature.self).controlMatch(
        (any NavigationLinkView).self, kind: "navigation link", title: title, within: within)
      return { graph.feature(NavigationFeature.self).activate(link, at: identity) }
    }
  }

  /// Pushes `value` on the stack (the innermost live one, or the one at
  /// `stack`), as code appending to its path would: a deep link.
  public static func push<V: Hashable & Sendable>(value: V, stack: String? = nil, named name: String? = nil) -> Step {
    Step(name: name ?? "push \(ValueDescription.describe(value))", kind: .navigate) { graph throws(EngineError) in
      let node = try graph.feature(NavigationFeature.self).liveStack(stack)
      return { graph.feature(NavigationFeature.self).pushValue(AnyHashable(value), on: node, from: node) }
    }
  }

  /// The back button: pops the top view of the innermost stack that has one.
  public static func pop(named name: String? = nil) -> Step {
    Step(name: name ?? "pop", kind: .navigate) { graph throws(EngineError) in
      let stacks = graph.liveNodes().filter { $0.value is any NavigationContainer }
      guard let stack = stacks.last(where: { !graph.feature(NavigationFeature.self).entries(of: $0, reading: false).isEmpty }) else {
        throw .nothingToDo(
          stacks.isEmpty
            ? "no NavigationStack is live"
            : "no view is pushed (live stacks: "
              + stacks.map(\.identity).joined(separator: ", ") + ")")
      }
      let count = graph.feature(NavigationFeature.self).entries(of: stack, reading: false).count
      return { graph.feature(NavigationFeature.self).pop(stack, keeping: count - 1) }
    }
  }

  /// Pops every pushed view of the innermost stack that has one.
  public static func popToRoot(named name: String? = nil) -> Step {
    Step(name: name ?? "pop to root", kind: .navigate) { graph throws(EngineError) in
      let stacks = graph.liveNodes().filter { $0.value is any NavigationContainer }
      guard let stack = stacks.last(where: { !graph.feature(NavigationFeature.self).entries(of: $0, reading: false).isEmpty }) else {
        throw .nothingToDo("no view is pushed")
      }
      return { graph.feature(NavigationFeature.self).pop(stack, keeping: 0) }
    }
  }

  /// Selects the tab whose `.tabItem` reads `title` (or whose tag prints as `title`).
  public static func selectTab(_ title: String, named name: String? = nil) -> Step {
    Step(name: name ?? "select tab \(ValueDescription.quote(title))", kind: .navigate) { graph throws(EngineError) in
      var available: [String] = []
      var found: [(ViewNode, TabHost)] = []
      for node in graph.liveNodes() {
        guard let tab = node.value as? TabHost else { continue }
        available.append(tab.title)
        let tagText = tab.tag.map { ValueDescription.describe($0.base) }
        if tab.title == title || tagText == title { found.append((node, tab)) }
      }
      guard let (node, tab) = found.first else { throw .noSuchControl(kind: "tab", title: title, available: available) }
      guard found.count == 1 else {
        throw .ambiguousControl(kind: "tab", title: title, identities: found.map(\.0.identity))
      }
      guard let tabView = node.parent, let key = tab.key else {
        throw .nothingToDo("the tab \(ValueDescription.quote(title)) has no .tag(_:), so its TabView cannot select it")
      }
      return { tab.selection.select(key, tabView, graph) }
    }
  }
}

