import Foundation

/// A link to a URL, as in SwiftUI: a framework container drawn with its
/// destination. Opening it is the system's business: no step taps it.
public nonisolated struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  /// A link to `destination` labelled `label`.
  public nonisolated init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Link") }
}

extension Link where Label == Text {
  /// A link titled `title` to `destination`.
  public nonisolated init<S: StringProtocol>(_ title: S, destination: URL) {
    self.destination = destination
    self.label = Text(title)
  }
}

@MainActor extension Link: ContainerView {
  package static var _typeName: String { "Link" }
  package var _label: String {
    "Link(\(ValueDescription.quote(contentTitle(label))), destination: \(destination.absoluteString))"
  }
  package var _content: any View { label }
}
