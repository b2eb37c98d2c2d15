import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Scrumdinger's `DetailEditView` as Apple's tutorial writes it at the step
// where the scrum is the view's own `@State`, with the tutorial's model.

private enum ScrumTheme: String, CaseIterable, Identifiable {
  case bubblegum, buttercup, sky
  var accentColor: Color { self == .sky ? .black : .white }
  var name: String { rawValue.capitalized }
  var id: String { name }
}

private struct DailyScrum: Identifiable {
  let id: UUID
  var title: String
  var attendees: [Attendee]
  var lengthInMinutes: Int
  var lengthInMinutesAsDouble: Double {
    get { Double(lengthInMinutes) }
    set { lengthInMinutes = Int(newValue) }
  }
  var theme: ScrumTheme

  init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: ScrumTheme) {
    self.id = id
    self.title = title
    self.attendees = attendees.map { Attendee(name: $0) }
    self.lengthInMinutes = lengthInMinutes
    self.theme = theme
  }

  struct Attendee: Identifiable {
    let id: UUID
    var name: String
    init(id: UUID = UUID(), name: String) {
      self.id = id
      self.name = name
    }
  }

  static var emptyScrum: DailyScrum { DailyScrum(title: "", attendees: [], lengthInMinutes: 5, theme: .sky) }
}

private struct DetailEditView: View {
  @State private var scrum = DailyScrum.emptyScrum
  @State private var attendeeName = ""

  var body: some View {
    Form {
      Section(header: Text("Meeting Info")) {
        TextField("Title", text: $scrum.title)
        HStack {
          Slider(value: $scrum.lengthInMinutesAsDouble, in: 5...30, step: 1) { Text("Length") }
          Spacer()
          Text("\(scrum.lengthInMinutes) minutes")
        }
      }
      Section(header: Text("Attendees")) {
        ForEach(scrum.attendees) { attendee in Text(attendee.name) }
        HStack {
          TextField("New Attendee", text: $attendeeName)
          Button(action: {
            let attendee = DailyScrum.Attendee(name: attendeeName)
            scrum.attendees.append(attendee)
            attendeeName = ""
          }) {
            Image(systemName: "plus.circle.fill")
          }
          .disabled(attendeeName.isEmpty)
        }
      }
    }
  }
}

@MainActor @Suite struct ScrumEditStateTests {
  /// Typing an attendee's name writes `attendeeName` only: SwiftUI lists
  /// that state, not the scrum nobody wrote.
  @Test func typingANameListsOnlyTheStateItWrites() throws {
    let t = try Scenario("edit", root: { DetailEditView() }) {
      Step.setText("New Attendee", to: "Ada")
    }.run()
    #expect(t.frames[1].printChanges == ["DetailEditView: _attendeeName changed."])
  }
}
