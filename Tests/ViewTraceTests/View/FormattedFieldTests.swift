import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Text fields over values (format styles, formatters), with a selection, and
// the texts drawn from formats, formatters, attributed strings and timer
// intervals; docs/rules.md, "More documented forms (the inventory)".

private struct AgeReader: View {
  let age: Int
  var body: some View { Text("age \(age)") }
}

private struct Unrelated: View {
  var body: some View { Text("static") }
}

private struct Profile: View {
  @State var age = 7
  var body: some View {
    VStack {
      TextField("Age", value: $age, format: .number)
      AgeReader(age: age)
      Unrelated()
    }
  }
}

private struct FieldOnly: View {
  @State var age = 7
  var body: some View { TextField("Age", value: $age, format: .number) }
}

private struct Priced: View {
  @State var price = 1.5
  @State var note: Double? = nil
  let formatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    return formatter
  }()
  var body: some View {
    VStack {
      TextField("Price", value: $price, formatter: formatter)
      TextField("Note", value: $note, format: .number, prompt: Text("none"))
      TextField(value: $price, format: .number) { Text("Labelled") }
    }
  }
}

private struct Editor: View {
  @State var text = "hi"
  @State var selection: TextSelection? = nil
  var body: some View {
    TextField("Draft", text: $text, selection: $selection)
  }
}

private struct Texts: View {
  var body: some View {
    VStack {
      Text(AttributedString("attributed"))
      Text(Date(timeIntervalSince1970: 0), format: Date.FormatStyle(date: .numeric, time: .shortened).attributedStyle)
      Text(NSNumber(value: 1234.5), formatter: decimal)
    }
  }
  var decimal: NumberFormatter {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    return formatter
  }
}

private struct Countdown: View {
  var body: some View {
    VStack {
      Text(timerInterval: ScenarioClock.start...ScenarioClock.start.addingTimeInterval(90))
      Text(timerInterval: ScenarioClock.start...ScenarioClock.start.addingTimeInterval(7200), countsDown: false)
      Text(
        timerInterval: ScenarioClock.start...ScenarioClock.start.addingTimeInterval(90),
        pauseTime: ScenarioClock.start.addingTimeInterval(30))
    }
  }
}

