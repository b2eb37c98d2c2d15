// Stand-ins written for the ViewTrace corpus; NOT the app's code.
import BackyardBirdsData
import SwiftUI

public struct BackyardViewport: View {
  var backyard: Backyard
  public init(backyard: Backyard) { self.backyard = backyard }
  public var body: some View { Text(backyard.name) }
}

public struct RecentBackyardVisitorsView: View {
  var backyard: Backyard
  public init(backyard: Backyard) { self.backyard = backyard }
  public var body: some View {
    ForEach(backyard.visitorEvents) { event in
      Text(event.bird?.speciesName ?? "-")
    }
  }
}
