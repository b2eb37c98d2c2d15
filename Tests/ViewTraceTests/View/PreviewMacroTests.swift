import Testing

@testable import ViewTrace

private struct Greeting: View {
  let name: String
  @State private var taps = 0
  var body: some View {
    Button("Hello, \(name) \(taps)") { taps += 1 }
  }
}

// The three spellings pasted files use. They are compile checks: a `#Preview`
// whose expansion or arguments were wrong would fail the build of this target
// (its value is private to the expansion and never run).
#Preview {
  Greeting(name: "preview")
}

#Preview("Named", traits: .sizeThatFitsLayout) {
  let name = "built"
  Greeting(name: name)
}

#Preview("Two traits", traits: .landscapeLeft, .fixedLayout(width: 320, height: 200)) {
  Greeting(name: "wide")
}

@MainActor @Suite struct PreviewMacroTests {
  /// `#Preview` compiles as in SwiftUI (with a name, traits and a builder
  /// body); the value it makes holds them, and its view can be a scenario's
  /// root, which runs as any other.
  @Test func aPreviewCompilesAndItsViewCanBeTraced() throws {
    let preview = _ViewTracePreview("Named", traits: .sizeThatFitsLayout, .landscapeLeft) {
      let name = "built"
      Greeting(name: name)
    }
    #expect(preview.name == "Named")
    #expect(preview.traits.map(\.description) == [".sizeThatFitsLayout", ".landscapeLeft"])
    let view = preview.makeView()
    let t = try trace(AnyView(view)) { Step.tap("Hello, built 0") }
    #expect(t.frames[1].printChanges == ["Greeting: _taps changed."])
  }
}
