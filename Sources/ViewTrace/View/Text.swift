import Foundation

/// A line of text. Its string is part of its value: a different string is a
/// redraw.
///
/// ```swift
/// Text("First: \(firstNumber)")
/// ```
///
/// As in SwiftUI, `Text` is a `Sendable` value whose `View` conformance is
/// declared apart, so it can be made and stored off the main actor.
public struct Text: Equatable, Sendable {
  /// The text as it is drawn.
  public let content: String
  /// A date drawn relative to the scenario clock (`Text(date, style: .timer)`).
  var clockDate: Date? = nil
  var dateStyle: DateStyle? = nil
  /// What `Text(timerInterval:...)` counts (drawn against the scenario clock).
  var timerInterval: TimerIntervalText? = nil

  /// Text from a literal or an interpolation.
  public init(_ content: String) { self.content = content }
  /// Text from any string.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Text shown exactly as given.
  public init(verbatim content: String) { self.content = content }
  /// A formatted value: `Text(student.age, format: .number)`, formatted in
  /// `en_US` and dates in UTC, so a trace reads the same on every machine.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.content = scenarioFormatted(input, format)
  }
  /// A localized string key's text (`Text(key)`). Markdown in it
  /// (`"**bold**"`) is kept as written: the trace records the text, not its
  /// rendering.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    self.content = key.key
  }
}

extension Text: View {
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Text") }
}

/// An image by asset name or SF Symbol name (a `Sendable` value, as in SwiftUI).
public struct Image: Equatable, Sendable {
  let name: String
  let isSystem: Bool
  /// `Image` methods applied (`.resizable()`), innermost first: recorded as styling.
  var styles: [_StyleModifier] = []
  /// A symbol's variable value (`Image(systemName: "wifi", variableValue: 0.5)`): drawn, so a new
  /// value redraws the image.
  var variableValue: Double? = nil
  /// An image from the app's assets.
  public init(_ name: String) {
    self.name = name
    self.isSystem = false
  }
  /// A system image (SF Symbol).
  public init(systemName: String) {
    self.name = systemName
    self.isSystem = true
  }
}

extension Image: View {
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Image") }
}

/// A flexible space along the stack's axis.
public struct Spacer: View, Equatable {
  let minLength: Double?
  /// A flexible space, at least `minLength` points.
  public init(minLength: Double? = nil) { self.minLength = minLength }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Spacer") }
}

/// A colour, usable as a view and as a style.
///
/// `Color.random()` draws from the scenario's seeded generator, so the seed
/// samples' "background changes colour when the body runs" is reproducible.
/// As in SwiftUI, `Color` is a `Sendable` value whose `View` conformance is
/// declared apart: `var tint: Color = .orange` works in any class or actor.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  let name: String?
  let red: Double
  let green: Double
  let blue: Double
  /// The opacity `Color.opacity(_:)` gave it (1: opaque).
  var alpha: Double = 1
  /// An asset catalogue's colour (`Color("Brand")`): its name, quoted as written.
  var asset: String? = nil

  /// A colour from components in 0...1.
  public init(red: Double, green: Double, blue: Double) {
    self.name = nil
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A colour from components and an opacity in 0...1 (`Color(red: 1, green: 0, blue: 0, opacity: 0.5)`).
  public init(red: Double, green: Double, blue: Double, opacity: Double) {
    self.init(red: red, green: green, blue: blue)
    alpha = opacity
  }

  /// A grey of `white` (0: black, 1: white) and an opacity.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness in 0...1, and an opacity.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (Double, Double, Double) =
      switch Int(h) {
      case 0: (c, x, 0)
      case 1: (x, c, 0)
      case 2: (0, c, x)
      case 3: (0, x, c)
      case 4: (x, 0, c)
      default: (c, 0, x)
      }
    self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
  }

  init(named name: String, _ red: Double, _ green: Double, _ blue: Double) {
    self.name = name
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// `Color.black`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let black = Color(named: "black", 0, 0, 0)
  /// `Color.white`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let white = Color(named: "white", 1, 1, 1)
  /// `Color.gray`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let gray = Color(named: "gray", 0.56, 0.56, 0.58)
  /// `Color.red`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let red = Color(named: "red", 1, 0.23, 0.19)
  /// `Color.orange`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let orange = Color(named: "orange", 1, 0.58, 0)
  /// `Color.yellow`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let yellow = Color(named: "yellow", 1, 0.8, 0)
  /// `Color.green`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let green = Color(named: "green", 0.2, 0.78, 0.35)
  /// `Color.blue`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let blue = Color(named: "blue", 0, 0.48, 1)
  /// `Color.purple`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let purple = Color(named: "purple", 0.69, 0.32, 0.87)
  /// `Color.pink`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let pink = Color(named: "pink", 1, 0.18, 0.33)
  /// `Color.clear`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let clear = Color(named: "clear", 0, 0, 0)
  /// `Color.accentColor`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let accentColor = Color(named: "accentColor", 0, 0.48, 1)
  /// `Color.primary`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let primary = Color(named: "primary", 0, 0, 0)
  /// `Color.secondary`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let secondary = Color(named: "secondary", 0.24, 0.24, 0.26)

  /// A random colour from the running scenario's seeded generator.
  @MainActor
  public static func random() -> Color {
    var rng = scenarioRandom
    return Color(
      red: Double(rng.next() % 256) / 255, green: Double(rng.next() % 256) / 255,
      blue: Double(rng.next() % 256) / 255)
  }

  /// This colour with `opacity`, as in SwiftUI: still a colour (a view whose
  /// drawn value includes it, and a style), not an `.opacity` modifier.
  nonisolated public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy.alpha *= opacity
    return copy
  }

  /// `.red`, or `Color(#RRGGBB)` for a colour made from components;
  /// `.red.opacity(0.5)` with an opacity.
  nonisolated public var description: String {
    alpha == 1 ? opaqueDescription : opaqueDescription + ".opacity(\(formatNumber(alpha)))"
  }

  nonisolated private var opaqueDescription: String {
    if let asset { return "Color(\(asset))" }
    if let name { return ".\(name)" }
    func hex(_ v: Double) -> String {
      let n = Int((min(max(v, 0), 1) * 255).rounded())
      return String(n, radix: 16, uppercase: true).leftPadded(to: 2)
    }
    return "Color(#\(hex(red))\(hex(green))\(hex(blue)))"
  }
}

