/// A control that picks a colour, as in SwiftUI. A framework leaf drawn from
/// its binding: a new colour redraws the picker without its parent's body
/// running. The scenario picks a colour with `Step.pickColor(_:_:)`.
///
/// ```swift
/// ColorPicker("Tint", selection: $tint)
/// ColorPicker(selection: $tint, supportsOpacity: false) { Label("Tint", systemImage: "paintpalette") }
/// ```
public nonisolated struct ColorPicker<Label: View>: View {
  let title: String
  let selection: Binding<Color>
  let supportsOpacity: Bool

  /// A colour picker over `selection`, titled by the texts of `label`.
  public nonisolated init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.title = contentTitle(label())
    self.selection = selection
    self.supportsOpacity = supportsOpacity
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ColorPicker") }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled `title` over `selection`.
  public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.title = String(title)
    self.selection = selection
    self.supportsOpacity = supportsOpacity
  }
}

/// A colour picker a step can set.
@MainActor
protocol ColorControl: TitledControl {
  var _selection: Binding<Color> { get }
}

@MainActor extension ColorPicker: LeafView, ColorControl {
  package static var _typeName: String { "ColorPicker" }
  package var _label: String {
    "ColorPicker(\(ValueDescription.quote(title)), selection: \(selection.location.peekValue())"
      + (supportsOpacity ? ")" : ", supportsOpacity: false)")
  }
  package var _boundLocations: [AnyLocationBase] { [selection.location] }
  var _title: String { title }
  var _selection: Binding<Color> { selection }
}
