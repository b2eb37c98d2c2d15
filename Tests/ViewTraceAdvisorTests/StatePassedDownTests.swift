import Testing
import ViewTrace
import ViewTraceAdvisor
import ViewTraceModel

/// `state-passed-down` is a parent that reads a state only to hand it to one
/// child. A parent that also draws something from it in that frame (its own
/// button's colour) needs the read, and a binding would not remove its run.
@MainActor
@Suite struct StatePassedDownTests {
  struct Badge: View {
    let isOn: Bool
    var body: some View { Text(isOn ? "On" : "Off") }
  }

  struct ColouredSwitch: View {
    @State var isOn = false
    var body: some View {
      VStack {
        Button("Switch") { isOn.toggle() }
          .foregroundColor(isOn ? .red : .blue)
        Badge(isOn: isOn)
      }
    }
  }

  struct PlainSwitch: View {
    @State var isOn = false
    var body: some View {
      VStack {
        Button("Switch") { isOn.toggle() }
        Badge(isOn: isOn)
      }
    }
  }

  @Test func aParentThatRedrawsAModifierFromTheStateIsNotPassingItDown() throws {
    let trace = try Scenario("coloured-switch", typeNamesRelativeTo: Self.self, root: { ColouredSwitch() }) {
      Step.tap("Switch")
    }.run()
    // The button's colour changed in the frame: the parent's read draws something.
    #expect(trace.frames[1].records.contains { $0.node.hasSuffix("Button@0") && $0.outcome == .redrawn })
    #expect(Advice(trace).diagnoses(.statePassedDown).isEmpty)
  }

  @Test func aParentThatOnlyPassesTheStateIsDiagnosed() throws {
    let trace = try Scenario("plain-switch", typeNamesRelativeTo: Self.self, root: { PlainSwitch() }) {
      Step.tap("Switch")
    }.run()
    let diagnosis = try #require(Advice(trace).diagnoses(.statePassedDown).first)
    #expect(diagnosis.view == "PlainSwitch")
  }
}
