import Foundation
import Testing
import ViewTrace
import ViewTraceAdvisor
import ViewTraceRender
import ViewTraceSamples

/// The definition of an avoidable evaluation, checked against what the
/// trace draws.
@MainActor
@Suite struct AvoidableTests {
  /// Every option set the engine offers, so that the check also runs where
  /// far more bodies run (every body every frame).
  static let options: [EngineOptions] = [
    EngineOptions(),
    EngineOptions(closureComparison: .alwaysDifferent, bindingProjectionIsRead: true),
    EngineOptions(strategy: .reevaluateEverything),
  ]

  /// Precision before recall: over every sample, variant, option set and
  /// frame, no evaluation whose output changed is called avoidable. "Output"
  /// is recomputed here another way: the views whose nearest custom ancestor
  /// is the evaluated view, compared between the frame before and the frame
  /// after as the renderer replays them (shown or not, label, modifiers),
  /// plus their records (no `@self`) and the environment they write. The
  /// renderer's replay and the identities alive after each frame are
  /// independent of the advisor's own walk over the records.
  @Test func noEvaluationWhoseOutputChangedIsCalledAvoidable() throws {
    var checked = 0
    var avoidable = 0
    for sample in SampleCatalog.all {
      for scenario in sample.variants {
        for options in Self.options {
          let trace = try scenario.run(options: options)
          let advice = Advice(trace)
          let states = FrameState.all(trace)
          let nodes = trace.nodesByID
          let sources = trace.sourcesByID
          func builder(_ id: String) -> String? {
            var current = nodes[id]?.parent
            while let parent = current, let node = nodes[parent] {
              if node.kind == .custom { return parent }
              current = node.parent
            }
            return nil
          }
          let name = "\(advice.title) \(options)"
          checked += advice.evaluations.count
          for evaluation in advice.avoidable {
            avoidable += 1
            try #require(evaluation.frame > 0, "\(name): \(evaluation.node) avoidable in the first render")
            let frame = trace.frames[evaluation.frame]
            let (before, after) = (states[evaluation.frame - 1], states[evaluation.frame])
            let aliveBefore = Set(trace.liveNodes(afterFrame: evaluation.frame - 1))
            let aliveAfter = Set(trace.liveNodes(afterFrame: evaluation.frame))
            let built = Set(trace.nodes.map(\.id).filter { builder($0) == evaluation.node })
            for id in built.sorted() {
              let place = "\(name) frame \(evaluation.frame): \(evaluation.node) avoidable but \(id)"
              #expect(aliveBefore.contains(id) == aliveAfter.contains(id), "\(place) appeared or disappeared")
              if aliveAfter.contains(id) {
                #expect(before.label(id) == after.label(id), "\(place) changed its label")
                #expect(before.modifiers(id) == after.modifiers(id), "\(place) changed its modifiers")
              }
              let record = frame.record(id)
              #expect(record?.reasons.contains { $0.kind == .self } != true, "\(place) got a new value")
              #expect(![.appeared, .disappeared, .redrawn].contains(record?.outcome), "\(place): \(record!.outcome)")
            }
            for record in frame.records {
              for reason in record.reasons {
                let writer = reason.source.flatMap { sources[$0] }.flatMap { $0.kind == .environment ? $0.owner : nil }
                #expect(writer.map { !built.contains($0) } ?? true, "\(name): \(evaluation.node) wrote environment")
              }
            }
          }
        }
      }
    }
    print("checked \(checked) evaluations, \(avoidable) avoidable")
    #expect(checked > 900)
    #expect(avoidable > 200)
  }

  /// The counts users drive to zero, per run, per frame and per view.
  @Test func avoidableEvaluationsAreCountedPerRunFrameAndView() throws {
    let advice = try advise("observable-migration", variant: "ObservableObject")
    #expect(advice.evaluationCount == 15)
    #expect(advice.avoidableCount == 10)
    #expect(advice.avoidableByFrame.map { [$0.frame, $0.count] } == [[1, 4], [2, 3], [4, 3]])
    #expect(
      advice.avoidableByView.map { "\($0.view) \($0.count)" } == [
        "CheckInButton 3", "LocationScreen 3", "ProfileCountView 2", "LocationEditor 1", "LocationTitleView 1",
      ])
    #expect(advice.avoidableCount(inFrame: 3) == 0)
  }

  /// Why an evaluation was not avoidable is said in its own words.
  @Test func anEvaluationThatChangedItsOutputSaysWhat() throws {
    let advice = try advise("environment-value-unused")
    let parent = try #require(advice.evaluations.first { $0.node == "EnvDemo" })
    #expect(
      parent.outputChanges == ["VStack/VStack@0 wrote a new environment value (read by VStack/VStack@0/EnvSubView)"])
    let state = try #require(try advise("state-let").evaluations.first { $0.node == "ContentView" && $0.frame == 2 })
    #expect(
      state.outputChanges == [
        "VStack/Text@0 redrawn (background)", "VStack/Text@1 redrawn (background)",
        "VStack/Text@2 redrawn (background)", "VStack/FourthView@3 @self (fourthNumber)",
      ])
  }

  /// "After" variants of the seeds: nothing avoidable and nothing to fix.
  @Test(arguments: [
    "state-binding", "student-split", "student-equatable", "closure-cells-equatable", "closure-cells-method",
    "event-source-isolated", "observable-migration:Observable",
  ])
  func theFixedVariantsHaveNothingToFix(_ spec: String) throws {
    let parts = spec.split(separator: ":").map(String.init)
    let advice = try advise(parts[0], variant: parts.count > 1 ? parts[1] : nil)
    #expect(advice.avoidableCount == 0)
    #expect(advice.diagnoses.isEmpty, "\(AdviceText.text(advice))")
  }

  /// A saved trace gives the same advice, byte for byte, as the run itself.
  @Test func aSavedTraceIsAdvisedAlike() throws {
    let original = try trace("closure-cells")
    let saved = try TraceCoding.decode(try TraceCoding.encode(original))
    #expect(AdviceText.text(Advice(saved)) == AdviceText.text(Advice(original)))
    #expect(AdviceText.markdown(Advice(saved)) == AdviceText.markdown(Advice(original)))
  }
}
