import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 02: an unread `@State` write does not run the body; once the body has read
// a state, later writes keep running it after the read is gone (if/else).
// Source: Point-Free episode #252 "Observation: The Past" (Brandon Williams,
// Stephen Celis), 2023-10-09, https://www.pointfree.co/episodes/ep252-observation-the-past,
// Xcode 15 previews (iOS 17 era). Read through a Polish translation: the console
// lines of step 3 say "zmieniono" for "changed"; they are asserted in English.
// The episode's four versions of `CounterView` are kept in four namespaces.
// Changes for the DSL: `Form` -> `List` (no `Form`); `Section { } header: { }` ->
// `Section(header:)`; `Toggle(isOn:) { Text(...) }` -> `Toggle(_:isOn:)`; the
// "Stop timer" label's `ProgressView().id(UUID())` dropped (no `ProgressView`);
// `let _ = Self._printChanges()` dropped (the engine prints every view). The timer
// task cannot run in a synchronous simulation: it is a task that sleeps, and each
// of its ticks (`self.secondsElapsed += 1`) is a `Step.mutate`; its
// `print("secondsElapsed", ...)` is left out.

private enum Step1 {
  struct CounterView: View {
    @State var count = 0
    var body: some View {
      List {
        Section(header: Text("Counter")) {
          Text(self.count.description)
          Button("Decrement") { self.count -= 1 }
          Button("Increment") { self.count += 1 }
        }
      }
    }
  }
}

/// The task the timer buttons store; its loop is driven by `tick` steps.
private func sleepingTask() -> Task<Void, Error> {
  Task { try await Task.sleep(for: .seconds(3600)) }
}

private enum Step2 {
  struct CounterView: View {
    @State var count = 0
    @State var secondsElapsed = 0
    @State var timerTask: Task<Void, Error>?

    var body: some View {
      List {
        Section(header: Text("Counter")) {
          Text(self.count.description)
          Button("Decrement") { self.count -= 1 }
          Button("Increment") { self.count += 1 }
        }
        Section(header: Text("Timer")) {
          if self.timerTask == nil {
            Button("Start timer") {
              self.secondsElapsed = 0
              self.timerTask?.cancel()
              self.timerTask = sleepingTask()
            }
          } else {
            Button {
              self.timerTask?.cancel()
              self.timerTask = nil
            } label: {
              HStack {
                Text("Stop timer")
                Spacer()
              }
            }
          }
        }
      }
    }
  }
}

private enum Step3 {
  struct CounterView: View {
    @State var count = 0
    @State var secondsElapsed = 0
    @State var timerTask: Task<Void, Error>?

    var body: some View {
      List {
        Section(header: Text("Counter")) {
          Text(self.count.description)
          Button("Decrement") { self.count -= 1 }
          Button("Increment") { self.count += 1 }
        }
        Section(header: Text("Timer")) {
          Text("Seconds elapsed: \(self.secondsElapsed)")
          if self.timerTask == nil {
            Button("Start timer") {
              self.secondsElapsed = 0
              self.timerTask?.cancel()
              self.timerTask = sleepingTask()
            }
          } else {
            Button {
              self.timerTask?.cancel()
              self.timerTask = nil
            } label: {
              HStack {
                Text("Stop timer")
                Spacer()
              }
            }
          }
        }
      }
    }
  }
}

private enum Step4 {
  struct CounterView: View {
    @State var count = 0
    @State var secondsElapsed = 0
    @State var isDisplayingSecondsElapsed = true
    @State var timerTask: Task<Void, Error>?

