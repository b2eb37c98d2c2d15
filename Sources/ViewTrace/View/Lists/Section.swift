/// A section of a list or form, with an optional header and footer.
///
/// A header or footer view is a child of the section (`Text@header`,
/// `Text@footer`); a title (`Section("Fruit")`) is its label. In a list or
/// form, the header and the footer take a row each.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View {
  let title: String?
  let header: Parent?
  let content: Content
  let footer: Footer?

  init(title: String?, header: Parent?, content: Content, footer: Footer?) {
    self.title = title
    self.header = header
    self.content = content
    self.footer = footer
  }

  /// A section with a header and a footer.
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
  {
    self.init(title: nil, header: header(), content: content(), footer: footer())
  }

  /// A section with a header and a footer (the older form).
  public nonisolated init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(title: nil, header: header, content: content(), footer: footer)
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Section") }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(title: nil, header: header(), content: content(), footer: nil)
  }

  /// A section with a header (the older form).
  public nonisolated init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(title: nil, header: header, content: content(), footer: nil)
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(title: nil, header: nil, content: content(), footer: footer())
  }

  /// A section with a footer (the older form).
  public nonisolated init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(title: nil, header: nil, content: content(), footer: footer)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without a header.
  public nonisolated init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, header: nil, content: content(), footer: nil)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled `title`.
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), header: nil, content: content(), footer: nil)
  }
}

/// A section, whatever its header and footer.
@MainActor
protocol SectionView {}

@MainActor extension Section: SectionView {
  package func _expand(into expander: inout Expander) {
    var inner = expander.nested(under: "Section")
    // The rows of a list's section are the list's rows.
    let lazy = expander.lazyWindow.flatMap { $0.suspended == 0 ? $0 : nil }
    inner.lazyWindow = lazy
    let rowsBefore = (lazy?.visible.count ?? 0) + (lazy?.kept.count ?? 0)
    if title != nil { _ = lazy?.take() }
    if let header { inner.at("header") { $0.add(header) } }
    inner.add(content)
    if let footer { inner.at("footer") { $0.add(footer) } }
    inner.lazyWindow = nil
    expander.groups.merge(inner.groups) { $1 }
    guard let lazy else {
      expander.place(self, kind: .container, type: "Section", children: inner.placements)
      return
    }
    // A section none of whose rows is made is not made either; the section
    // itself is not a row.
    guard lazy.visible.count + lazy.kept.count > rowsBefore else { return }
    lazy.suspended += 1
    expander.place(self, kind: .container, type: "Section", children: inner.placements)
    lazy.suspended -= 1
  }
}

@MainActor extension Section: ContainerView {
  package static var _typeName: String { "Section" }
  package var _label: String { title.map { "Section(\(ValueDescription.quote($0)))" } ?? "Section" }
  package var _content: any View { content }
}
