import Foundation

/// How an app's Swift files are compiled: the language mode, the default
/// actor isolation and Xcode's "approachable concurrency". A trace package
/// compiles the app's files with the same settings, or code that builds in
/// Xcode does not build there (Swift 6's `sending 'self.store' risks causing
/// data races` for a Swift 5 app), or builds and runs differently (a
/// nonisolated `async` method runs on the caller's actor with approachable
/// concurrency, on the global executor without).
struct AppBuildSettings: Equatable {
  /// 5 or 6.
  var languageMode: Int
  /// Whether declarations without an isolation of their own are `@MainActor`
  /// (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, Xcode 26's default for new apps).
  var mainActorByDefault: Bool
  /// `SWIFT_APPROACHABLE_CONCURRENCY = YES`: nonisolated `async` functions run
  /// on the caller's actor (`NonisolatedNonsendingByDefault`), and the
  /// upcoming features Swift 6 already has.
  var approachableConcurrency: Bool

  /// What a project that says nothing gets: Xcode's defaults before Xcode 26.
  static let xcodeDefaults = AppBuildSettings(
    languageMode: 5, mainActorByDefault: false, approachableConcurrency: false)

  /// The upcoming features "approachable concurrency" turns on, as Xcode does; in the Swift 6
  /// mode only those Swift 6 lacks.
  var upcomingFeatures: [String] {
    guard approachableConcurrency else { return [] }
    let always = ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]
    return languageMode >= 6
      ? always
      : always + ["InferSendableFromCaptures", "GlobalActorIsolatedTypesUsability", "DisableOutwardActorInference"]
  }

  /// The views target's `swiftSettings:` elements, in Package.swift's spelling.
  var swiftSettings: [String] {
    [".swiftLanguageMode(.v\(languageMode))"] + (mainActorByDefault ? [".defaultIsolation(MainActor.self)"] : [])
      + upcomingFeatures.map { ".enableUpcomingFeature(\"\($0)\")" }
  }

  /// One line for the manifest and the summary: `Swift 5 mode, main actor by default, approachable concurrency`.
  var described: String {
    "Swift \(languageMode) mode" + (mainActorByDefault ? ", main actor by default" : "")
      + (approachableConcurrency ? ", approachable concurrency" : "")
  }

  /// The settings of the Xcode project nearest above `folder` (its
  /// `project.pbxproj`, the first value of each setting) and that project's
  /// path; nil when no folder up to the root holds an `.xcodeproj`.
  static func read(near folder: URL) -> (settings: AppBuildSettings, project: String)? {
    let fileManager = FileManager.default
    var current = folder.standardizedFileURL
    while true {
      let entries = ((try? fileManager.contentsOfDirectory(atPath: current.path)) ?? []).sorted()
      for entry in entries where entry.hasSuffix(".xcodeproj") {
        let project = current.appendingPathComponent(entry)
        if let text = try? String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8) {
          return (parse(pbxproj: text), project.path)
        }
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// The settings a `project.pbxproj` gives (Xcode's defaults for those it does not give).
  static func parse(pbxproj text: String) -> AppBuildSettings {
    func value(_ key: String) -> String? {
      guard let range = text.range(of: "\(key) = ") else { return nil }
      let rest = text[range.upperBound...]
      let end = rest.firstIndex(of: ";") ?? rest.endIndex
      return rest[..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }
    var settings = xcodeDefaults
    if let version = value("SWIFT_VERSION"), let major = Int(version.prefix { $0.isNumber }) {
      settings.languageMode = major >= 6 ? 6 : 5
    }
    settings.mainActorByDefault = value("SWIFT_DEFAULT_ACTOR_ISOLATION") == "MainActor"
    settings.approachableConcurrency = value("SWIFT_APPROACHABLE_CONCURRENCY") == "YES"
    return settings
  }
}
