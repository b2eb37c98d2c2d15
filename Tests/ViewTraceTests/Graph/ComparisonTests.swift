import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Non-trivial (holds a String) and Equatable on `id` only.
private struct Cell: View, Equatable {
  let id: Int
  let note: String
  var body: some View { Text("\(id) \(note)") }
  nonisolated static func == (a: Cell, b: Cell) -> Bool { a.id == b.id }
}

/// Trivial (POD) and Equatable on `id` only.
private struct PlainCell: View, Equatable {
  let id: Int
  let count: Int
  var body: some View { Text("\(id) \(count)") }
  nonisolated static func == (a: PlainCell, b: PlainCell) -> Bool { a.id == b.id }
}

private struct Host: View {
  @State var n = 0
  var body: some View {
    let step = 1
    VStack {
      Cell(id: 1, note: "note \(n)")
      PlainCell(id: 1, count: n)
      PlainCell(id: 2, count: n).equatable()
      ActionView(action: { n += step })
      ActionView(action: { print("captures nothing") })
      ActionView(action: { n += 1 })
      ObjectView(object: Host.shared)
    }
  }
  static let shared = Token()
}

final class Token: Sendable {}

private struct ActionView: View {
  let action: () -> Void
  var body: some View { Text("action") }
}

private struct ObjectView: View {
  let object: Token
  var body: some View { Text("object") }
}

@MainActor
@Suite struct ComparisonTests {
  let frame: Frame

  init() throws {
    frame = try trace(Host()) { Step.mutate("n += 1", on: Host.self) { $0.n += 1 } }.frames[1]
  }

  @Test func nonTrivialEquatableViewIsComparedWithItsOwnEquals() {
    #expect(frame.record("Host/VStack/Cell@0")?.outcome == .initOnly)
  }

  @Test func trivialEquatableViewIsComparedFieldByFieldWithoutEquatableModifier() {
    let record = frame.record("Host/VStack/PlainCell@1")
    #expect(record?.outcome == .evaluated)
    #expect(record?.reasons == [Reason(kind: .self, changes: [ValueChange(name: "count", before: "0", after: "1")])])
  }

  @Test func equatableModifierMakesTrivialViewUseItsEquals() {
    #expect(frame.record("Host/VStack/PlainCell@2")?.outcome == .initOnly)
  }

  @Test func closureCapturingStateMakesTheViewDiffer() {
    let record = frame.record("Host/VStack/ActionView@3")
    #expect(record?.outcome == .evaluated)
    #expect(record?.reasons.first?.changes == [ValueChange(name: "action", before: "(closure)", after: "(closure)")])
  }

  @Test func closureCapturingNothingIsEqual() {
    #expect(frame.record("Host/VStack/ActionView@4")?.outcome == .initOnly)
  }

  /// Swift stores a closure that captures exactly one reference (here `self`,
  /// whose only stored property is one `@State` box) as that reference, with
  /// no context box: the same view makes the same closure, so it compares equal.
  @Test func closureCapturingOnlyOneReferenceIsEqual() {
    #expect(frame.record("Host/VStack/ActionView@5")?.outcome == .initOnly)
  }

  @Test func sameObjectReferenceIsEqual() {
    #expect(frame.record("Host/VStack/ObjectView@6")?.outcome == .initOnly)
  }

  @Test func compareHandlesOptionalsTuplesAndExistentials() {
    #expect(Compare.equalValues(Optional(3), Optional(3)))
    #expect(!Compare.equalValues(Optional(3), nil))
    #expect(Compare.equalValues((1, "a"), (1, "a")))
    #expect(!Compare.equalValues((1, "a"), (1, "b")))
    let a: Any = [1, 2]
    let b: Any = [1, 2]
    #expect(Compare.equalAny(a, b))
    #expect(!Compare.equalAny(a, "x"))
    let token = Token()
    #expect(Compare.equalValues(token, token))
    #expect(!Compare.equalValues(Token(), Token()))
  }
}
