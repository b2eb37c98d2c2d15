// Lays the same graph out N times (default 1,000) through ViewTrace's
// Graphviz wrapper and prints the process's resident memory growth in bytes.
// Used by the renderer tests, in a process of its own so that nothing else
// allocates meanwhile: `viewtrace-leak-check [count]`.
import Foundation
import ViewTraceRender

/// The resident memory, from `/proc/self/statm`. A process that cannot read
/// it ends with status 2: a growth of 0 would pass the leak test unmeasured.
func residentBytes() -> Int {
  let statm: String
  do {
    statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("Error: cannot read /proc/self/statm: \(error)\n".utf8))
    exit(2)
  }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else {
    FileHandle.standardError.write(Data("Error: /proc/self/statm has no resident size: \(statm)\n".utf8))
    exit(2)
  }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1_000
let dot = "digraph { " + (0..<40).map { "n\($0) -> n\($0 + 1) [label=\"edge \($0)\"];" }.joined() + " }"
// Warm up: plugins, caches and the first allocations are not leaks.
for _ in 0..<100 { _ = try await Graphviz.shared.render(dot: dot, format: .svg) }
let before = residentBytes()
for _ in 0..<count { _ = try await Graphviz.shared.render(dot: dot, format: .svg) }
print(residentBytes() - before)
