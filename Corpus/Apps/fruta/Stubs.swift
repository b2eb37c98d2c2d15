// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile.
import Combine
import SwiftUI

struct Smoothie: Identifiable, Hashable {
  var id: String
  var title: String
  static let all = [Smoothie(id: "berry-blue", title: "Berry Blue"), Smoothie(id: "lemonberry", title: "Lemonberry")]
  init(id: String, title: String) { self.id = id; self.title = title }
  init?(for id: Smoothie.ID) {
    guard let found = Smoothie.all.first(where: { $0.id == id }) else { return nil }
    self = found
  }
}

final class FrutaModel: ObservableObject {
  @Published var selectedSmoothieID: Smoothie.ID?
}

struct SmoothieRow: View {
  var smoothie: Smoothie
  var body: some View { Text(smoothie.title) }
}

struct SmoothieView: View {
  var smoothie: Smoothie
  var body: some View { Text(smoothie.title) }
}

struct SmoothieMenu: View { var body: some View { List(Smoothie.all) { SmoothieRow(smoothie: $0) } } }
struct FavoriteSmoothies: View { var body: some View { Text("Favorites") } }
struct RewardsView: View { var body: some View { Text("Rewards") } }
struct RecipeList: View { var body: some View { Text("Recipes") } }

struct CountButton: View {
  enum Mode { case increment, decrement }
  var mode: Mode
  var action: () -> Void
  var body: some View {
    Button(action: action) { Image(systemName: mode == .increment ? "plus.circle.fill" : "minus.circle.fill") }
  }
}

struct VisualEffectBlur: View { var body: some View { Color.clear } }
