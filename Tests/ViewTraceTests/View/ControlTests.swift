import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Settings: View {
  @State var quantity = 1
  @State var volume = 0.5
  @State var password = ""
  @State var notes = ""
  @State var on = false
  var body: some View {
    VStack {
      Stepper("Quantity", value: $quantity, in: 0...2)
      Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
      SecureField("Password", text: $password)
      TextEditor(text: $notes)
      Toggle(isOn: $on) { Text("Wi-Fi") }
    }
  }
}

private struct Readout: View {
  @State var done = 1.0
  var body: some View {
    VStack {
      Label("Inbox", systemImage: "tray")
      Divider()
      ProgressView("Downloading", value: done, total: 4)
      Button("Delete", systemImage: "trash", role: .destructive) { done += 1 }
      Button(role: .cancel) {
        done = 0
      } label: {
        Label {
          Text("Reset")
        } icon: {
          Image("reset")
        }
      }
      Image(systemName: "star").resizable().scaledToFit()
    }
  }
}

private struct Photo: View {
  @State var fill = true
  var body: some View {
    Image("cat").resizable().aspectRatio(contentMode: fill ? .fill : .fit)
  }
}

@MainActor
@Suite struct ControlTests {
  /// A stepper draws from its binding: pressing it redraws the stepper alone,
  /// the parent that only passed `$quantity` does not run its body; at the
  /// upper bound a press changes nothing.
  @Test func stepperRedrawsThroughItsBindingAndStopsAtItsBound() throws {
    let t = try trace(Settings()) {
      Step.increment("Quantity")
      Step.increment("Quantity")
      Step.decrement("Quantity")
    }
    #expect(t.node("Settings/VStack/Stepper@0")?.label == "Stepper(\"Quantity\", value: 1, in: 0...2)")
    #expect(t.frames[1].eventKind == .adjust)
    #expect(outcomes(t.frames[1]) == ["Settings/VStack/Stepper@0": .redrawn])
    #expect(t.frames[1].printChanges.isEmpty)
    #expect(
      t.frames[1].record("Settings/VStack/Stepper@0")?.reasons.first?.changes.first?.after
        == "Stepper(\"Quantity\", value: 2, in: 0...2)")
    #expect(t.frames[2].records.isEmpty)
    #expect(t.frames[3].sourceChanges == [SourceChange(source: "Settings._quantity", before: "2", after: "1")])
  }

  /// A slider is found by its label's text and lands on its step.
  @Test func sliderSetsItsBindingOnItsStep() throws {
    let t = try trace(Settings()) { Step.slide("Volume", to: 0.8) }
    #expect(outcomes(t.frames[1]) == ["Settings/VStack/Slider@1": .redrawn])
    #expect(t.frames[1].sourceChanges == [SourceChange(source: "Settings._volume", before: "0.5", after: "0.75")])
    #expect(
      t.frames[1].record("Settings/VStack/Slider@1")?.reasons.first?.changes.first?.after
        == "Slider(\"Volume\", value: 0.75, in: 0...1)")
  }

  /// `Step.setText` types into secure fields and (title `""`) text editors;
  /// each redraws alone.
  @Test func secureFieldAndTextEditorRedrawThroughTheirBindings() throws {
    let t = try trace(Settings()) {
      Step.setText("Password", to: "abc")
      Step.setText("", to: "hello")
      Step.toggle("Wi-Fi")
    }
    #expect(outcomes(t.frames[1]) == ["Settings/VStack/SecureField@2": .redrawn])
    #expect(
      t.frames[1].record("Settings/VStack/SecureField@2")?.reasons.first?.changes.first?.after
        == "SecureField(\"Password\", text: \"•••\")")
    #expect(outcomes(t.frames[2]) == ["Settings/VStack/TextEditor@3": .redrawn])
    #expect(outcomes(t.frames[3]) == ["Settings/VStack/Toggle@4": .redrawn])
    #expect(t.frames.allSatisfy { $0.index == 0 || $0.printChanges.isEmpty })
  }

  /// Labels, dividers and progress views are leaves and containers with their
  /// drawn value as label; a progress value is part of it, so the parent's
  /// new value redraws the bar. Buttons with a system image are tapped by
  /// their title; the role shows in the label.
  @Test func labelsProgressAndButtonInitializers() throws {
    let t = try trace(Readout()) { Step.tap("Delete") }
    #expect(t.node("Readout/VStack/Label@0")?.label == "Label(\"Inbox\", systemImage: \"tray\")")
    #expect(t.node("Readout/VStack/Label@0/Image@1")?.label == "Image(systemName: \"tray\")")
    #expect(t.node("Readout/VStack/Divider@1")?.label == "Divider()")
    #expect(
      t.node("Readout/VStack/ProgressView@2")?.label == "ProgressView(\"Downloading\", value: 1, total: 4)")
    #expect(t.node("Readout/VStack/Button@3")?.label == "Button(\"Delete\", role: .destructive)")
    #expect(t.node("Readout/VStack/Button@4")?.label == "Button(\"Reset\", role: .cancel)")
    #expect(t.node("Readout/VStack/Image@5")?.modifiers == [".resizable()", ".scaledToFit()"])
    #expect(t.frames[1].printChanges == ["Readout: _done changed."])
    #expect(
      outcomes(t.frames[1]) == [
        "Readout": .evaluated, "Readout/VStack/ProgressView@2": .redrawn,
      ])
  }

  /// Image methods and view modifiers are recorded innermost first; a
  /// change of `contentMode` redraws the image.
  @Test func imageModifiersAreStylingComparedForRedraw() throws {
    let t = try trace(Photo()) { Step.mutate("fit", on: Photo.self) { $0.fill = false } }
    #expect(t.node("Photo/Image")?.modifiers == [".resizable()", ".aspectRatio(contentMode: .fill)"])
    #expect(t.frames[1].record("Photo/Image")?.outcome == .redrawn)
    #expect(
      t.frames[1].record("Photo/Image")?.reasons.first?.changes.map(\.after) == [".aspectRatio(contentMode: .fit)"])
  }
}
