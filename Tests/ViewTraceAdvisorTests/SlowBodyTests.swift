import Foundation
import Testing
import ViewTrace
import ViewTraceAdvisor
import ViewTraceModel

/// `slow-body` on real screens: a body is slow for what it costs per view it
/// builds, compared with the scenario's other views, so a large screen in a
/// debug build is not called slow for building many views; and the
/// diagnosis names the frame of the slowest run, also when that was the
/// view's first appearance after the first render.
@MainActor
@Suite struct SlowBodyTests {
  struct OrderLine: View {
    let number: Int
    var body: some View {
      // A formatter made in every run: the slow work.
      let formatter = DateFormatter()
      formatter.dateStyle = .long
      formatter.locale = Locale(identifier: "en_US")
      return Text("Order \(number), \(formatter.string(from: Date(timeIntervalSince1970: Double(number) * 86_400)))")
    }
  }

  struct Dashboard: View {
    @State private var showsOrders = false
    var body: some View {
      VStack {
        ForEach(0..<60, id: \.self) { Text("Metric \($0)") }
        Button("Orders") { showsOrders = true }
        if showsOrders {
          ForEach(0..<3, id: \.self) { OrderLine(number: $0) }
        }
      }
    }
  }

  @Test func aLargeScreenIsNotSlowForTheViewsItBuildsAndALateViewNamesItsFrame() throws {
    let scenario = Scenario("dashboard", typeNamesRelativeTo: SlowBodyTests.self, root: { Dashboard() }) {
      Step.tap("Orders")
    }
    let trace = try scenario.run(timings: BodyTimings(runs: 3))
    // No absolute threshold: the ratio alone decides.
    let advice = Advice(trace, slowBody: 0)
    #expect(advice.diagnoses(.slowBody).map(\.view) == ["OrderLine"])
    let diagnosis = try #require(advice.diagnoses(.slowBody).first)
    #expect(diagnosis.evidence.hasPrefix("frame 1: OrderLine: @self changed. ("))
    #expect(diagnosis.frames == [1])
    #expect(diagnosis.finding.contains("per view it builds"))
    // The ratio off: every measured type is slow at 0 µs.
    #expect(
      Set(Advice(trace, slowBody: 0, slowBodyRatio: 0).diagnoses(.slowBody).map(\.view)) == ["Dashboard", "OrderLine"])
  }
}
