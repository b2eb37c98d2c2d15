import Foundation

/// A button. Its label is part of the parent's body (built when the button is
/// built); its action runs when the scenario taps it by title.
///
/// ```swift
/// Button("Number Change Button") { firstNumber = Int.random(in: 1...100, using: &scenarioRandom) }
/// Button { flag.toggle() } label: { Text("🔄") }
/// ```
public nonisolated struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label
  /// `.destructive`, `.cancel`, or none; shown in the node's label.
  var role: ButtonRole? = nil
  /// Made by `Button(configuration)` in a style's body: drawn by the framework, not by the
  /// style again.
  var drawnByFramework = false

  /// A button with a custom label; `Step.tap` finds it by the label's texts.
  public nonisolated init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// A button with a role and a custom label; `Step.tap` finds it by the label's texts.
  public nonisolated init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Button") }
}

extension Button where Label == Text {
  /// A button titled `title`; `Step.tap(title)` runs `action`.
  public nonisolated init(_ title: String, action: @escaping () -> Void) {
    self.action = action
    self.label = Text(title)
  }

  /// A button titled `title` with a role; `Step.tap(title)` runs `action`.
  public nonisolated init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.action = action
    self.label = Text(title)
    self.role = role
  }
}

extension Button where Label == ViewTrace.Label<Text, Image> {
  /// A button titled `title` with an SF Symbol; `Step.tap(title)` runs `action`.
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.action = action
    self.label = ViewTrace.Label(title, systemImage: systemImage)
  }

  /// A button titled `title` with an SF Symbol and a role; `Step.tap(title)` runs `action`.
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
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

@MainActor extension Button: ContainerView {
  package static var _typeName: String { "Button" }
  package var _label: String {
    var expander = Expander(graph: nil)
    expander.add(label)
    let role = role.map { ", role: .\($0.name)" } ?? ""
    return "Button(\(ValueDescription.quote(Button.title(of: expander.placements)))\(role))"
  }
  package var _content: any View { label }

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

extension Button where Label == ViewTrace.Label<Text, Image> {
  /// A button titled `title` with an asset-catalogue image; `Step.tap(title)` runs `action`.
  public nonisolated init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
    self.init(action: action) { ViewTrace.Label(title, image: image) }
  }
  /// A button titled `title` with an asset-catalogue image and a role.
  public nonisolated init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { ViewTrace.Label(title, image: image) }
  }
}

extension Button where Label == Text {
  /// A button of a role only (iOS 26's close and confirm buttons): labelled by its role's name,
  /// which `Step.tap` finds (`Step.tap("Close")`).
  public nonisolated init(role: ButtonRole, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(role.name.prefix(1).uppercased() + role.name.dropFirst()) }
  }
}

extension ButtonRole {
  /// A button that closes a sheet or a popover (iOS 26).
  public static let close = ButtonRole(name: "close")
  /// A button that confirms (iOS 26).
  public static let confirm = ButtonRole(name: "confirm")
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a ``PrimitiveButtonStyle``'s body makes from its configuration: drawn by the
  /// framework with the configuration's label and role; a tap runs `configuration.trigger()`.
  public nonisolated init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    drawnByFramework = true
  }
}