@MainActor @Suite struct FormattedFieldTests {
  /// Typing "42" into `TextField("Age", value: $age, format: .number)`
  /// shows the text and writes nothing: SwiftUI updates a non-string value
  /// "when the user commits their edits, such as by pressing the Return key"
  /// (Apple's `TextField` documentation). Submitting parses it and writes 42:
  /// only the bodies that read `age` run (the owner, which passes it to the
  /// reader, and the reader). Committed text the format cannot parse writes
  /// nothing and the field shows the value again. An owner that only passes
  /// `$age` to the field does not run.
  @Test func aValueFieldWritesTheParsedValueWhenSubmitted() throws {
    let t = try trace(Profile()) {
      Step.setText("Age", to: "42")
      Step.submit("Age")
      Step.setText("Age", to: "forty")
      Step.submit("Age")
      Step.setText("Age", to: "1,000")
      Step.submit("Age")
    }
    #expect(t.node("Profile/VStack/TextField@0")?.label == "TextField(\"Age\", text: \"7\")")
    let typed = t.frames[1]
    #expect(typed.sourceChanges.isEmpty && typed.printChanges.isEmpty)
    #expect(typed.nodes(.redrawn) == ["Profile/VStack/TextField@0"])
    #expect(
      typed.record("Profile/VStack/TextField@0")?.reasons.first?.changes.first?.after
        == "TextField(\"Age\", text: \"42\")")
    let submitted = t.frames[2]
    #expect(submitted.sourceChanges.map(\.after) == ["42"])
    #expect(submitted.printChanges == ["Profile: _age changed.", "AgeReader: @self changed."])
    #expect(submitted.evaluated == ["Profile", "Profile/VStack/AgeReader@1"])
    #expect(submitted.nodes(.redrawn) == ["Profile/VStack/AgeReader@1/Text"])
    #expect(submitted.record("Profile/VStack/Unrelated@2")?.outcome == .initOnly)
    // "forty": drawn, then refused; the field shows 42 again.
    #expect(t.frames[3].nodes(.redrawn) == ["Profile/VStack/TextField@0"])
    #expect(t.frames[4].sourceChanges.isEmpty)
    #expect(
      t.frames[4].record("Profile/VStack/TextField@0")?.reasons.first?.changes.first?.after
        == "TextField(\"Age\", text: \"42\")")
    #expect(t.frames[6].sourceChanges.map(\.after) == ["1000"])
    let alone = try trace(FieldOnly()) {
      Step.setText("Age", to: "42")
      Step.submit("Age")
    }
    #expect(alone.frames[2].printChanges.isEmpty)
    #expect(alone.frames[2].sourceChanges.map(\.after) == ["42"])
  }

  /// Focus leaving a value field commits it: typing into another field, or
  /// `Step.focus` on another view.
  @Test func aValueFieldWritesItsValueWhenFocusLeaves() throws {
    let t = try trace(Priced()) {
      Step.setText("Price", to: "2")
      Step.setText("Note", to: "3")
      Step.focus("Price")
    }
    #expect(t.frames[1].sourceChanges.isEmpty)
    #expect(t.frames[2].sourceChanges.map(\.after) == ["2.0"])
    #expect(t.frames[3].sourceChanges.map(\.after) == ["3.0"])
  }

  /// A formatter field draws the value as the formatter writes it (`en_US`)
  /// and parses typed text with it; an optional value field is empty for
  /// `nil`, and empty or unparseable text writes `nil`; a label closure titles the field.
  @Test func formatterAndOptionalValueFields() throws {
    let t = try trace(Priced()) {
      Step.setText("Price", to: "1,234.5")
      Step.submit("Price")
      Step.setText("Note", to: "3")
      Step.submit("Note")
      Step.setText("Note", to: "")
      Step.submit("Note")
      Step.setText("Labelled", to: "2")
      Step.submit("Labelled")
      Step.setText("Note", to: "3")
      Step.submit("Note")
      Step.setText("Note", to: "three")
      Step.submit("Note")
    }
    #expect(t.node("Priced/VStack/TextField@0")?.label == "TextField(\"Price\", text: \"1.5\")")
    #expect(t.node("Priced/VStack/TextField@1")?.label == "TextField(\"Note\", text: \"\", prompt: Text(\"none\"))")
    #expect(t.frames[2].sourceChanges.map(\.after) == ["1234.5"])
    // The typed text was drawn in frame 1; the committed value draws the same in the price
    // field, and the labelled field over the same value is redrawn.
    #expect(t.frames[1].nodes(.redrawn) == ["Priced/VStack/TextField@0"])
    #expect(t.frames[2].nodes(.redrawn) == ["Priced/VStack/TextField@2"])
    #expect(t.frames[2].printChanges.isEmpty)
    #expect(t.frames[4].sourceChanges.map(\.after) == ["3.0"])
    #expect(t.frames[6].sourceChanges.map(\.after) == ["nil"])
    #expect(t.frames[8].sourceChanges.map(\.after) == ["2.0"])
    #expect(t.frames[12].sourceChanges.map(\.after) == ["nil"])
  }

  /// A field with a selection leaves the insertion point at the end of what
  /// was typed.
  @Test func typingMovesTheSelectionToTheEnd() throws {
    let t = try trace(Editor()) { Step.setText("Draft", to: "hello") }
    #expect(t.frames[1].sourceChanges.map(\.after) == ["\"hello\"", "TextSelection(range: Range(5..<5))"])
    #expect(t.frames[1].nodes(.redrawn) == ["Editor/TextField"])
  }

  /// Attributed strings, attributed formats and formatters draw their
  /// characters, in `en_US` and UTC.
  @Test func attributedAndFormatterTexts() throws {
    let t = try trace(Texts())
    #expect(t.node("Texts/VStack/Text@0")?.label == "Text(\"attributed\")")
    // ICU puts a narrow no-break space before "AM".
    #expect(t.node("Texts/VStack/Text@1")?.label == "Text(\"1/1/1970, 12:00\u{202F}AM\")")
    #expect(t.node("Texts/VStack/Text@2")?.label == "Text(\"1,234.5\")")
  }

  /// `Text(timerInterval:)` counts with the scenario clock: redrawn every
  /// second, no body runs; it stops at the interval's end, counts up without
  /// `countsDown`, and a paused timer stays at its pause time.
  @Test func aTimerIntervalCountsWithTheClock() throws {
    let t = try trace(Countdown()) {
      Step.advanceClock(by: 5)
      Step.advanceClock(by: 3600)
    }
    #expect(t.node("Countdown/VStack/Text@0")?.label == "Text(\"1:30\", timerInterval: .countsDown)")
    #expect(t.node("Countdown/VStack/Text@2")?.label == "Text(\"1:00\", timerInterval: .countsDown, paused)")
    let five = t.frames[1]
    #expect(five.printChanges.isEmpty)
    #expect(five.nodes(.redrawn) == ["Countdown/VStack/Text@0", "Countdown/VStack/Text@1"])
    #expect(
      five.record("Countdown/VStack/Text@0")?.reasons.first?.changes.first?.after
        == "Text(\"1:25\", timerInterval: .countsDown)")
    let hour = t.frames[2]
    #expect(
      hour.record("Countdown/VStack/Text@0")?.reasons.first?.changes.first?.after
        == "Text(\"0:00\", timerInterval: .countsDown)")
    #expect(
      hour.record("Countdown/VStack/Text@1")?.reasons.first?.changes.first?.after
        == "Text(\"1:00:05\", timerInterval: .countsUp)")
  }
}
