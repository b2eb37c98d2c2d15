// Stand-in for the third-party module SpeziLicense, written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import SwiftUI

public enum License: Sendable { case mit, apache2 }

/// The list of the app's open-source contributions and licences.
public struct ContributionsList: View {
  let projectLicense: License
  public init(projectLicense: License) { self.projectLicense = projectLicense }
  public var body: some View { List { Text("MIT License") } }
}
