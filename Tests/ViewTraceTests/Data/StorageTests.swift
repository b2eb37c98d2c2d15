import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct DarkModeLabel: View {
  @AppStorage("darkMode") var darkMode = false
  var body: some View { Text(darkMode ? "dark" : "light") }
}

/// Holds the key but never reads it in body.
private struct Unread: View {
  @AppStorage("darkMode") var darkMode = false
  var body: some View { Text("unread") }
}

private struct OtherKey: View {
  @AppStorage("fontSize") var fontSize = 12
  var body: some View { Text("size \(fontSize)") }
}

private struct Settings: View {
  @AppStorage("darkMode") var darkMode = false
  var body: some View {
    VStack {
      Toggle("Dark mode", isOn: $darkMode)
      DarkModeLabel()
      Unread()
      OtherKey()
      Button("turn on") { darkMode = true }
    }
  }
}

private struct DraftEditor: View {
  @SceneStorage("draft") var draft = ""
  var body: some View { TextField("Draft", text: $draft) }
}

private struct DraftPreview: View {
  @SceneStorage("draft") var draft = ""
  var body: some View { Text("preview") }
}

private struct Drafts: View {
  var body: some View {
    VStack {
      DraftEditor()
      DraftPreview()
    }
  }
}

/// Writes its key while its body runs.
private struct WritesDefaultInBody: View {
  @AppStorage("darkMode") var darkMode = false
  var body: some View {
    darkMode = true
    return Text(darkMode ? "dark" : "light")
  }
}

@MainActor @Suite struct StorageTests {
  @Test func aWriteInvalidatesEveryHolderOfTheKeyReadOrNot() throws {
    let t = try trace(Settings()) { Step.tap("turn on") }
    #expect(
      t.frames[1].printChanges == [
        "Settings: _darkMode changed.", "DarkModeLabel: _darkMode changed.", "Unread: _darkMode changed.",
      ])
    #expect(t.frames[1].sourceChanges.map(\.source) == ["UserDefaults.standard[\"darkMode\"]"])
    #expect(t.frames[1].sourceChanges.first?.after == "true")
    let label = try #require(t.frames[1].records.first { $0.node.hasSuffix("DarkModeLabel@1") })
    #expect(label.reasons.first?.changes == [ValueChange(name: "darkMode", before: "false", after: "true")])
  }

  @Test func aStepWritingUserDefaultsInvalidatesTheHolders() throws {
    let t = try trace(Settings()) {
      Step.setDefault("fontSize", to: 14)
      Step.setDefault("fontSize", to: 14)
      Step.setDefault("unused", to: "x")
    }
    #expect(t.frames[1].event == "UserDefaults.standard.set(14, forKey: \"fontSize\")")
    #expect(t.frames[1].printChanges == ["OtherKey: _fontSize changed."])
    // UserDefaults notifies on every write, equal or not.
    #expect(t.frames[2].printChanges == ["OtherKey: _fontSize changed."])
    #expect(t.frames[3].printChanges.isEmpty)
  }

  @Test func theToggleBindingWritesTheStoreAndIsBoundToTheKey() throws {
    let t = try trace(Settings()) { Step.toggle("Dark mode") }
    #expect(t.frames[1].printChanges.count == 3)
    let edge = try #require(t.edges.first { $0.node.hasSuffix("Toggle@0") })
    #expect(edge.source == "UserDefaults.standard[\"darkMode\"]" && edge.kind == .binding)
    let holders = t.edges.filter { $0.kind == .storage }.map(\.node).sorted()
    #expect(holders.count == 4)
  }

  @Test func aSuiteIsAStoreOfItsOwn() throws {
    struct InSuite: View {
      @AppStorage("darkMode", store: UserDefaults(suiteName: "group")) var darkMode = false
      var body: some View { Text("\(darkMode)") }
    }
    struct Both: View {
      var body: some View {
        VStack {
          DarkModeLabel()
          InSuite()
        }
      }
    }
    let t = try trace(Both()) { Step.setDefault("darkMode", to: true) }
    #expect(t.frames[1].printChanges == ["DarkModeLabel: _darkMode changed."])
  }

  @Test func sceneStorageIsSharedByKeyAcrossViews() throws {
    let t = try trace(Drafts()) { Step.setText("Draft", to: "hello") }
    #expect(t.frames[1].printChanges == ["DraftEditor: _draft changed.", "DraftPreview: _draft changed."])
    #expect(t.frames[1].sourceChanges.map(\.source) == ["SceneStorage[\"draft\"]"])
  }

  /// Key-value observing cannot watch a key with a `.` in its name alone: its
  /// holders run on a write of any key (published macOS 26 output).
  @Test func aDottedKeyIsRunByAWriteOfAnyKey() throws {
    struct Dotted: View {
      @AppStorage("debug.inset") var inset = 0.0
      var body: some View { Text("\(inset)") }
    }
    let t = try trace(Dotted()) {
      Step.setDefault("unrelated", to: 1)
      Step.setDefault("debug.inset", to: 2.0)
    }
    #expect(t.frames[1].printChanges == ["StorageTests.Dotted: _inset changed."])
    #expect(t.frames[2].printChanges == ["StorageTests.Dotted: _inset changed."])
    let plain = try trace(Settings()) { Step.setDefault("unrelated", to: 1) }
    #expect(plain.frames[1].printChanges.isEmpty)
  }

  @Test func aWriteWhileABodyRunsIsStoredButItsInvalidationIsDroppedAndReported() throws {
    let t = try trace(WritesDefaultInBody())
    #expect(t.node("WritesDefaultInBody/Text")?.label == "Text(\"dark\")")
    #expect(t.frames[0].warnings.map(\.kind) == [.publishDuringBody])
    #expect(t.frames[0].warnings.first?.node == "WritesDefaultInBody")
    #expect(t.frames[0].printChanges == ["WritesDefaultInBody: @self, @identity, _darkMode changed."])
  }
}
