import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Real apps' files write SwiftUI's declarations as they are: lengths are `CGFloat`, a toggle is
// generic over its label, styles are a protocol family an app extends, texts join with `+` and
// keep their own styling, and a `@ViewBuilder` helper need not be a view. Each test compiles an
// app's form and checks what the trace records for it.

extension CGFloat {
  /// An app's own length constant, written where SwiftUI takes a `CGFloat`.
  fileprivate static let layoutPadding: CGFloat = 12
}

private struct Spaced: View {
  let width: CGFloat? = 40
  var body: some View {
    VStack(spacing: .layoutPadding) {
      Text("Title").padding(.layoutPadding).frame(width: width)
      RoundedRectangle(cornerRadius: .layoutPadding)
      Spacer(minLength: .layoutPadding)
    }
  }
}

/// An app's own style: resolved by SwiftUI, recorded here by its value.
private struct Emphasis: ShapeStyle {
  var level: Int
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle { level > 1 ? Color.red : Color.gray }
}

private struct Styled: View {
  @State var level = 1
  @State var warning = false
  var body: some View {
    VStack {
      Text("Emphasised").foregroundStyle(Emphasis(level: level))
      Text("Faint").foregroundStyle(.tertiary)
      Text("Either").foregroundStyle(warning ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary))
      Circle().fill(.separator)
      Capsule().strokeBorder(lineWidth: 2)
    }
  }
}

private struct Totals: View {
  @State var count = 3
  @State var end = ScenarioClock.start.addingTimeInterval(10)
  var body: some View {
    VStack {
      Text("Total: ").bold() + Text("\(count)")
      Text("Ends in \(end, style: .timer)")
      heading
    }
  }
  var heading: Text { Text("Summary").font(.headline).foregroundColor(.blue) }
}

extension Toggle where Label == ViewTrace.Label<Text, Image> {
  /// An app's toggle with an icon, declared as an extension on SwiftUI's generic `Toggle`.
  fileprivate init(setting title: String, icon: String, isOn: Binding<Bool>) {
    self.init(title, systemImage: icon, isOn: isOn)
  }
}

private struct Settings: View {
  @State var wifi = false
  var body: some View {
    let plain: Toggle<Text> = Toggle("Bluetooth", isOn: .constant(true))
    VStack {
      Toggle(setting: "Wi-Fi", icon: "wifi", isOn: $wifi)
      plain
    }
  }
}

extension Slider where Label == Text, ValueLabel == EmptyView {
  /// An app's titled slider in quarters, declared as an extension on SwiftUI's generic `Slider`.
  fileprivate init(quarters title: String, value: Binding<Double>) {
    self.init(value: value, in: 0...1, step: 0.25) { Text(title) }
  }
}

private struct Mixer: View {
  @State var volume = 0.5
  @State var balance = 0.25
  var body: some View {
    let balanceSlider: Slider<EmptyView, EmptyView> = Slider(value: $balance, in: -1...1)
    let level: Slider<Text, Text> = Slider(value: $volume, in: 0...1) {
      Text("Level")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("1")
    }
    VStack {
      Slider(quarters: "Volume", value: $volume)
      balanceSlider
      level
    }
  }
}

extension Stepper where Label == Text {
  /// An app's bounded counter, declared as an extension on SwiftUI's generic `Stepper`.
  fileprivate init(count title: String, value: Binding<Int>) {
    self.init(title, value: value, in: 0...3)
  }
}

