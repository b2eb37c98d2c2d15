import ViewTraceModel

/// A frame of a trace, named by its index (`2`) or by its event
/// (`"toggle \"Details\""`), as the trace lists them.
///
/// ```swift
/// let frame = try trace.frame("tap \"Add\"")   // or trace.frame(1)
/// ```
public enum FrameReference: Sendable, Equatable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The frame with this index (0 is the initial render): `.index(2)`, or the literal `2`.
  case index(Int)
  /// The first frame whose event is this text: `.event("tap \"Add\"")`, or the string literal.
  case event(String)

  /// `2` names frame 2: `try trace.frame(2)`.
  public init(integerLiteral value: Int) { self = .index(value) }
  /// `"tap \"Add\""` names the first frame with that event: `try trace.frame("tap \"Add\"")`.
  public init(stringLiteral value: String) { self = .event(value) }

  /// How errors name it: `FrameReference.index(2).description` is `frame 2`.
  public var description: String {
    switch self {
    case .index(let index): "frame \(index)"
    case .event(let event): "frame \(TextEscaping.quoted(event))"
    }
  }
}

/// A question about a trace named something the trace does not have: one
/// line naming it and the valid choices.
///
/// ```swift
/// do { _ = try trace.frame("tap \"Nope\"") } catch { print(error) }
/// // no frame "tap \"Nope\"" in shopping-list (frames: 0 initial render, 1 tap "Add", ...)
/// ```
public struct TraceQueryError: Error, Equatable, CustomStringConvertible {
  /// The line to print: `error.description`.
  public let description: String

  /// An error with this one line: `TraceQueryError("no frame 9 in counter (frames: ...)")`.
  public init(_ description: String) { self.description = description }
}

/// The outcomes a test asks about, each one a set of views per frame.
///
/// ```swift
/// try trace.views(.initOnly, in: 2)   // ["ShoppingList/List/ItemRow@0", ...]
/// ```
public enum ViewOutcome: String, Sendable, CaseIterable, CustomStringConvertible {
  /// The body ran on a view that was already there (not one appearing in
  /// the frame; see ``bodyRan`` for both).
  case evaluated
  /// The body ran: evaluated, or appeared with a body (a new custom view).
  case bodyRan
  /// Re-created by the parent, compared equal, body skipped.
  case initOnly
  /// A framework view drawn again because its value changed.
  case redrawn
  /// A new identity.
  case appeared
  /// An identity that went away.
  case disappeared

  /// The outcome's name as the trace writes it: `ViewOutcome.initOnly.description` is `initOnly`.
  public var description: String { rawValue }

  func views(in frame: Frame) -> [String] {
    switch self {
    case .evaluated: frame.nodes(.evaluated)
    case .bodyRan: frame.evaluated
    case .initOnly: frame.nodes(.initOnly)
    case .redrawn: frame.nodes(.redrawn)
    case .appeared: frame.nodes(.appeared)
    case .disappeared: frame.nodes(.disappeared)
    }
  }
}

extension Trace {
  /// The most choices an error lists.
  static let maxListedChoices = 30

  /// The frame named by `reference`.
  ///
  /// ```swift
  /// let frame = try trace.frame("toggle \"Show details\"")
  /// #expect(frame.printChanges == ["ShoppingList: _showDetails changed."])
  /// ```
  ///
  /// - Throws: ``TraceQueryError`` naming the frames the trace has.
  public func frame(_ reference: FrameReference) throws(TraceQueryError) -> Frame {
    switch reference {
    case .index(let index) where frames.indices.contains(index): return frames[index]
    case .event(let event):
      if let frame = frames.first(where: { $0.event == event }) { return frame }
    default: break
    }
    let choices = frames.prefix(Self.maxListedChoices).map { "\($0.index) \($0.event)" }
    let more = frames.count > Self.maxListedChoices ? ", …" : ""
    throw TraceQueryError(
      "no \(reference) in \(scenario) (frames: \(choices.joined(separator: ", "))\(more))")
  }

  /// The identities with `outcome` in the frame, in the order the pass touched them.
  ///
  /// ```swift
  /// try trace.views(.evaluated, in: 1)   // ["ShoppingList", "ShoppingList/VStack/ItemList@2"]
  /// ```
  public func views(_ outcome: ViewOutcome, in reference: FrameReference) throws(TraceQueryError) -> [String] {
    outcome.views(in: try frame(reference))
  }

  /// The type names of the views with `outcome` in the frame, sorted, each once.
  ///
  /// ```swift
  /// try trace.viewTypes(.evaluated, in: 1)   // ["ItemList", "ShoppingList"]
  /// ```
  public func viewTypes(_ outcome: ViewOutcome, in reference: FrameReference) throws(TraceQueryError) -> [String] {
    let types = nodesByID
    return Set(try views(outcome, in: reference).compactMap { types[$0]?.type }).sorted()
  }

  /// The lines `Self._printChanges()` prints in the frame.
  ///
  /// ```swift
  /// try trace.printChanges(in: "tap \"Add\"")   // ["ItemList: @self changed."]
  /// ```
  public func printChanges(in reference: FrameReference) throws(TraceQueryError) -> [String] {
    try frame(reference).printChanges
  }

  /// Checks that `selector` (an identity or a type name) names a view of the trace.
  func checkSelector(_ selector: String) throws(TraceQueryError) {
    if nodes.contains(where: { $0.id == selector || $0.type == selector }) { return }
    var types: [String] = []
    for node in nodes where node.kind == .custom && !types.contains(node.type) { types.append(node.type) }
    let shown = types.prefix(Self.maxListedChoices).joined(separator: ", ")
    throw TraceQueryError(
      "no view \(TextEscaping.quoted(selector)) in \(scenario) (its views: \(shown)\(types.count > Self.maxListedChoices ? ", …" : ""); "
        + "or an identity such as \(nodes.first?.id ?? "Root"))")
  }
}
