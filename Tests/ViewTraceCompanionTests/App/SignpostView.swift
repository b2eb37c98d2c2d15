// An app's view file that imports the os.log submodule and marks intervals with signposts.
import SwiftUI
import os.log

private let signposter = OSSignposter(subsystem: "com.example.companions", category: .pointsOfInterest)

struct SignpostView: View {
  @State private var loads = 0

  var body: some View {
    Button("Load \(loads)") {
      let state = signposter.beginInterval("load", id: signposter.makeSignpostID())
      loads = signposter.withIntervalSignpost("count") { loads + 1 }
      signposter.endInterval("load", state)
      os_signpost(.event, log: OSLog.default, name: "loaded")
    }
  }
}
