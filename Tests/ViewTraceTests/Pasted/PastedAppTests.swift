import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

@Observable final class MailInbox {
  var messages: [Message] = (1...3).map { Message(id: $0, subject: "Message \($0)", unread: $0 == 1) }
  var isLoading = false
}

struct Message: Identifiable, Hashable {
  let id: Int
  var subject: String
  var unread: Bool
}

struct MailApp: View {
  @State private var inbox = MailInbox()
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      InboxScreen()
        .tabItem { Label("Inbox", systemImage: "tray") }
        .badge(inbox.messages.filter(\.unread).count)
        .tag(0)
      ProfileScreen()
        .tabItem { Label("Profile", systemImage: "person") }
        .tag(1)
    }
    .environment(inbox)
  }
}

struct InboxScreen: View {
  @Environment(MailInbox.self) private var inbox

  var body: some View {
    NavigationStack {
      Group {
        if inbox.messages.isEmpty {
          ContentUnavailableView("No Mail", systemImage: "tray", description: Text("You're all caught up."))
        } else {
          List {
            ForEach(inbox.messages) { message in
              MessageRow(message: message)
                .swipeActions(edge: .trailing) {
                  Button("Archive", role: .destructive) {
                    inbox.messages.removeAll { $0.id == message.id }
                  }
                }
                .contextMenu {
                  Button("Mark as Read") {}
                }
            }
          }
          .listStyle(.plain)
          .scrollContentBackground(.hidden)
          .refreshable { inbox.isLoading = false }
        }
      }
      .navigationTitle("Inbox")
      .overlay {
        if inbox.isLoading { ProgressView() }
      }
    }
  }
}

struct MessageRow: View {
  let message: Message

  var body: some View {
    HStack(spacing: 12) {
      Circle()
        .fill(message.unread ? Color.blue : Color.clear)
        .frame(width: 8, height: 8)
      Text(message.subject)
        .fontWeight(message.unread ? .semibold : .regular)
        .lineLimit(1)
    }
  }
}

struct ProfileScreen: View {
  @State private var name = "Kim"
  @State private var notifications = true

  var body: some View {
    NavigationStack {
      Form {
        Section {
          HStack {
            Image(systemName: "person.crop.circle.fill")
              .resizable()
              .frame(width: 48, height: 48)
              .foregroundStyle(.tint)
            TextField("Name", text: $name)
              .textContentType(.name)
          }
        }
        Section("Settings") {
          Toggle(isOn: $notifications) {
            Label("Notifications", systemImage: "bell")
          }
          Menu("Sort by") {
            Button("Date") {}
            Button("Sender") {}
          }
        }
      }
      .navigationTitle("Profile")
    }
  }
}

@MainActor @Suite struct PastedAppTests {
  /// A pasted tab app: the second tab's content appears when first selected,
  /// archiving a message (a swipe action's button) updates the inbox and the
  /// tab's badge, and the profile form keeps its state across tab switches.
  @Test func aPastedTabAppRunsEndToEnd() throws {
    let t = try trace(MailApp()) {
      Step.tap(
        "Archive", within: "MailApp/TabView/Tab@0/InboxScreen/NavigationStack/List@else/SwipeActions@swipeActions#1")
      Step.selectTab("Profile")
      Step.setText("Name", to: "Lee")
      Step.selectTab("Inbox")
      Step.selectTab("Profile")
    }
    #expect(t.frames[1].printChanges.contains("MailApp: @dependencies changed."))
    #expect(t.frames[1].printChanges.contains("InboxScreen: @dependencies changed."))
    #expect(t.frames[2].printChanges == ["ProfileScreen: @self, @identity, _name, _notifications changed."])
    #expect(t.frames[5].nodes(.appeared).isEmpty)
    #expect(t.frames.allSatisfy { $0.warnings.isEmpty })
  }
}
