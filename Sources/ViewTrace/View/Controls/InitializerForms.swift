import Foundation

// More initializer forms of the common views, as Apple's reference lists
// them. Each builds the same view as the form it extends; what it adds is
// said on it.

/// An image in the app's asset catalogue, as Xcode generates it (`.avatar`), as in SwiftUI.
public struct ImageResource: Hashable, Sendable {
  /// The asset's name.
  public let name: String
  /// The image named `name` in `bundle`.
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
  /// The image of an asset-catalogue resource.
  public init(_ resource: ImageResource) { self.init(resource.name) }
  /// An image from `bundle`'s assets (the bundle is not read: drawn by name).
  public init(_ name: String, bundle: Bundle?) { self.init(name) }
  /// An image from `bundle`'s assets read as `label` by assistive technologies.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name) }
  /// An image from the assets that assistive technologies skip.
  public init(decorative name: String, bundle: Bundle? = nil) { self.init(name) }
  /// A variable image from the assets, drawn at `variableValue` (0...1).
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name)
    self.variableValue = variableValue
  }
  /// A variable image from the assets with an accessibility label.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
    self.init(name, variableValue: variableValue, bundle: bundle)
  }
  /// A variable image from the assets that assistive technologies skip.
  public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, variableValue: variableValue, bundle: bundle)
  }
  /// A variable SF Symbol drawn at `variableValue` (0...1): a new value redraws it.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
    self.variableValue = variableValue
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `title` with an asset-catalogue image.
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) { self.init(title, image: resource.name) }
}

extension Button where Label == ViewTrace.Label<Text, Image> {
  /// A button titled `title` with an asset-catalogue image; `Step.tap(title)` runs `action`.
  public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
    self.init(action: action) { ViewTrace.Label(title, image: image) }
  }
  /// A button titled `title` with an asset-catalogue image and a role.
  public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { ViewTrace.Label(title, image: image) }
  }
}

extension Button where Label == Text {
  /// A button of a role only (iOS 26's close and confirm buttons): labelled by its role's name,
  /// which `Step.tap` finds (`Step.tap("Close")`).
  public init(role: ButtonRole, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(role.name.prefix(1).uppercased() + role.name.dropFirst()) }
  }
}

extension ButtonRole {
  /// A button that closes a sheet or a popover (iOS 26).
  public static let close = ButtonRole(name: "close")
  /// A button that confirms (iOS 26).
  public static let confirm = ButtonRole(name: "confirm")
}

extension Toggle {
  /// A toggle titled `title` with an asset-catalogue image (the image is not drawn in the label).
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) { self.init(title, isOn: isOn) }
}

extension Menu where Label == ViewTrace.Label<Text, Image> {
  /// A menu titled `title` with an asset-catalogue image.
  public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { ViewTrace.Label(title, image: image) }
  }
  /// A menu titled `title` with an asset-catalogue image whose tap runs `primaryAction`.
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { ViewTrace.Label(title, image: image) }, primaryAction: primaryAction)
  }
  /// A menu titled `title` with an SF Symbol whose tap runs `primaryAction`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { ViewTrace.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
  }
}

extension Picker where Label == ViewTrace.Label<Text, Image> {
  /// A picker titled `title` with an SF Symbol (the symbol is not part of its title).
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
  /// A picker titled `title` with an asset-catalogue image.
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
  /// A picker titled `title` with an SF Symbol and a view of the current value (drawn by the
  /// framework in a menu picker; not part of its title).
  public init<S: StringProtocol, C: View>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
  /// A picker titled `title` with an asset-catalogue image and a view of the current value.
  public init<S: StringProtocol, C: View>(
    _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
}

extension Picker where Label == Text {
  /// A picker titled `title` with a view of the current value (drawn by the framework in a menu
  /// picker; not part of its title).
  public init<S: StringProtocol, C: View>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
}

extension Picker {
  /// A picker titled by `label`, with a view of the current value.
  public init<C: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(selection: selection, content: content, label: label)
  }
}

extension ControlGroup {
  /// A group of the controls in `content` titled `title` (the title shows when the group
  /// collapses into a menu; it is the group's label here).
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) }
  /// A titled group with an SF Symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }
  /// A titled group with an asset-catalogue image.
  public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }
  /// A group of `content` labelled by `label` (shown when the group collapses into a menu).
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.init(content: content) }
}

extension ProgressView {
  /// An indeterminate progress view titled by the texts of `label`.
  public init<L: View>(@ViewBuilder label: () -> L) { self.init(contentTitle(label())) }
  /// A bar at `value` of `total`, titled by the texts of `label`.
  public init<V: BinaryFloatingPoint, L: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> L) {
    self.init(contentTitle(label()), value: value, total: total)
  }
  /// A bar titled by `label` with a view of its current value (drawn by the framework).
  public init<V: BinaryFloatingPoint, L: View, C: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> L, @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(contentTitle(label()), value: value, total: total)
  }
  /// A bar at a `Progress` object's fraction, read when the view is made (a `Progress` is not
  /// observed: a body that makes the view again draws the new fraction).
  public init(_ progress: Progress) {
    self.init(value: progress.fractionCompleted, total: 1.0)
  }
  /// A bar over a time interval (drawn at its start: the clock's progress through it is
  /// animation, not an update).
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(value: countsDown ? 1.0 : 0.0, total: 1.0)
  }
  /// A bar over a time interval, titled by `label`.
  public init<L: View>(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> L) {
    self.init(contentTitle(label()), value: countsDown ? 1.0 : 0.0, total: 1.0)
  }
  /// A bar over a time interval, titled by `label`, with a view of its current value.
  public init<L: View, C: View>(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> L,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(contentTitle(label()), value: countsDown ? 1.0 : 0.0, total: 1.0)
  }
}

extension Color {
  /// A colour space of components, as in SwiftUI (`.sRGB`, `.sRGBLinear`, `.displayP3`); the
  /// components are kept as given.
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB.
    case sRGB
    /// Linear sRGB.
    case sRGBLinear
    /// Display P3.
    case displayP3
  }
  /// A colour of `colorSpace` from components in 0...1.
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }
  /// A grey of `colorSpace`.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }
  /// A colour from the asset catalogue of `bundle`: drawn by name (`Color("Brand")`); its
  /// components are unknown here (grey), and the bundle is not read.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(red: 0.5, green: 0.5, blue: 0.5)
    asset = ValueDescription.quote(name)
  }
  /// A colour's resolved components, as in SwiftUI.
  public struct Resolved: Hashable, Sendable {
    /// The red component.
    public var red: Float
    /// The green component.
    public var green: Float
    /// The blue component.
    public var blue: Float
    /// The opacity.
    public var opacity: Float
    /// Resolved components.
    public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
      (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }
  }
  /// A colour from resolved components.
  public init(_ resolved: Resolved) {
    self.init(
      red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
      opacity: Double(resolved.opacity))
  }
}

extension SecureField {
  /// A secure field titled `title` with a prompt (shown while empty).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { self.init(title, text: text) }
  /// A secure field titled by the texts of `label`, with a prompt.
  public init<L: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> L) {
    self.init(contentTitle(label()), text: text)
  }
}

extension ContentUnavailableView
where Label == ViewTrace.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty state titled `title` with an asset image and an optional description.
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
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
