import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Accessibility, drawing and text-fitting modifiers change how a view is
/// drawn or described, never which bodies run: recorded on the view as
/// written, a changed argument redraws that view only. The navigation bar's
/// older spellings are their replacements.
private struct Gauge: View {
  @State private var level = 1

  var body: some View {
    VStack {
      Text("Level")
        .rotationEffect(.degrees(Double(level) * 10))
        .scaleEffect(1.5)
        .accessibilityValue("\(level) of 5")
        .accessibilityAddTraits([.isHeader, .updatesFrequently])
      Meter()
        .blur(radius: Double(level))
        .accessibilityElement(children: .combine)
      Text("Hint").hidden().help("Shown on hover").minimumScaleFactor(0.5)
      ProgressView().progressViewStyle(.circular)
      Button("Raise") { level += 1 }
    }
  }
}

private struct Meter: View {
  var body: some View { Text("meter").clipped().symbolVariant(.circle.fill) }
}

private struct NotesEditor: View {
  @State private var isEditing = false

  var body: some View {
    NavigationStack {
      Text(isEditing ? "editing" : "reading")
        .navigationBarTitle("Notes", displayMode: .inline)
        .navigationBarItems(trailing: Button(isEditing ? "Done" : "Edit") { isEditing.toggle() })
    }
  }
}

@MainActor
@Suite struct RecordedModifierTests {
  @Test func aChangedArgumentRedrawsOnlyThatView() throws {
    let t = try trace(Gauge()) { Step.tap("Raise") }
    #expect(
      t.node("Gauge/VStack/Text@0")?.modifiers == [
        ".rotationEffect(.degrees(10))", ".scaleEffect(1.5)", #".accessibilityValue("1 of 5")"#,
        ".accessibilityAddTraits([.isHeader, .updatesFrequently])",
      ])
    #expect(t.node("Gauge/VStack/Meter@1")?.modifiers == [".blur(radius: 1)", ".accessibilityElement(children: .combine)"])
    #expect(t.node("Gauge/VStack/Meter@1/Text")?.modifiers == [".clipped()", ".symbolVariant(.circle.fill)"])
    #expect(
      t.node("Gauge/VStack/Text@2")?.modifiers == [".hidden()", #".help("Shown on hover")"#, ".minimumScaleFactor(0.5)"])
    #expect(t.node("Gauge/VStack/ProgressView@3")?.modifiers == [".progressViewStyle(.circular)"])
    // The custom Meter is redrawn for its blur, not run: its body shows nothing that changed.
    #expect(
      outcomes(t.frames[1]) == [
        "Gauge": .evaluated, "Gauge/VStack/Text@0": .redrawn, "Gauge/VStack/Meter@1": .redrawn,
      ])
    #expect(t.frames[1].printChanges == ["Gauge: _level changed."])
  }

  @Test func theOlderNavigationBarSpellingsAreTheirReplacements() throws {
    let t = try trace(NotesEditor()) { Step.tap("Edit") }
    let text = try #require(t.nodes.first { $0.label == #"Text("reading")"# })
    #expect(text.modifiers == [#".navigationTitle("Notes")"#, ".navigationBarTitleDisplayMode(.inline)"])
    // The trailing item is a toolbar item: its button is tapped like any other.
    #expect(t.nodes.contains { $0.type == "ToolbarItem" })
    #expect(t.frames[1].printChanges == ["NotesEditor: _isEditing changed."])
    #expect(
      t.frames[1].records.contains { record in
        record.outcome == .redrawn && record.reasons.flatMap(\.changes).contains { $0.after == #"Button("Done")"# }
      })
  }

  @Test func textEffectScrollAndStyleModifiersAreRecorded() throws {
    let t = try trace(Article()) { Step.tap("Bigger") }
    #expect(
      t.nodes.first { $0.label == #"Text("Title")"# }?.modifiers == [
        ".lineSpacing(2)", ".kerning(1)", ".underline(true)", ".truncationMode(.middle)", ".fontDesign(.serif)",
        ".grayscale(0.5)", ".border(.red, width: 2)", ".sensoryFeedback(.selection, trigger: false)",
      ])
    #expect(
      t.nodes.first { $0.type == "ScrollView" }?.modifiers == [
        ".scrollTargetBehavior(.paging)", ".scrollIndicators(.hidden)", ".textFieldStyle(.roundedBorder)",
      ])
  }

  @Test func gridListAndAccessibilityOverloadsAreRecorded() throws {
    let t = try trace(Scoreboard()) { Step.tap("Flip") }
    #expect(
      t.nodes.first { $0.label == #"Text("Score")"# }?.modifiers == [
        ".bold(false)", ".gridCellColumns(2)", ".gridColumnAlignment(.leading)", ".colorMultiply(.blue)",
        #".accessibilityLabel("Score", isEnabled: false)"#, #".accessibilityAction(named: "Reset")"#,
        ".listSectionSeparator(.hidden)",
      ])
    let flipped = t.frames[1].records.first { $0.outcome == .redrawn }
    #expect(flipped?.reasons.flatMap(\.changes).map(\.after) == [".bold(true)"])
  }

  /// Keys and URLs have no step: their modifiers are recorded, their actions never run; a context
  /// menu with a preview keeps its buttons live.
  @Test func keyboardShortcutsAreRecordedAndMenusStayLive() throws {
    let t = try trace(Inbox()) { Step.tap("Archive") }
    #expect(
      t.nodes.first { $0.label == #"Button("Send")"# }?.modifiers == [
        #".keyboardShortcut("s", modifiers: [.shift, .command])"#, ".onKeyPress(.return)", ".onOpenURL()",
      ])
    #expect(t.frames[1].printChanges == ["Inbox: _archived changed."])
  }

  /// `.dynamicTypeSize(_:)` writes the environment: a view below that reads
  /// `dynamicTypeSize` runs when it changes, its parent's other children do not.
  @Test func dynamicTypeSizeIsAnEnvironmentWrite() throws {
    let t = try trace(Article()) { Step.tap("Bigger") }
    #expect(t.frames[1].printChanges == ["Article: _large changed.", "SizeLabel: _size changed."])
    #expect(t.frames[1].record("Article/ScrollView/VStack/SizeLabel@1")?.outcome == .evaluated)
  }
}

