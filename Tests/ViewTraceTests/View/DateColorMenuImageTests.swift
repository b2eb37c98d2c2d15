import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private let may8 = Date(timeIntervalSince1970: 1_715_126_400)  // 2024-05-08 00:00 UTC

private struct Booking: View {
  @State var due = may8
  @State var tint = Color.blue
  var body: some View {
    VStack {
      DatePicker("Due", selection: $due, in: may8...may8.addingTimeInterval(86_400), displayedComponents: .date)
      DatePicker(selection: $due) { Text("Alarm") }
      ColorPicker("Tint", selection: $tint)
    }
  }
}

private struct Row: View {
  let title: String
  var body: some View { Text(title) }
}

private struct Actions: View {
  @State var last = "none"
  var body: some View {
    VStack {
      Menu("Actions") {
        Button("Duplicate") { last = "duplicate" }
        Row(title: "row")
        Menu("Copy") { Button("Copy Path") { last = "copy" } }
      }
      Menu {
        Button("Save") { last = "save" }
      } label: {
        Label("PDF", systemImage: "doc")
      } primaryAction: {
        last = "primary"
      }
    }
  }
}

private struct Avatar: View {
  @State var url = URL(string: "https://example.com/a.png")!
  @State var note = 0
  var body: some View {
    VStack {
      AsyncImage(url: url) { phase in
        if let image = phase.image {
          image.resizable()
        } else if phase.error != nil {
          Text("failed")
        } else {
          ProgressView()
        }
      }
      AsyncImage(url: URL(string: "https://example.com/b.png")) { image in
        image
      } placeholder: {
        Row(title: "loading")
      }
      Text("\(note)")
    }
  }
}

