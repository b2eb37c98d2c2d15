import Testing
import ViewTraceModel

@testable import ViewTrace
@testable import ViewTraceEngine

/// SwiftUI declares `@ObservedObject` and `@EnvironmentObject` with a `_seed: Int` beside the
/// object (so does OpenSwiftUI, "Audited for 6.5.4"): a view holding one is wider than one
/// reference, and a closure capturing `self` of it gets a new context on every body run.
@MainActor
@Suite struct ObjectWrapperWidthTests {
  final class UserData: ObservableObject {
    @Published var showFavoritesOnly = false
    let landmarks = (1...6).map { (id: $0, isFavorite: $0 % 2 == 0) }
  }

  /// Apple's Landmarks (2019) `LandmarkList`: the rows' `if` reads the environment object inside
  /// the `ForEach`'s content closure.
  struct LandmarkList: View {
    @EnvironmentObject var userData: UserData
    var body: some View {
      List {
        Toggle(isOn: $userData.showFavoritesOnly) { Text("Show Favorites Only") }
        ForEach(userData.landmarks, id: \.id) { landmark in
          if !self.userData.showFavoritesOnly || landmark.isFavorite {
            Text("Landmark \(landmark.id)")
          }
        }
      }
    }
  }

  /// Toggling the filter drops the rows of the landmarks that are not favourites, and turning it
  /// off brings them back: the content closure is new, so the list builds its rows again.
  @Test func aListInAViewHoldingAnEnvironmentObjectBuildsItsRowsAgain() throws {
    let scenario = Scenario(
      "landmarks", typeNamesRelativeTo: ObjectWrapperWidthTests.self,
      root: { LandmarkList().environmentObject(UserData()) }
    ) {
      Step.toggle("Show Favorites Only")
      Step.toggle("Show Favorites Only")
    }
    let trace = try scenario.run()
    let gone = trace.frames[1].records.filter { $0.outcome == .disappeared }.compactMap { trace.node($0.node)?.label }
    #expect(gone == [#"Text("Landmark 1")"#, #"Text("Landmark 3")"#, #"Text("Landmark 5")"#])
    let back = trace.frames[2].records.filter { $0.outcome == .appeared }.compactMap { trace.node($0.node)?.label }
    #expect(back == [#"Text("Landmark 1")"#, #"Text("Landmark 3")"#, #"Text("Landmark 5")"#])
  }

  struct ActionButton: View {
    let title: String
    let action: () -> Void
    var body: some View { Button(title, action: action) }
  }

  struct Counter: View {
    @ObservedObject var model: Model
    var body: some View {
      VStack {
        Text("Count: \(model.count)")
        ActionButton(title: "Add") { model.count += 1 }
      }
    }
  }

  final class Model: ObservableObject {
    @Published var count = 0
  }

  /// A closure capturing `self` of a view holding an `@ObservedObject` differs on every run.
  @Test func aClosureCapturingAnObservedObjectHolderDiffers() throws {
    let model = Model()
    let trace = try Scenario(
      "counter", typeNamesRelativeTo: ObjectWrapperWidthTests.self, root: { Counter(model: model) }
    ) {
      Step.tap("Add")
    }.run()
    #expect(trace.frames[1].printChanges == ["Counter: _model changed.", "ActionButton: @self changed."])
  }
}
