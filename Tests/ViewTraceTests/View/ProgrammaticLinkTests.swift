import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Fruta's SmoothieList (2020): links pushed by a selection binding.
private struct Smoothies: View {
  @State var selection: String? = nil

  var body: some View {
    NavigationView {
      List {
        ForEach(["berry", "mango"], id: \.self) { name in
          NavigationLink(destination: Text("detail \(name)"), tag: name, selection: $selection) {
            Text("row \(name)")
          }
        }
      }
    }
  }
}

/// The `isActive:` form, with a button that pushes from code.
private struct Settings: View {
  @State var showsAbout = false

  var body: some View {
    NavigationView {
      VStack {
        NavigationLink(destination: Text("About"), isActive: $showsAbout) { Text("About this app") }
        Button("Help") { showsAbout = true }
      }
    }
  }
}

@MainActor
@Suite struct ProgrammaticLinkTests {
  /// `NavigationLink(destination:tag:selection:label:)` (iOS 13-16): a tap sets the selection to the
  /// link's tag and pushes its destination; the back button pops it and sets the selection to nil;
  /// setting the selection from code pushes the link tagged with it (Apple, NavigationLink).
  @Test func aTagSelectionLinkPushesWhileItsTagIsSelected() throws {
    let t = try trace(Smoothies()) {
      Step.push("row berry")
      Step.pop()
      Step.mutate("selection = mango", on: Smoothies.self) { $0.selection = "mango" }
    }
    #expect(t.frames[1].sourceChanges == [SourceChange(source: "Smoothies._selection", before: "nil", after: "\"berry\"")])
    #expect(t.nodes.contains { $0.label == #"Text("detail berry")"# })
    #expect(t.frames[2].sourceChanges == [SourceChange(source: "Smoothies._selection", before: "\"berry\"", after: "nil")])
    let pushed = t.frames[3].records.filter { $0.outcome == .appeared }.map(\.node)
    #expect(pushed == ["Smoothies/NavigationView/NavigationPath@path/Destination#0:presented", "Smoothies/NavigationView/NavigationPath@path/Destination#0:presented/Text"])
  }

  /// `NavigationLink(destination:isActive:label:)`: a button that sets `isActive` pushes it.
  @Test func anIsActiveLinkPushesWhenItsBindingIsSet() throws {
    let t = try trace(Settings()) {
      Step.tap("Help")
      Step.pop()
      Step.push("About this app")
    }
    #expect(t.nodes.contains { $0.label == #"Text("About")"# })
    #expect(t.frames[2].sourceChanges == [SourceChange(source: "Settings._showsAbout", before: "true", after: "false")])
    #expect(t.frames[3].sourceChanges == [SourceChange(source: "Settings._showsAbout", before: "false", after: "true")])
  }
}
