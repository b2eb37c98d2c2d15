import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

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

#Preview("Previewable state") {
  @Previewable @State var taps = 0
  @Previewable @State var name = "counter"
  VStack {
    Text("\(name): \(taps)")
    Button("Tap") { taps += 1 }
  }
}

@MainActor @Suite struct PreviewMacroTests {
  /// The plugin's answer to one `#Preview` expansion request, sent as the
  /// compiler sends it (an 8-byte length, then JSON).
  func expansion(of source: String) throws -> String {
    let result = try MacroPlugin.reply(to: [
      "expandFreestandingMacro": [
        "macro": ["moduleName": "ViewTrace", "typeName": "PreviewMacro", "name": "Preview"],
        "macroRole": "declaration", "discriminator": "$s4Test0016p",
        "syntax": [
          "kind": "declaration", "source": source,
          "location": ["fileID": "Test/A.swift", "fileName": "A.swift", "offset": 0, "line": 1, "column": 1],
        ],
      ]
    ])
    return try #require(result["expandedSource"] as? String, "\(result)")
  }

  /// `@Previewable` state becomes a view's own `@State`, as SwiftUI's
  /// expansion makes it: the preview previews a view holding the
  /// declarations, whose body is the rest of the preview's body.
  @Test func previewableDeclarationsBecomeTheStateOfAViewOfTheirOwn() throws {
    let expanded = try expansion(
      of: """
        #Preview("Toggle") {
          @Previewable @State var isOn = false
          Toggle("On", isOn: $isOn)
        }
        """)
    #expect(
      expanded == """
        @MainActor private struct $s4Test0016p11PreviewablefMu_: ViewTrace.View {
          @State var isOn = false
          var body: some ViewTrace.View {

          Toggle("On", isOn: $isOn)

          }
        }
        @MainActor private let $s4Test0016p7PreviewfMu_ = _ViewTracePreview("Toggle") { $s4Test0016p11PreviewablefMu_() }
        """)
    // Without `@Previewable`, the body is the preview's as written.
    #expect(
      try expansion(of: "#Preview { Text(\"x\") }")
        == "@MainActor private let $s4Test0016p7PreviewfMu_ = _ViewTracePreview { Text(\"x\") }")
  }

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
