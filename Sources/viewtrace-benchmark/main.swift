// Engine benchmark: run with `swift run -c release viewtrace-benchmark`.
//
// Builds balanced trees of about 10k and 100k views, changes one leaf @State
// per frame, and compares, side by side in this one run, SwiftUI's
// dependency-tracked update against re-evaluating every body each frame (the
// same engine with `strategy: .reevaluateEverything`). Prints per-frame costs
// and their ratio; the target is a ratio of at least 1000x at 100k views, and
// an incremental cost that does not grow with the tree.
import Foundation
import ViewTrace
import ViewTraceReport

struct BenchBranch: View {
  let level: Int
  let fanout: Int
  let depth: Int
  var bookLeaves = false

  var body: some View {
    VStack {
      ForEach(0..<fanout) { index in
        if level + 1 == depth {
          if bookLeaves { BenchBookLeaf(index: index) } else { BenchLeaf(index: index) }
        } else {
          BenchBranch(level: level + 1, fanout: fanout, depth: depth, bookLeaves: bookLeaves)
        }
      }
    }
  }
}

/// A leaf's model: a struct with a few fields and a short list, so each
/// change is compared, diffed and recorded as a value with structure.
struct BenchBook: Equatable {
  var id: Int
  var title: String
  var tags: [String]
  var reads = 0
}

struct BenchBookLeaf: View {
  let index: Int
  @State var book: BenchBook

  init(index: Int) {
    self.index = index
    _book = State(initialValue: BenchBook(id: index, title: "Book \(index)", tags: ["novel", "classic"]))
  }

  var body: some View {
    Text("\(book.title): \(book.reads)")
  }
}

struct BenchLeaf: View {
  let index: Int
  @State var value = 0

  var body: some View {
    Text("\(index): \(value)")
  }
}

struct Shape {
  let fanout: Int
  let depth: Int
  var label: String { "fanout \(fanout), depth \(depth)" }
}

struct Measurement {
  let views: Int
  let buildSeconds: Double
  let frames: Int
  let secondsPerFrame: Double
  let bodiesPerFrame: Double
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Runs `frames` frames that each change one pseudo-randomly chosen leaf.
@MainActor
func measure(_ shape: Shape, strategy: EngineOptions.Strategy, frames: Int) throws -> Measurement {
  let clock = ContinuousClock()
  let graph = ViewGraph(
    scenario: "benchmark", seed: 1, options: EngineOptions(strategy: strategy),
    root: BenchBranch(level: 0, fanout: shape.fanout, depth: shape.depth))
  let build = clock.measure { graph.renderInitialFrame() }
  let steps = changes(frames, of: graph.trace.nodes.filter { $0.type == "BenchLeaf" }.map(\.id)) { leaf in
    Step.mutate("value += 1", on: BenchLeaf.self, at: leaf) { $0.value += 1 }
  }
  let elapsed = try clock.measure {
    for step in steps { try graph.perform(step) }
  }
  let bodies = graph.trace.frames.dropFirst().map { $0.evaluations.count }.reduce(0, +)
  return Measurement(
    views: graph.liveNodeCount, buildSeconds: seconds(build), frames: frames,
    secondsPerFrame: seconds(elapsed) / Double(frames), bodiesPerFrame: Double(bodies) / Double(frames))
}

/// `count` steps, each made by `step` for a pseudo-randomly chosen leaf (the
/// same sequence in every run).
func changes(_ count: Int, of leaves: [String], _ step: (String) -> Step) -> [Step] {
  var pick: UInt64 = 0x2545_F491_4F6C_DD1D
  return (0..<count).map { _ in
    pick = pick &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return step(leaves[Int(pick >> 33) % leaves.count])
  }
}

func format(_ seconds: Double) -> String {
  if seconds >= 1 { return String(format: "%.2f s", seconds) }
  if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
  return String(format: "%.1f µs", seconds * 1e6)
}

if CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
  print(
    """
    viewtrace-benchmark: the engine's cost per frame, measured side by side in one run.
    Run it in release mode: swift run -c release viewtrace-benchmark

    Balanced trees of 10,922 and 111,974 views change one leaf's @State per frame, with dependency
    tracking (SwiftUI's rules) and with every body re-evaluated every frame; then one @Published change
    with 100 to 10,000 observers, and one @Observable property change among 1,000 and 10,000 views;
    then one struct @State change per frame recorded with value trees and with texts only; then the
    same frames with and without --timings (each body's wall time measured).
    --values runs only value capture and timings; --timings only timings; --incremental only the dependency-tracked
    frames of the first part, 20,000 a tree (for a profiler); --help, -h print this text.
    """)
  exit(0)
}

