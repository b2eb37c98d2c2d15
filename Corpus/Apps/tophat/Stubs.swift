// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile.
import Combine
import Observation
import SwiftUI

@Observable
final class UpdateController {
  var isAutomaticUpdateCheckEnabled = true
  var isAutomaticUpdateDownloadEnabled = false
  var isCheckingForUpdates = false
  var canCheckForUpdates = true
  func checkForUpdates() { isCheckingForUpdates = true }
}

final class LaunchAtLoginController: ObservableObject {
  @Published var isEnabled = false
}

@MainActor
final class TophatCtlSymbolicLinkManager: ObservableObject {
  @Published var isInstalled = false
  func install() async { isInstalled = true }
  func uninstall() async { isInstalled = false }
}

extension Text {
  func sectionHeadingTextStyle() -> some View { font(.headline).foregroundColor(.secondary) }
}

/// The app's menu-item button style.
struct MenuItemButtonStyle: ButtonStyle {
  var blinks: Bool
  func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ButtonStyle where Self == MenuItemButtonStyle {
  static func menuItem(blinks: Bool) -> MenuItemButtonStyle { MenuItemButtonStyle(blinks: blinks) }
}
