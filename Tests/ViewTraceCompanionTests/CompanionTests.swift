import Foundation
import Testing
import ViewTraceAVKit
@testable import ViewTraceCharts
import ViewTraceUserNotifications

@testable import ViewTrace
@testable import ViewTraceOSLog
@testable import ViewTraceEngine

/// The app files in `App/` import OSLog, os.log, UIKit, UserNotifications, AVKit, Charts and Combine as
/// an iOS app does; the CompileForIOS plugin answers each import with ViewTrace or one of its
/// companion modules, and these tests trace them.
@MainActor
@Suite struct CompanionTests {
  func trace<Root: View>(
    _ root: @autoclosure @escaping @MainActor @Sendable () -> Root, @StepBuilder steps: () -> [Step] = { [] }
  ) throws -> Trace {
    try Scenario("companions", root: root, steps: steps).run()
  }

  func notes(_ trace: Trace) -> [TraceWarning] {
    trace.frames.flatMap(\.warnings).filter { $0.kind == .notSimulated }
  }

  func changes(_ trace: Trace, _ frame: Int, _ source: String) -> [SourceChange] {
    trace.frames[frame].sourceChanges.filter { $0.source == source }
  }

  // MARK: OSLog

  /// A file that says `import OSLog` compiles and traces: logging in `onAppear` and in an
  /// action changes no view, records no warning, and evaluates its interpolations at the call.
  @Test func aViewThatLogsTracesWithNoNoteAndItsMessagesAreComposed() throws {
    LogProbe.evaluations = 0
    let t = try trace(LoggingView()) { Step.tap("Log") }
    #expect(t.frames.flatMap(\.warnings).isEmpty, "\(t.frames.flatMap(\.warnings))")
    #expect(t.frames[0].sourceChanges.contains(SourceChange(source: "LoggingView._appeared", before: "0", after: "1")))
    #expect(t.frames[1].sourceChanges.isEmpty)
    #expect(LogProbe.evaluations == 2)
  }

  /// A message's interpolations are formatted as the `os` module formats them.
  @Test func aLogMessageFormatsItsInterpolations() {
    let message: OSLogMessage = "\(255, format: .hex) \(7, format: .decimal(minDigits: 3)) \(2.5, format: .fixed(precision: 2)) \(true, format: .answer) [\("ab", align: .right(columns: 4))]"
    #expect(message.text == "ff 007 2.50 YES [  ab]")
  }

  /// `import os.log` and signposts: the interval's closure runs, nothing is recorded.
  @Test func signpostsRunTheirClosuresAndRecordNothing() throws {
    let t = try trace(SignpostView()) { Step.tap("Load 0") }
    #expect(changes(t, 1, "SignpostView._loads") == [SourceChange(source: "SignpostView._loads", before: "0", after: "1")])
    #expect(t.frames.flatMap(\.warnings).isEmpty)
  }

  // MARK: UIKit

  /// `UIApplication.shared.open` in a button action opens nothing: its completion handler gets
  /// `true` at once, and two taps leave exactly one `notSimulated` note naming the API.
  @Test func openingAURLTwiceLeavesOneNotSimulatedNote() throws {
    let t = try trace(OpenSettingsView()) {
      Step.tap("Open Settings")
      Step.tap("Open Settings")
    }
    #expect(changes(t, 1, "OpenSettingsView._opened") == [SourceChange(source: "OpenSettingsView._opened", before: "0", after: "1")])
    #expect(changes(t, 2, "OpenSettingsView._opened") == [SourceChange(source: "OpenSettingsView._opened", before: "1", after: "2")])
    let open = notes(t)
    #expect(open.count == 1, "\(open)")
    #expect(open.first?.message.contains("UIApplication.shared.open(_:) opens nothing") == true)
    #expect(open.first?.message.contains("app-settings:") == true)
    #expect(t.frames[1].warnings.count == 1)
  }

  /// Haptics are said once a run, whichever generator.
  @Test func hapticFeedbackIsSaidNotToBeFelt() throws {
    let t = try trace(OpenSettingsView()) {
      Step.tap("Feel")
      Step.tap("Feel")
    }
    #expect(notes(t).map(\.message) == ["UIImpactFeedbackGenerator.impactOccurred makes no haptic feedback"])
  }

