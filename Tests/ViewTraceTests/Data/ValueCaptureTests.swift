import Foundation
import Testing
import ViewTraceModel

@testable import ViewTrace
@testable import ViewTraceEngine

/// Each kind of value a change can hold, captured whole as a tree (the
/// trace's `beforeValue`/`afterValue`) and compared where it differs.
private struct Book: Identifiable, Equatable {
  let id: Int
  var title: String
  var isFavorite = false
}

private enum Loading: Equatable {
  case idle
  case loaded(count: Int, title: String)
}

private final class Node {
  var name: String
  var next: Node?
  init(_ name: String) { self.name = name }
}

indirect enum Chain {
  case end
  case link(Int, Chain)
}

@MainActor
@Suite struct ValueCaptureTests {
  fileprivate let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

  private func lines(_ value: Any) -> [String] { ValueCapture.tree(value)?.lines() ?? [] }

  @Test func aStructIsItsFieldsInOrder() {
    #expect(lines(books[0]) == ["Book", "  id: 1", #"  title: "Dune""#, "  isFavorite: false"])
  }

  @Test func numbersStringsAndFlagsHaveNoTree() {
    #expect(ValueCapture.tree(42) == nil)
    #expect(ValueCapture.tree("Dune") == nil)
    #expect(ValueCapture.tree(Optional<Int>.none as Any) == nil)
    #expect(ValueCapture.tree(Loading.idle) == nil, "a case without payload is its name")
    #expect(ValueCapture.tree(Date(timeIntervalSince1970: 0)) == nil, "a Foundation value is read whole")
  }

  @Test func anEnumIsItsCaseAndPayload() {
    #expect(lines(Loading.loaded(count: 3, title: "Dune")) == [".loaded (Loading)", "  count: 3", #"  title: "Dune""#])
    #expect(
      ValueDiff.paths("state", Loading.idle, Loading.loaded(count: 3, title: "Dune")) == nil,
      "another case is the whole change")
  }

  @Test func anOptionalIsWhatItWraps() {
    #expect(lines(Optional(books[0]) as Any).first == "Book")
    var after = books[0]
    after.title = "Dune Messiah"
    #expect(ValueDiff.paths("book", Optional(books[0]) as Any, Optional(after) as Any) == [#"book.title: "Dune" -> "Dune Messiah""#])
  }

  @Test func anArrayListsElementsByID() {
    #expect(
      lines(books) == [
        "Array<Book> (2 elements)", "  [id: 1]: Book", "    id: 1", #"    title: "Dune""#, "    isFavorite: false",
        "  [id: 2]: Book", "    id: 2", #"    title: "Emma""#, "    isFavorite: false",
      ])
  }

  @Test func aSetIsSortedAndDiffsByElement() {
    #expect(lines(Set(["b", "a", "c"])) == ["Set<String> (3 elements)", #"  [0]: "a""#, #"  [1]: "b""#, #"  [2]: "c""#])
    #expect(ValueDiff.paths("tags", Set(["a", "b"]), Set(["b", "c"])) == [#"tags: removed "a""#, #"tags: inserted "c""#])
  }

  @Test func aDictionaryIsSortedByKeyAndDiffsByKey() {
    let before = ["ann": books[0], "bob": books[1]]
    var after = before
    after["ann"]?.isFavorite = true
    after["bob"] = nil
    after["cat"] = Book(id: 3, title: "Ulysses")
    #expect(lines(["b": 2, "a": 1]) == ["Dictionary<String, Int> (2 elements)", #"  ["a"]: 1"#, #"  ["b"]: 2"#])
    #expect(
      ValueDiff.paths("shelves", before, after) == [
        #"shelves: removed ["bob"]"#, #"shelves["ann"].isFavorite: false -> true"#,
        #"shelves: inserted ["cat"] Book(id: 3, title: "Ulysses", isFavorite: false)"#,
      ])
  }

  @Test func aClosureIsNeverWalked() {
    let action: () -> Void = {}
    #expect(ValueCapture.tree(action) == nil)
    struct Row { var title: String; var onTap: () -> Void }
    #expect(lines(Row(title: "a", onTap: action)).dropFirst() == [#"  title: "a""#, "  onTap: (closure)"])
  }

  @Test func aClassIsItsFieldsAndACycleStops() {
    let a = Node("a")
    a.next = a
    #expect(lines(a) == ["Node", #"  name: "a""#, "  next: Node [cut: cycle]"])
    let b = Node("b")
    b.next = b
    // Two objects that both point at themselves: the walk stops at its depth, never loops.
    let paths = ValueDiff.paths("node", a, b) ?? []
    #expect(paths.first == #"node.name: "a" -> "b""#)
    #expect(paths.count <= ValueDiff.maxPaths + 1)
  }

  @Test func aHugeArrayKeepsItsCountAndTheFirstElements() {
    let many = Array(repeating: books[0], count: 1_000_000)
    let tree = ValueCapture.tree(many)
    #expect(tree?.count == 1_000_000)
    #expect(tree?.cut == .size)
    #expect((tree?.elements?.count ?? 0) <= ValueCapture.maxElements)
    #expect((tree?.nodeCount ?? .max) <= ValueCapture.maxNodes + 1)
    var changed = many
    changed[999_999].isFavorite = true
    #expect(ValueDiff.paths("books", many, changed) == ["books: 1000000 elements -> 1000000 elements"])
  }

  @Test func deepNestingStopsAtTheDepthBudget() {
    var chain = Chain.end
    for index in 0..<10_000 { chain = .link(index, chain) }
    let tree = ValueCapture.tree(chain)
    var depth = 0
    var node = tree
    while let next = node?.fields?.last?.value {
      depth += 1
      node = next
    }
    #expect(depth == ValueCapture.maxDepth)
    #expect(node?.cut == .depth)
  }

  /// The trace keeps both trees of a `@State` array's change; the text lines
  /// are the same as before (the paths first).
  @Test func aStateChangeKeepsBothTrees() throws {
    struct Shelf: View {
      @State var books = [Book(id: 1, title: "Dune")]
      var body: some View {
        VStack {
          Text("\(books.count) books")
          Button("add") { books.append(Book(id: 2, title: "Emma")) }
        }
      }
    }
    let trace = try trace(Shelf()) { Step.tap("add") }
    let change = try #require(trace.frames[1].sourceChanges.first)
    #expect(change.diff == [#"books: inserted [1] Book(id: 2, title: "Emma", isFavorite: false)"#])
    #expect(change.beforeValue?.count == 1)
    #expect(change.afterValue?.count == 2)
    #expect(change.afterValue?.elements?.last?.id == "2")
  }
}

