import SnapshotTesting
import ViewTraceModel
import ViewTraceRender

/// Trace snapshots are swift-snapshot-testing strategies: `assertSnapshot`
/// writes the golden file next to the test on the first run
/// (`__Snapshots__/<TestFile>/<test>.1.txt`), compares on later runs, fails
/// with a unified diff of the lines, and re-records with
/// `SNAPSHOT_TESTING_RECORD=all`.
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

  /// Every touched view with its outcome, reasons and values (`viewtrace run --format text`).
  ///
  /// ```swift
  /// assertSnapshot(of: trace, as: .text)
  /// ```
  public static var text: Snapshotting {
    SimplySnapshotting.lines.pullback { TraceText.summary($0.withoutTimings) }
  }

  /// The whole trace as its deterministic JSON (`viewtrace run --format json`), without body times.
  ///
  /// ```swift
  /// assertSnapshot(of: trace, as: .json)
  /// ```
  public static var json: Snapshotting {
    SimplySnapshotting<String>(pathExtension: "json", diffing: .lines).pullback { trace in
      (try? TraceCoding.encode(trace.withoutTimings)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
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
    SimplySnapshotting<String>(pathExtension: "dot", diffing: .lines).pullback { trace in
      let renderer = TraceRenderer(trace: trace)
      let frames = frame.map { [$0] } ?? Array(trace.frames.indices)
      return frames.map { index in
        do {
          return try renderer.dot(view, frame: index)
        } catch {
          return "// \(error)\n"
        }
      }.joined()
    }
  }
}
