import FoodTruckKit
// The advisor on real screens: scenarios over the corpus's unchanged view
// files, each with the diagnoses a SwiftUI developer should get written down
// (and why, from SwiftUI's rules), checked against what the advisor reports
// after its what-if proof. Precision and recall over all of them are printed
// and kept in docs/advisor.md ("Real-screen corpus").
import Foundation
import Testing
import ViewTrace
import ViewTraceAdvisor
import ViewTraceModel

@testable import ACHNBrowserUIViews
@testable import BookClubViews
@testable import ControlRoomViews
@testable import EnchantedViews
@testable import FoodTruckViews
@testable import FrutaViews
@testable import LandmarksViews
@testable import SwiftUIKitViews
@testable import TophatViews

/// Holds a value for a file's view that takes a binding, as its parent would.
struct BindingHost<Value, Content: View>: View {
  @State var value: Value
  let content: (Binding<Value>) -> Content
  var body: some View { content($value) }
}

/// One real screen, a scenario over it, and the diagnoses expected.
struct AdvisorCase: Sendable {
  let name: String
  let scenario: @MainActor @Sendable () -> Scenario
  /// `pattern view`, e.g. `capturing-closure CountButton`.
  let expected: Set<String>
  /// Why those, and why nothing else, in SwiftUI's terms.
  let why: String
}

@MainActor
enum AdvisorCorpus {
  /// Thirty landmarks, as the real app's data has.
  static func landmarks() -> UserData {
    let data = UserData()
    data.landmarks = (1...30).map {
      Landmark(
        id: 1000 + $0, name: "Landmark \($0)", category: [.featured, .lakes, .rivers][$0 % 3], isFavorite: $0 % 4 == 0,
        isFeatured: $0 % 5 == 0)
    }
    return data
  }

