import Foundation

/// A title with an icon, as in SwiftUI. A framework container: its title and
/// icon are its children, built by the body that built the label.
///
/// ```swift
/// Label("Inbox", systemImage: "tray")
/// Label { Text("Inbox") } icon: { Image(systemName: "tray") }
/// ```
public nonisolated struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  /// What the label reads as, shown in its node's label.
  let written: String?

  /// A label from a title view and an icon view.
  public nonisolated init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
    self.written = nil
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Label") }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `title` with the SF Symbol `systemImage`.
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.title = Text(title)
    self.icon = Image(systemName: systemImage)
    self.written = "\(ValueDescription.quote(String(title))), systemImage: \(ValueDescription.quote(systemImage))"
  }

  /// A label titled `title` with the asset image `image`.
  public nonisolated init<S: StringProtocol>(_ title: S, image: String) {
    self.title = Text(title)
    self.icon = Image(image)
    self.written = "\(ValueDescription.quote(String(title))), image: \(ValueDescription.quote(image))"
  }
}

/// A view whose readable title a button or a control takes from it.
@MainActor
protocol TitledContent {
  var _titleText: String { get }
}

@MainActor extension Label: TitledContent {
  var _titleText: String {
    var expander = Expander(graph: nil)
    expander.add(title)
    return Button<Text>.title(of: expander.placements)
  }
}

@MainActor extension Label: ContainerView {
  package static var _typeName: String { "Label" }
  package var _label: String { written.map { "Label(\($0))" } ?? "Label" }
  package var _content: any View { ViewBuilder.buildBlock(title, icon) }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `title` with an asset-catalogue image.
  public nonisolated init<S: StringProtocol>(_ title: S, image resource: ImageResource) { self.init(title, image: resource.name) }
}