let shapes = [(Shape(fanout: 4, depth: 6), 20), (Shape(fanout: 6, depth: 6), 3)]
let incrementalFrames = 1000
let onlyValues = CommandLine.arguments.contains("--values")
let onlyTimings = CommandLine.arguments.contains("--timings")

if CommandLine.arguments.contains("--incremental") {
  // Only the dependency-tracked frames, many of them: for a profiler.
  for (shape, _) in shapes {
    let run = try await MainActor.run { try measure(shape, strategy: .dependencyTracking, frames: 20_000) }
    print("tree: \(run.views) views (\(shape.label)): \(format(run.secondsPerFrame))/frame over \(run.frames) frames")
  }
  exit(0)
}

if !onlyValues && !onlyTimings {

print("ViewTrace engine benchmark: one leaf @State change per frame")
print("(baseline = every body re-evaluated every frame; same engine, same tree, same changes)\n")
var rows: [(Measurement, Measurement)] = []
for (shape, baselineFrames) in shapes {
  let (incremental, baseline) = try await MainActor.run {
    (
      try measure(shape, strategy: .dependencyTracking, frames: incrementalFrames),
      try measure(shape, strategy: .reevaluateEverything, frames: baselineFrames)
    )
  }
  rows.append((incremental, baseline))
  print("tree: \(incremental.views) views (\(shape.label)); initial render \(format(incremental.buildSeconds))")
  print(
    "  dependency tracking: \(format(incremental.secondsPerFrame))/frame over \(incremental.frames) frames, \(incremental.bodiesPerFrame) bodies/frame"
  )
  print(
    "  re-evaluate all:     \(format(baseline.secondsPerFrame))/frame over \(baseline.frames) frames, \(baseline.bodiesPerFrame) bodies/frame"
  )
  print(String(format: "  ratio: %.0fx cheaper\n", baseline.secondsPerFrame / incremental.secondsPerFrame))
}
let (small, large) = (rows[0].0, rows[1].0)
print(
  String(
    format: "incremental cost, %d -> %d views (%.1fx the tree): %.2fx per frame", small.views, large.views,
    Double(large.views) / Double(small.views), large.secondsPerFrame / small.secondsPerFrame))

}

// MARK: - Reference types

/// One model that some leaves observe with `@ObservedObject`.
final class SharedModel: ObservableObject {
  @Published var tick = 0
}

struct ObjectRoot: View {
  let model: SharedModel  // held as a plain let: the root does not observe it
  let observers: Int
  let total: Int

  var body: some View {
    VStack {
      ForEach(0..<total) { index in
        if index < observers {
          ObservingLeaf(model: model, index: index)
        } else {
          PlainLeaf(index: index)
        }
      }
    }
  }
}

struct ObservingLeaf: View {
  @ObservedObject var model: SharedModel
  let index: Int
  var body: some View { Text("\(index)") }
}

struct PlainLeaf: View {
  let index: Int
  var body: some View { Text("\(index)") }
}

/// One `@Observable` object with many properties: `store[item: i]` is its own
/// key path, registered with the registrar exactly as the macro does for a
/// stored property.
final class KeyedStore: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private var storage: [Int]

  init(count: Int) { storage = Array(repeating: 0, count: count) }

  subscript(item index: Int) -> Int {
    get {
      registrar.access(self, keyPath: \.[item: index])
      return storage[index]
    }
    set { registrar.withMutation(of: self, keyPath: \.[item: index]) { storage[index] = newValue } }
  }
}

struct KeyedRoot: View {
  let store: KeyedStore
  let count: Int

  var body: some View {
    VStack {
      ForEach(0..<count) { index in KeyedLeaf(store: store, index: index) }
    }
  }
}

struct KeyedLeaf: View {
  let store: KeyedStore
  let index: Int
  var body: some View { Text("\(store[item: index])") }
}

/// Cost per `@Published` change with `observers` of `total` leaves observing.
@MainActor
func measureObject(observers: Int, total: Int, frames: Int) throws -> Measurement {
  let model = SharedModel()
  let graph = ViewGraph(
    scenario: "object", seed: 1, root: ObjectRoot(model: model, observers: observers, total: total))
  let build = ContinuousClock().measure { graph.renderInitialFrame() }
  let step = Step.mutate("tick", on: ObjectRoot.self, at: "ObjectRoot") { $0.model.tick += 1 }
  let elapsed = try ContinuousClock().measure { for _ in 0..<frames { try graph.perform(step) } }
  let bodies = graph.trace.frames.dropFirst().map { $0.evaluations.count }.reduce(0, +)
  return Measurement(
    views: graph.liveNodeCount, buildSeconds: seconds(build), frames: frames,
    secondsPerFrame: seconds(elapsed) / Double(frames), bodiesPerFrame: Double(bodies) / Double(frames))
}

