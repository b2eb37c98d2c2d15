/// Text typed into a field over a value (`TextField(value:format:)`,
/// `TextField(value:formatter:)`) and not yet committed. As in SwiftUI, such
/// a field shows what is typed but writes its bound value only when the text
/// is committed: the field is submitted (`Step.submit`), or focus moves away
/// from it (`Step.focus` on another view, typing into another field). Text
/// the format cannot parse leaves the value as it was.
@MainActor
final class TextDrafts: GraphFeature {
  static var hooks: GraphFeatureHooks { [.nodeRemoved] }
  unowned let graph: ViewGraph
  private var drafts: [(title: String, text: String, node: ViewNode, commit: () -> Void)] = []

  init(graph: ViewGraph) { self.graph = graph }

  /// The draft typed into the field titled `title`, if any.
  func draft(_ title: String) -> String? { drafts.first { $0.title == title }?.text }

  /// Text typed into `node`'s field: kept as its draft, shown by the field;
  /// `commit` writes it to the value. A draft of another field is committed
  /// first (focus moved here).
  func type(_ text: String, into node: ViewNode, title: String, commit: @escaping () -> Void) {
    commitAll(except: node)
    drafts.removeAll { $0.node === node }
    drafts.append((title, text, node, commit))
    graph.markDirty(node)
  }

  /// Commits `node`'s draft, if it has one.
  func commit(_ node: ViewNode) {
    guard let index = drafts.firstIndex(where: { $0.node === node }) else { return }
    let draft = drafts.remove(at: index)
    draft.commit()
    if node.alive { graph.markDirty(node) }
  }

  /// Commits every draft but `node`'s: focus moved to `node`, or away from all fields.
  func commitAll(except node: ViewNode?) {
    for draft in drafts where draft.node !== node { commit(draft.node) }
  }

  /// A field that leaves the screen takes its draft with it.
  func nodeRemoved(_ node: ViewNode) { drafts.removeAll { $0.node === node } }
}

/// A text field whose text is committed to a value (`value:format:`, `value:formatter:`).
@MainActor
protocol CommittingValueField {
  var _commitsOnSubmit: Bool { get }
}

@MainActor extension TextField: CommittingValueField {
  var _commitsOnSubmit: Bool { commitsOnSubmit }
}