    var body: some View {
      List {
        Section(header: Text("Counter")) {
          Text(self.count.description)
          Button("Decrement") { self.count -= 1 }
          Button("Increment") { self.count += 1 }
        }
        Section(header: Text("Timer")) {
          if self.isDisplayingSecondsElapsed {
            Text("Seconds elapsed: \(self.secondsElapsed)")
          }
          Toggle("Display seconds", isOn: self.$isDisplayingSecondsElapsed)
          if self.timerTask == nil {
            Button("Start timer") {
              self.secondsElapsed = 0
              self.timerTask?.cancel()
              self.timerTask = sleepingTask()
            }
          } else {
            Button {
              self.timerTask?.cancel()
              self.timerTask = nil
            } label: {
              HStack {
                Text("Stop timer")
                Spacer()
              }
            }
          }
        }
      }
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case02UnreadStateStaysSubscribedTests {
    @Test func step1IncrementRunsTheReader() throws {
      let t = try Scenario("pointfree-1", typeNamesRelativeTo: Step1.self, root: { Step1.CounterView() }) {
        Step.tap("Increment")
      }.run()
      #expect(t.frames[0].printChanges == ["CounterView: @self, @identity, _count changed."])
      #expect(t.frames[1].printChanges == ["CounterView: _count changed."])
    }

    @Test func step2UnreadSecondsDoNotRunTheBody() throws {
      let t = try Scenario("pointfree-2", typeNamesRelativeTo: Step2.self, root: { Step2.CounterView() }) {
        Step.tap("Start timer")
        Step.mutate("tick", on: Step2.CounterView.self) { $0.secondsElapsed += 1 }
        Step.mutate("tick", on: Step2.CounterView.self) { $0.secondsElapsed += 1 }
        Step.mutate("tick", on: Step2.CounterView.self) { $0.secondsElapsed += 1 }
        Step.tap("Stop timer")
      }.run()
      #expect(
        t.frames.map(\.printChanges) == [
          ["CounterView: @self, @identity, _count, _secondsElapsed, _timerTask changed."],
          ["CounterView: _timerTask changed."],
          [], [], [],
          ["CounterView: _timerTask changed."],
        ])
    }

    @Test func step3ReadSecondsRunTheBodyEachTick() throws {
      let t = try Scenario("pointfree-3", typeNamesRelativeTo: Step3.self, root: { Step3.CounterView() }) {
        Step.tap("Start timer")
        Step.mutate("tick", on: Step3.CounterView.self) { $0.secondsElapsed += 1 }
        Step.mutate("tick", on: Step3.CounterView.self) { $0.secondsElapsed += 1 }
        Step.mutate("tick", on: Step3.CounterView.self) { $0.secondsElapsed += 1 }
        Step.tap("Stop timer")
      }.run()
      #expect(
        t.frames.map(\.printChanges) == [
          ["CounterView: @self, @identity, _count, _secondsElapsed, _timerTask changed."],
          ["CounterView: _timerTask changed."],
          ["CounterView: _secondsElapsed changed."],
          ["CounterView: _secondsElapsed changed."],
          ["CounterView: _secondsElapsed changed."],
          ["CounterView: _timerTask changed."],
        ])
    }

    @Test func step4AStateOnceReadStaysSubscribedWhenHidden() throws {
      let t = try Scenario("pointfree-4", typeNamesRelativeTo: Step4.self, root: { Step4.CounterView() }) {
        Step.tap("Start timer")
        Step.mutate("tick", on: Step4.CounterView.self) { $0.secondsElapsed += 1 }
        Step.toggle("Display seconds")
        Step.mutate("tick", on: Step4.CounterView.self) { $0.secondsElapsed += 1 }
        Step.mutate("tick", on: Step4.CounterView.self) { $0.secondsElapsed += 1 }
        Step.mutate("tick", on: Step4.CounterView.self) { $0.secondsElapsed += 1 }
        Step.tap("Stop timer")
      }.run()
      let frames = t.frames.map(\.printChanges)
      #expect(
        frames[0] == [
          "CounterView: @self, @identity, _count, _secondsElapsed, _isDisplayingSecondsElapsed, _timerTask changed."
        ]
      )
      #expect(frames[1] == ["CounterView: _timerTask changed."])
      #expect(frames[2] == ["CounterView: _secondsElapsed changed."])
      #expect(frames[3] == ["CounterView: _isDisplayingSecondsElapsed changed."])
      // SwiftUI's State location keeps `wasRead` once set: the hidden state still runs the body.
      #expect(Array(frames[4...6]) == Array(repeating: ["CounterView: _secondsElapsed changed."], count: 3))
      #expect(frames[7] == ["CounterView: _timerTask changed."])
    }
  }
}