extension Color: View {
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Color") }
}

extension String {
  func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}

/// A switch bound to a `Bool`. The scenario flips it with `Step.toggle(_:)`.
public struct Toggle: View {
  let title: String
  let isOn: Binding<Bool>
  /// The label as written, which a ``ToggleStyle`` of yours shows.
  let label: any View
  /// The bindings of a `sources:` toggle: it is drawn from them all.
  var sourceLocations: [AnyLocationBase] = []
  /// Made by `Toggle(configuration)` in a style's body: drawn by the framework.
  var drawnByFramework = false
  /// A toggle titled `title` that draws from and writes to `isOn`; `Step.toggle(title)` flips it.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
    self.label = Text(title)
  }
  /// A toggle over `isOn` titled by the texts of `label`; `Step.toggle(title)` flips it.
  public init<L: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> L) {
    let label = label()
    self.title = contentTitle(label)
    self.isOn = isOn
    self.label = label
  }
  /// A toggle titled `title` with an SF Symbol (the symbol is not drawn in the label).
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(title, isOn: isOn)
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Toggle") }
}

/// A text field bound to a `String`. The scenario types with `Step.setText(_:to:)`.
public struct TextField: View {
  let title: String
  let text: Binding<String>
  /// The placeholder shown while the text is empty, and the axis it grows along, if given.
  var prompt: String?
  var axis: Axis?
  /// A text field titled `title` over `text`; `Step.setText(title, to:)` types into it.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }
  /// A text field with a placeholder (`prompt`), growing along `axis` when given.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis? = nil) {
    self.title = String(title)
    self.text = text
    self.prompt = prompt?.content
    self.axis = axis
  }
  /// A text field that grows along `axis` (`.vertical`: a multi-line field).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.title = String(title)
    self.text = text
    self.axis = axis
  }
  /// A text field titled by the texts of `label`, with a placeholder.
  public init<L: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> L) {
    self.title = contentTitle(label())
    self.text = text
    self.prompt = prompt?.content
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("TextField") }
}

/// A button. Its label is part of the parent's body (built when the button is
/// built); its action runs when the scenario taps it by title.
///
/// ```swift
/// Button("Number Change Button") { firstNumber = Int.random(in: 1...100, using: &scenarioRandom) }
/// Button { flag.toggle() } label: { Text("🔄") }
/// ```
public struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label
  /// `.destructive`, `.cancel`, or none; shown in the node's label.
  var role: ButtonRole? = nil
  /// Made by `Button(configuration)` in a style's body: drawn by the framework, not by the
  /// style again.
  var drawnByFramework = false

  /// A button with a custom label; `Step.tap` finds it by the label's texts.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// A button with a role and a custom label; `Step.tap` finds it by the label's texts.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Button") }
}

extension Button where Label == Text {
  /// A button titled `title`; `Step.tap(title)` runs `action`.
  public init(_ title: String, action: @escaping () -> Void) {
    self.action = action
    self.label = Text(title)
  }