  static let cases: [AdvisorCase] = [
    AdvisorCase(
      name: "landmarks-list",
      scenario: {
        Scenario("landmarks-list", root: { LandmarkList().environmentObject(AdvisorCorpus.landmarks()) }) {
          Step.toggle("Show Favorites Only")
          Step.toggle("Show Favorites Only")
        }
      },
      expected: [],
      why:
        "Toggling \"Show Favorites Only\" writes the `@EnvironmentObject`: only `LandmarkList`, which holds it, runs, and its output changes (the toggle, the rows the filter keeps). Each `LandmarkRow` gets an equal `landmark` and is skipped; rows the filter removes disappear and come back as the data says, so no identity is unstable. Nothing is avoidable."
    ),
    AdvisorCase(
      name: "swiftui-kit-controls",
      scenario: {
        Scenario("controls", root: { ControlsGroup() }) {
          Step.toggle("Vibrate on Ring")
        }
      },
      expected: [],
      why:
        "The toggle writes `@State vibrateOnRing`, which `ControlsGroup` only passes as `$vibrateOnRing`: making a binding is not a read, so no body runs; the toggle is redrawn. Nothing to fix."
    ),
    AdvisorCase(
      name: "fruta-stepper",
      scenario: {
        Scenario(
          "stepper",
          root: {
            BindingHost(value: 1) {
              StepperView(value: $0, label: "Servings", configuration: .init(increment: 1, minValue: 1, maxValue: 10))
            }
          }
        ) {
          Step.tap("plus.circle.fill")
        }
      },
      expected: ["capturing-closure CountButton"],
      why:
        "`StepperView` passes `action: increment`, a method of the view itself: the closure captures the whole `StepperView` (a binding, a label, a configuration, a state), which takes a new context every time its body runs. Each `CountButton` then compares unequal and runs, though it draws the same image; only its `.disabled` (a modifier written outside it) changes. `Equatable` ignoring `action` removes those runs (proved by the what-if)."
    ),
    AdvisorCase(
      name: "landmarks-profile-host",
      scenario: {
        Scenario("profile-host", root: { ProfileHost().environmentObject(AdvisorCorpus.landmarks()) }) {
          Step.tap("Edit")
          Step.setText("Username", to: "ada")
          Step.toggle("Enable Notifications")
          Step.tap("Done")
        }
      },
      expected: [],
      why:
        "Edit, typing, the toggle and Done each change what the running views draw (the edit controls, the draft profile, the summary); no body runs for nothing."
    ),
    AdvisorCase(
      name: "food-truck-donut-editor",
      scenario: {
        Scenario("donut-editor", root: { BindingHost(value: Donut.preview) { DonutEditor(donut: $0) } }) {
          Step.setText("Name", to: "Sprinkles")
        }
      },
      expected: ["whole-struct-parameter DonutView"],
      why:
        "Typing a name writes `donut.name` through the binding; `DonutView(donut:)` is handed the whole `Donut`, which now differs, so its body runs, but it draws the dough, glaze and topping, never the name. `Equatable` ignoring `donut.name`, or passing only what it draws, removes the run (proved by the what-if)."
    ),
    AdvisorCase(
      name: "bookclub-progress-editor",
      scenario: {
        Scenario(
          "progress-editor",
          root: {
            BindingHost(value: ProgressEditorModel.mocks[1]) { ProgressEditor(book: .mock, model: $0) }
          }
        ) {
          Step.slide("", to: 0.75)
          Step.setText("Notes", to: "Chapter 3")
        }
      },
      expected: [],
      why:
        "The slider and the notes field write the model through the binding; `ProgressEditor` shows both, so each run draws something new."
    ),
    AdvisorCase(
      name: "controlroom-battery",
      scenario: {
        Scenario("battery", root: { BatteryView(simulator: .example) }) {
          Step.slide("Level:", to: 50)
        }
      },
      expected: [],
      why:
        "The slider writes `@State batteryLevel`, which `BatteryView` shows as a percentage: its run redraws the label."
    ),
    AdvisorCase(
      name: "tophat-general",
      scenario: {
        Scenario(
          "general",
          root: {
            GeneralTab()
              .environment(UpdateController())
              .environmentObject(LaunchAtLoginController())
              .environmentObject(TophatCtlSymbolicLinkManager())
          }
        ) {
          Step.toggle("Open at Login When enabled, Tophat will open automatically when you log in.")
        }
      },
      expected: [],
      why:
        "The toggle writes the `LaunchAtLoginController` (`@EnvironmentObject`); `GeneralTab` shows its `isEnabled`, so its run redraws the toggle."
    ),
    AdvisorCase(
      name: "achn-chore-list",
      scenario: {
        Scenario("chores", root: { ChoreListView() }) {
          Step.tap("Add Chore")
        }
      },
      expected: [],
      why:
        "\"Add Chore\" sets `@State sheet`, which `ChoreListView` reads only through `$sheet` for `.sheet(item:)`: the sheet is presented without running the list body."
    ),
    AdvisorCase(
      name: "food-truck-orders",
      scenario: {
        Scenario("orders", root: { OrdersView(model: .preview) }) {
          Step.search("a")
        }
      },
      expected: [],
      why:
        "Searching writes `@State searchText`, which `OrdersView` reads to filter its rows: its run changes the rows shown."
    ),
  ]
}

