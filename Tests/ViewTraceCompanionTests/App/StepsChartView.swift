// An app's view file that charts a week of steps with Swift Charts.
import Charts
import SwiftUI

struct StepCount: Identifiable {
  let day: String
  let steps: Int
  var id: String { day }
}

enum Activity: String, Plottable {
  case walking, running
}

struct GoalLine: ChartContent {
  let goal: Int
  var body: some ChartContent {
    RuleMark(y: .value("Goal", goal))
      .foregroundStyle(.red)
      .annotation(position: .top, alignment: .leading) { Text("Goal") }
  }
}

struct StepsChartView: View {
  @State private var days = [
    StepCount(day: "Mon", steps: 4200),
    StepCount(day: "Tue", steps: 7900),
  ]
  @State private var showGoal = false

  var body: some View {
    VStack {
      ChartTitle(title: "Steps")
      Chart(days) { day in
        BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
          .foregroundStyle(by: .value("Activity", Activity.walking))
          .cornerRadius(4)
      }
      .chartYScale(domain: 0...10_000)
      .chartXAxisLabel("Day")
      .chartLegend(.hidden)
      Chart {
        ForEach(days) { day in
          LineMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
            .interpolationMethod(.catmullRom)
            .symbol(by: .value("Activity", Activity.running))
          PointMark(x: .value("Day", day.day), y: .value("Steps", Double(day.steps)))
            .opacity(0.5)
        }
        if showGoal {
          GoalLine(goal: 8000)
        } else {
          AreaMark(x: .value("Day", "Mon"), yStart: .value("Low", 0), yEnd: .value("High", 1))
        }
      }
      .chartXAxis {
        AxisMarks(values: .automatic(desiredCount: 3)) { _ in
          AxisGridLine()
          AxisValueLabel()
        }
      }
      .chartYAxis(.hidden)
      .chartForegroundStyleScale(["walking": Color.blue, "running": Color.green])
      .chartPlotStyle { plot in plot.padding() }
      Chart {
        SectorMark(angle: .value("Steps", 4200), innerRadius: .ratio(0.6), angularInset: 1)
        RectangleMark(x: .value("Day", "Mon"), y: .value("Hour", 8), width: 20)
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1)).position(by: .value("Year", 2025))
        ForEach(0..<2) { hour in
          PointMark(x: .value("Hour", hour), y: .value("Steps", Float(hour) * 1.5)).symbol(.circle)
        }
      }
      Button("Add day") { days.append(StepCount(day: "Wed", steps: 6100)) }
      Button("Show goal") { showGoal.toggle() }
    }
  }
}

struct ChartTitle: View {
  let title: String
  var body: some View { Text(title).font(.headline) }
}
