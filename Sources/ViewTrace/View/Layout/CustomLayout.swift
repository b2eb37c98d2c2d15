import Foundation

/// A custom container layout, declared as in SwiftUI, so a `FlowLayout` or
/// an `EqualWidthHStack` written for iOS compiles unchanged:
///
/// ```swift
/// struct FlowLayout: Layout {
///   var spacing = 8.0
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
///
/// FlowLayout(spacing: 4) {
///   ForEach(tags) { tag in TagView(tag: tag) }
/// }
/// ```
///
/// What is simulated: `FlowLayout(…) { content }` is a container node, as
/// `VStack` is. Its children are part of the body that built it (traced as
/// children, updated by the same rules); the layout's value is its label, so
/// a layout whose stored properties change is redrawn (SwiftUI lays the
/// children out again) without running any child's body. What is not:
/// geometry. `sizeThatFits`, `placeSubviews` and the cache are never called,
/// since ViewTrace measures no sizes; the first custom layout of a run says
/// so once in the trace (`geometryNotSimulated`).
@MainActor
public protocol Layout {
  /// What the layout keeps between calls (`Void` if it keeps nothing).
  associatedtype Cache = Void
  /// The layout's children, as the layout sees them.
  typealias Subviews = LayoutSubviews

  /// The layout's orientation for spacers and dividers, as in SwiftUI.
  static var layoutProperties: LayoutProperties { get }
  /// The size the layout needs for `proposal`. Never called by ViewTrace.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places the children in `bounds`. Never called by ViewTrace.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// A new cache. Never called by ViewTrace.
  func makeCache(subviews: Subviews) -> Cache
  /// Refreshes the cache. Never called by ViewTrace.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The spacing around the layout. Never called by ViewTrace.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout {
  /// No orientation, as in SwiftUI.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  /// Makes a new cache, as in SwiftUI.
  @MainActor public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
  /// No spacing preference.
  public nonisolated func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

  /// The layout applied to `content`: a container whose children are
  /// `content`'s views.
  public nonisolated func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    _CustomLayoutContainer(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  /// No cache.
  public nonisolated func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout's orientation, as in SwiftUI.
public struct LayoutProperties: Sendable, Equatable {
  /// The axis along which spacers expand, if any.
  public var stackOrientation: Axis?
  /// No orientation.
  public nonisolated init() {}
}

/// A size proposed to a layout: nil for a dimension left open.
public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed width, or nil.
  public var width: CGFloat?
  /// The proposed height, or nil.
  public var height: CGFloat?
  /// A proposal of `width` by `height`.
  public nonisolated init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// A proposal of `size`.
  public nonisolated init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  /// Zero by zero.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Nothing proposed: the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Infinite in both dimensions: the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// The proposal with open dimensions replaced by `size`'s.
  public nonisolated func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// Preferred spacing around a view, as in SwiftUI.
public struct ViewSpacing: Sendable, Equatable {
  /// No spacing.
  public static let zero = ViewSpacing()
  /// The system's spacing.
  public nonisolated init() {}
  /// The distance to `next` along `axis` (always 0: nothing is measured).
  public nonisolated func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 0 }
  /// Merges `other` into this one along `edges`.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
  /// This spacing merged with `other`.
  public nonisolated func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A view's size and alignment guides, as a layout sees them.
public struct ViewDimensions: Equatable, Sendable {
  /// The width.
  public let width: CGFloat
  /// The height.
  public let height: CGFloat
  /// A horizontal guide's position (its centre: nothing is measured).
  public subscript(guide: HorizontalAlignment) -> CGFloat { width / 2 }
  /// A vertical guide's position (its centre: nothing is measured).
  public subscript(guide: VerticalAlignment) -> CGFloat { height / 2 }
}

/// A value a child gives its layout with `.layoutValue(key:value:)`.
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// The value of a child that sets none.
  static var defaultValue: Value { get }
}

/// One child as a layout sees it. ViewTrace never lays out, so a layout's
/// functions are never given one; the type exists so layouts compile.
public struct LayoutSubview: Equatable {
  let index: Int
  /// The child's size for `proposal` (zero: nothing is measured).
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
  /// The child's dimensions for `proposal` (zero: nothing is measured).
  public nonisolated func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(width: 0, height: 0) }
  /// Places the child (nothing is drawn).
  public nonisolated func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
  /// The child's layout priority.
  public var priority: Double { 0 }
  /// The child's preferred spacing.
  public var spacing: ViewSpacing { ViewSpacing() }
  /// The value the child gave for `key` (its default: nothing is read).
  public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// A layout's children, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let children: [LayoutSubview]
  /// The first index.
  public var startIndex: Int { children.startIndex }
  /// One past the last index.
  public var endIndex: Int { children.endIndex }
  /// The child at `index`.
  public subscript(index: Int) -> LayoutSubview { children[index] }
}

