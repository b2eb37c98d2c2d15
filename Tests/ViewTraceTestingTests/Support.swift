import Foundation
import Testing
import ViewTraceSamples
import ViewTraceTesting

/// The trace of a built-in sample.
func sampleTrace(_ name: String) async throws -> Trace {
  try await #require(SampleCatalog.named(name)).scenario.runUnderTest()
}

/// The comments of the issues `body` records, as one string each.
func recordedIssues(_ body: () async -> Void) async -> [String] {
  let messages = Messages()
  await withKnownIssue {
    await body()
  } matching: { issue in
    messages.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
    return true
  }
  return messages.all
}

/// The comments of the warnings (issues of severity `.warning`) `body`
/// records, as one string each; its other issues are recorded as they are.
func recordedWarnings(_ body: () async -> Void) async -> [String] {
  let messages = Messages()
  await withKnownIssue(isIntermittent: true) {
    await body()
  } matching: { issue in
    guard issue.severity == .warning else { return false }
    messages.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
    return true
  }
  return messages.all
}

private final class Messages: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []
  func append(_ message: String) { lock.withLock { messages.append(message) } }
  var all: [String] { lock.withLock { messages } }
}
