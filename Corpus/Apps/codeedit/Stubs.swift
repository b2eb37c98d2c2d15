// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile.
import Combine
import Foundation
import SwiftUI

final class CETask: ObservableObject {
  struct EnvironmentVariable: Identifiable, Hashable {
    var id = UUID()
    var key = ""
    var value = ""
  }
  @Published var name = "Build"
  @Published var target = "My Mac"
  @Published var command = "swift build"
  @Published var workingDirectory = "."
  @Published var environmentVariables: [EnvironmentVariable] = []
}

final class CEWorkspaceSettings: ObservableObject {
  @Published var tasks = [CETask()]
}

struct EnvironmentVariableListItem: View {
  @Binding var environmentVariable: CETask.EnvironmentVariable
  @Binding var selectedEnvID: UUID?
  let deleteHandler: (UUID) -> Void
  init(environmentVariable: Binding<CETask.EnvironmentVariable>, selectedEnvID: Binding<UUID?>, deleteHandler: @escaping (UUID) -> Void) {
    _environmentVariable = environmentVariable
    _selectedEnvID = selectedEnvID
    self.deleteHandler = deleteHandler
  }
  var body: some View {
    HStack {
      TextField("Key", text: $environmentVariable.key)
      TextField("Value", text: $environmentVariable.value)
    }
  }
}

extension View {
  /// The app draws a bar of buttons under a list.
  func actionBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    VStack(spacing: 0) {
      self
      HStack { content() }
    }
  }
}

struct GitBranch: Hashable {
  var name: String
  var longName: String
  var isRemote: Bool { longName.hasPrefix("refs/remotes/") }
}

/// Removes the characters matching `pattern` from what is typed.
final class RegexFormatter: Formatter {
  let pattern: String
  init(pattern: String) {
    self.pattern = pattern
    super.init()
  }
  required init?(coder: NSCoder) { nil }
  override func string(for obj: Any?) -> String? { obj as? String }
}

final class SourceControlManager: ObservableObject {
  @Published var currentBranch: GitBranch? = GitBranch(name: "main", longName: "refs/heads/main")
  func newBranch(name: String, from: GitBranch) async throws {
    await MainActor.run { currentBranch = GitBranch(name: name, longName: "refs/heads/\(name)") }
  }
  func showAlertForError(title: String, error: Error) async {}
}

struct SettingsData {
  struct NavigationSettings {
    enum NavigationStyle: String, Hashable { case openInTabs, openInPlace }
    var navigationStyle = NavigationStyle.openInTabs
  }
  typealias NavigationStyle = NavigationSettings.NavigationStyle
  var navigation = NavigationSettings()
}

/// The app's settings store, shared by every `@AppSettings`.
final class Settings: ObservableObject {
  static let shared = Settings()
  @Published var preferences = SettingsData()
}

/// Reads and writes one part of the app's settings.
@propertyWrapper
struct AppSettings<T>: DynamicProperty {
  @ObservedObject private var settings = Settings.shared
  private let keyPath: WritableKeyPath<SettingsData, T>
  init(_ keyPath: WritableKeyPath<SettingsData, T>) { self.keyPath = keyPath }
  var wrappedValue: T {
    get { settings.preferences[keyPath: keyPath] }
    nonmutating set { settings.preferences[keyPath: keyPath] = newValue }
  }
  var projectedValue: Binding<T> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

struct SettingsForm<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View { Form { content }.formStyle(.grouped) }
}
