// An app's view file that logs: it says `import OSLog` as on iOS, and the CompileForIOS plugin
// answers the import with ViewTraceOSLog.
import OSLog
import SwiftUI

private let logger = Logger(subsystem: "com.example.companions", category: "views")

/// Counts how often a log message's interpolation is evaluated.
@MainActor
enum LogProbe {
  static var evaluations = 0
  static func appearances(_ count: Int) -> Int {
    evaluations += 1
    return count
  }
}

struct LoggingView: View {
  @State private var appeared = 0

  var body: some View {
    VStack {
      Text("Appeared \(appeared) times")
      Button("Log") {
        logger.debug("Tapped after \(LogProbe.appearances(appeared), privacy: .public) appearances")
        os_log("tapped", log: OSLog(subsystem: "com.example.companions", category: "buttons"), type: .info)
      }
    }
    .onAppear {
      appeared += 1
      logger.info("Appeared \(LogProbe.appearances(appeared), privacy: .public) times, \(0.5, format: .fixed(precision: 1))")
      logger.error("\(String(describing: Self.self), align: .left(columns: 12)) has \(appeared, format: .hex) views")
    }
  }
}
