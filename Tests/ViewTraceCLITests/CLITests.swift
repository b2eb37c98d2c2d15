import Foundation
import Testing
import ViewTraceModel

/// Runs the built `viewtrace` executable and captures what it prints.
struct CLIResult {
  let status: Int32
  let stdout: String
  let stderr: String
}

func viewtrace(
  _ arguments: String..., environment: [String: String] = [:], directory: String? = nil
) throws -> CLIResult {
  try viewtrace(arguments, environment: environment, directory: directory)
}

/// Runs `viewtrace arguments` in `directory` (default: the tests' own); with
/// `executable`, that program instead (`strace … viewtrace …`).
func viewtrace(
  _ arguments: [String], environment: [String: String] = [:], executable: URL? = nil, directory: String? = nil
) throws -> CLIResult {
  let process = Process()
  process.executableURL = try executable ?? executableURL()
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CLIResult(
    status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: stderr, as: UTF8.self))
}

/// The `viewtrace` binary next to the test bundle (same build folder).
func executableURL() throws -> URL {
  var directory = Bundle.main.bundleURL
  for _ in 0..<4 {
    let candidate = directory.appendingPathComponent("viewtrace")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory.deleteLastPathComponent()
  }
  let fromArguments = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("viewtrace")
  guard FileManager.default.isExecutableFile(atPath: fromArguments.path) else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: fromArguments.path])
  }
  return fromArguments
}

@Suite struct CLITests {
  @Test func listShowsEverySampleWithItsRules() throws {
    let result = try viewtrace("list")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 27)
    #expect(lines.first?.hasPrefix("state-let") == true)
    #expect(result.stdout.contains("[S1,S3,S5] Seed 000: FourthView takes a @Binding"))
  }

  @Test func printChangesFormatIsExactlyWhatSwiftUIWouldPrint() throws {
    let result = try viewtrace("run", "state-binding", "--format", "printchanges")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        # frame 0: initial render
        ContentView: @self, @identity, _firstNumber, _secondNumber, _thirdNumber, _forthNumber changed.
        FourthView: @self, @identity, _fourthNumber changed.
        # frame 1: tap "Number Change Button"
        ContentView: _firstNumber changed.
        # frame 2: forthNumber = 42
        FourthView: _fourthNumber changed.

        """)
  }

  @Test func textFormatNamesOutcomesReasonsAndValues() throws {
    let result = try viewtrace("run", "state-let")
    #expect(result.status == 0)
    #expect(result.stdout.contains("# frame 2: forthNumber = 42  (2 evaluated, 0 init only)"))
    // The changed source says where it is declared, relative to the package.
    #expect(result.stdout.contains("  changed ContentView._forthNumber (Samples/StateLet.swift:11): 0 -> 42"))
    #expect(
      result.stdout.contains("  evaluated   ContentView/VStack/FourthView@3 [init]: @self (fourthNumber: 0 -> 42)"))
    #expect(result.stdout.contains("  initOnly    ContentView/VStack/FourthView@3\n"))
  }

  @Test func jsonFromTheCLIDecodesToAnEqualValue() throws {
    let result = try viewtrace("run", "redraw-lab", "--format", "json")
    #expect(result.status == 0)
    let data = Data(result.stdout.utf8)
    let trace = try TraceCoding.decode(data)
    #expect(trace.scenario == "redraw-lab")
    #expect(try TraceCoding.encode(trace) == data)
    #expect(try TraceCoding.decode(TraceCoding.encode(trace)) == trace)
    let again = try viewtrace("run", "redraw-lab", "--format", "json")
    #expect(again.stdout == result.stdout, "two runs give identical bytes")
  }

  @Test func warningsGoToStandardError() throws {
    let result = try viewtrace("run", "state-init-assign", "--format", "printchanges")
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("warning: state-init-assign frame 0: TestView._number was assigned 11"))
    #expect(!result.stdout.contains("warning"))
  }

  @Test func unknownSampleIsAOneLineErrorNamingTheChoices() throws {
    let result = try viewtrace("run", "nope")
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("Error: unknown sample 'nope' (samples: state-let, state-binding, redraw-lab,"))
  }

  @Test func badFormatIsRejectedWithTheChoices() throws {
    let result = try viewtrace("run", "counter", "--format", "xml")
    #expect(result.status != 0)
    #expect(result.stderr.contains("'xml'"))
    #expect(result.stderr.contains("text"))
    #expect(result.stderr.contains("printchanges"))
  }

  @Test func runWithoutASampleSaysWhatToGive() throws {
    let result = try viewtrace("run")
    #expect(result.status != 0)
    #expect(result.stderr.contains("name a sample or pass --all"))
  }

  @Test func allRunsEverySample() throws {
    let result = try viewtrace("run", "--all", "--format", "printchanges")
    #expect(result.status == 0)
    #expect(result.stdout.components(separatedBy: "# frame 0: initial render").count == 35)
  }

  @Test func variantsRunOneAtATimeOrTogether() throws {
    let both = try viewtrace("run", "observable-migration", "--format", "printchanges")
    #expect(both.status == 0)
    #expect(both.stdout.components(separatedBy: "# frame 0: initial render").count == 3)
    let one = try viewtrace("run", "observable-migration", "--variant", "Observable", "--format", "json")
    #expect(one.status == 0)
    #expect(try TraceCoding.decode(Data(one.stdout.utf8)).variant == "Observable")
  }

  @Test func jsonOfASampleWithVariantsAsksForOne() throws {
    let result = try viewtrace("run", "observable-migration", "--format", "json")
    #expect(result.status != 0)
    #expect(result.stderr.contains("has variants ObservableObject, Observable: pass --variant"))
    let wrong = try viewtrace("run", "counter", "--variant", "Observable")
    #expect(wrong.status != 0)
    #expect(wrong.stderr.contains("sample 'counter' has no variant 'Observable' (it has a single scenario)"))
  }

  @Test func disputedRulesCanBeSwitchedFromTheCommandLine() throws {
    let seeds = try viewtrace("run", "closure-cells-method", "--format", "printchanges")
    let alternative = try viewtrace(
      "run", "closure-cells-method", "--closure-comparison", "always-different", "--format", "printchanges")
    func frame1(_ text: String) -> [Substring] {
      text.split(separator: "\n").drop { !$0.hasPrefix("# frame 1") }.dropFirst().prefix { !$0.hasPrefix("#") }.map {
        $0
      }
    }
    #expect(frame1(seeds.stdout) == ["ClosureDemo: _store changed."])
    #expect(frame1(alternative.stdout).count == 101)
    let binding = try viewtrace("run", "state-binding", "--binding-projection-is-read", "--format", "printchanges")
    #expect(binding.stdout.contains("# frame 2: forthNumber = 42\nContentView: _forthNumber changed.\n"))
  }
}
