/// Arranges children vertically. A container node: its children are part of
/// the body that built it.
public nonisolated struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A vertical stack of `content`; its children belong to the same body.
  public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("VStack") }
}

/// Arranges children horizontally.
public nonisolated struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A horizontal stack of `content`; its children belong to the same body.
  public nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("HStack") }
}

/// Overlays children.
public nonisolated struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content
  /// An overlapping stack of `content`; its children belong to the same body.
  public nonisolated init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ZStack") }
}

// MARK: - Taken apart by the engine

@MainActor extension VStack: ContainerView {
  package static var _typeName: String { "VStack" }
  package var _label: String { stackLabel("VStack", alignment == .center ? nil : alignment.name, spacing) }
  package var _content: any View { content }
}

@MainActor extension HStack: ContainerView {
  package static var _typeName: String { "HStack" }
  package var _label: String { stackLabel("HStack", alignment == .center ? nil : alignment.name, spacing) }
  package var _content: any View { content }
}

@MainActor extension ZStack: ContainerView {
  package static var _typeName: String { "ZStack" }
  package var _label: String { stackLabel("ZStack", alignment == .center ? nil : alignment.name, nil) }
  package var _content: any View { content }
}

private func stackLabel(_ name: String, _ alignment: String?, _ spacing: CGFloat?) -> String {
  var args: [String] = []
  if let alignment { args.append("alignment: .\(alignment)") }
  if let spacing { args.append("spacing: \(formatNumber(spacing))") }
  return args.isEmpty ? name : "\(name)(\(args.joined(separator: ", ")))"
}
