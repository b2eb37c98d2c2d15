// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile.
import Foundation
import SwiftUI
import ViewTraceAVKit

/// The app's SwiftData model, as a plain class.
final class ConversationSD: Identifiable, Hashable {
  let id: UUID
  var name: String
  var updatedAt: Date
  init(id: UUID = UUID(), name: String, updatedAt: Date) { self.id = id; self.name = name; self.updatedAt = updatedAt }
  static func == (lhs: ConversationSD, rhs: ConversationSD) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  static let sample = [
    ConversationSD(name: "How to make pasta", updatedAt: Date(timeIntervalSince1970: 1_700_000_000)),
    ConversationSD(name: "Swift concurrency", updatedAt: Date(timeIntervalSince1970: 1_700_000_000)),
    ConversationSD(name: "Holiday plans", updatedAt: Date(timeIntervalSince1970: 1_699_800_000)),
  ]
}

extension Date {
  func daysAgoString() -> String {
    let days = Calendar.current.dateComponents([.day], from: self, to: Date(timeIntervalSince1970: 1_700_100_000)).day ?? 0
    return days == 0 ? "Today" : "\(days) days ago"
  }
}

extension View {
  @ViewBuilder func showIf(_ condition: Bool) -> some View {
    if condition { self }
  }
}

/// The app's colour scheme setting (SettingsView's appearance picker).
enum AppColorScheme: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: String { rawValue }
  var toString: String { rawValue.capitalized }
  var toiOSFormat: ColorScheme? {
    switch self {
    case .system: return nil
    case .light: return .light
    case .dark: return .dark
    }
  }
}

/// The app's SwiftData language model, as a plain value.
struct LanguageModelSD: Hashable {
  var name: String
  static let sample = [LanguageModelSD(name: "llama2"), LanguageModelSD(name: "mistral")]
}

extension AVSpeechSynthesisVoice {
  /// The app's display name of a voice.
  var prettyName: String { name }
}

extension Color {
  /// The app's label colour.
  static let label = Color(UIColor.label)
}
