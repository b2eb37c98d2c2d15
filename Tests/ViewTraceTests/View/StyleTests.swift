import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct ScaleButtonStyle: ButtonStyle {
  var scale = 1
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isPressed ? 0.5 : Double(scale))
  }
}

private struct Icon: View {
  var body: some View { Image(systemName: "tray") }
}

private struct SaveButton: View {
  var body: some View {
    Button {
    } label: {
      HStack {
        Text("Save")
        Icon()
      }
    }
  }
}

private struct Toolbar: View {
  @State var count = 0
  @State var scale = 1
  var body: some View {
    VStack {
      SaveButton()
      Button("Add \(count)") { count += 1 }
      Button("Grow") { scale += 1 }
      Button("Plain") {}.buttonStyle(.plain)
    }
    .buttonStyle(ScaleButtonStyle(scale: scale))
  }
}

private struct CheckStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Button {
        configuration.isOn.toggle()
      } label: {
        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
      }
    }
  }
}

private struct Settings: View {
  @State var wifi = false
  var body: some View {
    VStack {
      Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckStyle())
      Toggle("Bluetooth", isOn: .constant(true)).toggleStyle(.switch)
    }
  }
}

private struct TrailingIcon: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

private struct Labels: View {
  var body: some View {
    VStack {
      Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
      Label("Sent", systemImage: "paperplane").labelStyle(.titleOnly)
      Label("Drafts", systemImage: "doc").labelStyle(TrailingIcon())
    }
  }
}

@MainActor
@Suite struct StyleTests {
  static let style = "Toolbar/VStack/SaveButton@0/Button/ScaleButtonStyle"
  static let label = style + "/ButtonStyleConfiguration.Label"

  /// A button style of yours flows down the environment, through a custom
  /// view, to every button: each gets a node named after the style whose body
  /// is `makeBody`, and `configuration.label` shows the button's label.
  @Test func aButtonStyleIsANodeUnderEveryButtonBelowIt() throws {
    let t = try trace(Toolbar())
    #expect(t.node(Self.style)?.kind == .custom)
    #expect(t.node(Self.label + "/HStack/Text@0")?.label == "Text(\"Save\")")
    #expect(t.node("Toolbar/VStack/Button@1/ScaleButtonStyle")?.kind == .custom)
    // A framework style below replaces it: the button draws its label itself.
    #expect(t.node("Toolbar/VStack/Button@3/ScaleButtonStyle") == nil)
    #expect(t.node("Toolbar/VStack/Button@3/Text") != nil)
    #expect(t.frames[0].printChanges.filter { $0.hasPrefix("ScaleButtonStyle") }.count == 3)
  }

  /// Pressing runs `makeBody` again with `isPressed` and nothing else: not the
  /// views that placed the button, not the label's views.
  @Test func pressingRunsMakeBodyAlone() throws {
    let t = try trace(Toolbar()) {
      Step.press("Save")
      Step.release("Save")
    }
    #expect(t.frames[1].printChanges == ["ScaleButtonStyle: @self changed."])
    #expect(
      t.frames[1].record(Self.style)?.reasons.first?.changes
        == [ValueChange(name: "configuration.isPressed", before: "false", after: "true")])
    #expect(
      outcomes(t.frames[1]) == [Self.style: .evaluated, Self.label: .redrawn])
    #expect(t.frames[1].eventKind == .gesture)
    #expect(
      t.frames[2].record(Self.style)?.reasons.first?.changes
        == [ValueChange(name: "configuration.isPressed", before: "true", after: "false")])
  }

  /// The parent re-creating the button re-creates an equal style: init only;
  /// the label's custom views are init only as well.
  @Test func anEqualStyleIsInitOnlyWhenTheParentRuns() throws {
    let t = try trace(Toolbar()) { Step.tap("Add 0") }
    #expect(t.frames[1].printChanges == ["Toolbar: _count changed."])
    #expect(t.frames[1].record("Toolbar/VStack/Button@1/ScaleButtonStyle")?.outcome == .initOnly)
  }

  /// A style that changes reaches buttons inside views whose body does not run.
  @Test func aChangedStyleRunsMakeBodyBelowViewsThatDoNotRun() throws {
    let t = try trace(Toolbar()) { Step.tap("Grow") }
    #expect(t.frames[1].record("Toolbar/VStack/SaveButton@0")?.outcome == .initOnly)
    #expect(
      t.frames[1].printChanges == [
        "Toolbar: _scale changed.", "ScaleButtonStyle: @self changed.", "ScaleButtonStyle: @self changed.",
        "ScaleButtonStyle: @self changed.",
      ])
    #expect(
      t.frames[1].record(Self.style)?.reasons.first?.changes
        == [ValueChange(name: "scale", before: "1", after: "2")])
    #expect(t.frames[1].record(Self.label + "/HStack/Icon@1") == nil)
  }

  /// Pressing a button drawn by a framework style runs nothing; a title that
  /// is not live throws, listing the buttons.
  @Test func pressingAFrameworkStyledButtonRunsNothingAndUnknownTitlesThrow() throws {
    let t = try trace(Toolbar()) { Step.press("Plain") }
    #expect(t.frames[1].records.isEmpty)
    #expect(throws: EngineError.self) { try trace(Toolbar()) { Step.press("Nope") } }
  }

  /// A toggle style of yours runs when the bound value changes, without the
  /// view that holds the state; its own button writes the binding.
  @Test func aToggleStyleRunsWhenTheBoundValueChanges() throws {
    let t = try trace(Settings()) {
      Step.toggle("Wi-Fi")
      Step.tap("checkmark.square")
    }
    let style = "Settings/VStack/Toggle@0/CheckStyle"
    #expect(t.frames[1].printChanges == ["CheckStyle: @self changed."])
    #expect(
      t.frames[1].record(style)?.reasons.first?.changes
        == [ValueChange(name: "configuration.isOn", before: "false", after: "true")])
    #expect(t.frames[1].record("Settings/VStack/Toggle@0")?.outcome == .redrawn)
    #expect(t.frames[2].printChanges == ["CheckStyle: @self changed."])
    #expect(t.frames[2].sourceChanges == [SourceChange(source: "Settings._wifi", before: "true", after: "false")])
    #expect(t.node("Settings/VStack/Toggle@1")?.modifiers == [".toggleStyle(.switch)"])
    #expect(t.node("Settings/VStack/Toggle@1/SwitchToggleStyle") == nil)
  }

  /// `.iconOnly` and `.titleOnly` choose the label's children; a style of
  /// yours places the title and icon where its body says.
  @Test func labelStylesChooseWhatALabelShows() throws {
    let t = try trace(Labels())
    #expect(t.node("Labels/VStack/Label@0/Image@1") != nil)
    #expect(t.node("Labels/VStack/Label@0/Text@0") == nil)
    #expect(t.node("Labels/VStack/Label@1/Text@0") != nil)
    #expect(t.node("Labels/VStack/Label@1/Image@1") == nil)
    #expect(
      t.node("Labels/VStack/Label@2/TrailingIcon/HStack/LabelStyleConfiguration.Icon@1/Image")?.label
        == "Image(systemName: \"doc\")")
    #expect(t.frames[0].printChanges.contains("TrailingIcon: @self changed."))
  }
}
