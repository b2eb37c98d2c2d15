import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Badge: View {
  let count: Int
  var body: some View { Text("\(count)") }
}

private struct Footer: View {
  var body: some View { Text("footer") }
}

private struct Results: View {
  @Binding var query: String
  var body: some View { Text("Results for \(query)") }
}

private struct Inbox: View {
  @State var unread = 3
  @State var query = ""
  @State var items = ["a", "b"]
  @State var faded = false
  var body: some View {
    VStack {
      Text("Inbox")
        .overlay(alignment: .topTrailing) { Badge(count: unread) }
        .background(alignment: .leading) { Color.blue }
        .opacity(faded ? 0.5 : 1)
        .cornerRadius(faded ? 4 : 8)
      List {
        ForEach(items, id: \.self) { Text($0) }
      }
      .refreshable { items.append("c") }
      Results(query: $query)
    }
    .safeAreaInset(edge: .bottom, spacing: 4) { Footer() }
    .searchable(text: $query, prompt: "Find")
  }
}

private struct Feed: View {
  @State var loaded = false
  var body: some View {
    Text(loaded ? "loaded" : "empty")
      .refreshable {
        try? await Task.sleep(for: .seconds(1))
        loaded = true
      }
  }
}

private struct Formats: View {
  var body: some View {
    VStack {
      Text(1234.5, format: .number)
      Text(Date(timeIntervalSince1970: 1_715_126_400), format: .dateTime.year().month().day())
      Text("**bold**")
      Text(LocalizedStringKey("Hello \(2)"))
      Text(verbatim: "*plain*")
    }
  }
}

@MainActor
@Suite struct LayerSearchRefreshTests {
  /// The closure forms of `.overlay` and `.background` build their layer in
  /// the declaring body (the builder does not escape): a custom layer is a
  /// node next to the view's content whose inputs come from that body, a
  /// leaf layer is recorded on the view with its alignment.
  @Test func layerClosuresAreBuiltInTheDeclaringBody() throws {
    let t = try trace(Inbox()) {
      Step.mutate("read one", on: Inbox.self) { $0.unread = 2 }
    }
    let text = "Inbox/VStack/Text@0"
    #expect(t.node(text + "/Badge@overlay")?.kind == .custom)
    #expect(
      t.node(text)?.modifiers == [".background(alignment: .leading) { .blue }", ".opacity(1)", ".cornerRadius(8)"])
    // The parent's body re-creates every custom view it declares; those whose
    // inputs are equal run no body.
    #expect(
      outcomes(t.frames[1]) == [
        "Inbox": .evaluated, text + "/Badge@overlay": .evaluated, text + "/Badge@overlay/Text": .redrawn,
        "Inbox/VStack/Results@2": .initOnly, "Inbox/VStack/Footer@safeAreaInset": .initOnly,
      ])
    #expect(t.frames[1].printChanges == ["Inbox: _unread changed.", "Badge: @self changed."])
    #expect(t.node("Inbox/VStack/Footer@safeAreaInset")?.kind == .custom)
    #expect(t.node("Inbox/VStack")?.modifiers.contains(".safeAreaInset(edge: .bottom, spacing: 4)") == false)
  }

  /// `.opacity` and `.cornerRadius` are recorded on the view; a change of
  /// their value redraws it and nothing else.
  @Test func opacityAndCornerRadiusRedrawOnChange() throws {
    let t = try trace(Inbox()) { Step.mutate("fade", on: Inbox.self) { $0.faded = true } }
    let text = "Inbox/VStack/Text@0"
    #expect(
      outcomes(t.frames[1]) == [
        "Inbox": .evaluated, text: .redrawn, text + "/Badge@overlay": .initOnly, "Inbox/VStack/Results@2": .initOnly,
        "Inbox/VStack/Footer@safeAreaInset": .initOnly,
      ])
    #expect(
      t.frames[1].record(text)?.reasons.first?.changes == [
        ValueChange(name: "opacity", before: ".opacity(1)", after: ".opacity(0.5)"),
        ValueChange(name: "cornerRadius", before: ".cornerRadius(8)", after: ".cornerRadius(4)"),
      ])
  }

  /// `Step.search` types into the search field of `.searchable`: the field,
  /// a node drawn from its binding, is redrawn; only the body that reads the
  /// text runs, not the one that passed `$query`.
  @Test func searchWritesTheBindingAndRedrawsTheField() throws {
    let t = try trace(Inbox()) { Step.search("ab") }
    let field = "Inbox/VStack/SearchField@searchable"
    #expect(t.node(field)?.label == "SearchField(text: \"\", prompt: \"Find\")")
    #expect(t.frames[1].eventKind == .setText)
    #expect(
      outcomes(t.frames[1]) == [
        field: .redrawn, "Inbox/VStack/Results@2": .evaluated, "Inbox/VStack/Results@2/Text": .redrawn,
      ])
    #expect(t.frames[1].printChanges == ["Results: _query changed."])
    #expect(
      t.frames[1].record(field)?.reasons.first?.changes.first?.after == "SearchField(text: \"ab\", prompt: \"Find\")")
    #expect(throws: EngineError.self) { try trace(Feed()) { Step.search("x") } }
  }

  /// `Step.refresh` runs the refresh action as a task, as SwiftUI does: its
  /// writes make a frame after the gesture's, named after the action; one
  /// waiting on real time is named as waiting.
  @Test func refreshRunsTheActionAsATask() throws {
    let t = try trace(Inbox()) { Step.refresh() }
    #expect(t.frames[1].eventKind == .gesture)
    #expect(t.frames[2].event == "refresh of Inbox/VStack/List@1")
    #expect(t.frames[2].printChanges == ["Inbox: _items changed."])
    #expect(t.frames[2].record("Inbox/VStack/List@1/Text#c")?.outcome == .appeared)
    let feed = try trace(Feed()) { Step.refresh() }
    #expect(feed.frames.count == 2)
    #expect(feed.frames[1].records.isEmpty)
    #expect(feed.frames[1].warnings.map(\.kind) == [.taskSuspended])
    #expect(throws: EngineError.self) { try trace(Formats()) { Step.refresh() } }
  }

  /// Formatted texts read the same on every machine (en_US, UTC); markdown
  /// and localized keys keep their text as written.
  @Test func formattedAndLocalizedTexts() throws {
    let t = try trace(Formats())
    #expect(t.node("Formats/VStack/Text@0")?.label == "Text(\"1,234.5\")")
    #expect(t.node("Formats/VStack/Text@1")?.label == "Text(\"May 8, 2024\")")
    #expect(t.node("Formats/VStack/Text@2")?.label == "Text(\"**bold**\")")
    #expect(t.node("Formats/VStack/Text@3")?.label == "Text(\"Hello 2\")")
    #expect(t.node("Formats/VStack/Text@4")?.label == "Text(\"*plain*\")")
  }
}
