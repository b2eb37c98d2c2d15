import Foundation

/// A titled box around content, as in SwiftUI. A framework container: its
/// label and content belong to the body that built it.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content
  /// Made by `GroupBox(configuration)` in a style's body: drawn by the framework.
  var drawnByFramework = false
  /// A box around `content` with `label` above it.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("GroupBox") }
}

extension GroupBox where Label == Text {
  /// A box titled `title` around `content`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox where Label == EmptyView {
  /// A box around `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = nil
  }
}

extension GroupBox: ContainerView {
  static var _typeName: String { "GroupBox" }
  var _label: String { "GroupBox" }
  var _content: any View { ViewBuilder.buildBlock(label, content) }
}

/// A value with a label, as in SwiftUI (`LabeledContent("Name", value: name)`).
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  /// Made by `LabeledContent(configuration)` in a style's body: drawn by the framework.
  var drawnByFramework = false
  /// `content` labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("LabeledContent") }
}

extension LabeledContent where Label == Text, Content == Text {
  /// `value` labelled `title`.
  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
  /// A formatted `value` labelled `title`.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text {
  /// `content` labelled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent: ContainerView {
  static var _typeName: String { "LabeledContent" }
  var _label: String { "LabeledContent" }
  var _content: any View { ViewBuilder.buildBlock(label, content) }
}

/// Related controls drawn together, as in SwiftUI.
public struct ControlGroup<Content: View>: View {
  let content: Content
  /// Made by `ControlGroup(configuration)` in a style's body: drawn by the framework.
  var drawnByFramework = false
  /// A group of the controls in `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ControlGroup") }
}

extension ControlGroup: ContainerView {
  static var _typeName: String { "ControlGroup" }
  var _label: String { "ControlGroup" }
  var _content: any View { content }
}

/// The first of its children that fits, as in SwiftUI. Which one fits is
/// layout, which the engine does not do: every child is built and is a node
/// (SwiftUI also builds them all to measure them).
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content
  /// The first view of `content` that fits along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ViewThatFits") }
}

extension Axis {
  /// A set of axes, as in SwiftUI.
  public struct Set: OptionSet, Sendable {
    /// The axes as bits.
    public let rawValue: Int
    /// The axes whose bits are set.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

extension ViewThatFits: ContainerView {
  static var _typeName: String { "ViewThatFits" }
  var _label: String {
    axes == [.horizontal, .vertical]
      ? "ViewThatFits" : "ViewThatFits(in: \(axes == .horizontal ? ".horizontal" : ".vertical"))"
  }
  var _content: any View { content }
}

/// An empty state, as in SwiftUI (`ContentUnavailableView("No Mail", systemImage: "tray")`).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions
  /// An empty state with a label, a description and actions.
  public init(
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
  public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
    self.label = ViewTrace.Label(title, systemImage: systemImage)
    self.description = description
    self.actions = EmptyView()
  }
}

extension ContentUnavailableView: ContainerView {
  static var _typeName: String { "ContentUnavailableView" }
  var _label: String { "ContentUnavailableView" }
  var _content: any View { ViewBuilder.buildBlock(label, description, actions) }
}

/// A grid of rows, as in SwiftUI: a framework container of `GridRow`s.
public struct Grid<Content: View>: View {
  let content: Content
  /// A grid of the rows in `content`.
  public init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Grid") }
}

/// A row of a `Grid`.
public struct GridRow<Content: View>: View {
  let content: Content
  /// A row of the cells in `content`.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("GridRow") }
}

extension Grid: ContainerView {
  static var _typeName: String { "Grid" }
  var _label: String { "Grid" }
  var _content: any View { content }
}

extension GridRow: ContainerView {
  static var _typeName: String { "GridRow" }
  var _label: String { "GridRow" }
  var _content: any View { content }
}

/// A link to a URL, as in SwiftUI: a framework container drawn with its
/// destination. Opening it is the system's business: no step taps it.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  /// A link to `destination` labelled `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Link") }
}

extension Link where Label == Text {
  /// A link titled `title` to `destination`.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.destination = destination
    self.label = Text(title)
  }
}

extension Link: ContainerView {
  static var _typeName: String { "Link" }
  var _label: String {
    "Link(\(ValueDescription.quote(contentTitle(label))), destination: \(destination.absoluteString))"
  }
  var _content: any View { label }
}
