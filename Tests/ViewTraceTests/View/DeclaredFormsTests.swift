import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Real apps' files write SwiftUI's interface as it is declared, including
/// its deprecated-but-available forms: a style as its type
/// (`.listStyle(InsetGroupedListStyle())`), `.navigationBarTitle(Text(…))`,
/// `.accessibility(label:)`, the preview modifiers, `\.horizontalSizeClass`
/// and `$flag.animation()`. Each compiles and reads as its modern form does.
private struct Settings: View {
  @State private var name = ""
  @State private var choice = 0

  var body: some View {
    NavigationView {
      List {
        Picker("Choice", selection: $choice) {
          Text("One").tag(0)
          Text("Two").tag(1)
        }
        .pickerStyle(SegmentedPickerStyle())
        TextField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
        DatePicker("When", selection: .constant(Date(timeIntervalSince1970: 0))).datePickerStyle(.compact)
        Image(systemName: "xmark").accessibility(label: Text("Close"))
      }
      .listStyle(InsetGroupedListStyle())
      .navigationBarTitle(Text("Settings"), displayMode: .inline)
    }
    .navigationViewStyle(StackNavigationViewStyle())
    .previewLayout(.fixed(width: 320, height: 200))
  }
}

private struct SizeReader: View {
  @Environment(\.horizontalSizeClass) private var horizontal

  var body: some View { Text(horizontal == .compact ? "compact" : "regular") }
}

private struct PhaseReader: View {
  @Environment(\.scenePhase) private var phase

  var body: some View { Text(phase == .active ? "active" : "not active") }
}

private struct Switcher: View {
  let animated: Bool
  @State private var isOn = false
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("\(isOn ? "on" : "off"), taps \(taps)")
      FlagToggle(isOn: animated ? $isOn.animation() : $isOn)
      Button("Tap") { taps += 1 }
    }
  }
}

private struct FlagToggle: View {
  @Binding var isOn: Bool

  var body: some View { Toggle("Flag", isOn: $isOn) }
}

/// The iOS 13 text field: `onCommit` runs on submit; `onEditingChanged` is kept, not called.
private struct OldField: View {
  @State private var text = ""
  @State private var commits = 0
  @State private var editingChanges = 0

  var body: some View {
    VStack {
      Text("commits \(commits), editing changes \(editingChanges)")
      TextField("Name", text: $text, onEditingChanged: { _ in editingChanges += 1 }, onCommit: { commits += 1 })
      TextField("Other", text: $text, onEditingChanged: { _ in editingChanges += 1 })
    }
  }
}

/// UIKit's colours, as view files on iOS use them through `import SwiftUI`.
private struct Tinted: View {
  var body: some View {
    VStack {
      Color(.systemGray)
      Color(uiColor: .secondarySystemBackground)
      Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
      Color(.label).opacity(0.5)
    }
  }
}

/// The iOS 13 slider: end views as values, the label last.
private struct OldSlider: View {
  @State private var level = 50.0

  var body: some View {
    Slider(value: $level, in: 0...100, onEditingChanged: { _ in }, minimumValueLabel: Text("0%"),
      maximumValueLabel: Text("100%")) { Text("Level") }
  }
}

/// The iOS 13 alert and action sheet: values made when shown, buttons pressed by label.
private struct OldAlerts: View {
  @State private var asking = false
  @State private var choosing = false
  @State private var deleted = 0

  var body: some View {
    VStack {
      Text("deleted \(deleted)")
      Button("Delete") { asking = true }
      Button("More") { choosing = true }
    }
    .alert(isPresented: $asking) {
      Alert(
        title: Text("Delete?"), message: Text("This cannot be undone."),
        primaryButton: .destructive(Text("Delete it")) { deleted += 1 }, secondaryButton: .cancel())
    }
    .actionSheet(isPresented: $choosing) {
      ActionSheet(title: Text("More"), buttons: [.default(Text("Share")), .cancel()])
    }
  }
}

/// A list whose one selection is never empty (iOS 17), with macOS's delete command.
private struct Picks: View {
  @State private var selection = "a"