/// Cost per change of one of `count` properties each read by one view.
@MainActor
func measureObservable(count: Int, frames: Int) throws -> Measurement {
  let store = KeyedStore(count: count)
  let graph = ViewGraph(scenario: "observable", seed: 1, root: KeyedRoot(store: store, count: count))
  let build = ContinuousClock().measure { graph.renderInitialFrame() }
  var pick: UInt64 = 0x9E37_79B9
  let steps: [Step] = (0..<frames).map { _ in
    pick = pick &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let index = Int(pick >> 33) % count
    return Step.mutate("store[\(index)] += 1", on: KeyedRoot.self, at: "KeyedRoot") { $0.store[item: index] += 1 }
  }
  let elapsed = try ContinuousClock().measure { for step in steps { try graph.perform(step) } }
  let bodies = graph.trace.frames.dropFirst().map { $0.evaluations.count }.reduce(0, +)
  return Measurement(
    views: graph.liveNodeCount, buildSeconds: seconds(build), frames: frames,
    secondsPerFrame: seconds(elapsed) / Double(frames), bodiesPerFrame: Double(bodies) / Double(frames))
}

if !onlyValues && !onlyTimings {
print("\nObservableObject: one @Published change, 10,000 leaves, some of them observing the model")
let objectRuns = try await MainActor.run {
  try [100, 1_000, 10_000].map { try measureObject(observers: $0, total: 10_000, frames: 20) }
}
for (observers, run) in zip([100, 1_000, 10_000], objectRuns) {
  print("  \(observers) observers: \(format(run.secondsPerFrame))/change, \(run.bodiesPerFrame) bodies/change")
}
print(
  String(
    format: "  100x the observers (same tree): %.1fx the cost per change",
    objectRuns[2].secondsPerFrame / objectRuns[0].secondsPerFrame))

print("\n@Observable: one object, one property per view, one property changed per frame")
let observableRuns = try await MainActor.run {
  try [1_000, 10_000].map { try measureObservable(count: $0, frames: 500) }
}
for (count, run) in zip([1_000, 10_000], observableRuns) {
  print("  \(count) views: \(format(run.secondsPerFrame))/change, \(run.bodiesPerFrame) bodies/change")
}
print(
  String(
    format: "  10x the views: %.2fx the cost per change",
    observableRuns[1].secondsPerFrame / observableRuns[0].secondsPerFrame))
}

// MARK: - Value capture

/// A rendered tree of `shape` whose leaves hold a `BenchBook`, and `frames`
/// steps that each change one leaf's book.
@MainActor
func bookGraph(_ shape: Shape, valueTrees: Bool, frames: Int) -> (ViewGraph, [Step]) {
  let graph = ViewGraph(
    scenario: "values", seed: 1, options: EngineOptions(valueTrees: valueTrees),
    root: BenchBranch(level: 0, fanout: shape.fanout, depth: shape.depth, bookLeaves: true))
  graph.renderInitialFrame()
  let steps = changes(frames, of: graph.trace.nodes.filter { $0.type == "BenchBookLeaf" }.map(\.id)) { leaf in
    Step.mutate("book.reads += 1", on: BenchBookLeaf.self, at: leaf) { $0.book.reads += 1 }
  }
  return (graph, steps)
}

/// The per-frame cost of each of `runs` (graphs with their steps), measured
/// in `rounds` alternating rounds so warm-up and machine noise fall on all of
/// them; the median round counts.
@MainActor
func alternatingRounds(_ runs: [(ViewGraph, [Step])], frames: Int, rounds: Int) throws -> [Double] {
  var perFrame = Array(repeating: [Double](), count: runs.count)
  let chunk = frames / rounds
  for round in 0..<rounds {
    for which in (round % 2 == 0 ? Array(runs.indices) : runs.indices.reversed()) {
      let (graph, steps) = runs[which]
      let slice = steps[(round * chunk)..<((round + 1) * chunk)]
      let elapsed = try ContinuousClock().measure { for step in slice { try graph.perform(step) } }
      perFrame[which].append(seconds(elapsed) / Double(chunk))
    }
  }
  return perFrame.map { $0.sorted()[$0.count / 2] }
}

