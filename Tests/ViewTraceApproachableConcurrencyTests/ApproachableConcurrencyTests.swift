// Compiled as Xcode 26 compiles a new app: the Swift 5 language mode with
// approachable concurrency (nonisolated async functions run on the caller's
// actor) and the main actor as the default isolation. The loader below runs
// on the main actor; only the `@concurrent` decoder leaves it.
import Foundation
import Observation
import SwiftUI
import Testing
import ViewTraceEngine

@Observable final class Recipes {
  var names: [String] = []
  var loading = false

  func load() async {
    loading = true
    names = await Decoder.decode("Pancakes,Risotto")
    loading = false
  }
}

enum Decoder {
  @concurrent static func decode(_ text: String) async -> [String] {
    text.split(separator: ",").map(String.init)
  }
}

struct RecipesView: View {
  @State private var recipes = Recipes()
  var body: some View {
    VStack {
      if recipes.loading { ProgressView() }
      ForEach(recipes.names, id: \.self) { Text($0) }
    }
    .task { await recipes.load() }
  }
}

@Suite struct ApproachableConcurrencyTests {
  /// The loader runs on the main actor: "loading" shows, then the decoded
  /// rows with the spinner gone, and no write comes from off the main actor.
  @Test func aMainActorLoaderShowsLoadingThenItsData() throws {
    let trace = try Scenario("recipes", root: { RecipesView() }) {}.run()
    #expect(
      trace.frames.map(\.event) == ["initial render", "task of RecipesView/VStack", "task of RecipesView/VStack"])
    #expect(
      trace.frames[1].records.contains { $0.node == "RecipesView/VStack/ProgressView@0.if" && $0.outcome == .appeared })
    #expect(
      trace.frames[2].records.filter { $0.outcome == .appeared }.map(\.node) == [
        "RecipesView/VStack/Text@1#Pancakes", "RecipesView/VStack/Text@1#Risotto",
      ])
    #expect(
      trace.frames[2].records.contains {
        $0.node == "RecipesView/VStack/ProgressView@0.if" && $0.outcome == .disappeared
      })
    #expect(trace.frames.allSatisfy { $0.warnings.isEmpty })
  }
}
