import Combine
import SwiftUI

final class ReadingGoal: ObservableObject {
    @Published var target = 12
    let finished = CurrentValueSubject<Int, Never>(0)
}

struct GoalBanner: View {
    @StateObject private var goal = ReadingGoal()
    @State private var finished = 0

    var body: some View {
        HStack {
            Text("\(finished) of \(goal.target) books this year")
            Stepper("Goal", value: $goal.target, in: 1...100)
        }
        .onReceive(goal.finished) { finished = $0 }
    }
}
