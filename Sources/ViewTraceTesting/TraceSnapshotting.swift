@_spi(Internals) import SnapshotTesting
import ViewTraceModel
import ViewTraceRender

/// Trace snapshots are swift-snapshot-testing strategies: `assertSnapshot`
/// writes the golden file next to the test on the first run
/// (`__Snapshots__/<TestFile>/<test>.1.txt`), compares on later runs, fails
/// with a unified diff of the lines, and re-records with
/// `SNAPSHOT_TESTING_RECORD=all`.
///
/// A strategy that cannot make its snapshot (`.dot(.cause, frame: 9)` of a
/// trace with frames 0...3) fails the test with the reason and gives no
/// snapshot at all, so nothing is recorded as the golden file, in any record
/// mode. swift-snapshot-testing then also reports that it waited for the
/// snapshot in vain (after `assertSnapshot`'s `timeout`, 5 s by default): a
/// strategy has no other way to stop it.
///
/// ```swift
/// @Test func theListsUpdates() async throws {
///   let trace = try await Scenario.shoppingList.runUnderTest()
///   assertSnapshot(of: trace, as: .printChanges)
/// }
/// ```
extension Snapshotting where Value == Trace, Format == String {
  /// The `_printChanges` lines of every frame (`viewtrace run --format printchanges`).
  ///
  /// ```swift
  /// assertSnapshot(of: trace, as: .printChanges)
  /// ```
  public static var printChanges: Snapshotting {
    SimplySnapshotting.lines.pullback { TraceText.printChanges($0) }
  }

  /// The `_printChanges` lines of every frame as `dialect` words them
  /// (`viewtrace run --format printchanges --dialect ios26`).
  ///
  /// ```swift
  /// assertSnapshot(of: trace, as: .printChanges(.ios26))
  /// ```
  public static func printChanges(_ dialect: PrintChangesDialect) -> Snapshotting {
    SimplySnapshotting.lines.pullback { TraceText.printChanges($0, dialect: dialect) }
  }

  /// Every touched view with its outcome, reasons and values (`viewtrace run --format text`),
  /// without body times or source locations.
  ///
  /// ```swift
  /// assertSnapshot(of: trace, as: .text)
  /// ```
  public static var text: Snapshotting { text(sourceLocations: false) }

  /// As ``text``; with `sourceLocations`, each changed source says where it is declared
  /// (`Sources/Library/LibraryStore.swift:12`), so the golden file changes whenever a line above it moves.
  ///
  /// ```swift
  /// assertSnapshot(of: trace, as: .text(sourceLocations: true))
  /// ```
  public static func text(sourceLocations: Bool) -> Snapshotting {
    SimplySnapshotting.lines.pullback { TraceText.summary(snapshotted($0, sourceLocations: sourceLocations)) }
  }

  /// The whole trace as its deterministic JSON (`viewtrace run --format json`), without body
  /// times or source locations (``TraceSource/declaredAt``).
  ///
  /// ```swift
  /// assertSnapshot(of: trace, as: .json)
  /// ```
  public static var json: Snapshotting { json(sourceLocations: false) }

  /// As ``json``; with `sourceLocations`, each source keeps its `declaredAt`.
  ///
  /// ```swift
  /// assertSnapshot(of: trace, as: .json(sourceLocations: true))
  /// ```
  public static func json(sourceLocations: Bool) -> Snapshotting {
    snapshotting(pathExtension: "json", of: "the .json snapshot") { trace in
      String(decoding: try TraceCoding.encode(snapshotted(trace, sourceLocations: sourceLocations)), as: UTF8.self)
    }
  }

  /// What a snapshot keeps: never body times; source locations when asked.
  private static func snapshotted(_ trace: Trace, sourceLocations: Bool) -> Trace {
    sourceLocations ? trace.withoutTimings : trace.withoutTimings.withoutSourceLocations
  }

  /// The Graphviz DOT of every frame's tree, one graph after another.
  ///
  /// ```swift
  /// assertSnapshot(of: trace, as: .dot)
  /// ```
  public static var dot: Snapshotting { dot(.tree) }

  /// The DOT of `view` (tree, dependencies or cause) for every frame, or for
  /// `frame` alone.
  ///
  /// ```swift
  /// assertSnapshot(of: trace, as: .dot(.cause, frame: 2))
  /// ```
  public static func dot(_ view: TraceRenderer.View, frame: Int? = nil) -> Snapshotting {
    snapshotting(pathExtension: "dot", of: "the .dot snapshot (\(view.rawValue) view)") { trace in
      let renderer = TraceRenderer(trace: trace)
      let frames = frame.map { [$0] } ?? Array(trace.frames.indices)
      return try frames.map { index in try renderer.dot(view, frame: index) }.joined()
    }
  }

  /// A text strategy whose snapshot is `make(trace)`. When `make` throws, the
  /// test fails with `what` and the error, and the strategy gives no
  /// snapshot: the error is never recorded or compared as one.
  private static func snapshotting(
    pathExtension: String, of what: String, _ make: @escaping (Trace) throws -> String
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: pathExtension, diffing: .lines,
      asyncSnapshot: { trace in
        Async { deliver in
          switch Result(catching: { try make(trace) }) {
          case .success(let text): deliver(text)
          case .failure(let error):
            recordIssue(
              "ViewTrace cannot make \(what) of \(trace.scenario): \(error); nothing was recorded or compared",
              fileID: #fileID, filePath: #filePath, line: #line, column: #column)
          }
        }
      })
  }
}
