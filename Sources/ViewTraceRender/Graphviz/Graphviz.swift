// The only file that talks to Graphviz's C libraries (libcgraph, libgvc).
@preconcurrency internal import CGraphviz
import Foundation

/// Graphviz, in-process: parses DOT, lays it out and renders it.
///
/// Graphviz is not thread-safe, so there is one context for the process and
/// every call runs on one serial executor with its own thread (layouts can
/// block for seconds). Every graph is closed and every layout and render
/// buffer freed before a call returns. Graphviz's warnings are collected and
/// returned instead of being printed; its errors become ``GraphvizError``.
///
/// ```swift
/// let svg = try await Graphviz.shared.render(dot: "digraph { a -> b }", format: .svg)
/// ```
public actor Graphviz {
  /// The process's Graphviz.
  public static let shared = Graphviz()

  /// Layout engines.
  public enum Layout: String, Sendable {
    /// Hierarchical layout (`dot`).
    case dot
    /// Positions given in the graph (`pos="x,y!"`), edges routed by Graphviz (`nop2`).
    case fixedPositions = "nop2"
  }

  /// Output formats Graphviz renders.
  public enum Format: String, Sendable, CaseIterable {
    case svg, png
    /// DOT with the layout's coordinates.
    case dot
  }

  /// What a render produced.
  public struct Output: Sendable {
    /// The rendered bytes (DOT text, SVG, PNG).
    public let data: Data
    /// Graphviz's warnings during this call.
    public let warnings: [String]
  }

  fileprivate static let executor = GraphvizExecutor()
  /// Every Graphviz call runs on one dedicated thread.
  public nonisolated var unownedExecutor: UnownedSerialExecutor { Graphviz.executor.asUnownedSerialExecutor() }

  private let context: OpaquePointer?

  private init() {
    agseterrf(collectGraphvizMessage)
    agseterr(AGWARN)
    context = gvContext()
  }

  /// Lays out `dot` with `layout` and renders it as `format`.
  public func render(dot: String, layout: Layout = .dot, format: Format) throws(GraphvizError) -> Output {
    guard let context else { throw .unavailable(message: "gvContext() returned nothing") }
    let messages = Graphviz.executor.messages
    messages.reset()
    guard let graph = dot.withCString({ agmemread($0) }) else {
      throw .invalidGraph(message: messages.text(or: "syntax error"))
    }
    defer { agclose(graph) }
    guard gvLayout(context, graph, layout.rawValue) == 0 else {
      let message = messages.text(or: "no message")
      // "Layout type: "dot" not recognized": the plugins are not installed.
      if message.contains("not recognized") { throw .unavailable(message: message) }
      throw .layoutFailed(engine: layout.rawValue, message: message)
    }
    defer { gvFreeLayout(context, graph) }
    var buffer: UnsafeMutablePointer<CChar>?
    var length: UInt32 = 0
    guard gvRenderData(context, graph, format.rawValue, &buffer, &length) == 0, let buffer else {
      let message = messages.text(or: "no message")
      if message.contains("not recognized") || message.contains("Format:") {
        throw .formatUnavailable(format: format.rawValue, message: message)
      }
      throw .renderFailed(format: format.rawValue, message: message)
    }
    defer { gvFreeRenderData(buffer) }
    let data = Data(bytes: buffer, count: Int(length))
    return Output(data: data, warnings: messages.drain())
  }
}

/// The errors and warnings Graphviz reported during the call that is
/// running. Graphviz reports through a C callback with no context, so the
/// collector belongs to the executor that runs every Graphviz call
/// (``GraphvizExecutor/messages``) and only its thread touches it.
final class GraphvizMessages: @unchecked Sendable {
  private var lines: [String] = []
  /// The executor's thread, set once before it starts.
  var thread: Thread?

  private func preconditionOnThread() {
    precondition(Thread.current === thread, "Graphviz's messages are touched off the Graphviz thread")
  }

  func append(_ line: String) {
    preconditionOnThread()
    lines.append(line)
  }

  func reset() {
    preconditionOnThread()
    lines.removeAll()
  }

  func drain() -> [String] {
    preconditionOnThread()
    defer { lines.removeAll() }
    return lines
  }

  func text(or fallback: String) -> String {
    let joined = drain().joined(separator: " ")
    return joined.isEmpty ? fallback : joined
  }
}

private func collectGraphvizMessage(_ message: UnsafeMutablePointer<CChar>?) -> Int32 {
  guard let message else { return 0 }
  let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
  if !text.isEmpty { Graphviz.executor.messages.append(text) }
  return 0
}