private struct Cart: View {
  @State var quantity = 1
  @State var presses = 0
  var body: some View {
    let counter: Stepper<Text> = Stepper("Presses", onIncrement: { presses += 1 }, onDecrement: nil)
    let items: Stepper<Label<Text, Image>> = Stepper(value: $quantity, in: 0...3) {
      Label("Items", systemImage: "cart")
    }
    VStack {
      Stepper(count: "Quantity", value: $quantity)
      counter
      items
    }
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An app's progress through counted steps, declared on SwiftUI's generic `ProgressView`.
  fileprivate init(_ title: String, done: Int, of count: Int) {
    self.init(title, value: Double(done), total: Double(count))
  }
}

private struct Upload: View {
  @State var done = 1
  var body: some View {
    let spinner: ProgressView<EmptyView, EmptyView> = ProgressView()
    let waiting: ProgressView<Text, EmptyView> = ProgressView("Waiting")
    VStack {
      spinner
      waiting
      ProgressView("Uploading", done: done, of: 4)
    }
  }
}

extension TextField where Label == Text {
  /// An app's field with a "Required" placeholder, declared on SwiftUI's generic `TextField`.
  fileprivate init(required title: String, text: Binding<String>) {
    self.init(title, text: text, prompt: Text("Required"))
  }
}

private struct SignUp: View {
  @State var name = ""
  @State var email = ""
  @State var submitted = 0
  var body: some View {
    let nameField: TextField<Text> = TextField("Name", text: $name)
    let emailField: TextField<Text> = TextField("Email", text: $email, onCommit: { submitted += 1 })
    VStack {
      nameField
      TextField(required: "Address", text: $email)
      emailField
      Text("\(submitted)")
    }
  }
}

extension SecureField where Label == Text {
  /// An app's password field, declared as an extension on SwiftUI's generic `SecureField`.
  fileprivate init(password: Binding<String>) {
    self.init("Password", text: password, prompt: Text("Required"))
  }
}

private struct Login: View {
  @State var password = ""
  @State var pin = ""
  var body: some View {
    let pinField: SecureField<Label<Text, Image>> = SecureField(text: $pin) { Label("PIN", systemImage: "lock") }
    VStack {
      SecureField(password: $password)
      pinField
    }
  }
}

extension Gauge where Label == Text, CurrentValueLabel == Text, BoundsLabel == Text, MarkedValueLabels == EmptyView {
  /// An app's battery gauge in percent, declared as an extension on SwiftUI's generic `Gauge`.
  fileprivate init(battery level: Double) {
    self.init(value: level, in: 0...100) {
      Text("Battery")
    } currentValueLabel: {
      Text("\(Int(level))%")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("100")
    }
  }
}

private struct Meter: View {
  @State var level = 20.0
  var body: some View {
    let signal: Gauge<Text, EmptyView, EmptyView, EmptyView> = Gauge(value: 0.5) { Text("Signal") }
    VStack {
      Gauge(battery: level)
      signal
    }
  }
}

@MainActor
@Suite struct DeclaredTypesTests {
  /// Lengths are `CGFloat`, as SwiftUI declares them: an app's `extension CGFloat` constant is
  /// written as `.layoutPadding`, and a `CGFloat?` is passed to `.frame(width:)`.
  @Test func lengthsAreCGFloatAsSwiftUIDeclaresThem() throws {
    let t = try trace(Spaced())
    #expect(t.node("Spaced/VStack")?.label == "VStack(spacing: 12)")
    #expect(t.node("Spaced/VStack/Text@0")?.modifiers == [".padding(12)", ".frame(width: 40)"])
    #expect(t.node("Spaced/VStack/RoundedRectangle@1")?.label == "RoundedRectangle(cornerRadius: 12)")
  }

  /// `ShapeStyle` is a protocol family: an app's own style (with `resolve(in:)`) is recorded by
  /// its value, so a change of it redraws the text; hierarchical, semantic and type-erased
  /// styles are recorded as written.
  @Test func stylesAreAProtocolFamilyAnAppExtends() throws {
    let t = try trace(Styled()) {
      Step.mutate("emphasise", on: Styled.self) { $0.level = 2 }
      Step.mutate("warn", on: Styled.self) { $0.warning = true }
    }
    let stack = "Styled/VStack"
    #expect(t.node(stack + "/Text@0")?.modifiers == [".foregroundStyle(Emphasis(level: 1))"])
    #expect(t.node(stack + "/Text@1")?.modifiers == [".foregroundStyle(.tertiary)"])
    #expect(t.node(stack + "/Text@2")?.modifiers == [".foregroundStyle(.secondary)"])
    #expect(t.node(stack + "/Circle@3")?.modifiers == [".fill(.separator)"])
    #expect(t.node(stack + "/Capsule@4")?.modifiers == [".strokeBorder(lineWidth: 2)"])
    #expect(outcomes(t.frames[1]) == ["Styled": .evaluated, stack + "/Text@0": .redrawn])
    #expect(
      t.frames[1].record(stack + "/Text@0")?.reasons.first?.changes.first
        == ValueChange(
          name: "foregroundStyle", before: ".foregroundStyle(Emphasis(level: 1))",
          after: ".foregroundStyle(Emphasis(level: 2))"))
    #expect(outcomes(t.frames[2]) == ["Styled": .evaluated, stack + "/Text@2": .redrawn])
  }

