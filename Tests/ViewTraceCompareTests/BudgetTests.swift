import Foundation
import Testing
@testable import ViewTraceCompare
import ViewTraceModel

@MainActor
@Suite struct BudgetTests {
  @Test func aRecordedBudgetIsMetByTheSameRun() throws {
    let trace = try sample("student-split")
    let budget = Budget.recording(trace)
    #expect(budget.frames?.first?.evaluated == ["RootView", "RootView/VStack/StudentAgeView@1"])
    let result = try Budget.decode(try budget.encoded(), file: "b.json").check(trace)
    #expect(result.passed)
    #expect(
      result.lines.map(\.name) == [
        "run.maxTotalEvaluations", "run.maxAvoidable", "frame 1.event", "frame 1.evaluated",
      ])
    #expect(budget.run?.maxAvoidable == 0)
  }

  /// `maxAvoidable` gates the number `viewtrace advise` reports, naming the views.
  @Test func maxAvoidableFailsWithTheAvoidableViews() throws {
    let budget = Budget(
      scenario: nil, run: Budget.Run(maxAvoidable: 0), frames: [Budget.FrameBudget(frame: 1, maxAvoidable: 0)])
    #expect(budget.check(try sample("student-split")).passed)
    let result = budget.check(try sample("student-params"))
    #expect(result.failures.map(\.name) == ["run.maxAvoidable", "frame 1.maxAvoidable"])
    #expect(
      result.failures.first?.message
        == "1 avoidable body evaluation over the run (budget 0; `viewtrace advise` says why)")
    #expect(result.failures.first?.offenders.map(\.node) == ["RootView/VStack/StudentNameView@0"])
  }

  /// A budget is an upper bound: a run that evaluates fewer views passes a
  /// budget recorded from a worse one, and the worse run fails a better one's.
  @Test func aBetterRunPassesARecordedBudgetAndAWorseOneFails() throws {
    let worse = try sample("student-params")
    let better = try sample("student-split")
    var budget = Budget.recording(worse)
    budget.scenario = nil
    #expect(budget.check(better).passed, "\(budget.check(better).text)")
    var tight = Budget.recording(better)
    tight.scenario = nil
    #expect(
      tight.check(worse).failures.map(\.name) == ["run.maxTotalEvaluations", "run.maxAvoidable", "frame 1.evaluated"])
  }

  @Test func tighteningLowersLimitsToTheRunAndKeepsHandWrittenLines() throws {
    let better = try sample("student-split")
    var budget = Budget.recording(try sample("student-params"))
    budget.scenario = nil
    budget.frames?[0].notEvaluated = ["StudentNameView"]
    let tight = budget.tightened(to: better)
    #expect(tight.run?.maxTotalEvaluations == 2)
    #expect(tight.frames?[0].evaluated == ["RootView", "RootView/VStack/StudentAgeView@1"])
    #expect(tight.frames?[0].notEvaluated == ["StudentNameView"])
    #expect(tight.tightened(to: better) == tight)
  }

  /// "This change made StudentNameView evaluate": the split budget fails on the params version.
  /// A tightened budget is written over the user's file: only the values
  /// that changed are rewritten, in the file's own layout; unknown fields,
  /// key order, spacing and untouched values keep their bytes.
  @Test func rewritingChangesOnlyTheValuesThatDiffer() throws {
    let original = """
      {"budgetVersion": 1,   "notes": "keep me",
        "run": { "maxTotalEvaluations": 25, "maxEvaluations": { "FourthView": 9 }, "owner": "me" },
        "frames": [
          { "frame": 1, "comment": "the tap", "evaluated": [
              "ContentView",
              "FourthView",
              "Nope"
            ] },
          { "maxInitOnly": 7, "frame": 2, "evaluated": ["FourthView", "ContentView"], "event": null }
        ]
      }
      """
    let data = Data(original.utf8)
    let budget = try Budget.decode(data, file: "b.json")
    let rewritten = try budget.tightened(to: try sample("state-binding")).rewriting(data, file: "b.json")
    #expect(
      String(decoding: rewritten, as: UTF8.self) == """
        {"budgetVersion": 1,   "notes": "keep me",
          "run": { "maxTotalEvaluations": 2, "maxEvaluations": { "FourthView": 1 }, "owner": "me" },
          "frames": [
            { "frame": 1, "comment": "the tap", "evaluated": [
                "ContentView"
              ] },
            { "maxInitOnly": 0, "frame": 2, "evaluated": ["FourthView"], "event": null }
          ]
        }
        """)
    // The same budget written over its own file changes nothing.
    #expect(try budget.rewriting(data, file: "b.json") == data)
  }

  @Test func unknownFieldsAreNamedByTheirPath() {
    let data = Data(
      #"{"budgetVersion": 1, "notes": "x", "run": {"owner": 1, "maxEvaluations": {"Any": 1}}, "frames": [{"frame": 1}, {"frame": 2, "comment": "y"}]}"#
        .utf8)
    #expect(Budget.unknownFields(in: data) == ["notes", "run.owner", "frames[1].comment"])
  }

  /// The list of fields a budget file may have is the list a budget encodes.
  /// A budget whose every key is misspelled used to check nothing and pass
  /// ("0 of 0 budget lines met"): a near miss of a field of its level is an
  /// error naming the path and the field it is close to.
  @Test func aNearMissOfAFieldNameIsRefusedWithTheFieldItIsCloseTo() {
    #expect(
      throws: CompareError.invalidBudget(
        "b.json: run.maxEvaluatd is not a budget field; did you mean `maxEvaluations`? (also Frames (`frames`?))")
    ) {
      try Budget.decode(
        Data(#"{"budgetVersion":1,"run":{"maxEvaluatd":{"X":0}},"Frames":[{"frame":1,"evaluated":["X"]}]}"#.utf8),
        file: "b.json")
    }
    #expect(
      throws: CompareError.invalidBudget(
        "b.json: frames[0].notevaluated is not a budget field; did you mean `notEvaluated`?")
    ) {
      try Budget.decode(
        Data(#"{"budgetVersion":1,"run":{"maxTotalEvaluations":2},"frames":[{"frame":1,"notevaluated":["A"]}]}"#.utf8),
        file: "b.json")
    }
    // A field that is no near miss stays the user's: read past, warned about, kept by --update.
    let notes = Data(
      #"{"budgetVersion":1,"notes":"x","run":{"maxTotalEvaluations":2,"owner":"me"},"frames":[{"frame":1,"comment":"tap","evaluated":["A"]}]}"#
        .utf8)
    #expect(throws: Never.self) { try Budget.decode(notes, file: "b.json") }
  }

  @Test func aKeyGivenTwiceIsRefusedAtItsPath() {
    let cases = [
      (#"{"budgetVersion":1,"run":{"maxEvaluations":{"X":0,"X":2}}}"#, #"run.maxEvaluations."X""#),
      (#"{"budgetVersion":1,"run":{"maxTotalEvaluations":0},"run":{"maxTotalEvaluations":2}}"#, "run"),
      (#"{"budgetVersion":1,"frames":[{"frame":1,"evaluated":[]},{"frame":2,"maxInitOnly":0,"maxInitOnly":1}]}"#,
        "frames[1].maxInitOnly"),
      (#"{"budgetVersion":1,"run":{"maxInitOnly":0},"notes":{"who":"a","who":"b"}}"#, #"notes."who""#),
    ]
    for (json, path) in cases {
      #expect(throws: CompareError.invalidBudget("b.json: \(path) appears twice in one object; give each key once")) {
        try Budget.decode(Data(json.utf8), file: "b.json")
      }
    }
  }

  @Test func aBudgetThatChecksNothingIsRefusedNamingTheFieldsItDoesNotRead() {
    #expect(
      throws: CompareError.invalidBudget(
        "b.json sets no limit or expectation that ViewTrace checks (fields it does not read: notes, frames[0].comment)")
    ) {
      try Budget.decode(
        Data(
          #"{"budgetVersion":1,"scenario":"s","notes":"x","run":{"maxEvaluations":{}},"frames":[{"frame":1,"comment":"c","notEvaluated":[]}]}"#
            .utf8), file: "b.json")
    }
    #expect(
      throws: CompareError.invalidBudget(
        "b.json sets no limit or expectation that ViewTrace checks (docs/budgets.md lists them)")
    ) { try Budget.decode(Data(#"{"budgetVersion": 1}"#.utf8), file: "b.json") }
    // One expectation is enough, even an empty `evaluated` (nothing may run).
    #expect(throws: Never.self) {
      try Budget.decode(Data(#"{"budgetVersion":1,"frames":[{"frame":1,"evaluated":[]}]}"#.utf8), file: "b.json")
    }
  }

  /// A selector no view of the trace has (a typo, a renamed view) checks
  /// nothing: each is warned about by the path of its line, the check is the same.
  @Test func selectorsThatNameNoViewOfTheTraceAreWarnedAboutOneALine() throws {
    let trace = try sample("student-split")
    let data = Data(
      #"{"budgetVersion":1,"run":{"maxEvaluations":{"StudentNameVieww":0,"StudentNameView":0},"maxBodyMicroseconds":{"OrderRoww":5}},"frames":[{"frame":1,"evaluated":["RootView","RootView/VStack/Gone@9"],"notEvaluated":["StudentAgeView"]}]}"#
        .utf8)
    let budget = try Budget.decode(data, file: "b.json")
    #expect(
      budget.warnings(checking: trace, file: "b.json", data: data) == [
        "b.json: run.maxEvaluations names StudentNameVieww, which no view of this trace is (no identity or type)",
        "b.json: run.maxBodyMicroseconds names OrderRoww, which no view of this trace is (no identity or type)",
        "b.json: frames[0].evaluated names RootView/VStack/Gone@9, which no view of this trace is (no identity or type)",
      ])
    let many = Budget(
      scenario: nil, run: nil, frames: [Budget.FrameBudget(frame: 1, notEvaluated: (1...8).map { "Gone\($0)" })])
    let warnings = many.warnings(checking: trace, file: "b.json", data: try many.encoded())
    #expect(warnings.count == Budget.maxSelectorWarnings + 1)
    #expect(warnings.first == "b.json: frames[0].notEvaluated names Gone1, which no view of this trace is (no identity or type)")
    #expect(warnings.last == "b.json: 3 more selectors name no view of this trace")
    #expect(Budget.recording(trace).warnings(checking: trace, file: "b.json", data: try Budget.recording(trace).encoded()).isEmpty)
  }

  @Test func knownFieldsAreTheFieldsABudgetEncodes() throws {
    let full = Budget(
      scenario: "s",
      run: Budget.Run(maxEvaluations: ["A": 1], maxTotalEvaluations: 1, maxInitOnly: 1, maxAvoidable: 1),
      frames: [
        Budget.FrameBudget(
          frame: 1, event: "e", evaluated: ["A"], evaluatedExactly: ["A"], notEvaluated: ["B"], maxEvaluations: ["A": 1],
          maxInitOnly: 1, maxAvoidable: 1)
      ])
    #expect(Budget.unknownFields(in: try full.encoded()).isEmpty)
    let object = try #require(try JSONSerialization.jsonObject(with: try full.encoded()) as? [String: Any])
    let run = try #require(object["run"] as? [String: Any])
    let frame = try #require((object["frames"] as? [[String: Any]])?.first)
    let known = Budget.unknownFields(in: Data(#"{"budgetVersion": 1, "x": 1, "run": {"x": 1}, "frames": [{"x": 1}]}"#.utf8))
    #expect(known == ["x", "run.x", "frames[0].x"])
    #expect(object.count == 4 && run.count == 4 && frame.count == 8, "a new field needs Budget.knownFields")
  }

  /// A view over budget is explained by where its source's value differs,
  /// not by two whole values cut at 200 characters.
  @Test func anOffenderShowsWhereItsSourceDiffersFirst() {
    let long = "[" + String(repeating: "Book(id: 1, title: \"Dune\"), ", count: 20) + "]"
    let record = NodeRecord(
      node: "Shelf", outcome: .evaluated, bodyCount: 1,
      reasons: [
        Reason(
          kind: .property, property: "_books", source: "Shelf._books",
          changes: [ValueChange(name: "books", before: long, after: long)])
      ], type: "Shelf")
    let offender = BudgetResult.Offender(record, diffs: ["Shelf._books": ["books[id: 2].isFavorite: false -> true"]])
    #expect(offender.paths == ["books[id: 2].isFavorite: false -> true"])
    #expect(offender.changes.isEmpty)
    #expect(BudgetResult.why(offender) == "Shelf: _books changed.  (books[id: 2].isFavorite: false -> true)")
    #expect(BudgetResult.why(BudgetResult.Offender(record)).count > 300, "without paths: the whole values")
  }

  /// A pull-request comment stays readable: no Markdown cell holds more
  /// than 300 characters, the cell says where the value differs, first, and
  /// five rows that ran for one reason are one entry with their count (not
  /// five identical ones cut at the cell's end).
  @Test func aMarkdownCellIsBoundedWithTheDiffFirst() throws {
    let budget = Budget(scenario: nil, run: nil, frames: [Budget.FrameBudget(frame: 1, maxEvaluations: ["BookRow": 0])])
    let result = budget.check(try sample("library-favorites", variant: "store-reads"))
    #expect(
      result.junit.contains(
        "frame 1, LibraryScreen/VStack/BookRow@0#1, LibraryScreen/VStack/BookRow@0#2, LibraryScreen/VStack/BookRow@0#3 "
          + "and 2 more views: BookRow: @dependencies changed.  (books[id: 1].isFavorite: false -&gt; true)</failure>"))
    let markdown = result.markdown()
    let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| 1 |") })
    let cells = row.dropFirst(2).dropLast(2).components(separatedBy: " | ").map { cell in
      // The cell as a reader sees it: Markdown's escapes taken away.
      cell.replacingOccurrences(of: #"\\(.)"#, with: "$1", options: .regularExpression)
    }
    #expect(cells.count == 5)
    #expect(cells.allSatisfy { $0.count <= BudgetResult.maxMarkdownCellCharacters }, "\(cells.map(\.count))")
    #expect(cells[4] == "books[id: 1].isFavorite: false -&gt; true  (BookRow: @dependencies changed.) (5 views)")
    #expect(
      cells[3]
        == "LibraryScreen/VStack/BookRow@0#1; LibraryScreen/VStack/BookRow@0#2; LibraryScreen/VStack/BookRow@0#3; "
        + "LibraryScreen/VStack/BookRow@0#4; LibraryScreen/VStack/BookRow@0#5")
  }

  @Test func aBoundedListKeepsWholeItemsAndCountsTheRest() {
    #expect(BudgetResult.bounded(["aaaa", "bbbb", "cccc"], more: 0, limit: 14) == "aaaa; … 2 more")
    #expect(BudgetResult.bounded(["aaaa", "bbbb"], more: 0, limit: 10) == "aaaa; bbbb")
    #expect(BudgetResult.bounded(["aaaaaaaaaaaaaaaaaaaa"], more: 3, limit: 16) == "aaaa…; … 3 more")
    #expect(BudgetResult.bounded([], more: 2, limit: 16) == "… 2 more")
  }

  @Test func aRegressionFailsWithTheViewAndWhy() throws {
    let budget = Budget(
      scenario: "student-params", run: Budget.Run(maxEvaluations: ["StudentNameView": 0]),
      frames: [Budget.FrameBudget(frame: 1, notEvaluated: ["StudentNameView"], maxEvaluations: ["RootView": 1])])
    let result = budget.check(try sample("student-params"))
    #expect(!result.passed)
    #expect(
      result.failures.map(\.name) == ["run.maxEvaluations StudentNameView", "frame 1.notEvaluated StudentNameView"])
    let offender = try #require(result.failures.last?.offenders.first)
    #expect(offender.node == "RootView/VStack/StudentNameView@0")
    #expect(offender.printChanges == "StudentNameView: @self changed.")
    #expect(offender.paths == ["student.age: 88 -> 42"], "a field of the view is given by where it differs")
    #expect(offender.changes.isEmpty)
    #expect(
      result.text.contains(
        "FAIL frame 1.notEvaluated StudentNameView: StudentNameView evaluated: RootView/VStack/StudentNameView@0"))
  }

  @Test func exactEvaluatedSetsNameWhatIsExtraAndMissing() throws {
    let budget = Budget(
      scenario: nil, run: nil, frames: [Budget.FrameBudget(frame: 1, evaluatedExactly: ["RootView", "Nope"])])
    let line = try #require(budget.check(try sample("student-split")).failures.first)
    #expect(line.name == "frame 1.evaluatedExactly")
    #expect(line.message == "also evaluated: RootView/VStack/StudentAgeView@1; not evaluated: Nope")
  }

  @Test func markdownAndJUnitCarryEveryLine() throws {
    let budget = Budget(
      scenario: nil, run: Budget.Run(maxTotalEvaluations: 1), frames: [Budget.FrameBudget(frame: 1, maxInitOnly: 5)])
    let result = budget.check(try sample("student-params"))
    let markdown = result.markdown(images: [1: "frames/student-params-frame-1.svg"])
    #expect(markdown.contains("❌ over budget"))
    #expect(markdown.contains("| run | run.maxTotalEvaluations | 3 body evaluations over the run (budget 1) |"))
    #expect(!markdown.contains("StudentNameView"), "a count lists no views; the frame lines list the extra ones")
    #expect(markdown.contains("![Frame 1 of student-params](frames/student-params-frame-1.svg)"))
    #expect(result.junit.contains("<testsuite name=\"student-params\" tests=\"2\" failures=\"1\">"))
    #expect(result.junit.contains("<testcase classname=\"viewtrace.student-params\" name=\"frame 1.maxInitOnly\"/>"))
    #expect(result.junit.contains("<failure message=\"3 body evaluations over the run (budget 1)\">"))
  }

  @Test func hostileNamesCannotBreakMarkdownOrXML() {
    let node = "A|B</td><script>x</script>"
    let trace = Trace(
      scenario: "s<&>", summary: "", seed: 0,
      nodes: [TraceNode(id: node, parent: nil, type: "A", kind: .custom, label: "A")],
      frames: [
        Frame(index: 0, event: "initial render", eventKind: .initial),
        Frame(
          index: 1, event: "e", eventKind: .tap,
          records: [
            NodeRecord(
              node: node, outcome: .evaluated, bodyCount: 1, reasons: [Reason(kind: .property, property: "_x")],
              type: "A|\"<b>\"")
          ], evaluations: [0]),
      ])
    let result = Budget(scenario: nil, run: nil, frames: [Budget.FrameBudget(frame: 1, evaluated: [])]).check(trace)
    #expect(!result.markdown().contains("<script>"))
    #expect(result.markdown().contains("A\\|B&lt;/td&gt;&lt;script&gt;"))
    #expect(!result.junit.contains("<script>"))
    #expect(result.junit.contains("name=\"s&lt;&amp;&gt;\""))
  }

  /// A 200 MB budget once wrote a 674 MB summary: outputs list a bounded
  /// number of lines and say how many they left out.
  @Test func hugeBudgetsGiveBoundedSummaries() throws {
    let selectors = (0..<20_000).map { "View\($0)" + String(repeating: "x", count: 2_000) }
    let budget = Budget(
      scenario: nil, run: Budget.Run(maxEvaluations: Dictionary(uniqueKeysWithValues: selectors.map { ($0, 0) })),
      frames: [Budget.FrameBudget(frame: 1, notEvaluated: ["RootView"])])
    let result = budget.check(try sample("student-params"))
    #expect(result.lines.count == 20_001)
    let markdown = result.markdown()
    #expect(markdown.utf8.count < 200_000)
    #expect(markdown.contains("❌ over budget"), "the failure is listed first")
    #expect(result.junit.utf8.count < 300_000)
    #expect(result.junit.contains("failures=\"1\""))
    #expect(
      result.junit.contains("<system-out>19801 more budget lines not listed (0 of them over budget)</system-out>"))
    #expect(result.text.utf8.count < 300_000)
    #expect(result.text.contains("… 19801 more budget lines not listed"))
  }

  @Test func aByteOrderMarkBeforeTheBudgetIsSkipped() throws {
    let budget = Budget(scenario: "s", run: Budget.Run(maxTotalEvaluations: 3), frames: nil)
    #expect(try Budget.decode(Data([0xEF, 0xBB, 0xBF]) + (try budget.encoded()), file: "b.json") == budget)
    #expect(throws: CompareError.invalidBudget("b.json is empty")) {
      try Budget.decode(Data([0xEF, 0xBB, 0xBF]), file: "b.json")
    }
  }

  @Test func badBudgetFilesSayWhatIsWrong() {
    #expect(throws: CompareError.invalidBudget("b.json is empty")) { try Budget.decode(Data(), file: "b.json") }
    #expect(throws: CompareError.invalidBudget("b.json: missing \"budgetVersion\" at top level")) {
      try Budget.decode(Data("{}".utf8), file: "b.json")
    }
    #expect(throws: CompareError.invalidBudget("b.json has budgetVersion 7; this build reads 1")) {
      try Budget.decode(Data("{\"budgetVersion\": 7}".utf8), file: "b.json")
    }
    #expect(throws: CompareError.invalidBudget("b.json: frames[0].frame: -1 is out of range (0...1000000000)")) {
      try Budget.decode(Data("{\"budgetVersion\": 1, \"frames\": [{\"frame\": -1}]}".utf8), file: "b.json")
    }
    #expect(
      throws: CompareError.invalidBudget(
        "b.json: run.maxEvaluations.\"A\": 9223372036854775807 is out of range (0...1000000000)")
    ) {
      try Budget.decode(
        Data("{\"budgetVersion\": 1, \"run\": {\"maxEvaluations\": {\"A\": 9223372036854775807}}}".utf8),
        file: "b.json")
    }
    #expect(throws: CompareError.invalidBudget("b.json: budgetVersion: 1.0 is not an integer (this build reads 1)")) {
      try Budget.decode(Data("{\"budgetVersion\": 1.0}".utf8), file: "b.json")
    }
    #expect(throws: CompareError.invalidBudget("b.json is a JSON number, not a budget object")) {
      try Budget.decode(Data("1.5".utf8), file: "b.json")
    }
    #expect(throws: CompareError.invalidBudget("b.json is a JSON array, not a budget object")) {
      try Budget.decode(Data("[{\"budgetVersion\": 1}]".utf8), file: "b.json")
    }
    #expect(
      throws: CompareError.invalidBudget(
        "b.json: frames[0].notEvaluated[1]: \"A\\u{0}\" holds a NUL character (\\u{0}); ids never do")
    ) {
      try Budget.decode(
        Data("{\"budgetVersion\": 1, \"frames\": [{\"frame\": 1, \"notEvaluated\": [\"B\", \"A\\u0000\"]}]}".utf8),
        file: "b.json")
    }
    #expect(
      throws: CompareError.invalidBudget(
        "b.json: run.maxEvaluations.\"A\\u{0}\": the selector holds a NUL character (\\u{0}); ids never do")
    ) {
      try Budget.decode(
        Data("{\"budgetVersion\": 1, \"run\": {\"maxEvaluations\": {\"A\\u0000\": 1}}}".utf8), file: "b.json")
    }
    do {
      _ = try Budget.decode(Data("{\"budgetVersion\": 1, \"frames\": [{\"frame\": \"one\"}]}".utf8), file: "b.json")
      Issue.record("decoded a bad budget")
    } catch {
      #expect(error.description.hasPrefix("invalid budget: b.json: "))
      #expect(error.description.hasSuffix(" at .frames[0].frame"))
    }
  }
}
