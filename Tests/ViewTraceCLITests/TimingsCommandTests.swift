import Foundation
import Testing
import ViewTraceModel

/// `--timings` on the commands that run scenarios: times only when asked,
/// the slowest body first, clear errors for settings that cannot be used.
@Suite struct TimingsCommandTests {
  @Test func withoutTimingsTheJSONCarriesNoTimes() throws {
    let result = try viewtrace("run", "order-history:formatter-in-body", "--format", "json")
    #expect(result.status == 0)
    #expect(!result.stdout.contains("bodyMicroseconds"))
    #expect(!result.stdout.contains("timingRuns"))
  }

  @Test func timingsPutTheFormatterMadeInTheBodyAtTheTopOfTheRanking() throws {
    let result = try viewtrace("run", "order-history:formatter-in-body", "--timings", "--timings-runs", "3")
    #expect(result.status == 0)
    let ranking = try #require(result.stdout.components(separatedBy: "slow bodies (wall time, median of 3 runs):\n").last)
    let first = try #require(ranking.split(separator: "\n").first)
    #expect(first.contains("OrderHistory/VStack/OrderRow@0#"), "\(ranking)")
    // Each evaluation shows its time beside it.
    #expect(result.stdout.contains("evaluated   OrderHistory/VStack/OrderRow@0#1 [init, "))
    let json = try viewtrace("run", "order-history:formatter-in-body", "--timings", "--format", "json")
    let trace = try TraceCoding.decode(Data(json.stdout.utf8))
    #expect(trace.options["timingRuns"] == "5")
    #expect(BodyTimes(trace)?.views.first?.type == "OrderRow")
  }

  @Test func adviseNamesTheSlowBody() throws {
    let result = try viewtrace("advise", "order-history:formatter-in-body", "--timings", "--slow-body", "1")
    #expect(result.status == 0)
    #expect(result.stdout.contains("OrderRow: slow body, by measurement [slow-body]"))
    #expect(result.stdout.contains("`OrderRow`'s body takes "))
  }

  @Test func badTimingSettingsAreOneErrorLine() throws {
    let cases: [([String], String)] = [
      (["run", "counter", "--timings", "--timings-runs", "0"], "Error: timing runs must be 1...101, got 0"),
      (["run", "counter", "--timings", "--timings-limit=-1"], "Error: the per-body timing limit must be"),
      (["run", "counter", "--timings-runs", "3"], "Error: --timings-runs and --timings-limit need --timings"),
      (["advise", "counter", "--slow-body", "5"], "Error: --slow-body needs --timings"),
      (["advise", "counter", "--timings", "--slow-body", "nan"], "Error: --slow-body must be a number of microseconds"),
    ]
    for (arguments, message) in cases {
      let result = try viewtrace(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
    }
  }

  @Test func aBudgetCapsTheMedianBodyTime() throws {
    let folder = try TemporaryFolder("timings")
    let budget = folder.path("budget.json")
    try Data(#"{"budgetVersion": 1, "run": {"maxBodyMicroseconds": {"OrderRow": 0.001}}}"#.utf8)
      .write(to: URL(fileURLWithPath: budget))
    let over = try viewtrace("check", "order-history:formatter-in-body", "--budget", budget, "--timings")
    #expect(over.status == 1)
    #expect(over.stdout.contains("FAIL run.maxBodyMicroseconds OrderRow: OrderRow: median body "))
    // Without timings there is nothing to check it against: bad input, not a pass.
    let unmeasured = try viewtrace("check", "order-history:formatter-in-body", "--budget", budget)
    #expect(unmeasured.status == 2)
    #expect(unmeasured.stderr.contains("caps body times (run.maxBodyMicroseconds) and this trace has none"))
    for absurd in ["-5", "0", "1e300"] {
      try Data(#"{"budgetVersion": 1, "run": {"maxBodyMicroseconds": {"OrderRow": \#(absurd)}}}"#.utf8)
        .write(to: URL(fileURLWithPath: budget))
      let result = try viewtrace("check", "order-history:formatter-in-body", "--budget", budget, "--timings")
      #expect(result.status == 2, "\(absurd)")
      #expect(result.stderr.hasPrefix("Error: invalid budget: "), "\(absurd): \(result.stderr)")
      #expect(result.stderr.contains("run.maxBodyMicroseconds.\"OrderRow\""), "\(absurd)")
    }
  }

  @Test func theReportRanksTheSlowestBodies() throws {
    let folder = try TemporaryFolder("timings")
    let out = folder.path("report")
    let result = try viewtrace("report", "order-history:formatter-in-body", "--timings", "--out", out)
    #expect(result.status == 0)
    let html = try String(contentsOfFile: out + "/order-history-formatter-in-body.html", encoding: .utf8)
    let slow = try #require(html.components(separatedBy: "<ol id=\"summary-slow\">").last)
    #expect(slow.split(separator: "\n")[0].contains("<li><code>OrderHistory/VStack/OrderRow@0#"))
    let plain = try viewtrace("report", "order-history:formatter-in-body", "--out", folder.path("plain"))
    #expect(plain.status == 0)
    #expect(!(try String(contentsOfFile: folder.path("plain") + "/order-history-formatter-in-body.html", encoding: .utf8)).contains("summary-slow"))
  }
}
