import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

struct Workout: Identifiable, Hashable {
  let id: Int
  var title: String
  var progress: Double
}

struct WorkoutCard: View {
  let workout: Workout
  @State private var isExpanded = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Label {
          Text(workout.title)
            .font(.system(size: 17, weight: .semibold))
        } icon: {
          Image(systemName: "figure.run")
            .symbolRenderingMode(.hierarchical)
        }
        Spacer()
        Button {
          isExpanded.toggle()
        } label: {
          Image(systemName: isExpanded ? "chevron.up" : "chevron.down")
        }
        .buttonStyle(.borderless)
      }
      ProgressView(value: workout.progress, total: 1.0)
        .tint(.green)
      if isExpanded {
        Text("Keep going!")
          .font(.title3.bold())
          .foregroundStyle(.secondary)
          .transition(.opacity)
      }
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(.background, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    .clipShape(.rect(cornerRadius: 12))
    .overlay(alignment: .topTrailing) {
      if workout.progress >= 1 {
        Image(systemName: "checkmark.seal.fill").foregroundStyle(.green)
      }
    }
    .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
  }
}

struct WorkoutsScreen: View {
  @State private var workouts = (1...4).map { Workout(id: $0, title: "Run \($0)", progress: Double($0) / 4) }
  @State private var goal = 3.0

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 12) {
        ForEach(workouts) { workout in
          WorkoutCard(workout: workout)
        }
      }
      .padding()
    }
    .safeAreaInset(edge: .bottom) {
      Button("Log workout") {
        workouts[0].progress = 1
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .frame(maxWidth: .infinity)
      .padding()
      .background(.bar)
    }
    .onChange(of: workouts) { oldValue, newValue in
      goal = Double(newValue.filter { $0.progress >= 1 }.count)
    }
  }
}

struct WorkoutsScreen_Previews: PreviewProvider {
  static var previews: some View { WorkoutsScreen() }
}

@MainActor @Suite struct PastedStylesTests {
  /// A pasted iOS 17 screen of cards: expanding one card runs only that
  /// card; logging a workout runs the screen and the one card whose value
  /// changed, and the onChange(of:) two-value form sees the new array.
  @Test func aPastedCardScreenUpdatesOnlyWhatChanged() throws {
    let t = try trace(WorkoutsScreen()) {
      Step.tap("chevron.down", within: "WorkoutsScreen/ScrollView/LazyVStack/WorkoutCard#2")
      Step.tap("Log workout")
    }
    #expect(t.frames[1].printChanges == ["WorkoutCard: _isExpanded changed."])
    #expect(
      t.frames[2].printChanges.prefix(2) == ["WorkoutsScreen: _workouts changed.", "WorkoutCard: @self changed."])
    #expect(t.frames[2].actions.map(\.kind) == [.onChange])
  }
}
