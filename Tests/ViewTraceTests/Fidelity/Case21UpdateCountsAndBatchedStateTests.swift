import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 21: body counts. After an `onAppear` write only the subview whose input
// changed runs again; a write that is not published (or is `@ObservationIgnored`)
// updates nothing; writes inside `withAnimation` form a pass of their own.
// Source: OpenSwiftUI compatibility tests Data/Combine/ObservedObjectCompatibilityTests.swift,
// Data/Combine/StateObjectCompatibilityTests.swift, Data/State/StateCompatibilityTests.swift
// (Kyle-Ye and contributors, snapshot 2026-08),
// https://github.com/OpenSwiftUIProject/OpenSwiftUI/tree/main/Tests/OpenSwiftUICompatibilityTests,
// asserted against Apple's SwiftUI (iOS 18.5 simulator and macOS, Xcode 26.6).
// Not `_printChanges` output: body counts and value logs. The source's four
// `ContentView`s (one per way of holding the model) are written out as four
// views; `toggleT1` chooses the toggled property (the source has a test for each).
// `Color(condition ? .red : .blue)` is `condition ? Color.red : Color.blue` (no
// `Color(_ color:)`). `Model` is renamed `CountModel` (the test module has a `Model`).

@MainActor private enum Count {
  static var contentBody = 0
  static var subviewBody = 0
  static func reset() {
    contentBody = 0
    subviewBody = 0
  }
}

private class CountModel: ObservableObject {
  @Published var t1 = false
  var t2 = false
}

@Observable private class Model2 {
  var t1 = false
  @ObservationIgnored var t2 = false
}

private struct Subview: View {
  var condition: Bool
  var body: some View {
    let _ = { Count.subviewBody += 1 }()
    condition ? Color.red : Color.blue
  }
}

private struct ObservedObjectContentView: View {
  @ObservedObject private var model = CountModel()
  let toggleT1: Bool
  var body: some View {
    let _ = { Count.contentBody += 1 }()
    VStack {
      Subview(condition: model.t1)
      Subview(condition: model.t2)
    }.onAppear {
      if toggleT1 { model.t1.toggle() } else { model.t2.toggle() }
    }
  }
}

private struct StateObjectContentView: View {
  @StateObject private var model = CountModel()
  let toggleT1: Bool
  var body: some View {
    let _ = { Count.contentBody += 1 }()
    VStack {
      Subview(condition: model.t1)
      Subview(condition: model.t2)
    }.onAppear {
      if toggleT1 { model.t1.toggle() } else { model.t2.toggle() }
    }
  }
}

private struct LetObservableContentView: View {
  let model = Model2()
  let toggleT1: Bool
  var body: some View {
    let _ = { Count.contentBody += 1 }()
    VStack {
      Subview(condition: model.t1)
      Subview(condition: model.t2)
    }.onAppear {
      if toggleT1 { model.t1.toggle() } else { model.t2.toggle() }
    }
  }
}

private struct StateObservableContentView: View {
  @State private var model = Model2()
  let toggleT1: Bool
  var body: some View {
    let _ = { Count.contentBody += 1 }()
    VStack {
      Subview(condition: model.t1)
      Subview(condition: model.t2)
    }.onAppear {
      if toggleT1 { model.t1.toggle() } else { model.t2.toggle() }
    }
  }
}

@MainActor private enum Helper {
  static var values: [Int] = []
  static var valueChanges: [[Int]] = []
}

// StateCompatibilityTests.nestedStateUpdate
private struct NestedStateContentView: View {
  @State private var value = 0
  var body: some View {
    let _ = Helper.values.append(value)
    Color.white
      .onAppear {
        value = 1
        value = 2
        withAnimation {
          value = 3
          value = 4
        }
      }
      .onChange(of: value) { oldValue, newValue in
        Helper.valueChanges.append([oldValue, newValue])
      }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case21UpdateCountsAndBatchedStateTests {
    /// Body counts after the first update and the `onAppear` write: (content, subview).
    private func counts<V: View>(_ view: @autoclosure @escaping @MainActor @Sendable () -> V) throws -> [Int] {
      Count.reset()
      _ = try trace(view())
      return [Count.contentBody, Count.subviewBody]
    }

    @Test func aPublishedOrTrackedWriteRunsTheHolderAndTheChangedSubview() throws {
      #expect(try counts(ObservedObjectContentView(toggleT1: true)) == [2, 3])
      #expect(try counts(StateObjectContentView(toggleT1: true)) == [2, 3])
      #expect(try counts(LetObservableContentView(toggleT1: true)) == [2, 3])
      #expect(try counts(StateObservableContentView(toggleT1: true)) == [2, 3])
    }

    @Test func anUnpublishedOrIgnoredWriteUpdatesNothing() throws {
      #expect(try counts(ObservedObjectContentView(toggleT1: false)) == [1, 2])
      #expect(try counts(StateObjectContentView(toggleT1: false)) == [1, 2])
      #expect(try counts(LetObservableContentView(toggleT1: false)) == [1, 2])
      #expect(try counts(StateObservableContentView(toggleT1: false)) == [1, 2])
    }

    @Test func writesInsideWithAnimationFormTheirOwnPass() throws {
      Helper.values = []
      Helper.valueChanges = []
      _ = try trace(NestedStateContentView())
      #expect(Helper.values == [0, 2, 4])
      #expect(Helper.valueChanges == [[0, 2], [2, 4]])
    }
  }
}