  /// The device is an iPhone on iOS 17; UIKit fonts and images draw as written.
  @Test func theDeviceFontsAndImagesOfUIKitDrawAsWritten() throws {
    let t = try trace(OpenSettingsView())
    let labels = t.nodes.map(\.label)
    #expect(labels.contains(#"Text("iPhone on iOS 17.0")"#))
    #expect(labels.contains(#"Image(systemName: "gear")"#))
    #expect(labels.contains(#"Image("avatar")"#))
    let opened = t.nodes.first { $0.label == #"Text("Opened 0")"# }
    #expect(opened?.modifiers == [".font(.init(UIFont.preferredFont(forTextStyle: .headline)))"])
    let stack = t.nodes.first { $0.type == "VStack" }
    #expect(stack?.modifiers == [".font(.init(UIFont.systemFont(ofSize: 15, weight: .semibold)))"])
  }

  /// The text styles' sizes are iOS's at the default Dynamic Type size.
  @Test func preferredFontsHaveTheDefaultDynamicTypeSizes() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
    #expect(UIFont.systemFont(ofSize: 12, weight: .bold) == UIFont.systemFont(ofSize: 12, weight: .bold))
    #expect(UIFont.systemFont(ofSize: 12, weight: .bold) != UIFont.systemFont(ofSize: 12, weight: .heavy))
  }

  /// Image data is not decoded: different bytes draw differently, empty data is no image.
  @Test func imageDataDrawsByItsBytes() {
    let a = UIImage(data: Data([1, 2, 3]))
    let b = UIImage(data: Data([1, 2, 4]))
    #expect(UIImage(data: Data()) == nil)
    #expect(a != nil && b != nil && a != b)
    #expect(a?.name.hasPrefix("data: 3 bytes #") == true)
  }

  // MARK: Foundation's publishers (Linux: on macOS they are Apple's, on Combine)

  #if !canImport(Darwin)

  /// `Timer.publish(every:on:in:).autoconnect()` ticks on the scenario's clock, and
  /// `NotificationCenter.default.publisher(for:)` emits what a `Step.post` posts.
  @Test func aTimerTicksOnTheScenarioClockAndANotificationIsReceived() throws {
    let t = try trace(TickingView()) {
      Step.advanceClock(by: 3)
      Step.post(UIApplication.willEnterForegroundNotification)
      Step.post(UIApplication.didEnterBackgroundNotification)
    }
    let ticks = changes(t, 1, "TickingView._ticks")
    #expect(ticks.first?.before == "0")
    #expect(ticks.last?.after == "3")
    #expect(changes(t, 2, "TickingView._foregrounds") == [SourceChange(source: "TickingView._foregrounds", before: "0", after: "1")])
    #expect(t.frames[2].event == "post UIApplicationWillEnterForegroundNotification")
    #expect(t.frames[3].sourceChanges.filter { $0.source.hasPrefix("TickingView._") }.isEmpty)
  }

  /// A notification posted outside the run that subscribed is not emitted to it.
  @Test func aNotificationPostedOutsideTheRunIsNotReceived() throws {
    let graph = ViewGraph(scenario: "outside", seed: 1, root: TickingView())
    graph.renderInitialFrame()
    NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
    try graph.perform(.advanceClock(by: 0))
    #expect(graph.trace.frames.flatMap(\.sourceChanges).filter { $0.source == "TickingView._foregrounds" }.isEmpty)
    try graph.perform(.post(UIApplication.willEnterForegroundNotification))
    #expect(graph.trace.frames[2].sourceChanges.filter { $0.source == "TickingView._foregrounds" }.map(\.after) == ["1"])
  }

  #endif

  // MARK: UserNotifications

  /// Authorization asked for in `.task` is granted at once; a request is kept as pending and
  /// never delivered; each API is said once a run.
  @Test func notificationPermissionIsGrantedAndRequestsStayPending() throws {
    let t = try trace(ReminderView()) {
      Step.tap("Remind me")
      Step.tap("Remind me")
    }
    let all = t.frames.flatMap(\.sourceChanges)
    #expect(all.contains(SourceChange(source: "ReminderView._status", before: "\"not asked\"", after: "\"allowed\"")))
    #expect(all.filter { $0.source == "ReminderView._pending" }.map(\.after) == ["1", "2"])
    let said = notes(t).map(\.message)
    #expect(said.count == 2, "\(said)")
    #expect(said.contains { $0.hasPrefix("UNUserNotificationCenter.requestAuthorization shows no permission alert") })
    #expect(said.contains { $0.hasPrefix("UNUserNotificationCenter.add keeps the request as pending") })
  }

