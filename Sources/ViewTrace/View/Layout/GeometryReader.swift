import Foundation

/// A container that hands its content its size, as in SwiftUI. ViewTrace lays nothing out: the
/// content is built once with a zero-sized proxy (`size` is `.zero`), as a body that reads the
/// proxy would see before layout, and the trace says once that geometry is not simulated.
public nonisolated struct GeometryReader<Content: View>: View {
  let content: Content
  /// A reader whose content is built from a proxy of its size.
  public nonisolated init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content(GeometryProxy(size: .zero, safeAreaInsets: EdgeInsets()))
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("GeometryReader") }
}

@MainActor extension GeometryReader: ContainerView {
  package static var _typeName: String { "GeometryReader" }
  package var _label: String { "GeometryReader" }
  package var _content: any View { content }
  package var _notSimulated: String? {
    "GeometryReader gives its content a zero size: ViewTrace measures no geometry, so a body that reads the proxy sees .zero"
  }
}
