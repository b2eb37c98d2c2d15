// An app's view file that asks for notification permission when it appears and schedules a
// reminder from a button.
import SwiftUI
import UserNotifications

struct ReminderView: View {
  @State private var status = "not asked"
  @State private var scheduled = 0
  @State private var pending = 0

  var body: some View {
    VStack {
      Text("Notifications \(status)")
      Text("\(pending) pending")
      Button("Remind me") {
        let content = UNMutableNotificationContent()
        content.title = "Stretch"
        content.body = "Time to stand up"
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
        let request = UNNotificationRequest(identifier: "stretch-\(scheduled)", content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request)
        scheduled += 1
      }
    }
    .task {
      let granted = (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])) ?? false
      let settings = await UNUserNotificationCenter.current().notificationSettings()
      status = granted && settings.authorizationStatus == .authorized ? "allowed" : "denied"
    }
    .task(id: scheduled) {
      pending = await UNUserNotificationCenter.current().pendingNotificationRequests().count
    }
  }
}
