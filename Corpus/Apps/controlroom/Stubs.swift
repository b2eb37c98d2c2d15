// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile.
import Combine
import Foundation
import SwiftUI

enum SimCtl {
  enum StatusBar {
    enum BatteryState: String, CaseIterable { case charging, charged, discharging }
  }
  enum DeviceFamily: String, CaseIterable {
    case iPhone, iPad, tv, watch
    var displayName: String { rawValue }
  }
  static func overrideStatusBarBattery(_ udid: String, level: Int, state: StatusBar.BatteryState) {}
  static func delete(_ ids: Set<String>) {}
}

struct Runtime { var name: String }

struct Simulator: Identifiable, Hashable {
  var name: String
  var udid: String
  var deviceFamily: SimCtl.DeviceFamily
  var runtime: Runtime?
  var id: String { udid }
  var image: Image { Image(systemName: "iphone") }
  static func == (lhs: Simulator, rhs: Simulator) -> Bool { lhs.udid == rhs.udid }
  func hash(into hasher: inout Hasher) { hasher.combine(udid) }
  static let example = Simulator(name: "iPhone 12", udid: "booted", deviceFamily: .iPhone, runtime: Runtime(name: "iOS 14.4"))
}

final class Preferences: ObservableObject {
  @Published var shouldShowOnlyActiveDevices = false
}

final class SimulatorsController: ObservableObject {
  @Published var simulators = [Simulator.example, Simulator(name: "iPad Air", udid: "ipad-air", deviceFamily: .iPad)]
  @Published var selectedSimulatorIDs = Set<String>()
  var selectedSimulators: [Simulator] { simulators.filter { selectedSimulatorIDs.contains($0.udid) } }
  init(preferences: Preferences) {}
  func filterSimulators() {}
}

extension Binding {
  /// Calls `handler` after each set.
  func onChange(_ handler: @escaping () -> Void) -> Binding<Value> {
    Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0; handler() })
  }
}

extension Collection {
  var isNotEmpty: Bool { !isEmpty }
}

struct FilterField: View {
  let title: String
  @Binding var text: String
  init(_ title: String, text: Binding<String>) { self.title = title; _text = text }
  var body: some View { TextField(title, text: $text) }
}

struct SimulatorSidebarView: View {
  let simulator: Simulator
  let canShowContextualMenu: Bool
  var body: some View { Text(simulator.name) }
}

struct SimulatorActionSheet<Content: View>: View {
  let icon: Image
  let message: String
  let informativeText: String
  let confirmationTitle: String
  let confirm: () -> Void
  @ViewBuilder let content: () -> Content
  var body: some View {
    VStack {
      Text(message)
      content()
      Button(confirmationTitle, action: confirm)
    }
  }
}