  /// Every run starts with no permission and nothing pending.
  @Test func eachRunStartsWithNotificationsNotDetermined() throws {
    _ = try trace(ReminderView()) { Step.tap("Remind me") }
    let t = try trace(ReminderView())
    #expect(t.frames.flatMap(\.sourceChanges).filter { $0.source == "ReminderView._pending" }.isEmpty)
  }

  /// Outside a run the centre keeps nothing, and its handlers still run.
  @Test func outsideARunTheCentreKeepsNothing() async throws {
    let center = UNUserNotificationCenter.current()
    #expect(try await center.requestAuthorization(options: [.alert]))
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
    let request = UNNotificationRequest(identifier: "x", content: UNMutableNotificationContent(), trigger: nil)
    try await center.add(request)
    #expect(await center.pendingNotificationRequests().isEmpty)
  }

  // MARK: AVKit

  /// `VideoPlayer` is a node drawn with its player, its overlay's views are its children, and
  /// `play()` sets the player playing and says once that nothing plays.
  @Test func aVideoPlayerIsANodeWithItsOverlayAndPlayingIsSaidNotToPlay() throws {
    let t = try trace(TrailerView()) {
      Step.tap("Play")
      Step.tap("Pause")
      Step.tap("Play")
    }
    let players = t.nodes.filter { $0.type == "VideoPlayer" }
    #expect(players.map(\.label) == [#"VideoPlayer(player: AVPlayer(url: "https://example.com/trailer.mp4"))"#, "VideoPlayer(player: nil)"])
    let overlay = t.nodes.filter { $0.parent == players.first?.id }
    #expect(overlay.map(\.type) == ["Text"])
    #expect(changes(t, 1, "TrailerView._playing") == [SourceChange(source: "TrailerView._playing", before: "false", after: "true")])
    #expect(changes(t, 2, "TrailerView._playing") == [SourceChange(source: "TrailerView._playing", before: "true", after: "false")])
    #expect(t.frames[1].records.contains { $0.node == overlay.first?.id && $0.outcome == .redrawn })
    #expect(notes(t).map(\.message) == ["AVPlayer.play() plays nothing: the rate becomes 1, but no time passes and no item ends"])
  }

  // MARK: Charts

  /// The marks of the bar chart in `StepsChartView` over its first two days.
  static let twoDayBars = [
    #"BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4200)).foregroundStyle(by: .value("Activity", "walking")).cornerRadius(4)"#,
    #"BarMark(x: .value("Day", "Tue"), y: .value("Steps", 7900)).foregroundStyle(by: .value("Activity", "walking")).cornerRadius(4)"#,
  ]
  static let wednesdayBar =
    #"BarMark(x: .value("Day", "Wed"), y: .value("Steps", 6100)).foregroundStyle(by: .value("Activity", "walking")).cornerRadius(4)"#

