/// How children line up across a stack's axis.
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// `.leading`, as in SwiftUI; recorded on the view as written.
  public static let leading = HorizontalAlignment(name: "leading")
  /// `.center`, as in SwiftUI; recorded on the view as written.
  public static let center = HorizontalAlignment(name: "center")
  /// `.trailing`, as in SwiftUI; recorded on the view as written.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// How an `HStack` aligns its children vertically.
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  /// `.top`, as in SwiftUI; recorded on the view as written.
  public static let top = VerticalAlignment(name: "top")
  /// `.center`, as in SwiftUI; recorded on the view as written.
  public static let center = VerticalAlignment(name: "center")
  /// `.bottom`, as in SwiftUI; recorded on the view as written.
  public static let bottom = VerticalAlignment(name: "bottom")
}

/// How a `ZStack` or `.frame` aligns its content.
public struct Alignment: Equatable, Sendable {
  let name: String
  /// `.center`, as in SwiftUI; recorded on the view as written.
  public static let center = Alignment(name: "center")
  /// `.leading`, as in SwiftUI; recorded on the view as written.
  public static let leading = Alignment(name: "leading")
  /// `.trailing`, as in SwiftUI; recorded on the view as written.
  public static let trailing = Alignment(name: "trailing")
  /// `.top`, as in SwiftUI; recorded on the view as written.
  public static let top = Alignment(name: "top")
  /// `.bottom`, as in SwiftUI; recorded on the view as written.
  public static let bottom = Alignment(name: "bottom")
  /// `.topLeading`, as in SwiftUI; recorded on the view as written.
  public static let topLeading = Alignment(name: "topLeading")
  /// `.bottomTrailing`, as in SwiftUI; recorded on the view as written.
  public static let bottomTrailing = Alignment(name: "bottomTrailing")
}

/// Arranges children vertically. A container node: its children are part of
/// the body that built it.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content
  /// A vertical stack of `content`; its children belong to the same body.
  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("VStack") }
}

/// Arranges children horizontally.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content
  /// A horizontal stack of `content`; its children belong to the same body.
  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("HStack") }
}

/// Overlays children.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content
  /// An overlapping stack of `content`; its children belong to the same body.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ZStack") }
}

/// A scrolling list of rows.
public struct List<Content: View>: View {
  let content: Content
  /// A list of `content`; its rows belong to the same body.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("List") }
}

/// The scroll directions of a `ScrollView`.
public struct Axis: Equatable, Sendable {
  let name: String
  /// `.vertical`, as in SwiftUI; recorded on the view as written.
  public static let vertical = Axis(name: "vertical")
  /// `.horizontal`, as in SwiftUI; recorded on the view as written.
  public static let horizontal = Axis(name: "horizontal")
}

/// A scrollable region.
public struct ScrollView<Content: View>: View {
  let axis: Axis
  let content: Content
  /// A scroll view of `content` along `axis`; its children belong to the same body.
  public init(_ axis: Axis = .vertical, @ViewBuilder content: () -> Content) {
    self.axis = axis
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ScrollView") }
}

/// A section of a list, with an optional header title.
public struct Section<Content: View>: View {
  let header: String?
  let content: Content
  /// A section of `content` with an optional header text.
  public init(_ header: String? = nil, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
  }
  /// A section of `content` with a header.
  public init(header: Text, @ViewBuilder content: () -> Content) {
    self.header = header.content
    self.content = content()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Section") }
}

// MARK: - Taken apart by the engine

extension VStack: ContainerView {
  static var _typeName: String { "VStack" }
  var _label: String { stackLabel("VStack", alignment == .center ? nil : alignment.name, spacing) }
  var _content: any View { content }
}

extension HStack: ContainerView {
  static var _typeName: String { "HStack" }
  var _label: String { stackLabel("HStack", alignment == .center ? nil : alignment.name, spacing) }
  var _content: any View { content }
}

extension ZStack: ContainerView {
  static var _typeName: String { "ZStack" }
  var _label: String { stackLabel("ZStack", alignment == .center ? nil : alignment.name, nil) }
  var _content: any View { content }
}

extension List: ContainerView {
  static var _typeName: String { "List" }
  var _label: String { "List" }
  var _content: any View { content }
}

extension ScrollView: ContainerView {
  static var _typeName: String { "ScrollView" }
  var _label: String { axis == .vertical ? "ScrollView" : "ScrollView(.\(axis.name))" }
  var _content: any View { content }
}

extension Section: ContainerView {
  static var _typeName: String { "Section" }
  var _label: String { header.map { "Section(\(ValueDescription.quote($0)))" } ?? "Section" }
  var _content: any View { content }
}

private func stackLabel(_ name: String, _ alignment: String?, _ spacing: Double?) -> String {
  var args: [String] = []
  if let alignment { args.append("alignment: .\(alignment)") }
  if let spacing { args.append("spacing: \(formatNumber(spacing))") }
  return args.isEmpty ? name : "\(name)(\(args.joined(separator: ", ")))"
}
