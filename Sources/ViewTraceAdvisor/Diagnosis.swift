import ViewTraceModel

/// A known cause of wasted view updates, each from the project's source
/// articles (see docs/advisor.md).
public enum Pattern: String, CaseIterable, Sendable, Codable {
  /// A view takes a whole struct and a field it does not show changed.
  case wholeStructParameter = "whole-struct-parameter"
  /// A view got a new value for a stored property its output does not show.
  case unusedParameter = "unused-parameter"
  /// A closure property gets a new context every time the parent's body runs.
  case capturingClosure = "capturing-closure"
  /// An `ObservableObject` runs every holder whichever `@Published` property changed.
  case observableObjectHolder = "observable-object-holder"
  /// A declared `@Environment` / `@EnvironmentObject` that never changed the output.
  case unusedEnvironment = "unused-environment"
  /// An event source (`onReceive`) runs a view whose output is mostly unrelated to it.
  case eventSourceInLargeView = "event-source-in-large-view"
  /// An explicit identity that changes on every run of the parent's body.
  case unstableIdentity = "unstable-identity"
  /// `@ObservedObject` given a new model instance nobody else holds.
  case observedObjectOwned = "observed-object-owned"
  /// A parent reads a state only to pass it down to one child.
  case statePassedDown = "state-passed-down"
  /// A view reads a whole collection of an `@Observable` model (often
  /// through a method or a computed property) to show one element.
  case observableCollectionRead = "observable-collection-read"
  /// `ForEach(id: \.self)` over values that change in place, or ids that
  /// repeat: rows destroyed and rebuilt, their state reset.
  case unstableForEachID = "unstable-foreach-id"
  /// The same view in two branches (`if`/`else`, `switch`, `AnyView`):
  /// switching destroys it and builds another.
  case conditionalChurn = "conditional-churn"
  /// A view reads one field of an `@EnvironmentObject` and runs on every change of it.
  case wholeEnvironmentObject = "whole-environment-object"
  /// A parent passes a value made anew in its body (an object, a date, a
  /// UUID), so the child compares unequal every time.
  case freshValue = "fresh-value"
  /// A body that is slow by measurement (a trace made with `--timings`).
  case slowBody = "slow-body"
  /// Avoidable, but none of the patterns above explains it.
  case unrecognised = "unrecognised"

  /// A short title.
  public var title: String {
    switch self {
    case .wholeStructParameter: "whole struct passed, one field used"
    case .unusedParameter: "stored property the output does not show"
    case .capturingClosure: "closure property rebuilt on every parent run"
    case .observableObjectHolder: "ObservableObject change the view does not show"
    case .unusedEnvironment: "declared but unused environment dependency"
    case .eventSourceInLargeView: "event source in a large view"
    case .unstableIdentity: "identity that changes on every run"
    case .observedObjectOwned: "@ObservedObject that owns its model"
    case .statePassedDown: "state read only to pass it down"
    case .observableCollectionRead: "whole @Observable collection read to show one element"
    case .slowBody: "slow body, by measurement"
    case .unstableForEachID: "ForEach id that changes with the value, or repeats"
    case .conditionalChurn: "same view in two branches, rebuilt on every switch"
    case .wholeEnvironmentObject: "whole @EnvironmentObject observed to show one field"
    case .freshValue: "value made anew in the parent's body"
    case .unrecognised: "avoidable, cause not recognised"
    }
  }
}

/// One cause, for one view type, with its evidence and the fix.
public struct Diagnosis: Sendable, Equatable {
  /// The cause it names.
  public let pattern: Pattern
  /// The view type the fix is about.
  public let view: String
  /// The identities concerned, in first-seen order.
  public let nodes: [String]
  /// The frames it was seen in.
  public let frames: [Int]
  /// How many times it happened: body evaluations, or replaced identities
  /// for ``Pattern/unstableIdentity``.
  public let occurrences: Int
  /// How many of the run's avoidable evaluations it explains (0 for the
  /// patterns that waste work without an avoidable evaluation).
  public let avoidable: Int
  /// The exact source: the `_printChanges` line and the recorded values of
  /// the first occurrence.
  public let evidence: String
  /// What happened, in plain words.
  public let finding: String
  /// What to change.
  public let fix: String
  /// A short code sketch using the view's own names.
  public let sketch: String
  /// The fix as a change to the engine's rules, when the engine can
  /// simulate it; nil otherwise.
  public let whatIf: WhatIf?
  /// What running the scenario again with ``whatIf`` showed; unverified
  /// until ``Advice/proved(by:)`` ran it.
  public internal(set) var proof: Proof
  /// Each (identity, frame) the diagnosis counts.
  public let sites: [Site]
  /// Where the view it is about is declared, then the sources its
  /// evaluations ran for (`LibraryStore.books` at
  /// `Sources/Library/LibraryStore.swift:12`), in first-seen order; empty
  /// when the build recorded none.
  public internal(set) var declared: [DeclaredSource] = []