@MainActor
@Suite("The advisor on real screens")
struct AdvisorCorpusTests {
  /// Every case gets exactly the diagnoses written down, after the what-if
  /// proof; precision and recall over the corpus are printed (docs/advisor.md).
  @Test func theAdvisorNamesWhatEachRealScreenWastes() throws {
    var (found, correct, expected) = (0, 0, 0)
    var sketches = 0
    for item in AdvisorCorpus.cases {
      let scenario = item.scenario()
      let trace = try scenario.run()
      // A real screen's trace reads back as written (`viewtrace report` of a saved trace).
      #expect(try TraceCoding.decode(TraceCoding.encode(trace)) == trace, "\(item.name)")
      let advice = try Advice(trace).proved { whatIf in
        try scenario.run(options: EngineOptions(whatIfs: [whatIf]))
      }
      let actual = Set(advice.diagnoses.map { "\($0.pattern.rawValue) \($0.view)" })
      #expect(actual == item.expected, "\(item.name): \(item.why)\n\(AdviceText.text(advice))")
      found += actual.count
      correct += actual.intersection(item.expected).count
      expected += item.expected.count
      // Each diagnosis names the app's own file of the view its fix goes in (CompileForIOS records it).
      for diagnosis in advice.diagnoses {
        let view = diagnosis.declared.first
        #expect(
          view?.name == diagnosis.view && view?.location.file.hasPrefix("Apps/") == true,
          "\(item.name): \(diagnosis.view) is declared at \(view.map { "\($0.location)" } ?? "no recorded place")")
      }
      // Every reported fix the engine can simulate was proved.
      for diagnosis in advice.diagnoses where diagnosis.whatIf != nil {
        #expect(diagnosis.proof.isVerified, "\(item.name): \(diagnosis.view)")
      }
      // Every declaration a sketch holds compiles with the app's own files.
      let declarations = advice.diagnoses.flatMap(\.sketchDeclarations)
      if !declarations.isEmpty {
        let app = try #require(AdvisorCorpus.apps[item.name], "\(item.name): which app's files?")
        let result = try CorpusSketch.typeCheck(declarations, target: app.target, folder: app.folder)
        #expect(result.status == 0, "\(item.name): \(result.output)\n\(declarations.joined(separator: "\n"))")
        sketches += declarations.count
      }
    }
    let precision = found == 0 ? 1 : Double(correct) / Double(found)
    let recall = expected == 0 ? 1 : Double(correct) / Double(expected)
    print(
      "advisor corpus: \(AdvisorCorpus.cases.count) screens, \(found) diagnoses, \(correct) correct of \(expected) expected; "
        + "precision \(String(format: "%.2f", precision)), recall \(String(format: "%.2f", recall))")
    #expect(AdvisorCorpus.cases.count >= 10)
    #expect(sketches >= 2)
  }
}

extension AdvisorCorpus {
  /// The app target (and its folder under `Apps/`) whose files each case with a diagnosis runs.
  static let apps: [String: (target: String, folder: String)] = [
    "fruta-stepper": ("FrutaViews", "fruta"),
    "food-truck-donut-editor": ("FoodTruckViews", "food-truck"),
  ]
}

/// A sketch's declarations type-checked with an app's files as this
/// package compiles them (Swift 5, the files CompileForIOS wrote).
enum CorpusSketch {
  static func typeCheck(_ blocks: [String], target: String, folder: String) throws -> (status: Int32, output: String) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let generated = root.appendingPathComponent(".build/plugins/outputs/corpus/\(target)/destination/CompileForIOS")
    let manager = FileManager.default
    let files =
      [root.appendingPathComponent("Apps/\(folder)/Stubs.swift").path]
      + (try manager.contentsOfDirectory(atPath: generated.path)).filter { $0.hasSuffix(".swift") }.sorted().map {
        generated.appendingPathComponent($0).path
      }
    // The sketch file imports what the app's files import.
    var imports: [String] = []
    for file in files {
      for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
      where line.hasPrefix("import ") && !imports.contains(String(line)) {
        imports.append(String(line))
      }
    }
    let folderURL = manager.temporaryDirectory.appendingPathComponent("corpus-sketch-\(UUID())")
    try manager.createDirectory(at: folderURL, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: folderURL) }
    let sketch = folderURL.appendingPathComponent("Sketches.swift")
    try (imports.joined(separator: "\n") + "\n\n" + blocks.joined(separator: "\n\n") + "\n").write(
      to: sketch, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-typecheck", "-swift-version", "5", "-module-name", target,
        "-I", build.appendingPathComponent("Modules").path,
        "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path,
      ] + files + [sketch.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
