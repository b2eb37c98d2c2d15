import Foundation

/// An empty state, as in SwiftUI (`ContentUnavailableView("No Mail", systemImage: "tray")`).
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions
  /// An empty state with a label, a description and actions.
  public nonisolated init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ContentUnavailableView") }
}

extension ContentUnavailableView
where Label == ViewTrace.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty state titled `title` with an SF Symbol and an optional description.
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
    self.label = ViewTrace.Label(title, systemImage: systemImage)
    self.description = description
    self.actions = EmptyView()
  }
}

@MainActor extension ContentUnavailableView: ContainerView {
  package static var _typeName: String { "ContentUnavailableView" }
  package var _label: String { "ContentUnavailableView" }
  package var _content: any View { ViewBuilder.buildBlock(label, description, actions) }
}

extension ContentUnavailableView
where Label == ViewTrace.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty state titled `title` with an asset image and an optional description.
  public nonisolated init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { ViewTrace.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
  }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
  /// The empty state of a search that found nothing.
  public static var search: ContentUnavailableView<Label, Description, Actions> { search(text: "") }
  /// The empty state of a search for `text` that found nothing ("No Results for "text"").
  public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(
      label: { ViewTrace.Label("No Results" + (text.isEmpty ? "" : " for \u{201C}\(text)\u{201D}"), systemImage: "magnifyingglass") },
      description: { Text("Check the spelling or try a new search.") }, actions: { EmptyView() })
  }
}

/// The parts of ``ContentUnavailableView/search(text:)``.
public enum SearchUnavailableContent {
  /// Its label.
  public typealias Label = ViewTrace.Label<Text, Image>
  /// Its description.
  public typealias Description = Text
  /// Its actions.
  public typealias Actions = EmptyView
}
