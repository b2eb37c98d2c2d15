/// A framework feature that keeps per-run state outside the update pass:
/// navigation, presentation, menus, scrolling and lists, styles,
/// preferences, key-value storage and the smaller stores of focus, tasks and
/// clocks. Each is one type in its own file beside the DSL it serves; the
/// graph makes it the first time it is asked for (``ViewGraph/feature(_:)``)
/// and calls the hooks it names in ``hooks``, in the order the features were
/// made. The graph knows no feature by name: only through this protocol.
///
/// ```swift
/// @MainActor
/// final class ShelfFeature: GraphFeature {
///   static var hooks: GraphFeatureHooks { [.nodeRemoved] }
///   unowned let graph: ViewGraph
///   private var shelved: Set<String> = []
///   init(graph: ViewGraph) { self.graph = graph }
///   func nodeRemoved(_ node: ViewNode) { shelved.remove(node.identity) }
/// }
/// // elsewhere: graph.feature(ShelfFeature.self)
/// ```
@MainActor
package protocol GraphFeature: AnyObject {
  /// Makes the feature for `graph`'s run (keep the graph `unowned`: the graph keeps the feature).
  init(graph: ViewGraph)
  /// The hooks the graph calls on this feature; none by default.
  static var hooks: GraphFeatureHooks { get }
  /// A node left the tree (after its attachments and properties ended).
  func nodeRemoved(_ node: ViewNode)
  /// A pass evaluated its invalidated nodes; its queued actions run next.
  func afterPass()
  /// A scenario step is about to find what it acts on (before its frame opens).
  func beforeStep(_ step: Step)
}

extension GraphFeature {
  package static var hooks: GraphFeatureHooks { [] }
  package func nodeRemoved(_ node: ViewNode) {}
  package func afterPass() {}
  package func beforeStep(_ step: Step) {}
}

/// The lifecycle hooks a ``GraphFeature`` asks for.
package struct GraphFeatureHooks: OptionSet {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }
  package static let nodeRemoved = GraphFeatureHooks(rawValue: 1)
  package static let afterPass = GraphFeatureHooks(rawValue: 2)
  static let beforeStep = GraphFeatureHooks(rawValue: 4)
}

/// The features of one run, by type, and those that asked for each hook.
@MainActor
package final class GraphFeatures {
  private var byType: [ObjectIdentifier: any GraphFeature] = [:]
  private(set) var removalHooks: [any GraphFeature] = []
  private(set) var passHooks: [any GraphFeature] = []
  private(set) var stepHooks: [any GraphFeature] = []

  /// The feature of type `Feature`, made on first use.
  func feature<Feature: GraphFeature>(_: Feature.Type, graph: ViewGraph) -> Feature {
    if let known = byType[ObjectIdentifier(Feature.self)] { return known as! Feature }
    let made = Feature(graph: graph)
    byType[ObjectIdentifier(Feature.self)] = made
    let hooks = Feature.hooks
    if hooks.contains(.nodeRemoved) { removalHooks.append(made) }
    if hooks.contains(.afterPass) { passHooks.append(made) }
    if hooks.contains(.beforeStep) { stepHooks.append(made) }
    return made
  }

  /// The feature of type `Feature`, if the run made one.
  func existing<Feature: GraphFeature>(_: Feature.Type) -> Feature? {
    byType[ObjectIdentifier(Feature.self)] as? Feature
  }
}