extension View {
  /// `.layoutValue(key:value:)`, as in SwiftUI: recorded on the view as written
  /// (layouts are not run, so no layout reads it).
  public nonisolated func layoutValue<Key: LayoutValueKey>(key: Key.Type, value: Key.Value) -> ModifiedContent<Self, _StyleModifier> {
    styled("layoutValue", "key: \(typeDisplayName(Key.self)), value: \(ValueDescription.describe(value))")
  }
}

/// `layout { content }`: a container node named after the layout's type,
/// labelled with the layout's value.
public nonisolated struct _CustomLayoutContainer<L: Layout, Content: View>: View {
  let layout: L
  let content: Content
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody(typeDisplayName(L.self)) }
}

@MainActor extension _CustomLayoutContainer: ContainerView {
  package static var _typeName: String { typeDisplayName(L.self) }
  package var _label: String { ValueDescription.describe(layout) }
  package var _content: any View { content }
  package var _notSimulated: String? {
    // The stacks' own layouts are laid out as the stacks are: not at all, and nothing to say.
    if L.self == HStackLayout.self || L.self == VStackLayout.self || L.self == ZStackLayout.self { return nil }
    if let any = layout as? AnyLayout, any.layout is HStackLayout || any.layout is VStackLayout
      || any.layout is ZStackLayout
    {
      return nil
    }
    return "\(typeDisplayName(L.self)) is a custom Layout: its children are traced, its sizeThatFits and placeSubviews "
      + "are not run (ViewTrace measures no geometry)"
  }
}

// MARK: - The stacks as layouts, and AnyLayout

/// Arguments as a stack's label writes them (`alignment: .leading, spacing: 8`).
private func stackArguments(_ alignment: String?, _ spacing: CGFloat?) -> String {
  var args: [String] = []
  if let alignment { args.append("alignment: .\(alignment)") }
  if let spacing { args.append("spacing: \(formatNumber(Double(spacing)))") }
  return args.joined(separator: ", ")
}

/// `HStack`'s layout as a value, as in SwiftUI, for `AnyLayout`.
public nonisolated struct HStackLayout: Layout, CustomStringConvertible {
  /// The vertical alignment of the children.
  public var alignment: VerticalAlignment
  /// The space between children, or nil for the default.
  public var spacing: CGFloat?
  /// A horizontal stack layout.
  public nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  /// `HStackLayout(spacing: 8)`, as written.
  nonisolated public var description: String {
    "HStackLayout(\(stackArguments(alignment == .center ? nil : alignment.name, spacing)))"
  }
  /// Never called by ViewTrace (no geometry is measured).
  public nonisolated func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
  /// Never called by ViewTrace (no geometry is measured).
  public nonisolated func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `VStack`'s layout as a value, as in SwiftUI, for `AnyLayout`.
public nonisolated struct VStackLayout: Layout, CustomStringConvertible {
  /// The horizontal alignment of the children.
  public var alignment: HorizontalAlignment
  /// The space between children, or nil for the default.
  public var spacing: CGFloat?
  /// A vertical stack layout.
  public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  /// `VStackLayout(alignment: .leading)`, as written.
  nonisolated public var description: String {
    "VStackLayout(\(stackArguments(alignment == .center ? nil : alignment.name, spacing)))"
  }
  /// Never called by ViewTrace (no geometry is measured).
  public nonisolated func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
  /// Never called by ViewTrace (no geometry is measured).
  public nonisolated func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `ZStack`'s layout as a value, as in SwiftUI, for `AnyLayout`.
public nonisolated struct ZStackLayout: Layout, CustomStringConvertible {
  /// How the children are aligned.
  public var alignment: Alignment
  /// An overlaying layout.
  public nonisolated init(alignment: Alignment = .center) { self.alignment = alignment }
  /// `ZStackLayout(alignment: .top)`, as written.
  nonisolated public var description: String {
    "ZStackLayout(\(alignment == .center ? "" : "alignment: .\(alignment.name)"))"
  }
  /// Never called by ViewTrace (no geometry is measured).
  public nonisolated func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
  /// Never called by ViewTrace (no geometry is measured).
  public nonisolated func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Any layout, as in SwiftUI: switching the layout it wraps
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) keeps
/// the container and its children's identities, so their state survives
/// and no child's body runs; the container is redrawn. An `if`/`else`
/// between an `HStack` and a `VStack` instead replaces both and their children.
public nonisolated struct AnyLayout: Layout, CustomStringConvertible {
  nonisolated(unsafe) let layout: any Layout
  /// `layout`, type-erased.
  public nonisolated init<L: Layout>(_ layout: L) { self.layout = layout }
  /// `AnyLayout(HStackLayout())`, as written.
  nonisolated public var description: String { "AnyLayout(\(ValueDescription.describe(layout)))" }
  /// Never called by ViewTrace (no geometry is measured).
  public nonisolated func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
  /// Never called by ViewTrace (no geometry is measured).
  public nonisolated func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