private struct Article: View {
  @State private var large = false

  var body: some View {
    ScrollView {
      VStack {
        Text("Title")
          .lineSpacing(2).kerning(1).underline().truncationMode(.middle).fontDesign(.serif)
          .grayscale(0.5).border(Color.red, width: 2).sensoryFeedback(.selection, trigger: large)
        SizeLabel()
          .dynamicTypeSize(large ? .xxxLarge : .large)
        Button("Bigger") { large = true }
      }
    }
    .scrollTargetBehavior(.paging)
    .scrollIndicators(.hidden)
    .textFieldStyle(.roundedBorder)
  }
}

private struct SizeLabel: View {
  @Environment(\.dynamicTypeSize) private var size

  var body: some View { Text("size \(size)") }
}

private struct Scoreboard: View {
  @State private var strong = false

  var body: some View {
    VStack {
      Text("Score")
        .bold(strong).gridCellColumns(2).gridColumnAlignment(.leading).colorMultiply(.blue)
        .accessibilityLabel("Score", isEnabled: false).accessibilityAction(named: "Reset") {}
        .listSectionSeparator(.hidden)
      Button("Flip") { strong.toggle() }
    }
  }
}

private struct Inbox: View {
  @State private var archived = 0

  var body: some View {
    VStack {
      Button("Send") {}
        .keyboardShortcut("s", modifiers: [.command, .shift])
        .onKeyPress(.return) { .handled }
        .onOpenURL { _ in }
      Text("\(archived) archived")
        .contextMenu {
          Button("Archive") { archived += 1 }
        } preview: {
          Text("Preview")
        }
    }
  }
}