  /// A button titled `title` with a role; `Step.tap(title)` runs `action`.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.action = action
    self.label = Text(title)
    self.role = role
  }
}

extension Button where Label == ViewTrace.Label<Text, Image> {
  /// A button titled `title` with an SF Symbol; `Step.tap(title)` runs `action`.
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.action = action
    self.label = ViewTrace.Label(title, systemImage: systemImage)
  }

  /// A button titled `title` with an SF Symbol and a role; `Step.tap(title)` runs `action`.
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.action = action
    self.label = ViewTrace.Label(title, systemImage: systemImage)
    self.role = role
  }
}

/// What a button does, as in SwiftUI: `.destructive` or `.cancel`.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// A button that deletes or removes; shown in the button's label.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels; shown in the button's label.
  public static let cancel = ButtonRole(name: "cancel")
}

// MARK: - Drawn by the engine

extension Text: LeafView {
  static var _typeName: String { "Text" }
  var _label: String {
    if let timerInterval { return timerInterval.label(now: ScenarioClock.now) }
    if let clockDate, let dateStyle {
      return
        "Text(\(ValueDescription.quote(dateStyle.format(clockDate, now: ScenarioClock.now))), style: .\(dateStyle.name))"
    }
    return "Text(\(ValueDescription.quote(content)))"
  }
  /// A text draws with the environment's font and foreground style (set on
  /// it or an ancestor).
  func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    [
      ("environment(font)", environment.font?.description ?? "nil"),
      ("environment(foregroundStyle)", environment.foregroundStyle?.description ?? "nil"),
    ]
  }
}

extension Image: LeafView {
  static var _typeName: String { "Image" }
  var _label: String {
    let value = variableValue.map { ", variableValue: \(formatNumber($0))" } ?? ""
    return isSystem
      ? "Image(systemName: \(ValueDescription.quote(name))\(value))" : "Image(\(ValueDescription.quote(name))\(value))"
  }
  /// An image (a symbol) draws with the environment's foreground style, and
  /// a symbol at the environment's image scale.
  func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    let color = [("environment(foregroundStyle)", environment.foregroundStyle?.description ?? "nil")]
    return isSystem ? color + [("environment(imageScale)", environment.imageScale.description)] : color
  }
}

extension Spacer: LeafView {
  static var _typeName: String { "Spacer" }
  var _label: String { minLength.map { "Spacer(minLength: \(formatNumber($0)))" } ?? "Spacer()" }
}

extension Color: LeafView {
  static var _typeName: String { "Color" }
  var _label: String { description }
}

extension Toggle: LeafView {
  static var _typeName: String { "Toggle" }
  var _label: String {
    "Toggle(\(ValueDescription.quote(title)), isOn: \(isOn.location.peekValue())"
      + (sourceLocations.isEmpty ? "" : ", sources: \(sourceLocations.count)") + ")"
  }
  var _boundLocations: [AnyLocationBase] { [isOn.location] + sourceLocations }
  /// A toggle's switch draws with the environment's tint.
  func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    [("environment(tint)", environment.tint?.description ?? "nil")]
  }
}

extension TextField: LeafView {
  static var _typeName: String { "TextField" }
  var _label: String {
    "TextField(\(ValueDescription.quote(title)), text: \(ValueDescription.quote(text.location.peek()))"
      + (prompt.map { ", prompt: Text(\(ValueDescription.quote($0)))" } ?? "") + (axis.map { ", axis: .\($0.name)" } ?? "") + ")"
  }
  var _boundLocations: [AnyLocationBase] { [text.location] }
}

extension Button: ContainerView {
  static var _typeName: String { "Button" }
  var _label: String {
    var expander = Expander(graph: nil)
    expander.add(label)
    let role = role.map { ", role: .\($0.name)" } ?? ""
    return "Button(\(ValueDescription.quote(Button.title(of: expander.placements)))\(role))"
  }
  var _content: any View { label }

  /// The text a person reads on the button: its label's texts, joined.
  static func title(of placements: [Placement]) -> String {
    placements.map { placement -> String in
      if let text = placement.value as? Text { return text.content }
      if let titled = placement.value as? any TitledContent { return titled._titleText }
      if let image = placement.value as? Image { return image.name }
      return title(of: placement.children)
    }.filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// `input` formatted by `format` in `en_US`, dates in UTC: the same on every machine.
func scenarioFormatted<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
  let locale = Locale(identifier: "en_US")
  if var dates = format as? Date.FormatStyle, let date = input as? Date {
    dates.timeZone = TimeZone(identifier: "UTC")!
    return dates.locale(locale).format(date)
  }
  return format.locale(locale).format(input)
}