/// The per-frame costs of two set-ups of the same work, `make(false)` and
/// `make(true)`. The graph built first runs measurably slower on this
/// machine, whatever it records, so each set-up is built first in one pass
/// and second in the other (``alternatingRounds``), and each cost is the
/// mean of the two passes.
@MainActor
func fairPair(
  frames: Int, rounds: Int, _ make: (Bool) -> (ViewGraph, [Step])
) throws -> (views: Int, first: Double, second: Double) {
  var costs = [0.0, 0.0]
  var views = 0
  for order in [[false, true], [true, false]] {
    let runs = order.map(make)
    let measured = try alternatingRounds(runs, frames: frames, rounds: rounds)
    for (setUp, cost) in zip(order, measured) { costs[setUp ? 1 : 0] += cost / 2 }
    views = runs[0].0.liveNodeCount
  }
  return (views, costs[0], costs[1])
}

/// Per-frame costs of one struct @State change, recorded with texts only and
/// with value trees (``fairPair``).
@MainActor
func measureCapture(_ shape: Shape, frames: Int, rounds: Int) throws -> (views: Int, texts: Double, trees: Double) {
  let run = try fairPair(frames: frames, rounds: rounds) { trees in bookGraph(shape, valueTrees: trees, frames: frames) }
  return (run.views, run.first, run.second)
}

if !onlyTimings {
print("\nValue capture: one struct @State change per frame (BenchBook: 4 fields, a 2-element array)")
print("(texts only = the change's before/after text and diff paths; trees = the same plus beforeValue/afterValue;")
print(" 2,000 frames each, in 10 alternating rounds, median round; the mean of two passes, each built first once)")
for shape in shapes.map(\.0) {
  let run = try await MainActor.run { try measureCapture(shape, frames: 2_000, rounds: 10) }
  print("tree: \(run.views) views (\(shape.label))")
  print("  texts only: \(format(run.texts))/frame")
  print("  trees:      \(format(run.trees))/frame")
  print(String(format: "  trees cost %+.1f%% per frame (target: at most +25%%)", (run.trees / run.texts - 1) * 100))
}

/// The HTML report of `frames` struct changes in a tree of `shape`, made
/// without and with value trees: its bytes, each.
@MainActor
func measureReportGrowth(_ shape: Shape, frames: Int) async throws -> (views: Int, texts: Int, trees: Int) {
  let templates = try TemplateSet.locate(override: nil, executable: Bundle.main.executableURL)
  var sizes: [Int] = []
  var views = 0
  for valueTrees in [false, true] {
    let (graph, steps) = bookGraph(shape, valueTrees: valueTrees, frames: frames)
    for step in steps { try graph.perform(step) }
    views = graph.liveNodeCount
    sizes.append(try await ReportBuilder(templates: templates).report(for: graph.trace).utf8.count)
  }
  return (views, sizes[0], sizes[1])
}

let reportShape = shapes[1].0
let report = try await measureReportGrowth(reportShape, frames: 100)
print("\nReport size: \(report.views) views (\(reportShape.label)), 100 struct @State changes")
print("  texts only: \(report.texts / 1024) KiB")
print("  trees:      \(report.trees / 1024) KiB")
print(String(format: "  trees grow the page %+.2f%% (target: at most +10%%)", (Double(report.trees) / Double(report.texts) - 1) * 100))
}

// MARK: - Timings

/// Per-frame costs of the same struct changes without and with body timings
/// (`--timings`: a clock read around every body, one event each; ``fairPair``).
@MainActor
func measureTimings(_ shape: Shape, frames: Int, rounds: Int) throws -> (views: Int, plain: Double, timed: Double) {
  let run = try fairPair(frames: frames, rounds: rounds) { timed in
    let (graph, steps) = bookGraph(shape, valueTrees: true, frames: frames)
    if timed { graph.measureBodies() }
    return (graph, steps)
  }
  return (run.views, run.first, run.second)
}

print("\nTimings: the same struct @State changes without and with --timings (one run; 2,000 frames each,")
print(" 10 alternating rounds, median round; the mean of two passes, each built first once)")
for shape in shapes.map(\.0) {
  let run = try await MainActor.run { try measureTimings(shape, frames: 2_000, rounds: 10) }
  print("tree: \(run.views) views (\(shape.label))")
  print("  without timings: \(format(run.plain))/frame")
  print("  with timings:    \(format(run.timed))/frame")
  print(String(format: "  timings add %+.1f%% (%@) per frame", (run.timed / run.plain - 1) * 100, format(run.timed - run.plain)))
}
