/// A container of grouped controls (SwiftUI's `Form`): lazy like a `List`,
/// whose rows it shows.
public nonisolated struct Form<Content: View>: View {
  let content: Content
  /// A form of `content`.
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Form") }
}

@MainActor extension Form: LazyContainer, Scrollable {
  package var _hostType: String { "Form" }
  package var _label: String { "Form" }
  var _lazyContent: any View { content }
  var _rowAxis: Axis { .vertical }
  var _scrollAxis: Axis { .vertical }
}

/// A form's look, recorded as written (`.grouped`).
public struct FormStyleKind: Equatable, Sendable {
  let name: String
  /// `.automatic`, as in SwiftUI.
  public static let automatic = FormStyleKind(name: "automatic")
  /// `.grouped`, as in SwiftUI.
  public static let grouped = FormStyleKind(name: "grouped")
  /// `.columns`, as in SwiftUI.
  public static let columns = FormStyleKind(name: "columns")
}