  /// A file that says `import Charts` compiles (CompileForIOS imports `ViewTraceCharts`
  /// instead: there is no `Charts` module on Linux) and each `Chart` is one framework node whose
  /// value is its marks as written, its chart modifiers recorded as styling.
  @Test func aChartIsANodeDrawnAsItsMarksWithItsModifiersAsStyling() throws {
    let t = try trace(StepsChartView())
    let charts = t.nodes.filter { $0.type == "Chart" }
    #expect(charts.count == 3)
    #expect(charts.first?.label == "Chart { " + Self.twoDayBars.joined(separator: "; ") + " }")
    #expect(charts.first?.modifiers == [".chartYScale(domain: 0...10000)", #".chartXAxisLabel("Day")"#, ".chartLegend(.hidden)"])
    #expect(
      charts.dropFirst().first?.label
        == #"Chart { LineMark(x: .value("Day", "Mon"), y: .value("Steps", 4200)).interpolationMethod(.catmullRom).symbol(by: .value("Activity", "running")); "#
        + #"PointMark(x: .value("Day", "Mon"), y: .value("Steps", 4200)).opacity(0.5); "#
        + #"LineMark(x: .value("Day", "Tue"), y: .value("Steps", 7900)).interpolationMethod(.catmullRom).symbol(by: .value("Activity", "running")); "#
        + #"PointMark(x: .value("Day", "Tue"), y: .value("Steps", 7900)).opacity(0.5); "#
        + #"AreaMark(x: .value("Day", "Mon"), yStart: .value("Low", 0), yEnd: .value("High", 1)) }"#)
    #expect(
      charts.dropFirst().first?.modifiers == [
        ".chartXAxis { AxisMarks(values: .automatic(desiredCount: 3)) { AxisGridLine(); AxisValueLabel() } }",
        ".chartYAxis(.hidden)", #".chartForegroundStyleScale(["walking": .blue, "running": .green])"#,
        ".chartPlotStyle { $0.padding() }",
      ])
    #expect(
      charts.last?.label
        == #"Chart { SectorMark(angle: .value("Steps", 4200), innerRadius: .ratio(0.6), angularInset: 1); "#
        + #"RectangleMark(x: .value("Day", "Mon"), y: .value("Hour", 8), width: 20); "#
        + #"BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1)).position(by: .value("Year", 2025)); "#
        + #"PointMark(x: .value("Hour", 0), y: .value("Steps", 0)).symbol(.circle); "#
        + #"PointMark(x: .value("Hour", 1), y: .value("Steps", 1.5)).symbol(.circle) }"#)
    // The marks are the chart's value, not nodes: a chart has no children.
    #expect(t.nodes.filter { node in charts.contains { $0.id == node.parent } }.isEmpty)
  }

  /// Appending a data point redraws the chart with its marks before and after (the new bar),
  /// and no custom view below the parent runs: the chart has no body.
  @Test func appendingADataPointRedrawsTheChartWithTheNewMark() throws {
    let t = try trace(StepsChartView()) { Step.tap("Add day") }
    let bars = t.nodes.first { $0.type == "Chart" }
    let record = t.frames[1].records.first { $0.node == bars?.id }
    #expect(record?.outcome == .redrawn)
    let change = record?.reasons.flatMap(\.changes).first { $0.name == "label" }
    #expect(change?.before == "Chart { " + Self.twoDayBars.joined(separator: "; ") + " }")
    #expect(change?.after == "Chart { " + (Self.twoDayBars + [Self.wednesdayBar]).joined(separator: "; ") + " }")
    let parent = t.nodes.first { $0.type == "StepsChartView" }
    #expect(t.frames[1].records.first { $0.node == parent?.id }?.outcome == .evaluated)
    let evaluated = t.frames[1].records.filter { $0.outcome == .evaluated }.map(\.node)
    #expect(evaluated == [parent?.id].compactMap { $0 }, "\(evaluated)")
    #expect(t.frames.flatMap(\.warnings).isEmpty, "\(t.frames.flatMap(\.warnings))")
  }

  /// A branch of a chart's content taken in its `if`/`else` is drawn: a chart content type of
  /// the app's (`GoalLine`) draws its body's marks, the annotation by its drawn value.
  @Test func aChartContentOfYoursIsDrawnAsTheMarksOfItsBody() throws {
    let t = try trace(StepsChartView()) { Step.tap("Show goal") }
    let lines = t.nodes.filter { $0.type == "Chart" }.dropFirst().first
    let change = t.frames[1].records.first { $0.node == lines?.id }?.reasons.flatMap(\.changes).first
    #expect(change?.before?.hasSuffix(#"AreaMark(x: .value("Day", "Mon"), yStart: .value("Low", 0), yEnd: .value("High", 1)) }"#) == true)
    #expect(change?.after?.hasSuffix(#"RuleMark(y: .value("Goal", 8000)).foregroundStyle(.red).annotation(position: .top, alignment: .leading) { Text("Goal") } }"#) == true, "\(change?.after ?? "")")
  }

  /// Plotted values are written as in code: strings quoted, numbers plain, dates in ISO 8601.
  @Test func plottableValuesAreWrittenAsInCode() {
    #expect(PlottableValue.value("Steps", 2.5).written == #".value("Steps", 2.5)"#)
    #expect(PlottableValue.value("Day", Date(timeIntervalSince1970: 0), unit: .day).written == #".value("Day", 1970-01-01T00:00:00Z, unit: .day)"#)
    #expect(PlottableValue.value("Kind", Activity.running).written == #".value("Kind", "running")"#)
  }
}
