import Testing
import ViewTraceModel

@testable import ViewTrace
@testable import ViewTraceEngine

/// The Landmarks tutorial's ProfileHost: an `EditButton`, a summary while inactive and an editor
/// while editing (Apple, "Working with UI Controls").
private struct ProfileHostLike: View {
  @Environment(\.editMode) var mode

  var body: some View {
    VStack {
      HStack {
        if mode?.wrappedValue == .active {
          Button("Cancel") { mode?.animation().wrappedValue = .inactive }
        }
        EditButton()
      }
      if mode?.wrappedValue == .inactive { Text("Summary") } else { Text("Editor") }
      Badge()
    }
  }
}

/// Reads nothing of the edit mode: pressing the button never runs it.
private struct Badge: View {
  var body: some View { Text("badge") }
}

/// Gives its content an edit mode of its own, and shows it.
private struct OwnMode: View {
  @State private var mode: EditMode = .inactive

  var body: some View {
    VStack {
      Text(mode.isEditing ? "editing" : "browsing")
      ProfileHostLike().environment(\.editMode, $mode)
    }
  }
}

@MainActor
@Suite struct EditModeTests {
  /// SwiftUI's `EditButton` "toggles the environment's edit mode" (Apple, EditButton): the
  /// scenario's root provides one, `.inactive` at first; pressing "Edit" makes it `.active`, runs
  /// the view that reads it and retitles the button "Done"; a view that does not read it stays.
  @Test func editButtonTogglesTheRootsEditModeAndRunsItsReaders() throws {
    let t = try trace(ProfileHostLike()) {
      Step.tap("Edit")
      Step.tap("Done")
      Step.tap("Edit")
      Step.tap("Cancel")
    }
    #expect(t.nodes.contains { $0.label == #"Text("Summary")"# })
    #expect(t.frames[1].sourceChanges == [SourceChange(source: ".editMode", before: ".inactive", after: ".active")])
    #expect(t.frames[1].evaluated == ["ProfileHostLike"])
    #expect(t.printChanges(t.frames[1], dialect: .ios17) == ["ProfileHostLike: _mode changed."])
    #expect(t.nodes.contains { $0.label == #"Text("Editor")"# })
    // The button is redrawn with its new title; its parent's body did not build it again.
    let redrawn = t.frames[1].records.filter { $0.outcome == .redrawn }
    #expect(
      redrawn.contains {
        $0.node.hasSuffix("EditButton@1/Button")
          && $0.reasons.contains { $0.changes.contains { $0.after == #"Button("Done")"# } }
      }, "\(redrawn)")
    #expect(t.frames[2].sourceChanges == [SourceChange(source: ".editMode", before: ".active", after: ".inactive")])
    #expect(t.frames[4].sourceChanges == [SourceChange(source: ".editMode", before: ".active", after: ".inactive")])
    // The root's slot has no owner node, so the trace reads back: it used to name the owner "",
    // which no node is, and `viewtrace report` refused the saved trace.
    #expect(t.sources.first { $0.id == ".editMode" }?.owner == nil)
    #expect(try TraceCoding.decode(TraceCoding.encode(t)) == t)
  }

  /// `.environment(\.editMode, $mode)`: the button toggles the ancestor's state; the ancestor's
  /// body runs (it reads `mode`) and writes a new binding, so the reader below runs too.
  @Test func anAncestorsEditModeIsTheOneToggled() throws {
    let t = try trace(OwnMode()) { Step.tap("Edit") }
    #expect(t.frames[1].sourceChanges == [SourceChange(source: "OwnMode._mode", before: ".inactive", after: ".active")])
    #expect(t.frames[1].evaluated == ["OwnMode", "OwnMode/VStack/ProfileHostLike@1"])
    #expect(
      t.printChanges(t.frames[1], dialect: .ios17) == ["OwnMode: _mode changed.", "ProfileHostLike: _mode changed."])
  }

  /// With no edit mode (`.environment(\.editMode, nil)`), the button is titled "Edit" and does
  /// nothing.
  @Test func withoutAnEditModeTheButtonDoesNothing() throws {
    let t = try trace(ProfileHostLike().environment(\.editMode, nil)) { Step.tap("Edit") }
    #expect(t.frames[1].sourceChanges.isEmpty)
    #expect(t.frames[1].evaluated.isEmpty)
  }
}
