// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile
// (SpeziAccount and SpeziLicense are stand-ins too, in ThirdParty/).
import SpeziAccount
import SwiftUI

enum FeatureFlags {
  static let disableFirebase = true
  static let skipOnboarding = true
}

enum StorageKeys {
  static let homeTabSelection = "home.tabselection"
  static let tabViewCustomization = "home.tab-view-customization"
}

final class TemplateApplicationStandard: Standard {}
final class TemplateApplicationScheduler: Module {}

struct ScheduleView: View {
  @Binding var presentingAccount: Bool
  var body: some View {
    List { Button("Account") { presentingAccount = true } }
  }
}

struct Contacts: View {
  @Binding var presentingAccount: Bool
  var body: some View { List { Text("Leland Stanford") } }
}

struct AccountSetupHeader: View {
  var body: some View { Text("Your Account") }
}
