import Foundation

/// The Python interpreter a test runs its helper scripts with: the first of
/// ``candidates`` that imports the modules it needs. `.ci/run setup` installs
/// them with pip, or, where pip refuses (PEP 668), as Debian's packages for
/// `/usr/bin/python3`, which need not be the `python3` on the PATH.
public enum Python {
  /// The interpreters asked, in order: `VIEWTRACE_PYTHON`, `python3` on the PATH, `/usr/bin/python3`.
  public static var candidates: [String] {
    let chosen = ProcessInfo.processInfo.environment["VIEWTRACE_PYTHON"].map { [$0] } ?? []
    return chosen + ["python3", "/usr/bin/python3"]
  }

  /// The first interpreter that imports every module in `modules`, or nil.
  public static func with(_ modules: [String]) -> String? {
    candidates.first { python in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [python, "-c", modules.map { "import \($0)" }.joined(separator: "; ")]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return false }
      process.waitUntilExit()
      return process.terminationStatus == 0
    }
  }

  /// Whether a test that needs an interpreter must fail without one rather
  /// than be skipped: on CI (`CI` is set), where `.ci/run setup` installs them.
  public static var required: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

  /// What a test says when no interpreter has `modules`.
  public static func missing(_ modules: [String]) -> String {
    "no Python with \(modules.joined(separator: " and ")): asked \(candidates.joined(separator: ", ")) "
      + "(bash .ci/run setup installs them; VIEWTRACE_PYTHON names another interpreter)"
  }
}
