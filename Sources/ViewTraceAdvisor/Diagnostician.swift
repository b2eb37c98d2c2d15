import ViewTraceModel

/// Matches a trace's evaluations against the known patterns. Every avoidable
/// evaluation gets exactly one diagnosis (``Pattern/unrecognised`` when none
/// fits); the patterns that waste work without an avoidable evaluation
/// (identity, ownership, event sources, state passed down) are found from
/// the frames.
struct Diagnostician {
  let trace: Trace
  let output: BodyOutput
  let evaluations: [Evaluation]
  let sources: [String: TraceSource]
  let records: [[String: NodeRecord]]
  let collector = DiagnosisCollector()
  /// A body whose median run takes at least this long, in microseconds, is slow.
  let slowBody: Double
  /// And costs, per view it builds, at least this many times the other types' median.
  let slowBodyRatio: Double

  init(trace: Trace, output: BodyOutput, evaluations: [Evaluation], slowBody: Double, slowBodyRatio: Double) {
    self.slowBody = slowBody
    self.slowBodyRatio = slowBodyRatio
    self.trace = trace
    self.output = output
    self.evaluations = evaluations
    sources = trace.sourcesByID
    records = trace.frames.map { frame in
      Dictionary(frame.records.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }

  func run() -> [Diagnosis] {
    for evaluation in evaluations where evaluation.isAvoidable { classify(evaluation) }
    for evaluation in evaluations where !evaluation.isAvoidable {
      statePassedDown(evaluation)
      observedObjectOwned(evaluation)
    }
    eventSources()
    unstableIdentities()
    conditionalChurn()
    slowBodies()
    return collector.diagnoses.map(withDeclarations)
  }

  /// `diagnosis` with where the sources its counted runs read are declared.
  private func withDeclarations(_ diagnosis: Diagnosis) -> Diagnosis {
    var diagnosis = diagnosis
    // The view the fix is about first (where its `Equatable` conformance or its edit goes).
    if let location = trace.declaration(of: diagnosis.view)?.declaredAt {
      diagnosis.declared.append(Diagnosis.DeclaredSource(name: diagnosis.view, location: location))
    }
    for site in diagnosis.sites {
      for reason in records[site.frame][site.node]?.reasons ?? [] {
        guard let id = reason.source, let source = TraceSource.named(id, in: sources), let location = source.declaredAt
        else { continue }
        // A view's state with its view's type (`ContentView._count`), as the texts name it.
        let name = source.kind == .state ? source.owner.map { "\(output.type($0)).\(source.name)" } : nil
        let declared = Diagnosis.DeclaredSource(name: name ?? source.name, location: location)
        if !diagnosis.declared.contains(declared) { diagnosis.declared.append(declared) }
      }
    }
    return diagnosis
  }

  // MARK: Avoidable evaluations

  private func classify(_ evaluation: Evaluation) {
    let selfChanges = evaluation.reasons.filter { $0.kind == .self }.flatMap(\.changes)
    if evaluation.reasons.contains(where: { $0.kind == .self }) {
      if let closure = selfChanges.first(where: ValueText.isClosure) {
        capturingClosure(evaluation, closure: closure, all: selfChanges.filter(ValueText.isClosure))
      } else if let fresh = selfChanges.first(where: ValueText.isFreshInstance) {
        freshValue(evaluation, fresh, all: selfChanges.filter(ValueText.isFreshInstance))
      } else if let split = selfChanges.lazy.compactMap(StructSplit.init).first {
        wholeStruct(evaluation, split)
      } else {
        unusedParameter(evaluation, selfChanges)
      }
      return
    }
    for reason in evaluation.reasons where reason.kind == .dependencies {
      guard let id = reason.source, let source = sources[id], source.kind == .observableProperty,
        let change = reason.changes.first, ValueText.isCollection(change.after ?? change.before ?? "")
      else { continue }
      let name = source.name.split(separator: ".").last.map(String.init) ?? source.name
      observableCollectionRead(evaluation, source: id, property: ValueText.plain(name), change: change)
      return
    }
    for reason in evaluation.reasons where reason.kind == .property {
      guard let id = reason.source, let source = sources[id], let property = reason.property else { continue }
      switch source.kind {
      case .environment where neverChangedOutput(evaluation.node, property):
        unusedEnvironment(evaluation, reason, declaration: "@Environment(\\.\(ValueText.plain(property)))")
      case .object where injected(source.name, above: evaluation.node) && neverChangedOutput(evaluation.node, property):
        unusedEnvironment(
          evaluation, reason,
          declaration: "@EnvironmentObject var \(ValueText.plain(property)): \(source.name)")
      case .object where injected(source.name, above: evaluation.node):
        wholeEnvironmentObject(evaluation, reason, type: source.name)
      case .object:
        observableObjectHolder(evaluation, reason, type: source.name)
      default:
        continue
      }
      return
    }
    add(.unrecognised, evaluation, cause: evaluation.reasons.map(\.token).joined(separator: ",")) {
      (
        evidence(evaluation),
        "`\(evaluation.type)` ran (\(reasonText(evaluation.reasons))) and its output did not change; none of the known patterns explains why.",
        "Look at what its body reads from the input that changed: if it does not show it, stop depending on it.",
        ""
      )
    }
  }

  // MARK: Helpers

  func add(
    _ pattern: Pattern, _ evaluation: Evaluation, cause: String, avoidable: Int? = nil, whatIf: WhatIf? = nil,
    texts: () -> (String, String, String, String)
  ) {
    add(
      pattern, node: evaluation.node, type: evaluation.type, frame: evaluation.frame, cause: cause,
      occurrences: evaluation.bodyCount, avoidable: avoidable ?? evaluation.bodyCount, whatIf: whatIf, texts: texts)
  }

  func add(
    _ pattern: Pattern, node: String, type: String, frame: Int, cause: String, occurrences: Int = 1,
    avoidable: Int, whatIf: WhatIf? = nil, texts: () -> (String, String, String, String)
  ) {
    collector.add(
      pattern, view: type, cause: cause, node: node, frame: frame, occurrences: occurrences, avoidable: avoidable,
      whatIf: whatIf
    ) {
      let made = texts()
      return (made.0, made.1, made.2, made.3)
    }
  }

  /// The frame, the `_printChanges` line and the changes, worded as every
  /// output words them (``ChangeWording``).
  func evidence(_ evaluation: Evaluation) -> String {
    let line = evaluation.printChanges ?? "\(evaluation.type): (no _printChanges line)"
    let frame = trace.frames.indices.contains(evaluation.frame) ? trace.frames[evaluation.frame] : nil
    var changes: [String] = []
    for reason in evaluation.reasons {
      for text in ChangeWording.changes(of: reason, in: frame) where !changes.contains(text) { changes.append(text) }
    }
    return "frame \(evaluation.frame): " + ChangeWording.line(line, changes: changes)
  }

  func reasonText(_ reasons: [Reason]) -> String {
    reasons.map(\.token).joined(separator: ", ") + " changed"
  }

  /// The type of the view whose body built this one.
  func parentType(_ evaluation: Evaluation) -> String {
    output.owner(of: evaluation.node).map(output.type) ?? "its parent"
  }

  /// The object the parent held when its body ran this frame (`store`).
  func parentObject(_ evaluation: Evaluation) -> String? {
    guard let parent = output.owner(of: evaluation.node), let record = records[evaluation.frame][parent] else {
      return nil
    }
    return record.reasons.first { reason in
      reason.kind == .property && reason.source.flatMap { sources[$0] }?.kind == .object
    }?.property.map(ValueText.plain)
  }

  func list(_ names: [String]) -> String {
    names.map { "`\($0)`" }.joined(separator: ", ")
  }
}