  /// Texts join with `+` and keep their own styling (`Text("a").bold()` is a `Text`); a
  /// date interpolated with a clock style redraws every second of the scenario clock; a text's
  /// own font wins over the environment's.
  @Test func textsJoinWithPlusAndKeepTheirOwnStyling() throws {
    let t = try trace(Totals()) {
      Step.mutate("count", on: Totals.self) { $0.count = 4 }
      Step.advanceClock(by: 2)
    }
    let stack = "Totals/VStack"
    #expect(t.node(stack + "/Text@0")?.label == "Text(\"Total: \").bold() + Text(\"3\")")
    #expect(t.node(stack + "/Text@1")?.label == "Text(\"Ends in 0:10\")")
    #expect(t.node(stack + "/Text@2")?.modifiers == [".font(.headline)", ".foregroundColor(.blue)"])
    #expect(
      t.frames[1].record(stack + "/Text@0")?.reasons.first?.changes.first?.after
        == "Text(\"Total: \").bold() + Text(\"4\")")
    #expect(outcomes(t.frames[2]) == [stack + "/Text@1": .redrawn])
    #expect(
      t.frames[2].record(stack + "/Text@1")?.reasons.first?.changes.first?.after == "Text(\"Ends in 0:08\")")
  }

  /// `Toggle` is generic over its label, as in SwiftUI: an app's
  /// `extension Toggle where Label == Label<Text, Image>` applies, and the toggle flips.
  @Test func aToggleIsGenericOverItsLabel() throws {
    let t = try trace(Settings()) { Step.toggle("Wi-Fi") }
    #expect(t.node("Settings/VStack/Toggle@0")?.label == "Toggle(\"Wi-Fi\", isOn: false)")
    #expect(t.node("Settings/VStack/Toggle@1")?.label == "Toggle(\"Bluetooth\", isOn: true)")
    #expect(
      t.frames[1].record("Settings/VStack/Toggle@0")?.reasons.first?.changes.first?.after
        == "Toggle(\"Wi-Fi\", isOn: true)")
  }

  /// `Slider` is generic over its label and its end labels, as in SwiftUI: an app's
  /// `extension Slider where Label == Text, ValueLabel == EmptyView` applies, an unlabelled slider
  /// is a `Slider<EmptyView, EmptyView>`, and `Step.slide` still finds a slider by its title.
  @Test func aSliderIsGenericOverItsLabels() throws {
    let t = try trace(Mixer()) { Step.slide("Volume", to: 0.8) }
    let stack = "Mixer/VStack"
    #expect(t.node(stack + "/Slider@0")?.label == "Slider(\"Volume\", value: 0.5, in: 0...1)")
    #expect(t.node(stack + "/Slider@1")?.label == "Slider(value: 0.25, in: -1...1)")
    #expect(t.node(stack + "/Slider@2")?.label == "Slider(\"Level\", value: 0.5, in: 0...1)")
    #expect(t.frames[1].sourceChanges == [SourceChange(source: "Mixer._volume", before: "0.5", after: "0.75")])
    #expect(outcomes(t.frames[1]) == [stack + "/Slider@0": .redrawn, stack + "/Slider@2": .redrawn])
    #expect(t.frames[1].printChanges.isEmpty)
  }

  /// `Stepper` is generic over its label, as in SwiftUI: an app's `extension Stepper where
  /// Label == Text` applies, a label closure makes a `Stepper<Label<Text, Image>>`, and
  /// `Step.increment` still presses a stepper found by its title.
  @Test func aStepperIsGenericOverItsLabel() throws {
    let t = try trace(Cart()) {
      Step.increment("Quantity")
      Step.increment("Presses")
      Step.decrement("Items")
    }
    let stack = "Cart/VStack"
    #expect(t.node(stack + "/Stepper@0")?.label == "Stepper(\"Quantity\", value: 1, in: 0...3)")
    #expect(t.node(stack + "/Stepper@1")?.label == "Stepper(\"Presses\")")
    #expect(t.node(stack + "/Stepper@2")?.label == "Stepper(\"Items\", value: 1, in: 0...3)")
    #expect(outcomes(t.frames[1]) == [stack + "/Stepper@0": .redrawn, stack + "/Stepper@2": .redrawn])
    #expect(t.frames[2].sourceChanges == [SourceChange(source: "Cart._presses", before: "0", after: "1")])
    #expect(t.frames[3].sourceChanges == [SourceChange(source: "Cart._quantity", before: "2", after: "1")])
  }

  /// `ProgressView` is generic over its label and its current value's label, as in SwiftUI:
  /// `ProgressView()` is a `ProgressView<EmptyView, EmptyView>`, a titled one a
  /// `ProgressView<Text, EmptyView>`, and an app's extension on the latter applies.
  @Test func aProgressViewIsGenericOverItsLabels() throws {
    let t = try trace(Upload()) { Step.mutate("next", on: Upload.self) { $0.done = 2 } }
    let stack = "Upload/VStack"
    #expect(t.node(stack + "/ProgressView@0")?.label == "ProgressView()")
    #expect(t.node(stack + "/ProgressView@1")?.label == "ProgressView(\"Waiting\")")
    #expect(t.node(stack + "/ProgressView@2")?.label == "ProgressView(\"Uploading\", value: 1, total: 4)")
    #expect(outcomes(t.frames[1]) == ["Upload": .evaluated, stack + "/ProgressView@2": .redrawn])
    #expect(
      t.frames[1].record(stack + "/ProgressView@2")?.reasons.first?.changes.first?.after
        == "ProgressView(\"Uploading\", value: 2, total: 4)")
  }

  /// `TextField` is generic over its label, as in SwiftUI: `TextField("Name", text: $name)` is a
  /// `TextField<Text>` and an app's `extension TextField where Label == Text` applies;
  /// `Step.setText` types into either, and `Step.submit` runs an iOS 13 field's `onCommit:`.
  @Test func aTextFieldIsGenericOverItsLabel() throws {
    let t = try trace(SignUp()) {
      Step.setText("Name", to: "Kim")
      Step.submit("Email")
    }
    let stack = "SignUp/VStack"
    #expect(t.node(stack + "/TextField@0")?.label == "TextField(\"Name\", text: \"\")")
    #expect(t.node(stack + "/TextField@1")?.label == "TextField(\"Address\", text: \"\", prompt: Text(\"Required\"))")
    #expect(t.node(stack + "/TextField@2")?.label == "TextField(\"Email\", text: \"\")")
    #expect(outcomes(t.frames[1]) == [stack + "/TextField@0": .redrawn])
    #expect(
      t.frames[1].record(stack + "/TextField@0")?.reasons.first?.changes.first?.after
        == "TextField(\"Name\", text: \"Kim\")")
    #expect(t.frames[2].sourceChanges == [SourceChange(source: "SignUp._submitted", before: "0", after: "1")])
    #expect(outcomes(t.frames[2]) == ["SignUp": .evaluated, stack + "/Text@3": .redrawn])
  }

  /// `SecureField` is generic over its label, as in SwiftUI: an app's `extension SecureField
  /// where Label == Text` applies, a label closure makes a `SecureField<Label<Text, Image>>`, and
  /// `Step.setText` types into a field found by its label's text.
  @Test func aSecureFieldIsGenericOverItsLabel() throws {
    let t = try trace(Login()) { Step.setText("PIN", to: "1234") }
    let stack = "Login/VStack"
    #expect(t.node(stack + "/SecureField@0")?.label == "SecureField(\"Password\", text: \"\")")
    #expect(t.node(stack + "/SecureField@1")?.label == "SecureField(\"PIN\", text: \"\")")
    #expect(outcomes(t.frames[1]) == [stack + "/SecureField@1": .redrawn])
    #expect(
      t.frames[1].record(stack + "/SecureField@1")?.reasons.first?.changes.first?.after
        == "SecureField(\"PIN\", text: \"••••\")")
  }

  /// `Gauge` is generic over its four labels, as in SwiftUI: an app's extension constrained on
  /// all four applies, and a gauge with a label alone is a `Gauge<Text, EmptyView, EmptyView,
  /// EmptyView>`. Its value and current value's text are its drawn label.
  @Test func aGaugeIsGenericOverItsLabels() throws {
    let t = try trace(Meter()) { Step.mutate("charge", on: Meter.self) { $0.level = 30 } }
    let stack = "Meter/VStack"
    #expect(t.node(stack + "/Gauge@0")?.label == #"Gauge("Battery", value: 20, in: 0...100, current: "20%")"#)
    #expect(t.node(stack + "/Gauge@1")?.label == #"Gauge("Signal", value: 0.5, in: 0...1)"#)
    #expect(outcomes(t.frames[1]) == ["Meter": .evaluated, stack + "/Gauge@0": .redrawn])
    #expect(
      t.frames[1].record(stack + "/Gauge@0")?.reasons.first?.changes.first?.after
        == #"Gauge("Battery", value: 30, in: 0...100, current: "30%")"#)
  }
}

