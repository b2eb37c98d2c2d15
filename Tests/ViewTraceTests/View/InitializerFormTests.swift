import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Initializer forms real app files use: each builds the framework view its
/// SwiftUI counterpart does, with what it draws in its label, so a changed
/// value redraws that view only.
@MainActor
@Suite struct InitializerFormTests {
  @Test func colorsFromComponents() {
    #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5).description == Color(red: 1, green: 0, blue: 0).opacity(0.5).description)
    #expect(Color(white: 1).description == Color(red: 1, green: 1, blue: 1).description)
    #expect(Color(hue: 0, saturation: 1, brightness: 1).description == Color(red: 1, green: 0, blue: 0).description)
    #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).description == Color(red: 0, green: 1, blue: 0).description)
  }

  @Test func aGaugeIsRedrawnForItsValue() throws {
    let t = try trace(Battery()) { Step.tap("Charge") }
    #expect(t.node("Battery/VStack/Gauge@0")?.label == #"Gauge("Battery", value: 20, in: 0...100, current: "20%")"#)
    #expect(
      t.frames[1].record("Battery/VStack/Gauge@0")?.reasons.first?.changes.first?.after
        == #"Gauge("Battery", value: 30, in: 0...100, current: "30%")"#)
    #expect(outcomes(t.frames[1]) == ["Battery": .evaluated, "Battery/VStack/Gauge@0": .redrawn])
  }

  @Test func textFieldPromptAxisAndScrollIndicatorsAreDrawn() throws {
    let t = try trace(Compose())
    #expect(
      t.nodes.first { $0.type == "TextField" }?.label
        == #"TextField("Message", text: "", prompt: Text("Say hello"), axis: .vertical)"#)
    #expect(t.node("Compose/ScrollView")?.label == "ScrollView(.horizontal, showsIndicators: false)")
  }
}

private struct Battery: View {
  @State private var level = 20.0

  var body: some View {
    VStack {
      Gauge(value: level, in: 0...100) {
        Text("Battery")
      } currentValueLabel: {
        Text("\(Int(level))%")
      }
      Button("Charge") { level += 10 }
    }
  }
}

private struct Compose: View {
  @State private var message = ""

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      VStack {
        TextField("Message", text: $message, prompt: Text("Say hello"), axis: .vertical)
      }
    }
  }
}