  var body: some View {
    List(selection: $selection) {
      ForEach(["a", "b"], id: \.self) { Text($0) }
    }
    .onDeleteCommand { selection = "a" }
  }
}

/// A schoolwork document view (iOS 26's assigned documents) under a full-bleed background.
private struct Worksheet: View {
  var body: some View {
    Text("Worksheet")
      .onAssignedDocumentWillSubmit { _ in true }
      .onAssignedDocumentDidSubmit { _ in }
      .background(Color.yellow.ignoresSafeArea(.container, edges: .top, alignment: .bottom))
  }
}

@MainActor
@Suite struct DeclaredFormsTests {
  /// iOS 26's `onAssignedDocumentWillSubmit(_:)` and `onAssignedDocumentDidSubmit(_:)` are recorded
  /// as written and said once per run not to be simulated; `ignoresSafeArea(_:edges:alignment:)` is
  /// recorded with its alignment.
  @Test func assignedDocumentActionsAndTheSafeAreaAlignmentAreRecorded() throws {
    let t = try trace(Worksheet())
    let text = t.nodes.first { $0.label == #"Text("Worksheet")"# }
    #expect(
      text?.modifiers.filter { $0.hasPrefix(".onAssigned") } == [
        ".onAssignedDocumentWillSubmit(_:)", ".onAssignedDocumentDidSubmit(_:)",
      ])
    #expect(t.nodes.contains { $0.modifiers.contains(".ignoresSafeArea(.container, edges: .top, alignment: .bottom)") })
    #expect(t.frames[0].warnings.map(\.kind) == [.notSimulated, .notSimulated])
  }

  /// `List(selection: Binding<T>)`: selecting a row sets the binding to its id; the delete
  /// command is recorded and said once not to be simulated (`notSimulated`).
  @Test func aListWithARequiredSelectionSelectsAndItsDeleteCommandIsRecorded() throws {
    let t = try trace(Picks()) { Step.select("b") }
    #expect(t.frames[1].sourceChanges == [SourceChange(source: "Picks._selection", before: "\"a\"", after: "\"b\"")])
    #expect(t.nodes.contains { $0.modifiers.contains(".onDeleteCommand(perform:)") })
    #expect(t.frames[0].warnings.map(\.kind) == [.notSimulated])
  }

  /// `.alert(isPresented:content:)` with `Alert(title:message:primaryButton:secondaryButton:)` and
  /// `.actionSheet(isPresented:content:)` (iOS 13): shown as the modern alert and dialog, their
  /// buttons pressed by label run their actions and dismiss them.
  @Test func theIOS13AlertAndActionSheetPresentAndTheirButtonsAct() throws {
    let t = try trace(OldAlerts()) {
      Step.tap("Delete")
      Step.tap("Delete it")
      Step.tap("More")
      Step.tap("Cancel")
    }
    #expect(t.nodes.contains { $0.label == #"Text("This cannot be undone.")"# })
    #expect(t.nodes.contains { $0.label == #"Button("Delete it", role: .destructive)"# })
    #expect(t.frames[2].sourceChanges.contains(SourceChange(source: "OldAlerts._deleted", before: "0", after: "1")))
    #expect(t.frames[2].sourceChanges.contains(SourceChange(source: "OldAlerts._asking", before: "true", after: "false")))
    #expect(t.nodes.contains { $0.type == "ConfirmationDialog" })
    #expect(t.frames[4].sourceChanges == [SourceChange(source: "OldAlerts._choosing", before: "true", after: "false")])
  }

  /// `TextField(_:text:onEditingChanged:onCommit:)` (iOS 13, deprecated in 15): submitting runs
  /// `onCommit`; `onEditingChanged` is not called, and the run says so once (`notSimulated`).
  @Test func theIOS13TextFieldCommitsOnSubmitAndSaysItsEditingCallbackIsNotSimulated() throws {
    let t = try trace(OldField()) {
      Step.setText("Name", to: "Ada")
      Step.submit("Name")
    }
    #expect(t.frames[2].sourceChanges == [SourceChange(source: "OldField._commits", before: "0", after: "1")])
    let notes = t.frames.flatMap(\.warnings).filter { $0.kind == .notSimulated }
    #expect(notes.count == 1, "\(notes)")
    #expect(notes.first?.message.contains("onEditingChanged is not called") == true)
  }