private struct Aligned: View {
  var body: some View {
    VStack {
      Text("A").frame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .top))
      Text("B").frame(maxWidth: .infinity, alignment: .leadingFirstTextBaseline)
      Text("C").frame(maxWidth: .infinity, alignment: Alignment(horizontal: .listRowSeparatorLeading, vertical: .center))
      HStack(alignment: .firstTextBaseline) { Text("D") }
    }
  }
}

@MainActor
@Suite struct AlignmentTests {
  /// `Alignment(horizontal:vertical:)` is public, as in SwiftUI: a pair with a name is recorded
  /// by it (`.topLeading`), another as its initializer.
  @Test func anAlignmentIsAHorizontalAndAVerticalAlignment() throws {
    let t = try trace(Aligned())
    let stack = "Aligned/VStack"
    #expect(t.node(stack + "/Text@0")?.modifiers == [".frame(maxWidth: .infinity, alignment: .topLeading)"])
    #expect(t.node(stack + "/Text@1")?.modifiers == [".frame(maxWidth: .infinity, alignment: .leadingFirstTextBaseline)"])
    #expect(
      t.node(stack + "/Text@2")?.modifiers
        == [".frame(maxWidth: .infinity, alignment: .init(horizontal: .listRowSeparatorLeading, vertical: .center))"])
    #expect(t.node(stack + "/HStack@3")?.label == "HStack(alignment: .firstTextBaseline)")
  }
}