@MainActor
@Suite struct DateColorMenuImageTests {
  /// A date picker draws from its binding: setting its date redraws the
  /// pickers bound to it and runs no body; a date past its range is kept
  /// within it.
  @Test func datePickerRedrawsThroughItsBindingWithinItsRange() throws {
    let t = try trace(Booking()) {
      Step.setDate("Due", to: may8.addingTimeInterval(3 * 86_400))
      Step.setDate("Alarm", to: may8.addingTimeInterval(3600))
    }
    let due = "Booking/VStack/DatePicker@0"
    let alarm = "Booking/VStack/DatePicker@1"
    #expect(
      t.node(due)?.label
        == "DatePicker(\"Due\", selection: 2024-05-08 00:00:00 +0000, in: 2024-05-08 00:00:00 +0000...2024-05-09 00:00:00 +0000, displayedComponents: .date)"
    )
    #expect(t.node(alarm)?.label == "DatePicker(\"Alarm\", selection: 2024-05-08 00:00:00 +0000)")
    #expect(t.frames[1].eventKind == .adjust)
    #expect(outcomes(t.frames[1]) == [due: .redrawn, alarm: .redrawn])
    #expect(t.frames[1].printChanges.isEmpty)
    #expect(
      t.frames[1].sourceChanges == [
        SourceChange(source: "Booking._due", before: "2024-05-08 00:00:00 +0000", after: "2024-05-09 00:00:00 +0000")
      ])
    #expect(
      t.frames[2].record(alarm)?.reasons.first?.changes.first?.after
        == "DatePicker(\"Alarm\", selection: 2024-05-08 01:00:00 +0000)")
    #expect(throws: EngineError.self) { try trace(Booking()) { Step.setDate("Nope", to: may8) } }
  }

  /// A colour picker draws from its binding: a picked colour redraws it alone.
  @Test func colorPickerRedrawsThroughItsBinding() throws {
    let t = try trace(Booking()) { Step.pickColor("Tint", .red) }
    let picker = "Booking/VStack/ColorPicker@2"
    #expect(outcomes(t.frames[1]) == [picker: .redrawn])
    #expect(t.frames[1].printChanges.isEmpty)
    #expect(
      t.frames[1].record(picker)?.reasons.first?.changes.first?.after == "ColorPicker(\"Tint\", selection: .red)")
  }

  /// A menu's content exists only while it is open: opening it makes its
  /// views (a custom row runs its body then), choosing a button runs the
  /// action and closes every menu it is in; a tap on a menu with a primary
  /// action runs that action instead.
  @Test func menuContentExistsOnlyWhileOpen() throws {
    let t = try trace(Actions()) {
      Step.openMenu("Actions")
      Step.openMenu("Copy")
      Step.tap("Copy Path")
      Step.tap("PDF")
      Step.tap("Actions")
      Step.closeMenu("Actions")
    }
    let menu = "Actions/VStack/Menu@0"
    #expect(t.node(menu)?.label == "Menu(\"Actions\")")
    #expect(t.frames[0].record(menu + "/Text@0")?.outcome == .appeared)
    #expect(t.frames[0].record(menu + "/Row@1.1") == nil)
    #expect(t.frames[0].printChanges == ["Actions: @self, @identity, _last changed."])
    #expect(t.frames[1].record(menu + "/Button@1.0")?.outcome == .appeared)
    #expect(t.frames[1].record(menu + "/Row@1.1")?.outcome == .appeared)
    #expect(t.frames[1].printChanges == ["Row: @self changed."])
    #expect(t.frames[2].record(menu + "/Menu@1.2/Button@1")?.outcome == .appeared)
    #expect(t.frames[3].sourceChanges == [SourceChange(source: "Actions._last", before: "\"none\"", after: "\"copy\"")])
    #expect(t.frames[3].record(menu + "/Row@1.1")?.outcome == .disappeared)
    #expect(t.frames[3].record(menu + "/Menu@1.2")?.outcome == .disappeared)
    #expect(t.frames[4].sourceChanges.map(\.after) == ["\"primary\""])
    #expect(t.frames[4].record("Actions/VStack/Menu@1/Button@1.0") == nil)
    #expect(t.frames[5].record(menu + "/Button@1.0")?.outcome == .appeared)
    #expect(t.frames[5].sourceChanges.isEmpty)
    #expect(t.frames[6].record(menu + "/Button@1.0")?.outcome == .disappeared)
    // A closed menu's buttons are not live: the step names what is.
    #expect(throws: EngineError.self) { try trace(Actions()) { Step.tap("Duplicate") } }
  }

  /// An async image's phase changes rebuild only its content: the body that
  /// placed it does not run; a new URL starts over from `.empty`.
  @Test func asyncImagePhaseRebuildsOnlyItsContent() throws {
    let a = URL(string: "https://example.com/a.png")!
    let b = URL(string: "https://example.com/b.png")!
    let t = try trace(Avatar()) {
      Step.loadImage(url: a)
      Step.failImage(url: b)
      Step.mutate("new url", on: Avatar.self) { $0.url = URL(string: "https://example.com/c.png")! }
    }
    let first = "Avatar/VStack/AsyncImage@0"
    let second = "Avatar/VStack/AsyncImage@1"
    #expect(t.node(first)?.label == "AsyncImage(url: \"https://example.com/a.png\")")
    #expect(t.frames[0].record(first + "/ProgressView@else")?.outcome == .appeared)
    #expect(t.frames[0].record(second + "/Row@else")?.outcome == .appeared)
    #expect(t.frames[1].eventKind == .event)
    #expect(
      t.frames[1].sourceChanges == [
        SourceChange(
          source: first + ".phase", before: ".empty", after: ".success(Image(\"https://example.com/a.png\"))")
      ])
    #expect(t.frames[1].record("Avatar") == nil)
    #expect(t.frames[1].record(first + "/ProgressView@else")?.outcome == .disappeared)
    #expect(t.frames[1].record(first + "/Image@if.if")?.outcome == .appeared)
    #expect(t.node(first + "/Image@if.if")?.modifiers == [".resizable()"])
    #expect(t.frames[1].printChanges.isEmpty)
    // A failure rebuilds the content: the placeholder is made again, compares
    // equal and keeps its identity (no body runs); nothing else is touched.
    #expect(outcomes(t.frames[2]) == [second + "/Row@else": .initOnly])
    #expect(t.frames[3].record(first + "/ProgressView@else")?.outcome == .appeared)
    #expect(throws: EngineError.self) { try trace(Avatar()) { Step.loadImage(url: URL(string: "https://x.org")!) } }
  }
}
