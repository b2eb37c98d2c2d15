// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile
// (Defaults is a stand-in too, in ThirdParty/Defaults).
import Defaults
import Observation
import SwiftUI

extension Defaults.Keys {
  static let showTitle = Defaults.Key<Bool>("showTitle", default: true)
  static let ignoreRegexp = Defaults.Key<[String]>("ignoreRegexp", default: ["^[a-zA-Z0-9]{50}$"])
}

extension String: @retroactive Identifiable {
  public var id: Self { self }
}

@Observable
final class Popup {
  var headerHeight = 0.0
}

@Observable
final class AppState {
  var searchVisible = true
  var popup = Popup()
}

struct SearchFieldView: View {
  var placeholder: LocalizedStringKey
  @Binding var query: String
  // TextField(placeholder, text:) would do, but ViewTrace declares no TextField(LocalizedStringKey, text:).
  var body: some View { TextField(text: $query) { Text(placeholder) } }
}
