import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

@MainActor private enum Ended { static var values: [CGSize] = [] }

private struct Card: View {
  @GestureState private var offset = CGSize.zero
  @State private var position = CGSize.zero
  var body: some View {
    Text("card \(Int(offset.width)) at \(Int(position.width))")
      .gesture(
        DragGesture()
          .updating($offset) { value, state, _ in state = value.translation }
          .onEnded { value in
            Ended.values.append(value.translation)
            position.width += value.translation.width
          })
  }
}

private struct Board: View {
  var body: some View {
    VStack {
      Card()
      Text("board")
    }
  }
}

private struct Pressable: View {
  @GestureState private var pressing = false
  var body: some View {
    Text(pressing ? "pressing" : "press")
      .gesture(LongPressGesture().updating($pressing) { value, state, _ in state = value })
  }
}

@MainActor @Suite struct GestureStateTests {
  @Test func aDragWritesTheGestureStateAndItsEndResetsIt() throws {
    Ended.values = []
    let t = try trace(Board()) {
      Step.drag(CGSize(width: 30, height: 0))
      Step.drag(CGSize(width: 30, height: 0))
      Step.endDrag(CGSize(width: 40, height: 0))
    }
    #expect(t.frames[1].event == "drag by (30, 0)")
    #expect(t.frames[1].printChanges == ["Card: _offset changed."])
    // The same translation again is an equal write: nothing runs.
    #expect(t.frames[2].printChanges.isEmpty)
    // The end: onEnded moves the card, the gesture state resets to zero.
    #expect(t.frames[3].printChanges == ["Card: _offset, _position changed."])
    #expect(Ended.values == [CGSize(width: 40, height: 0)])
    #expect(t.frames[3].actions == [ActionRecord(node: "Board/VStack/Card@0/Text", kind: .gesture)])
    let card = try #require(t.frames[3].records.first { $0.node == "Board/VStack/Card@0" })
    #expect(card.reasons.first?.changes.first?.after == "CGSize(width: 0.0, height: 0.0)")
  }

  @Test func aLongPressIsTrueWhilePressedAndResetsWhenItEnds() throws {
    let t = try trace(Pressable()) {
      Step.pressAndHold()
      Step.endLongPress()
    }
    #expect(t.frames[1].printChanges == ["Pressable: _pressing changed."])
    #expect(t.frames[1].sourceChanges.map(\.after) == ["true"])
    #expect(t.frames[2].sourceChanges.map(\.after) == ["false"])
  }

  @Test func aGestureStepWithNoSuchGestureSaysSo() throws {
    #expect(throws: EngineError.self) { try trace(Pressable()) { Step.drag(CGSize(width: 1, height: 1)) } }
  }
}

private struct Tappable: View {
  @State var taps = 0
  @State var held = false
  var body: some View {
    VStack {
      Text("taps \(taps)").onTapGesture { taps += 1 }
      Text(held ? "held" : "not held").onLongPressGesture { held = true }
    }
    .onChange(of: taps) { new in ChangedTo.values.append(new) }
  }
}

@MainActor private enum ChangedTo { static var values: [Int] = [] }

@MainActor @Suite struct TapAndLongPressTests {
  /// `.onTapGesture` and `.onLongPressGesture` are gestures whose end runs the
  /// action; the one-value `onChange(of:perform:)` sees the new value.
  @Test func tapAndLongPressRunTheirActionsAndTheStateTheyWriteUpdatesTheView() throws {
    ChangedTo.values = []
    let t = try trace(Tappable()) {
      Step.tapGesture()
      Step.endLongPress()
    }
    #expect(t.frames[1].printChanges == ["Tappable: _taps changed."])
    #expect(t.frames[1].actions.map(\.kind) == [.gesture, .onChange])
    #expect(ChangedTo.values == [1])
    #expect(t.frames[2].printChanges == ["Tappable: _held changed."])
  }
}