  /// A source a diagnosis names, and where it is declared.
  public struct DeclaredSource: Hashable, Sendable {
    /// As the diagnosis's texts name it: `BookRow`, `LibraryStore.books`, `ContentView._count`.
    public let name: String
    /// Where it is declared, relative to its package.
    public let location: CodeLocation
  }

  /// An identity in a frame: a body run (or a rebuild) a diagnosis counts.
  public struct Site: Hashable, Sendable {
    public let node: String
    public let frame: Int
  }
}

/// What the what-if proof found for a diagnosis (docs/advisor.md, "The
/// what-if proof").
public enum Proof: Sendable, Equatable {
  /// The scenario ran again with the fix as a what-if: the diagnosed body
  /// runs went from `before` to `after` and every frame drew the same.
  case verified(before: Int, after: Int)
  /// The fix was not run: `why` says why (it cannot be simulated, or the
  /// trace came from a file).
  case unverified(why: String)

  static let cannotSimulate = "the engine cannot simulate this fix: `--after` with the fixed code proves it"
  static let notRun = "the scenario was not run again (a trace file)"

  /// Whether the what-if proved the fix.
  public var isVerified: Bool {
    if case .verified = self { return true }
    return false
  }
}

/// A diagnosis the what-if proof refuted: with the fix applied, the body
/// runs stayed, or some frame drew something else.
public struct RuledOut: Sendable, Equatable {
  /// The diagnosis as it would have read.
  public let diagnosis: Diagnosis
  /// What the what-if run showed (`frame 3 draws BookRow/Text@1 "★" instead of "☆"`).
  public let why: String
}

/// Gathers findings into one diagnosis per pattern, view type and cause.
final class DiagnosisCollector {
  private struct Group {
    var pattern: Pattern
    var view: String
    var nodes: [String] = []
    var frames: [Int] = []
    var occurrences = 0
    var avoidable = 0
    var evidence: String
    var finding: String
    var fix: String
    var sketch: String
    var whatIf: WhatIf?
    var sites: [Diagnosis.Site] = []
  }

  private var order: [String] = []
  private var groups: [String: Group] = [:]

  /// Records one occurrence; the texts of the first one of a group are kept.
  func add(
    _ pattern: Pattern, view: String, cause: String, node: String, frame: Int, occurrences: Int, avoidable: Int,
    whatIf: WhatIf? = nil, texts: () -> (evidence: String, finding: String, fix: String, sketch: String)
  ) {
    let key = "\(pattern.rawValue)\u{0}\(view)\u{0}\(cause)"
    if groups[key] == nil {
      let made = texts()
      order.append(key)
      groups[key] = Group(
        pattern: pattern, view: view, evidence: made.evidence, finding: made.finding, fix: made.fix,
        sketch: made.sketch, whatIf: whatIf)
    } else if case .equatable(let view, let more)? = whatIf, case .equatable(_, let ignoring)? = groups[key]!.whatIf {
      // Another occurrence of the cause: the fix ignores what either changed.
      groups[key]!.whatIf = .equatable(view: view, ignoring: ignoring + more.filter { !ignoring.contains($0) })
    }
    let site = Diagnosis.Site(node: node, frame: frame)
    if !groups[key]!.sites.contains(site) { groups[key]!.sites.append(site) }
    groups[key]!.occurrences += occurrences
    groups[key]!.avoidable += avoidable
    if !groups[key]!.nodes.contains(node) { groups[key]!.nodes.append(node) }
    if !groups[key]!.frames.contains(frame) { groups[key]!.frames.append(frame) }
  }

  /// The diagnoses, the ones explaining most avoidable evaluations first,
  /// then in first-seen order.
  var diagnoses: [Diagnosis] {
    let ranked: [(Int, Group)] = order.enumerated().map { ($0, groups[$1]!) }
      .sorted { $0.1.avoidable != $1.1.avoidable ? $0.1.avoidable > $1.1.avoidable : $0.0 < $1.0 }
    return ranked.map { _, group in
      let why = group.whatIf == nil ? Proof.cannotSimulate : Proof.notRun
      return Diagnosis(
        pattern: group.pattern, view: group.view, nodes: group.nodes, frames: group.frames.sorted(),
        occurrences: group.occurrences, avoidable: group.avoidable, evidence: group.evidence,
        finding: group.finding, fix: group.fix, sketch: group.sketch, whatIf: group.whatIf,
        proof: .unverified(why: why), sites: group.sites)
    }
  }
}

extension Diagnosis {
  /// The top-level declarations of ``sketch`` (an `Equatable` conformance),
  /// each from a line starting `extension ` to the next line that is `}`:
  /// the part of the sketch that compiles appended to the file declaring
  /// the view. The other lines show edits inside existing code.
  public var sketchDeclarations: [String] {
    var blocks: [String] = []
    var current: [Substring]? = nil
    for line in sketch.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("extension ") { current = [] }
      guard current != nil else { continue }
      current!.append(line)
      if line == "}" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      }
    }
    return blocks
  }
}