private struct Inbox: View {
  let title: LocalizedStringResource = "Inbox"
  @State var unread = 2
  var body: some View {
    VStack {
      Text(title)
      Text(String(localized: "\(unread) unread"))
    }
  }
}

@MainActor
@Suite struct LocalizedStringTests {
  /// `String(localized:)` and `LocalizedStringResource`, which Foundation on Linux lacks, are the
  /// key with its interpolations, as on iOS without a translation; a new count redraws the text.
  @Test func localizedStringsAreTheirKeysWithoutATranslation() throws {
    let t = try trace(Inbox()) { Step.mutate("read", on: Inbox.self) { $0.unread = 0 } }
    #expect(t.node("Inbox/VStack/Text@0")?.label == "Text(\"Inbox\")")
    #expect(t.node("Inbox/VStack/Text@1")?.label == "Text(\"2 unread\")")
    #expect(
      t.frames[1].record("Inbox/VStack/Text@1")?.reasons.first?.changes.first?.after == "Text(\"0 unread\")")
  }
}

@Suite struct FoundationGapTests {
  /// iOS 16's directory URLs, which Foundation on Linux lacks (`URL.documentsDirectory`,
  /// `URL.downloadsDirectory`, …), are this system's directories of the same names, under the
  /// home directory, so a file that writes `.fileDialogDefaultDirectory(.downloadsDirectory)` compiles.
  @Test func theIOS16DirectoryURLsAreThisSystemsDirectories() {
    let home = URL.homeDirectory.standardizedFileURL.path
    for url in [URL.documentsDirectory, .downloadsDirectory, .cachesDirectory, .applicationSupportDirectory, .desktopDirectory] {
      #expect(url.isFileURL && url.standardizedFileURL.path.hasPrefix(home), "\(url)")
    }
    #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    #expect(URL.downloadsDirectory.lastPathComponent == "Downloads")
  }
}
