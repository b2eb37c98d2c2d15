// An app's view file that receives Foundation's Combine publishers: a timer and the app's
// foreground notification.
import Combine
import SwiftUI

// On macOS these are Apple's Combine publishers, which ViewTrace's onReceive does not take.
#if !canImport(Darwin)

struct TickingView: View {
  @State private var ticks = 0
  @State private var foregrounds = 0
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      Text("Ticks: \(ticks)")
      Text("Foregrounds: \(foregrounds)")
    }
    .onReceive(timer) { _ in ticks += 1 }
    .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
      foregrounds += 1
    }
  }
}
#endif
