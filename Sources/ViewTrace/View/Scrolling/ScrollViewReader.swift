import Foundation

/// Scrolls a scroll view to a view by id, as `ScrollViewReader` hands it to its content.
public struct ScrollViewProxy {
  /// Asks the scroll view to show the view `id` (no layout places views, so no offset changes;
  /// use `Step.scroll` to move a scenario's scroll view).
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    ViewGraph.running?.warnOnce(
      .geometryNotSimulated,
      "ScrollViewProxy.scrollTo(\(ValueDescription.describe(id))) was called: ViewTrace lays nothing out, so no scroll offset changed")
  }
}

/// A container that hands its content a ``ScrollViewProxy``, as in SwiftUI.
public nonisolated struct ScrollViewReader<Content: View>: View {
  let content: Content
  /// A reader whose content is built with a proxy.
  public nonisolated init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ScrollViewReader") }
}

@MainActor extension ScrollViewReader: ContainerView {
  package static var _typeName: String { "ScrollViewReader" }
  package var _label: String { "ScrollViewReader" }
  package var _content: any View { content }
}
