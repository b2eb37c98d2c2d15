import Testing

@testable import ViewTraceBuildConditions

/// An iOS device build's answers to Swift's platform conditions (The Swift Programming Language,
/// "Compiler Control Statements": `os()`, `canImport()`, `targetEnvironment()`), applied to text.
struct IOSBuildConditionsTests {
  func body(_ text: String) -> String {
    let lines = IOSBuildConditions.rewrite(text, file: "/app/V.swift").split(
      separator: "\n", omittingEmptySubsequences: false)
    return lines.dropFirst().joined(separator: "\n")
  }

  @Test func osIOSIsTrueAndEveryOtherOSIsFalse() {
    #expect(
      body("#if os(iOS)\nlet a = 1\n#elseif os(macOS)\nlet a = 2\n#endif")
        == "#if true\nlet a = 1\n#elseif false\nlet a = 2\n#endif")
    #expect(body("#if os(iOS) || os(OSX)") == "#if true || false")
    #expect(body("#if !os(tvOS) && !os(watchOS) && !os(visionOS)") == "#if !false && !false && !false")
    #expect(body("#if os(Linux)") == "#if false")
  }

  /// Linux keeps `URLSession` and `URLRequest` in FoundationNetworking, where iOS's Foundation
  /// has them: a file that imports Foundation and nothing ViewTrace answers gets it too (on its
  /// line, so line numbers stay), and a view file, which gets it through ViewTrace, does not.
  @Test func aFoundationOnlyFileFindsURLSessionAsOnIOS() {
    #if canImport(FoundationNetworking)
      #expect(
        body("import Foundation\nimport Observation")
          == "import Foundation; import FoundationNetworking\nimport Observation")
      #expect(
        body("@preconcurrency import Foundation // models")
          == "@preconcurrency import Foundation; import FoundationNetworking // models")
      #expect(body("import Foundation\nimport SwiftUI") == "import Foundation\nimport ViewTrace")
      #expect(body("/*\nimport Foundation\n*/") == "/*\nimport Foundation\n*/")
    #else
      #expect(body("import Foundation\nimport Observation") == "import Foundation\nimport Observation")
    #endif
  }

  @Test func canImportUIKitIsTrueAppKitFalseOthersLeftToTheCompiler() {
    #expect(body("#if canImport(UIKit)") == "#if true")
    #expect(body("#if canImport(AppKit)") == "#if false")
    #expect(body("#if canImport(MapKit)") == "#if canImport(MapKit)")
    #expect(body("#if canImport(UIKit, _version: 1.0)") == "#if true")
  }

  @Test func aDeviceBuildIsNeitherSimulatorNorCatalyst() {
    #expect(body("#if targetEnvironment(simulator)") == "#if false")
    #expect(body("#if !targetEnvironment(macCatalyst)") == "#if !false")
  }

  @Test func otherConditionsAreTheCompilers() {
    #expect(body("#if DEBUG && swift(>=5.9) && arch(arm64)") == "#if DEBUG && swift(>=5.9) && arch(arm64)")
    #expect(body("#if compiler(>=6)") == "#if compiler(>=6)")
  }

  @Test func indentationCommentsAndLineNumbersAreKept() {
    #expect(body("    #if os(iOS) // iPhone only\n  x\n    #endif") == "    #if true // iPhone only\n  x\n    #endif")
    #expect(body("#if os(iOS) // not os(macOS)") == "#if true // not os(macOS)")
    let text = "a\n#if os(macOS)\nb\n#endif\n"
    #expect(
      body(text).split(separator: "\n", omittingEmptySubsequences: false).count
        == text.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test func theResultNamesTheOriginalFile() {
    let result = IOSBuildConditions.rewrite("x", file: "/my \"app\"/V.swift")
    #expect(result == "#sourceLocation(file: \"/my \\\"app\\\"/V.swift\", line: 1)\nx")
  }

  @Test func directivesInCommentsAndMultilineStringsAreText() {
    #expect(body("/*\n#if os(iOS)\n*/\n#if os(iOS)") == "/*\n#if os(iOS)\n*/\n#if true")
    #expect(body("let s = \"\"\"\n#if os(iOS)\n\"\"\"\n#if os(iOS)") == "let s = \"\"\"\n#if os(iOS)\n\"\"\"\n#if true")
    #expect(body("let s = \"/*\"\n#if os(iOS)") == "let s = \"/*\"\n#if true")
  }

  @Test func onlyDirectivesChange() {
    #expect(body("let iOS = os(iOS)") == "let iOS = os(iOS)")
    #expect(body("#ifdef os(iOS)") == "#ifdef os(iOS)")
    #expect(body("#if(os(iOS))") == "#if(true)")
    #expect(body("#if myos(iOS)") == "#if myos(iOS)")
  }

  @Test func theFrameworksViewTraceAnswersAreImportedFromViewTrace() {
    #expect(
      body("import SwiftUI\nimport Combine\n@preconcurrency import UniformTypeIdentifiers")
        == "import ViewTrace\nimport ViewTrace\n@preconcurrency import ViewTrace")
    #expect(body("import struct SwiftUI.Text") == "import struct ViewTrace.Text")
    #expect(
      body("let t: SwiftUI.Text = SwiftUI.Text(\"SwiftUI.Text\") // SwiftUI.Text")
        == "let t: ViewTrace.Text = ViewTrace.Text(\"SwiftUI.Text\") // SwiftUI.Text")
    #expect(body("var bag = Set<Combine.AnyCancellable>()") == "var bag = Set<OpenCombine.AnyCancellable>()")
    #expect(body("#if canImport(SwiftUI) && canImport(Combine)") == "#if true && true")
  }

  @Test func otherNamesAreKept() {
    #expect(
      body("import Observation\nimport MySwiftUI\nlet SwiftUI = 1\nx.SwiftUI.y")
        == "import Observation\nimport MySwiftUI\nlet SwiftUI = 1\nx.SwiftUI.y")
    #expect(body("/* import SwiftUI */ import SwiftUI") == "/* import SwiftUI */ import ViewTrace")
    #expect(body("let s = \"\"\"\nimport SwiftUI\n\"\"\"") == "let s = \"\"\"\nimport SwiftUI\n\"\"\"")
  }
}

