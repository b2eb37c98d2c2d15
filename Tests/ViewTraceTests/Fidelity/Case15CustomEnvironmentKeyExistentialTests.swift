import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 15: a custom `EnvironmentKey` holding an `any Protocol` value: an ancestor that
// re-injects the very same service instances on each body run makes the reader
// print `_eventKitService, _calendarEventService changed.` every time.
// Source: Johnny Olszewski, johnny-olszewski/spread-app-ios,
// Documentation/Specs/SpreadNavigation.md, "Pager Re-Render: Environment Service Churn
// [SPRD-283]", 2026-07-01 (code from a05c2ac~1), https://github.com/johnny-olszewski/spread-app-ios,
// iOS 26.1 deployment target, Xcode 26.1.
// Reduced: the app is large and the spec shows excerpts, so only the keys, the
// injection and the reader are kept verbatim. `ContentView`'s re-runs come from
// `@Environment(\.scenePhase)` and `AuthManager.state` in the app; the DSL has no
// `scenePhase`, so a `@State var scenePhaseTick` that the body reads stands for
// them. `RootNavigationView(...)` (its arguments elided in the source) holds the
// pager directly; the pager's other properties (`@Environment(JournalManager.self)`,
// `horizontalSizeClass`, which the DSL lacks) and `.task`/`.onChange` are dropped.
// The services' members are not shown; `LiveEventKitService` is a final class and
// `LiveCalendarEventService` a struct, as before the fix. The protocols are
// `Sendable` so the keys' `static let defaultValue` compiles in Swift 6 mode.

private protocol EventKitService: AnyObject, Sendable {}
private final class LiveEventKitService: EventKitService {}

private protocol CalendarEventService: Sendable {}
private struct EmptyCalendarEventService: CalendarEventService {}
private struct LiveCalendarEventService: CalendarEventService {}

private struct EventKitServiceEnvironmentKey: EnvironmentKey {
  static let defaultValue: (any EventKitService)? = nil
}
extension EnvironmentValues {
  fileprivate var eventKitService: (any EventKitService)? {
    get { self[EventKitServiceEnvironmentKey.self] }
    set { self[EventKitServiceEnvironmentKey.self] = newValue }
  }
}

private struct CalendarEventServiceEnvironmentKey: EnvironmentKey {
  static let defaultValue: any CalendarEventService = EmptyCalendarEventService()
}
extension EnvironmentValues {
  fileprivate var calendarEventService: any CalendarEventService {
    get { self[CalendarEventServiceEnvironmentKey.self] }
    set { self[CalendarEventServiceEnvironmentKey.self] = newValue }
  }
}

private struct Dependencies {
  let eventKitService: (any EventKitService)?
  let calendarEventService: any CalendarEventService
}

private final class Runtime {
  let dependencies = Dependencies(
    eventKitService: LiveEventKitService(), calendarEventService: LiveCalendarEventService())
}

@Observable private final class AppRuntimeStore {
  var runtime: Runtime? = Runtime()
}

private enum App {
  struct ContentView: View {
    @State private var runtimeStore = AppRuntimeStore()
    @State var scenePhaseTick = 0
    var body: some View {
      let _ = scenePhaseTick
      Group {
        if let runtime = runtimeStore.runtime {
          RootNavigationView()
            .environment(\.eventKitService, runtime.dependencies.eventKitService)
            .environment(\.calendarEventService, runtime.dependencies.calendarEventService)
        } else {
          Text("Loading")
        }
      }
    }
  }
}

private struct RootNavigationView: View {
  var body: some View { SpreadContentPagerView() }
}

private struct SpreadContentPagerView: View {
  @Environment(\.eventKitService) private var eventKitService
  @Environment(\.calendarEventService) private var calendarEventService
  var body: some View { Text("pager") }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case15CustomEnvironmentKeyExistentialTests {
    @Test
    func reInjectingTheSameServicesInvalidatesTheReader() throws {
      let t = try Scenario("env-churn", typeNamesRelativeTo: App.self, root: { App.ContentView() }) {
        Step.mutate("scene activation", on: App.ContentView.self) { $0.scenePhaseTick += 1 }
        Step.mutate("scene activation", on: App.ContentView.self) { $0.scenePhaseTick += 1 }
      }.run()
      let pager: Set = ["SpreadContentPagerView"]
      #expect(
        lines(t.frames[1].printChanges, of: pager) == [
          "SpreadContentPagerView: _eventKitService, _calendarEventService changed."
        ])
      #expect(
        lines(t.frames[2].printChanges, of: pager) == [
          "SpreadContentPagerView: _eventKitService, _calendarEventService changed."
        ])
    }
  }
}