  /// `Color(_: UIColor)` and `Color(uiColor:)`: UIKit's system colours, printed as written.
  @Test func uiKitColoursAreColoursPrintedAsUIKitNamesThem() throws {
    let t = try trace(Tinted())
    let labels = t.nodes.filter { $0.type == "Color" }.map(\.label)
    #expect(
      labels == [
        "Color(UIColor.systemGray)", "Color(UIColor.secondarySystemBackground)", "Color(#FF0000)",
        "Color(UIColor.label).opacity(0.5)",
      ])
  }

  /// `Slider(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)` is the slider
  /// its label names: `Step.slide` finds it.
  @Test func theIOS13SliderIsTitledByItsLabel() throws {
    let t = try trace(OldSlider()) { Step.slide("Level", to: 75) }
    #expect(t.frames[1].sourceChanges == [SourceChange(source: "OldSlider._level", before: "50.0", after: "75.0")])
  }

  /// A style written as its type records as its member does (`PlainListStyle()` reads `.plain`).
  @Test func aStyleWrittenAsItsTypeIsRecordedAsItsMember() throws {
    let t = try trace(Settings())
    let list = try #require(t.nodes.first { $0.type == "List" })
    #expect(list.modifiers.contains(".listStyle(.insetGrouped)"))
    #expect(list.modifiers.contains(#".navigationTitle("Settings")"#))
    #expect(list.modifiers.contains(".navigationBarTitleDisplayMode(.inline)"))
    #expect(t.nodes.contains { $0.modifiers.contains(".pickerStyle(.segmented)") })
    #expect(t.nodes.contains { $0.modifiers.contains(".textFieldStyle(.roundedBorder)") })
    #expect(t.nodes.contains { $0.modifiers.contains(".datePickerStyle(.compact)") })
    #expect(t.nodes.contains { $0.modifiers.contains(#".accessibility(label: "Close")"#) })
    let navigation = try #require(t.nodes.first { $0.type == "NavigationView" })
    #expect(navigation.modifiers == [".navigationViewStyle(.stack)", ".previewLayout(.fixed(width: 320, height: 200))"])
  }

  /// An iPhone in portrait: the horizontal size class is `.compact` unless an ancestor sets another
  /// (an optional key with a non-nil default reads its default, not `nil`).
  @Test func theHorizontalSizeClassIsCompactUnlessSet() throws {
    let compact = try trace(SizeReader())
    #expect(compact.nodes.contains { $0.label == #"Text("compact")"# })
    let regular = try trace(SizeReader().environment(\.horizontalSizeClass, .regular))
    #expect(regular.nodes.contains { $0.label == #"Text("regular")"# })
  }

  /// `$flag.animation()` writes the flag (the toggle flips it) and, made anew by each
  /// body run, is the same binding as `$flag` for the update rules: every frame
  /// runs the same bodies with either.
  @Test func anAnimatedBindingIsTheSameBindingAndWritesItsSource() throws {
    func run(animated: Bool) throws -> Trace {
      try trace(Switcher(animated: animated)) {
        Step.toggle("Flag")
        Step.tap("Tap")
      }
    }
    let animated = try run(animated: true)
    let plain = try run(animated: false)
    #expect(animated.frames.map(\.evaluated) == plain.frames.map(\.evaluated))
    #expect(animated.frames[1].evaluated.contains("Switcher"))
    #expect(animated.frames[1].sourceChanges == [SourceChange(source: "Switcher._isOn", before: "false", after: "true")])
  }

  /// A scenario runs in the foreground: `\.scenePhase` is `.active` unless an ancestor sets another.
  @Test func theScenePhaseIsActiveUnlessSet() throws {
    let active = try trace(PhaseReader())
    #expect(active.nodes.contains { $0.label == #"Text("active")"# })
    let background = try trace(PhaseReader().environment(\.scenePhase, .background))
    #expect(background.nodes.contains { $0.label == #"Text("not active")"# })
  }
}
