import ViewTrace

/// Seed 004's event source. In the seed a `.task` posts a notification every
/// second and `.onReceive` stores its date; here `ScenarioClock.timer(every:)`
/// plays that role so that the ticks are deterministic (`Step.advanceClock`).

/// The trigger is declared in `EventSourceTest` itself: every tick runs it (S25).
public enum EventSourceSample {
  public struct EventSourceTest: View {
    @State private var enable = false
    @State private var timestamp = ScenarioClock.now

    public init() {}

    public var body: some View {
      VStack {
        Button(enable ? "Stop" : "Start") {
          enable.toggle()
        }
        Text(timestamp, format: .iso8601)
      }
      .background(
        Group {
          if enable {  // the trigger is loaded only when needed
            Color.clear
              .onReceive(ScenarioClock.timer(every: 1)) { date in
                timestamp = date
              }
          }
        }
      )
    }

    nonisolated static let scenario = Scenario(
      "event-source",
      summary: "Seed 004: an onReceive timer declared in EventSourceTest runs EventSourceTest on every tick",
      typeNamesRelativeTo: EventSourceSample.self, root: { EventSourceTest() }
    ) {
      Step.tap("Start")
      Step.advanceClock(by: 1)
      Step.advanceClock(by: 2)
      Step.tap("Stop")
      Step.advanceClock(by: 1)
    }
  }

  public static let sample = Sample(
    EventSourceTest.scenario, rules: ["S25"], comparison: "Seed 004: where the event source lives")
}

/// The trigger moved into a `TimeView` that loads it only while enabled: only
/// `TimeView` runs on a tick (S25).
public enum EventSourceIsolatedSample {
  public struct EventSourceTest: View {
    @State private var enable = false

    public init() {}

    public var body: some View {
      VStack {
        Button(enable ? "Stop" : "Start") {
          enable.toggle()
        }
        TimeView(enable: enable)  // a separate view: onReceive updates only TimeView
      }
    }

    nonisolated static let scenario = Scenario(
      "event-source-isolated",
      summary: "Seed 004: the onReceive timer lives in TimeView, loaded only while enabled, so ticks run only TimeView",
      typeNamesRelativeTo: EventSourceIsolatedSample.self, root: { EventSourceTest() }
    ) {
      Step.tap("Start")
      Step.advanceClock(by: 1)
      Step.advanceClock(by: 2)
      Step.tap("Stop")
      Step.advanceClock(by: 1)
    }
  }

  public struct TimeView: View {
    let enable: Bool
    @State private var timestamp = ScenarioClock.now

    public var body: some View {
      Text(timestamp, format: .iso8601)
        .background(
          Group {
            if enable {  // load the trigger only when needed
              Color.clear
                .onReceive(ScenarioClock.timer(every: 1)) { date in
                  timestamp = date
                }
            }
          }
        )
    }
  }

  public static let sample = Sample(
    EventSourceTest.scenario, rules: ["S25"], comparison: "Seed 004: where the event source lives")
}
