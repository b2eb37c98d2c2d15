// Stand-ins written for the ViewTrace corpus; NOT the app's code.
import BackyardBirdsData
import SwiftUI
import ViewTraceSwiftData

/// The app's grid of backyards (Multiplatform/Backyards/BackyardGrid.swift): a link per backyard.
struct BackyardGrid: View {
  @Query var backyards: [Backyard]

  var body: some View {
    ForEach(backyards) { backyard in
      NavigationLink(value: backyard.id) {
        Text(backyard.name)
      }
    }
  }
}

struct BackyardSupplyIndicator: View {
  var backyard: Backyard
  var supplies: BackyardSupplies

  var body: some View {
    Text("\(supplies.rawValue): \(backyard.refillDescription(for: supplies))")
  }
}

extension Backyard {
  func refillDescription(for supplies: BackyardSupplies) -> String {
    supplies == .food ? "\(foodRefillDate.timeIntervalSinceReferenceDate)" : "\(waterRefillDate.timeIntervalSinceReferenceDate)"
  }
}

struct BirdFoodHappinessIndicator: View {
  var birdName: String
  var foodName: String

  var body: some View {
    Text("\(birdName) likes \(foodName)")
  }
}
