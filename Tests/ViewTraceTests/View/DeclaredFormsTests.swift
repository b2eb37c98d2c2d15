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

@MainActor
@Suite struct DeclaredFormsTests {
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
