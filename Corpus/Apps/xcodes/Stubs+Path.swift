// Stand-ins written for the ViewTrace corpus; NOT the app's code.
// Kept apart from Stubs.swift, which imports SwiftUI: there `Path` would name
// both SwiftUI's shape and the Path package's type.
import Foundation
import Path

enum InstallationStep { case downloading(progress: Progress) }

enum XcodeInstallState {
  case notInstalled, installing(InstallationStep), installed(Path)
  var installed: Bool { if case .installed = self { return true } else { return false } }
}

