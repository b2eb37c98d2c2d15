// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile.
import Combine
import Foundation
import SwiftUI

struct Landmark: Hashable, Identifiable {
  enum Category: String, CaseIterable, Hashable { case featured = "Featured", lakes = "Lakes", rivers = "Rivers" }
  var id: Int
  var name: String
  var category: Category
  var isFavorite: Bool
  var isFeatured: Bool
  var image: Image { Image(name) }
}

let landmarkData: [Landmark] = [
  Landmark(id: 1001, name: "Turtle Rock", category: .featured, isFavorite: true, isFeatured: true),
  Landmark(id: 1002, name: "Silver Salmon Creek", category: .lakes, isFavorite: false, isFeatured: false),
  Landmark(id: 1003, name: "Chilkoot Trail", category: .rivers, isFavorite: true, isFeatured: false),
]

struct Profile {
  enum Season: String, CaseIterable { case spring = "🌷", summer = "🌞", autumn = "🍂", winter = "☃️" }
  var username: String
  var prefersNotifications = true
  var seasonalPhoto = Season.winter
  var goalDate = Date(timeIntervalSince1970: 1_600_000_000)
  static let `default` = Profile(username: "g_kumar")
}

final class UserData: ObservableObject {
  @Published var showFavoritesOnly = false
  @Published var landmarks = landmarkData
  @Published var profile = Profile.default
}

struct Hike: Identifiable {
  struct Observation { var elevation: ClosedRange<Double> }
  var id: Int
  var name: String
  var distance: Double
  var observations: [Observation]
  var distanceText: String { "\(distance) km" }
}

let hikeData = [Hike(id: 1, name: "Lonesome Ridge Trail", distance: 4.5, observations: [.init(elevation: 10...20)])]

struct HikeGraph: View {
  var hike: Hike
  var path: KeyPath<Hike.Observation, ClosedRange<Double>>
  var body: some View { Rectangle() }
}

struct HikeDetail: View {
  var hike: Hike
  var body: some View { Text(hike.name) }
}

struct CategoryRow: View {
  var categoryName: String
  var items: [Landmark]
  var body: some View {
    VStack(alignment: .leading) {
      Text(categoryName)
      ForEach(items) { Text($0.name) }
    }
  }
}

struct LandmarkRow: View {
  var landmark: Landmark
  var body: some View { Text(landmark.name) }
}

struct LandmarkDetail: View {
  var landmark: Landmark
  var body: some View { Text(landmark.name) }
}

struct ProfileSummary: View {
  var profile: Profile
  var body: some View { Text(profile.username) }
}
