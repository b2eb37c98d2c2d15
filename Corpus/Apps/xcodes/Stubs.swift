// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile
// (Path and Version are stand-ins too, in ThirdParty/).
import Combine
import Foundation
import Path
import SwiftUI
import Version

extension Version {
  var isPrerelease: Bool { !prereleaseIdentifiers.isEmpty }
  var isNotPrerelease: Bool { !isPrerelease }
}

struct Xcode: Identifiable, CustomStringConvertible {
  let version: Version
  var identicalBuilds: [Version] = []
  var installState: XcodeInstallState
  let selected: Bool
  let icon: Image?
  var id: Version { version }
  var description: String { version.description }
}

enum XcodeListCategory { case all, release, beta }

enum PresentedSheet { case signIn }

struct AuthError: Error { var legibleLocalizedDescription: String }

final class AppState: ObservableObject {
  @Published var allXcodes: [Xcode] = [
    Xcode(version: Version("12.3.0")!, installState: .installed(Path("/Applications/Xcode-12.3.0.app")!), selected: true, icon: nil),
    Xcode(version: Version("12.4.0-beta+12D4")!, installState: .notInstalled, selected: false, icon: nil),
  ]
  @Published var authError: AuthError?
  @Published var presentedSheet: PresentedSheet?
  @Published var isProcessingAuthRequest = false
  func signIn(username: String, password: String) { isProcessingAuthRequest = true }
}

func configure<T>(_ value: T, _ change: (T) -> Void) -> T { change(value); return value }

struct XcodeListViewRow: View {
  let xcode: Xcode
  let selected: Bool
  let appState: AppState
  var body: some View { Text(xcode.description) }
}

struct ProgressButton<Label: View>: View {
  let isInProgress: Bool
  let action: () -> Void
  @ViewBuilder let label: () -> Label
  var body: some View {
    Button(action: action) {
      if isInProgress { ProgressView() } else { label() }
    }
  }
}
