import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 09: a child given a `Binding(get:set:)` prints `@self, _binding changed.`
// every time the parent runs, even with an equal value; a binding that compares
// equal (key-path based) leaves the child alone.
// Source: unorderly/BetterBinding, README "Reading the Demo Logs" and
// Demo/BetterBindingDemo/App.swift at c68730d (Jake Nelson; library by Leo Mehlig),
// 2025-11-12, https://github.com/unorderly/BetterBinding (OS not stated; late 2025).
// The library's `hasValue(default:)` is written here with the same mechanism (a
// hashable key-path subscript), so two such bindings compare equal.
// Dropped: `Circle().fill(Color.random).frame(height: 15)` (no `Circle`; drawing
// only), `Spacer()`, the elided header texts and `let _ = Self._printChanges()`
// (the engine prints every view). `LabeledContent("getSetFlag:", value: ...)` (not
// in the DSL) is a `Text` that reads the same value. The `print`s go to `Printed`.

@MainActor private enum Printed { static var lines: [String] = [] }

extension Optional where Wrapped: Hashable {
  fileprivate subscript(hasValue defaultValue: Wrapped) -> Bool {
    get { self != nil }
    set {
      if newValue, self == nil {
        self = defaultValue
      } else if !newValue, self != nil {
        self = nil
      }
    }
  }
}

extension Binding {
  fileprivate func hasValue<Wrapped: Hashable>(default value: Wrapped) -> Binding<Bool> where Value == Wrapped? {
    self[dynamicMember: \.[hasValue: value]]
  }
}

// The app's views, printed without this namespace.
private enum App {}

extension App {
  struct ContentView: View {
    @State var getSetFlag: String?
    @State var betterFlag: String?
    @State var count: Int = 0

    var body: some View {
      let _ = Printed.lines.append("ContentView body drawn")
      ScrollView {
        VStack(spacing: 20) {
          Text("BetterBinding Demo")
          VStack(spacing: 20) {
            NestedToggle(
              title: "Binding(get:set:)",
              isOn: Binding(
                get: { getSetFlag != nil },
                set: { newValue in
                  if newValue, getSetFlag == nil {
                    getSetFlag = "Hello, World!"
                  } else if !newValue, getSetFlag != nil {
                    getSetFlag = nil
                  }
                }))
            NestedToggle(title: "BetterBinding", isOn: $betterFlag.hasValue(default: "Hello, World!"))
            Button("Randomize count") { count = Int.random(in: 0...100) }
          }
          Text("getSetFlag: \(getSetFlag ?? "nil")")
          Text("betterFlag: \(betterFlag ?? "nil")")
          Text("count: \(count)")
        }
      }
    }
  }

}

private struct NestedToggle: View {
  var title: String
  @Binding var binding: Bool
  init(title: String, isOn binding: Binding<Bool>) {
    self._binding = binding
    self.title = title
  }
  var body: some View {
    let _ = Printed.lines.append("NestedToggle(\(title)) body drawn")
    HStack {
      Toggle(self.title, isOn: self.$binding)
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case09BindingGetSetEqualValueTests {
    @Test func aGetSetBindingRunsTheChildEvenWithAnEqualValue() throws {
      Printed.lines = []
      let t = try Scenario("better-binding", typeNamesRelativeTo: App.self, root: { App.ContentView() }) {
        Step.toggle("Binding(get:set:)")
        Step.toggle("BetterBinding")
      }.run()
      let launch = 3
      #expect(
        t.frames[1].printChanges == ["ContentView: _getSetFlag changed.", "NestedToggle: @self, _binding changed."])
      // The key-path binding compares equal but its value changed: `_binding` is listed though the
      // body only passes `$binding` on.
      #expect(
        t.frames[2].printChanges == [
          "ContentView: _betterFlag changed.", "NestedToggle: @self, _binding changed.",
          "NestedToggle: @self, _binding changed.",
        ])
      #expect(
        Array(Printed.lines.dropFirst(launch)) == [
          "ContentView body drawn", "NestedToggle(Binding(get:set:)) body drawn",
          "ContentView body drawn", "NestedToggle(Binding(get:set:)) body drawn",
          "NestedToggle(BetterBinding) body drawn",
        ])
    }
  }
}