/// The frameworks answered by ViewTrace's companion modules (`ViewTraceOSLog`,
/// `ViewTraceUserNotifications`, `ViewTraceAVKit`, `ViewTraceCharts`).
struct CompanionModuleImportTests {
  func body(_ text: String) -> String {
    let lines = IOSBuildConditions.rewrite(text, file: "/app/V.swift").split(
      separator: "\n", omittingEmptySubsequences: false)
    return lines.dropFirst().joined(separator: "\n")
  }

  @Test func osLogAndItsSubmodulesAreImportedFromViewTraceOSLog() {
    #expect(
      body("import OSLog\nimport os\nimport os.log\n@preconcurrency import os.signpost")
        == "import ViewTraceOSLog\nimport ViewTraceOSLog\nimport ViewTraceOSLog\n@preconcurrency import ViewTraceOSLog")
  }

  @Test func osLogTypeNamesAndAVariableNamedOsAreNotModuleQualifiers() {
    #expect(body("os_log(\"x\", log: OSLog.default, type: .info)") == "os_log(\"x\", log: OSLog.default, type: .info)")
    #expect(
      body("let os = ProcessInfo.processInfo.operatingSystemVersion; _ = os.majorVersion")
        == "let os = ProcessInfo.processInfo.operatingSystemVersion; _ = os.majorVersion")
  }

  @Test func notificationsAndPlayersAreImportedFromTheirCompanions() {
    #expect(
      body("import UserNotifications\nimport AVFoundation\nimport AVKit")
        == "import ViewTraceUserNotifications\nimport ViewTraceAVKit\nimport ViewTraceAVKit")
    #expect(
      body("let p: AVKit.VideoPlayer<EmptyView>? = nil; let c = UserNotifications.UNUserNotificationCenter.current()")
        == "let p: ViewTraceAVKit.VideoPlayer<EmptyView>? = nil; let c = ViewTraceUserNotifications.UNUserNotificationCenter.current()"
    )
    #expect(body("import class AVFoundation.AVPlayer") == "import class ViewTraceAVKit.AVPlayer")
  }

  @Test func chartsIsImportedFromViewTraceCharts() {
    #expect(body("import SwiftUI\nimport Charts") == "import ViewTrace\nimport ViewTraceCharts")
    #expect(
      body("let m = Charts.BarMark(x: .value(\"Day\", \"Mon\"), y: .value(\"Steps\", 1))")
        == "let m = ViewTraceCharts.BarMark(x: .value(\"Day\", \"Mon\"), y: .value(\"Steps\", 1))")
    #expect(body("import struct Charts.BarMark") == "import struct ViewTraceCharts.BarMark")
    #expect(body("#if canImport(Charts)") == "#if true")
    #expect(body("import ChartsKit\nlet t = \"import Charts\"") == "import ChartsKit\nlet t = \"import Charts\"")
  }

  @Test func canImportOfTheCompanionFrameworksIsTrue() {
    #expect(body("#if canImport(OSLog) && canImport(os) && canImport(os.log)") == "#if true && true && true")
    #expect(
      body("#if canImport(UserNotifications) || canImport(AVFoundation) || canImport(AVKit)")
        == "#if true || true || true")
    #expect(body("#if canImport(SwiftData)") == "#if true")
    #expect(body("#if canImport(StoreKit)") == "#if canImport(StoreKit)")
  }

  @Test func swiftDataIsImportedFromViewTraceSwiftData() {
    #expect(body("import SwiftUI\nimport SwiftData") == "import ViewTrace\nimport ViewTraceSwiftData")
    #expect(
      body("let c = try SwiftData.ModelContainer(for: Bird.self)")
        == "let c = try ViewTraceSwiftData.ModelContainer(for: Bird.self)")
  }

  @Test func modulesNamedLikeACompanionAreKept() {
    #expect(
      body("import OSLogKit\nimport AVKitExtras\nlet x = myos.log")
        == "import OSLogKit\nimport AVKitExtras\nlet x = myos.log")
  }
}
