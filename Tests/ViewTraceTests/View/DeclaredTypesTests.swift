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
