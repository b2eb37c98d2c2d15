import ViewTrace

/// A list -> detail -> edit-sheet app in everyday iOS 17 style (after the
/// shape of Apple's Scrumdinger tutorial, written fresh): an `@Observable`
/// store, a `NavigationStack` with value links, a toolbar, and an edit sheet
/// working on a draft that is written back on Done.
///
/// What it shows: pushing runs only the detail; opening the sheet runs only
/// the sheet's content; typing and sliding run the edit form (it shows the
/// draft); Done updates the detail and, under it, the one card whose scrum
/// changed.
public enum DailyScrumsSample {
  public struct DailyScrum: Identifiable, Hashable {
    public let id: Int
    var title: String
    var attendees: [String]
    var lengthInMinutes: Int
    var theme: String

    var lengthInMinutesAsDouble: Double {
      get { Double(lengthInMinutes) }
      set { lengthInMinutes = Int(newValue) }
    }
  }

  @Observable public final class ScrumStore {
    var scrums: [DailyScrum] = [
      DailyScrum(id: 1, title: "Design", attendees: ["Cathy", "Daisy", "Simon"], lengthInMinutes: 10, theme: "yellow"),
      DailyScrum(id: 2, title: "App Dev", attendees: ["Katie", "Gray", "Euna"], lengthInMinutes: 5, theme: "orange"),
      DailyScrum(id: 3, title: "Web Dev", attendees: ["Chella", "Chris"], lengthInMinutes: 5, theme: "poppy"),
    ]

    public init() {}

    func scrum(id: Int) -> DailyScrum? { scrums.first { $0.id == id } }

    func update(_ scrum: DailyScrum) {
      guard let index = scrums.firstIndex(where: { $0.id == scrum.id }) else { return }
      scrums[index] = scrum
    }
  }

  public struct ScrumsView: View {
    @State private var store = ScrumStore()
    @State private var isPresentingNewScrumView = false

    public init() {}

    public var body: some View {
      NavigationStack {
        List(store.scrums) { scrum in
          NavigationLink(value: scrum.id) {
            CardView(scrum: scrum)
          }
        }
        .navigationTitle("Daily Scrums")
        .navigationDestination(for: Int.self) { id in
          DetailView(scrumID: id)
        }
        .toolbar {
          ToolbarItem(placement: .topBarLeading) {
            NavigationLink("About") { AboutView(scrumCount: store.scrums.count) }
          }
          ToolbarItem(placement: .primaryAction) {
            Button("New Scrum", systemImage: "plus") { isPresentingNewScrumView = true }
          }
        }
      }
      .environment(store)
      .sheet(isPresented: $isPresentingNewScrumView) {
        NewScrumSheet()
      }
    }

    nonisolated static let scenario = Scenario(
      "daily-scrums",
      summary:
        "List -> detail -> edit sheet: a push runs only the detail, the sheet only its content, Done the detail and the one changed card",
      typeNamesRelativeTo: DailyScrumsSample.self, root: { ScrumsView() }
    ) {
      Step.push("Design 3 10")
      Step.tap("Edit")
      Step.setText("Title", to: "Design Review")
      Step.slide("Length", to: 15)
      Step.tap("Done")
      Step.pop()
      Step.push("About")
      Step.pop()
      Step.tap("New Scrum")
      Step.dismiss()
    }
  }

  struct CardView: View {
    let scrum: DailyScrum

    var body: some View {
      VStack(alignment: .leading) {
        Text(scrum.title)
          .font(.headline)
        Spacer()
        HStack {
          Label("\(scrum.attendees.count)", systemImage: "person.3")
          Spacer()
          Label("\(scrum.lengthInMinutes)", systemImage: "clock")
        }
        .font(.caption)
      }
      .padding()
    }
  }

  struct DetailView: View {
    let scrumID: Int
    @Environment(ScrumStore.self) private var store
    @State private var draft: DailyScrum?

    var body: some View {
      if let scrum = store.scrum(id: scrumID) {
        List {
          Section("Meeting Info") {
            Label("Start Meeting", systemImage: "timer")
            HStack {
              Label("Length", systemImage: "clock")
              Spacer()
              Text("\(scrum.lengthInMinutes) minutes")
            }
          }
          Section("Attendees") {
            ForEach(scrum.attendees, id: \.self) { attendee in
              Label(attendee, systemImage: "person")
            }
          }
        }
        .navigationTitle(scrum.title)
        .toolbar {
          Button("Edit") { draft = scrum }
        }
        .sheet(item: $draft) { editing in
          NavigationStack {
            DetailEditView(scrum: editing) { edited in
              store.update(edited)
              draft = nil
            }
          }
        }
      }
    }
  }

  struct DetailEditView: View {
    @State var scrum: DailyScrum
    let onDone: (DailyScrum) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      Form {
        Section(header: Text("Meeting Info")) {
          TextField("Title", text: $scrum.title)
          HStack {
            Slider(value: $scrum.lengthInMinutesAsDouble, in: 5...30, step: 1) {
              Text("Length")
            }
            Spacer()
            Text("\(scrum.lengthInMinutes) minutes")
          }
        }
        Section(header: Text("Attendees")) {
          ForEach(scrum.attendees, id: \.self) { attendee in
            Text(attendee)
          }
        }
      }
      .navigationTitle(scrum.title)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { onDone(scrum) }
        }
      }
    }
  }

  struct AboutView: View {
    let scrumCount: Int

    var body: some View {
      Text("\(scrumCount) daily scrums")
        .navigationTitle("About")
    }
  }

  struct NewScrumSheet: View {
    @State private var title = ""

    var body: some View {
      NavigationStack {
        Form {
          TextField("New scrum title", text: $title)
        }
        .navigationTitle("New Scrum")
      }
    }
  }

  public static let sample = Sample(ScrumsView.scenario, rules: ["N1", "N2", "P1", "P3"])
}
