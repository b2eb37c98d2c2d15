import Foundation
import Testing
import ViewTraceModel
@testable import ViewTrace
@testable import ViewTraceEngine

/// Values no one should hold in state, held anyway: each change is recorded,
/// bounded, and the run ends.
@MainActor
@Suite struct HostileValueTests {
  @Test func aMillionElementArrayIsRecordedBounded() throws {
    struct Big: View {
      @State var numbers = Array(0..<1_000_000)
      var body: some View {
        VStack {
          Text("\(numbers.count) numbers")
          Button("bump") { numbers[999_999] += 1 }
        }
      }
    }
    let trace = try trace(Big()) { Step.tap("bump") }
    let change = try #require(trace.frames[1].sourceChanges.first)
    #expect(change.before.count <= ValueDescription.limit + 1)
    #expect(change.before.hasPrefix("[0, 1, 2, 3, 4, 5,"))
    #expect(change.diff == ["numbers: 1000000 elements -> 1000000 elements"])
    #expect(change.afterValue?.count == 1_000_000)
    #expect(
      trace.frames[1].warnings.map(\.message) == [
        "HostileValueTests.Big._numbers: the value is 1000000 elements; the trace records its first parts and counts "
          + "(at most 12 levels, 400 parts, 50 elements a collection)"
      ])
  }

  @Test func tenThousandLevelsDeepIsRecordedBounded() throws {
    struct Deep: View {
      @State var chain = Chain.end
      var body: some View {
        VStack {
          Text("deep")
          Button("grow") {
            var built = chain
            for index in 0..<10_000 { built = .link(index, built) }
            chain = built
          }
        }
      }
    }
    let trace = try trace(Deep()) { Step.tap("grow") }
    let change = try #require(trace.frames[1].sourceChanges.first)
    #expect(change.after.count <= ValueDescription.limit + 1)
    #expect(change.after.hasPrefix("link(9999, ViewTraceTests.Chain.link(9998, ViewTraceTests.Chain.link(9997,"))
    #expect(change.before == "end")
    #expect(trace.frames[1].warnings.map(\.kind) == [.valueCut])
    #expect(
      trace.frames[1].warnings.first?.message.hasPrefix(
        "HostileValueTests.Deep._chain.1.1.1.1.1.1.1.1.1.1.1.1: the value is nested deeper than 12 levels;") == true)
    #expect(change.afterValue != nil)
  }

  /// NaN is not equal to itself by `==`; a state set to NaN again is still
  /// one change per write that moves its bits, never a loop.
  @Test func notANumberAndInfinityAreValues() throws {
    struct Meter: View {
      @State var level = 0.0
      var body: some View {
        VStack {
          Text("\(level)")
          Button("nan") { level = .nan }
          Button("inf") { level = .infinity }
        }
      }
    }
    let trace = try trace(Meter()) {
      Step.tap("nan")
      Step.tap("nan")
      Step.tap("inf")
    }
    #expect(trace.frames[1].sourceChanges.map(\.after) == ["nan"])
    #expect(trace.frames[3].sourceChanges.map(\.after) == ["inf"])
    #expect(trace.frames.allSatisfy { $0.warnings.isEmpty })
  }
}
