import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Real SwiftUI spellings that must compile unchanged (overload resolution
/// among the style, view and closure forms).
private struct Pasted: View {
  @State var date = Date(timeIntervalSince1970: 0)
  @State var color = Color.red
  @State var text = ""
  var body: some View {
    VStack {
      Text("a").background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      Text("b").background(.red)
      Text("c").background(Color.red)
      Text("d").overlay(Color.red)
      Text("e").background { RoundedRectangle(cornerRadius: 4).fill(.regularMaterial) }
      Text("f").background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
      Circle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10))
      Capsule().stroke(lineWidth: 2)
      DatePicker(
        "When", selection: $date, in: ...Date(timeIntervalSince1970: 10), displayedComponents: [.date, .hourAndMinute]
      )
      .datePickerStyle(.graphical)
      ColorPicker(selection: $color, supportsOpacity: false) { Text("Colour") }
      Menu("More", systemImage: "ellipsis") { Button("x") {} }
      AsyncImage(url: URL(string: "https://example.com/x.png"), scale: 2)
      Path { path in
        path.addLines([.zero, CGPoint(x: 1, y: 1)])
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1.5, y: 1))
      }
      .stroke(.red, lineWidth: 1)
    }
    .searchable(text: $text, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Search"))
  }
}

@MainActor
@Suite struct SurfaceCompileTests {
  /// The pasted spellings compile and record what they say.
  @Test func pastedSpellingsRecordWhatTheySay() throws {
    let t = try trace(Pasted())
    #expect(
      t.node("Pasted/VStack/Text@0")?.modifiers == [
        ".background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))"
      ])
    #expect(t.node("Pasted/VStack/Text@1")?.modifiers == [".background(.red)"])
    #expect(t.node("Pasted/VStack/Text@3")?.modifiers == [".overlay(.red)"])
    // A modified shape is not a bare leaf: it is a layer node of its own.
    #expect(t.node("Pasted/VStack/Text@4/RoundedRectangle@background")?.modifiers == [".fill(.regularMaterial)"])
    #expect(
      t.node("Pasted/VStack/Text@5")?.modifiers == [
        ".background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))"
      ])
    #expect(t.node("Pasted/VStack/Capsule@7")?.modifiers == [".stroke(lineWidth: 2)"])
    #expect(
      t.node("Pasted/VStack/DatePicker@8")?.label
        == "DatePicker(\"When\", selection: 1970-01-01 00:00:00 +0000, in: ...1970-01-01 00:00:10 +0000)")
    #expect(
      t.node("Pasted/VStack/ColorPicker@9")?.label == "ColorPicker(\"Colour\", selection: .red, supportsOpacity: false)"
    )
    #expect(t.node("Pasted/VStack/Menu@10")?.label == "Menu(\"More\")")
    #expect(t.node("Pasted/VStack/AsyncImage@11")?.label == "AsyncImage(url: \"https://example.com/x.png\", scale: 2)")
    #expect(t.node("Pasted/VStack/Path@12")?.label == "Path(\"M 0 0 L 1 1 Q 1.5 1 2 0\")")
    #expect(
      t.node("Pasted/VStack/SearchField@searchable")?.label
        == "SearchField(text: \"\", prompt: \"Search\", placement: .navigationBarDrawer(displayMode: .always))")
  }
}
