import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

@MainActor enum EditLog { static var lines: [String] = [] }

private struct Volume: View {
  @State var level = 0.5
  @State var count = 1
  var body: some View {
    VStack {
      Slider(value: $level, in: 0...1) { EditLog.lines.append("slider \($0)") }
      Stepper("Count", value: $count, in: 0...5) { EditLog.lines.append("stepper \($0)") }
      Stepper("Actions", onIncrement: { EditLog.lines.append("up") }, onDecrement: nil)
    }
  }
}

private struct Tabs: View {
  @State var tab = 1
  var body: some View {
    TabView(selection: $tab) {
      Tab("Home", systemImage: "house", value: 1) { Text("home") }
      Tab("Settings", systemImage: "gear", value: 2) { Text("settings") }
    }
  }
}

private struct Switches: View {
  @State var items = [Item(on: true), Item(on: false)]
  var body: some View {
    VStack {
      Toggle("All", sources: $items, isOn: \.on)
      Text("first \(items[0].on)")
    }
  }
  struct Item { var on: Bool }
}

private struct Cards<Content: View>: View {
  let content: Content
  init(@ViewBuilder content: () -> Content) { self.content = content() }
  var body: some View {
    VStack {
      ForEach(subviews: content) { subview in subview.padding() }
    }
  }
}

private struct Deck: View {
  @State var showThird = false
  var body: some View {
    Cards {
      Text("a")
      Text("b")
      if showThird { Text("c") }
    }
  }
}

private struct Framed: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View { Button(configuration).padding() }
}

private struct Styled: View {
  @State var taps = 0
  var body: some View {
    Button("Tap \(taps)") { taps += 1 }.buttonStyle(Framed())
  }
}

private struct CardBox: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack { configuration.label; configuration.content }
  }
}

private struct Ring: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
  }
}

private struct Boxed: View {
  @State var done = 0.25
  var body: some View {
    VStack {
      GroupBox("Status") { Text("ok") }.groupBoxStyle(CardBox())
      ProgressView(value: done).progressViewStyle(Ring())
    }
  }
}

@MainActor
@Suite struct InitializerSemanticsTests {
  @Test func aContainerStyleOfYoursIsANodeAndRunsAgainForANewConfiguration() throws {
    let t = try trace(Boxed()) { Step.mutate("done = 0.5", on: Boxed.self) { $0.done = 0.5 } }
    let box = "Boxed/VStack/GroupBox@0/CardBox"
    #expect(t.frames[0].nodes(.appeared).contains("\(box)/VStack/GroupBoxStyleConfiguration.Label@0/Text"))
    #expect(t.frames[0].nodes(.appeared).contains("\(box)/VStack/GroupBoxStyleConfiguration.Content@1/Text"))
    #expect(t.frames[1].printChanges == ["Boxed: _done changed.", "Ring: @self changed."])
    #expect(
      t.frames[1].record("Boxed/VStack/ProgressView@1/Ring")?.reasons.first?.changes
        == [ValueChange(name: "configuration.fractionCompleted", before: "0.25", after: "0.5")])
  }

  @Test func editingCallbacksBracketTheStepThatMovesTheControl() throws {
    EditLog.lines = []
    let t = try trace(Volume()) {
      Step.slide("", to: 0.8)
      Step.increment("Count")
      Step.increment("Actions")
      Step.decrement("Actions")
    }
    #expect(EditLog.lines == ["slider true", "slider false", "stepper true", "stepper false", "up"])
    #expect(t.frames[1].printChanges.isEmpty, "the slider is drawn from its binding; the body does not read level")
    #expect(t.frames[4].sourceChanges.isEmpty, "the stepper's minus half is disabled")
  }

  @Test func aTabDeclaredWithTabIsTaggedAndTitled() throws {
    let t = try trace(Tabs()) { Step.selectTab("Settings") }
    #expect(t.frames[1].sourceChanges.map(\.source) == ["Tabs._tab"])
    #expect(t.frames[1].nodes(.appeared) == ["Tabs/TabView/Tab@1/Text"], "the second tab's content, built once shown")
  }

  @Test func aToggleOverSourcesWritesEveryBinding() throws {
    let t = try trace(Switches()) { Step.toggle("All") }
    #expect(t.frames[1].printChanges == ["Switches: _items changed."])
    #expect(t.frames[1].sourceChanges.first?.diff == ["items[1].on: false -> true"], "each source is written")
    #expect(
      t.frames[1].record("Switches/VStack/Toggle@0")?.reasons.first?.changes
        == [ValueChange(name: "label", before: "Toggle(\"All\", isOn: false, sources: 2)", after: "Toggle(\"All\", isOn: true, sources: 2)")])
  }

  @Test func forEachSubviewsPlacesEachDeclaredView() throws {
    let t = try trace(Deck()) { Step.mutate("showThird", on: Deck.self) { $0.showThird = true } }
    let stack = "Deck/Cards<TupleView<(Text, Text, Optional<Text>)>>/VStack"
    #expect(t.frames[0].nodes(.appeared).filter { $0.hasPrefix(stack + "/") } == ["\(stack)/Text#0", "\(stack)/Text#1"])
    #expect(t.frames[1].nodes(.appeared) == ["\(stack)/Text#2.if"], "a subview that appears is placed by its identity")
    #expect(t.frames[1].printChanges == ["Deck: _showThird changed.", "Cards<TupleView<(Text, Text, Optional<Text>)>>: @self changed."])
  }

  @Test func buttonFromAConfigurationIsDrawnByTheFrameworkAndTriggers() throws {
    let t = try trace(Styled()) { Step.tap("Tap 0") }
    #expect(t.frames[1].printChanges.first == "Styled: _taps changed.")
  }
}
