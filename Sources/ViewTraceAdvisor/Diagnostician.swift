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
  private let sources: [String: TraceSource]
  private let records: [[String: NodeRecord]]
  private let collector = DiagnosisCollector()

  init(trace: Trace, output: BodyOutput, evaluations: [Evaluation]) {
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
    return collector.diagnoses
  }

  // MARK: Avoidable evaluations

  private func classify(_ evaluation: Evaluation) {
    let selfChanges = evaluation.reasons.filter { $0.kind == .self }.flatMap(\.changes)
    if evaluation.reasons.contains(where: { $0.kind == .self }) {
      if let closure = selfChanges.first(where: ValueText.isClosure) {
        capturingClosure(evaluation, closure: closure, all: selfChanges.filter(ValueText.isClosure))
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

  private func capturingClosure(_ evaluation: Evaluation, closure: ValueChange, all: [ValueChange]) {
    let parent = parentType(evaluation)
    let receiver = parentObject(evaluation) ?? "model"
    let names = all.map(\.name)
    add(.capturingClosure, evaluation, cause: names.joined(separator: ",")) {
      (
        evidence(evaluation),
        "`\(evaluation.type)` is re-created by `\(parent)`'s body with a new `\(closure.name)` closure each time. "
          + "Closures compare by function and captured context, and a closure that captures more than one value "
          + "(a store and a loop variable, say) gets a new context on every run, so the view compares unequal and "
          + "its body runs although its output did not change.",
        "Make `\(evaluation.type)` `Equatable`, comparing every stored property except \(list(names)), or pass a "
          + "method reference such as `\(receiver).someMethod` (a closure that captures only one reference "
          + "compares equal) and give it the varying value as a parameter.",
        """
        struct \(evaluation.type): View, Equatable {
          static func == (lhs: Self, rhs: Self) -> Bool {
            true  // && lhs.x == rhs.x for every stored property except \(names.joined(separator: ", "))
          }
        }
        // or, in \(parent)'s body:
        \(evaluation.type)(…, \(closure.name): \(receiver).someMethod)  // \(closure.name): (Value) -> Void
        """
      )
    }
  }

  private func wholeStruct(_ evaluation: Evaluation, _ split: StructSplit) {
    let parent = parentType(evaluation)
    let field = split.field
    let shown = split.unchanged.map { "\(field).\($0.label)" }
    add(.wholeStructParameter, evaluation, cause: field) {
      (
        evidence(evaluation),
        "`\(evaluation.type)` takes the whole `\(field)` (`\(split.type)`). Only \(list(split.changed.map { "\(field).\($0)" })) "
          + "changed and its output did not change: it does not show \(list(split.changed)), yet any change to "
          + "`\(field)` runs its body.",
        "Pass only what it shows (of the fields that did not change: \(list(shown))), or make `\(evaluation.type)` "
          + "`Equatable` comparing only those fields.",
        """
        // in \(parent)'s body:
        \(evaluation.type)(\(split.unchanged.map { "\($0.label): \(field).\($0.label)" }.joined(separator: ", ")))
        // in \(evaluation.type), instead of `let \(field): \(split.type)`:
        \(split.unchanged.map { "let \($0.label): \(ValueText.type(of: $0.value))" }.joined(separator: "\n"))
        // or keep `\(field)` and compare only what is shown:
        extension \(evaluation.type): Equatable {
          static func == (lhs: Self, rhs: Self) -> Bool { \(split.unchanged.map { "lhs.\(field).\($0.label) == rhs.\(field).\($0.label)" }.joined(separator: " && ")) }
        }
        """
      )
    }
  }

  private func unusedParameter(_ evaluation: Evaluation, _ changes: [ValueChange]) {
    let parent = parentType(evaluation)
    let names = changes.map(\.name)
    add(.unusedParameter, evaluation, cause: names.joined(separator: ",")) {
      (
        evidence(evaluation),
        "`\(evaluation.type)` got a new \(list(names)) from `\(parent)`'s body and its output did not change: "
          + "the body ran for a value it did not show.",
        "If the body never uses \(list(names)), remove the stored propert\(names.count == 1 ? "y" : "ies") and stop "
          + "passing \(names.count == 1 ? "it" : "them"); if it uses \(names.count == 1 ? "it" : "them") only "
          + "sometimes, make `\(evaluation.type)` `Equatable` on what it shows.",
        """
        // in \(parent)'s body, stop passing \(names.joined(separator: ", ")):
        \(evaluation.type)()
        // and in \(evaluation.type), remove:
        \(changes.map { "// let \($0.name): \(ValueText.type(of: $0.after ?? ""))" }.joined(separator: "\n"))
        """
      )
    }
  }

  private func unusedEnvironment(_ evaluation: Evaluation, _ reason: Reason, declaration: String) {
    let name = ValueText.plain(reason.property ?? "")
    add(.unusedEnvironment, evaluation, cause: declaration) {
      (
        evidence(evaluation),
        "`\(evaluation.type)` declares `\(declaration)`. Each change of it runs the body whether or not the body "
          + "reads it, and in this run its output never changed when `\(name)` did: the body does not appear to use it.",
        "Remove the declaration if the body does not read `\(name)`, or move it into the child view that does.",
        """
        struct \(evaluation.type): View {
          // \(declaration)  // remove, or declare it in the child that reads it
          var body: some View { … }
        }
        """
      )
    }
  }

  private func observableObjectHolder(_ evaluation: Evaluation, _ reason: Reason, type: String) {
    let property = reason.property ?? "_model"
    let changed = reason.changes.map(\.name).filter { $0 != "objectWillChange" }
    add(.observableObjectHolder, evaluation, cause: type) {
      (
        evidence(evaluation),
        "`\(evaluation.type)` holds `\(type)` (an `ObservableObject`) in `\(property)`. Every `objectWillChange` "
          + "runs its body whichever `@Published` property changed; here "
          + (changed.isEmpty ? "no `@Published` value changed" : "\(list(changed)) changed")
          + " and its output did not change.",
        "Migrate `\(type)` to `@Observable`, so that a view runs only when a property its body read changes, or "
          + "split `\(type)` so that `\(evaluation.type)` observes only what it shows.",
        """
        @Observable final class \(type) {  // was: ObservableObject
          \(changed.map { "var \($0) = …  // no @Published" }.joined(separator: "\n  "))
        }
        // in \(evaluation.type):
        var \(ValueText.plain(property)): \(type)  // was @ObservedObject; where it is created, @State instead of @StateObject
        """
      )
    }
  }

  private func observableCollectionRead(
    _ evaluation: Evaluation, source: String, property: String, change: ValueChange
  ) {
    // `LibraryStore#1.books` -> `LibraryStore`.
    let model = String(source.prefix { $0 != "#" && $0 != "." })
    let variable = model.hasSuffix("Store") ? "store" : model.prefix(1).lowercased() + model.dropFirst()
    let element = ValueText.elementType(of: change.after ?? change.before ?? "") ?? "Element"
    let parent = parentType(evaluation)
    let readers = evaluations.filter { $0.frame == evaluation.frame && $0.type == evaluation.type }
    let ran = readers.count
    add(.observableCollectionRead, evaluation, cause: source) {
      (
        evidence(evaluation),
        "`\(evaluation.type)` reads `\(model).\(property)`, the whole collection (a method or a computed "
          + "property that looks an element up, such as `\(variable).isFavorite(id)`, reads all of it), and shows "
          + "one element of it. Observation tracks the property, not the element: "
          + "a change to any element of `\(property)` runs every view that read it"
          + (ran > 1 ? " (\(ran) `\(evaluation.type)` bodies ran in frame \(evaluation.frame))" : "")
          + ", and this one's output did not change.",
        "Pass each `\(evaluation.type)` its element and make `\(element)` `@Observable` (a class), so a row runs "
          + "only when its own element changes; or keep what each row reads in a property of its own (a "
          + "dictionary by id in a separate model), or split `\(model)`.",
        """
        @Observable final class \(element): Identifiable {  // was: struct \(element)
          let id: …
          var …  // the fields a row shows
        }
        // in \(parent)'s body:
        ForEach(\(variable).\(property)) { item in
          \(evaluation.type)(item: item)  // was: \(evaluation.type)(store: …, id: …)
        }
        // in \(evaluation.type), instead of reading \(model).\(property):
        var item: \(element)
        """
      )
    }
  }

  /// A view whose evaluations caused by `property` never changed its output.
  private func neverChangedOutput(_ node: String, _ property: String) -> Bool {
    evaluations.allSatisfy { evaluation in
      evaluation.node != node || evaluation.isAvoidable || !evaluation.reasons.contains { $0.property == property }
    }
  }

  /// An ancestor of `node` injects an object of `type` with `.environmentObject`.
  private func injected(_ type: String, above node: String) -> Bool {
    var current = output.node(node)?.parent
    while let id = current, let ancestor = output.node(id) {
      if ancestor.modifiers.contains(".environmentObject(\(type))") { return true }
      current = ancestor.parent
    }
    return false
  }

  // MARK: Work wasted without an avoidable evaluation

  /// A parent that reads a state (or a `@Published` property) only to pass
  /// its new value to a single child: no label of its own output changed.
  private func statePassedDown(_ evaluation: Evaluation) {
    guard evaluation.reasons.count == 1, let reason = evaluation.reasons.first, reason.kind == .property,
      reason.changes.count == 1, let change = reason.changes.first, let before = change.before,
      let after = change.after, let id = reason.source, let source = sources[id],
      source.kind == .state || source.kind == .object
    else { return }
    let frame = records[evaluation.frame]
    let region = output.region(of: evaluation.node)
    let children = region.filter { output.kind($0) == .custom && frame[$0] != nil }
    guard children.count == 1, let child = frame[children[0]],
      let passed = child.reasons.filter({ $0.kind == .self }).flatMap(\.changes).first(where: {
        ($0.before == before && $0.after == after)
          || ($0.before == "Binding(\(before))" && $0.after == "Binding(\(after))")
      })
    else { return }
    for id in region where id != child.node && !id.hasPrefix(child.node + "/") {
      guard let record = frame[id] else { continue }
      if record.outcome == .appeared || record.outcome == .disappeared { return }
      if record.reasons.flatMap(\.changes).contains(where: { $0.name == "label" }) { return }
    }
    let childType = output.type(child.node)
    let name = change.name
    let childField = passed.name.hasPrefix("_") ? String(passed.name.dropFirst()) : passed.name
    let valueType = ValueText.type(of: after)
    if source.kind == .state {
      add(.statePassedDown, evaluation, cause: id, avoidable: 0) {
        (
          evidence(evaluation) + "; " + (child.printChanges ?? childType) + " \(passed.name): \(before) -> \(after)",
          "`\(evaluation.type)` reads `\(name)` only to pass it to `\(childType)`: its new value shows up nowhere "
            + "else in its output, yet each change runs `\(evaluation.type)`'s whole body and rebuilds its other views.",
          "Pass a binding (`$\(name)`) so that only `\(childType)` reads the value, or move the state into "
            + "`\(childType)` if nothing else needs it.",
          """
          // in \(evaluation.type)'s body:
          \(childType)(\(childField): $\(name))  // a binding: \(evaluation.type) no longer reads \(name)
          // in \(childType):
          @Binding var \(childField): \(valueType)  // was: let \(childField): \(valueType)
          """
        )
      }
    } else {
      let model = ValueText.plain(reason.property ?? "_model")
      add(.statePassedDown, evaluation, cause: id.split(separator: "#").first.map(String.init) ?? id, avoidable: 0) {
        (
          evidence(evaluation) + "; " + (child.printChanges ?? childType) + " \(passed.name): \(before) -> \(after)",
          "`\(evaluation.type)` holds `\(source.name)` (an `ObservableObject`); `\(name)` changed and its body used it "
            + "only to pass it to `\(childType)`. A binding into an `ObservableObject` does not help: every "
            + "`@Published` change runs every view that holds the object.",
          "Migrate `\(source.name)` to `@Observable` and let `\(childType)` read `\(name)` from the model itself: "
            + "then only the views whose body read a property run when it changes.",
          """
          @Observable final class \(source.name) {  // was: ObservableObject
            var \(name) = …  // no @Published
          }
          // in \(evaluation.type)'s body:
          \(childType)(\(model): \(model))
          // in \(childType):
          var \(model): \(source.name)  // the body reads \(model).\(name)
          """
        )
      }
    }
  }

  /// A view given a new model instance that no other view holds.
  private func observedObjectOwned(_ evaluation: Evaluation) {
    for reason in evaluation.reasons where reason.kind == .property {
      guard let instance = reason.changes.first(where: { $0.name == "instance" }), let old = instance.before,
        let new = instance.after
      else { continue }
      let holders = trace.edges.filter { $0.source == new }
      guard holders.allSatisfy({ $0.since >= evaluation.frame && $0.node == evaluation.node }) else { continue }
      let parent = parentType(evaluation)
      let property = reason.property ?? "_model"
      let type = new.split(separator: "#").first.map(String.init) ?? new
      let lost = output.region(of: evaluation.node).compactMap { id -> String? in
        guard
          let change = records[evaluation.frame][id]?.reasons.flatMap(\.changes).first(where: { $0.name == "label" }),
          let before = change.before, let after = change.after
        else { return nil }
        return "\(before) -> \(after)"
      }
      add(.observedObjectOwned, evaluation, cause: property, avoidable: 0) {
        (
          evidence(evaluation),
          "`\(evaluation.type)` got a new `\(type)` (\(old) -> \(new)) that no other view holds when `\(parent)`'s "
            + "body re-created it: the model is made together with the view value "
            + "(`@ObservedObject var \(ValueText.plain(property)) = \(type)()`), so what the old one held is lost"
            + (lost.isEmpty ? "." : " (its output: \(lost.joined(separator: ", ")))."),
          "Declare it `@StateObject` so that the model lives as long as the view's identity, or create it once "
            + "in an owner and pass that instance in.",
          """
          struct \(evaluation.type): View {
            @StateObject var \(ValueText.plain(property)) = \(type)()  // was: @ObservedObject var \(ValueText.plain(property)) = \(type)()
          }
          """
        )
      }
    }
  }

  /// A view run by an `onReceive` in its own body whose output has views
  /// that have nothing to do with the event.
  private func eventSources() {
    var seen = Set<String>()
    let byKey = Dictionary(
      evaluations.map { ("\($0.frame)\u{0}\($0.node)", $0) }, uniquingKeysWith: { first, _ in first })
    for frame in trace.frames {
      for action in frame.actions where action.kind == .onReceive {
        guard let owner = output.owner(of: action.node),
          let evaluation = byKey["\(frame.index)\u{0}\(owner)"],
          seen.insert("\(frame.index)\u{0}\(owner)").inserted
        else { continue }
        let carrier = action.node
        let unchanged = output.region(of: owner).filter { id in
          id != carrier && !id.hasPrefix(carrier + "/") && output.kind(id) != .container
            && (records[frame.index][id].map { $0.outcome == .initOnly } ?? true)
        }
        guard !unchanged.isEmpty, !evaluation.isAvoidable else { continue }
        let state = evaluation.reasons.first { $0.kind == .property }
        let stateName = ValueText.plain(state?.property ?? "_value")
        let carrierName = BodyOutput.relative(carrier, to: owner)
        let child = stateName.prefix(1).uppercased() + stateName.dropFirst() + "View"
        add(.eventSourceInLargeView, evaluation, cause: carrier, avoidable: 0) {
          (
            evidence(evaluation) + " after onReceive on \(carrierName)",
            "Each time the `onReceive` on `\(carrierName)` fires it writes `\(stateName)` and `\(evaluation.type)`'s "
              + "whole body runs: \(unchanged.count) view\(unchanged.count == 1 ? "" : "s") rebuilt unchanged "
              + "(\(unchanged.map { "`\(BodyOutput.relative($0, to: owner))`" }.joined(separator: ", "))) for "
              + "\(evaluation.outputChanges.count) that changed (\(evaluation.outputChanges.joined(separator: "; "))).",
            "Move the `onReceive` and the state it writes into a small child view that shows only that state, loaded "
              + "only while it is needed, so that an event runs only that child.",
            """
            struct \(child): View {
              @State private var \(stateName) = …  // moved from \(evaluation.type)
              var body: some View {
                Text(…\(stateName)…)
                  .background(Color.clear.onReceive(publisher) { \(stateName) = $0 })
              }
            }
            // in \(evaluation.type)'s body:
            \(child)()
            """
          )
        }
      }
    }
  }

  /// An explicit id that is different after every run of the parent: the old
  /// identity disappears and a new one appears in the same frame.
  private func unstableIdentities() {
    for frame in trace.frames {
      let gone = Dictionary(
        frame.records.filter { $0.outcome == .disappeared }.map { (Self.withoutExplicitID($0.node), $0.node) },
        uniquingKeysWith: { first, _ in first })
      for record in frame.records where record.outcome == .appeared {
        let base = Self.withoutExplicitID(record.node)
        guard base != record.node, let old = gone[base], let node = output.node(record.node),
          let id = node.explicitID
        else { continue }
        let parent = output.owner(of: record.node).map(output.type) ?? "the parent"
        let madeUp = id.hasPrefix("UUID-") ? " The ids are UUIDs made anew on every run (`.id(UUID())`)." : ""
        let rebuilt = output.subtree(of: record.node).count + 1
        add(.unstableIdentity, node: record.node, type: node.type, frame: frame.index, cause: base, avoidable: 0) {
          (
            "frame \(frame.index): \(old) disappeared, \(record.node) appeared",
            "`\(node.type)` at `\(base)` gets a new explicit id every time `\(parent)`'s body runs, so it is destroyed "
              + "(its state freed, `onDisappear` run) and built again (\(rebuilt) view\(rebuilt == 1 ? "" : "s"), its body run) "
              + "instead of being updated.\(madeUp)",
            "Give `.id(_:)` a value that stays the same for the same data (a property of the model, not `UUID()` or "
              + "anything computed in `body`), or remove `.id` if it only forces a refresh.",
            """
            \(node.type)()  // was: \(node.type)().id(\(id.hasPrefix("UUID-") ? "UUID()" : "an id computed in body"))
            // or a stable id: \(node.type)().id(item.id)
            """
          )
        }
      }
    }
  }

  /// `A/B@1#UUID-2` -> `A/B@1`: the identity without the explicit id of its
  /// own segment.
  static func withoutExplicitID(_ id: String) -> String {
    let segmentStart = id.lastIndex(of: "/").map { id.index(after: $0) } ?? id.startIndex
    guard let hash = id[segmentStart...].firstIndex(of: "#") else { return id }
    return String(id[..<hash])
  }

  // MARK: Helpers

  private func add(
    _ pattern: Pattern, _ evaluation: Evaluation, cause: String, avoidable: Int? = nil,
    texts: () -> (String, String, String, String)
  ) {
    add(
      pattern, node: evaluation.node, type: evaluation.type, frame: evaluation.frame, cause: cause,
      occurrences: evaluation.bodyCount, avoidable: avoidable ?? evaluation.bodyCount, texts: texts)
  }

  private func add(
    _ pattern: Pattern, node: String, type: String, frame: Int, cause: String, occurrences: Int = 1,
    avoidable: Int, texts: () -> (String, String, String, String)
  ) {
    collector.add(
      pattern, view: type, cause: cause, node: node, frame: frame, occurrences: occurrences, avoidable: avoidable
    ) {
      let made = texts()
      return (made.0, made.1, made.2, made.3)
    }
  }

  /// The `_printChanges` line and the recorded values.
  private func evidence(_ evaluation: Evaluation) -> String {
    let line = evaluation.printChanges ?? "\(evaluation.type): (no _printChanges line)"
    // Where a source's value differs, when the trace has the paths; else the values.
    let diffs = trace.frames.indices.contains(evaluation.frame) ? trace.frames[evaluation.frame].diffsBySource : [:]
    let values = evaluation.reasons.flatMap { reason -> [String] in
      if let source = reason.source, let diff = diffs[source], reason.changes.count == 1 { return diff }
      return reason.changes.map { change in "\(change.name): \(change.before ?? "-") -> \(change.after ?? "-")" }
    }
    return "frame \(evaluation.frame): " + line + (values.isEmpty ? "" : " " + values.joined(separator: ", "))
  }

  private func reasonText(_ reasons: [Reason]) -> String {
    reasons.map(\.token).joined(separator: ", ") + " changed"
  }

  /// The type of the view whose body built this one.
  private func parentType(_ evaluation: Evaluation) -> String {
    output.owner(of: evaluation.node).map(output.type) ?? "its parent"
  }

  /// The object the parent held when its body ran this frame (`store`).
  private func parentObject(_ evaluation: Evaluation) -> String? {
    guard let parent = output.owner(of: evaluation.node), let record = records[evaluation.frame][parent] else {
      return nil
    }
    return record.reasons.first { reason in
      reason.kind == .property && reason.source.flatMap { sources[$0] }?.kind == .object
    }?.property.map(ValueText.plain)
  }

  private func list(_ names: [String]) -> String {
    names.map { "`\($0)`" }.joined(separator: ", ")
  }
}

/// A struct value of which some fields changed and some did not.
struct StructSplit {
  let field: String
  let type: String
  let changed: [String]
  let unchanged: [(label: String, value: String)]

  init?(_ change: ValueChange) {
    guard let before = change.before.flatMap(ValueText.fields), let after = change.after.flatMap(ValueText.fields),
      before.type == after.type, before.fields.map(\.label) == after.fields.map(\.label)
    else { return nil }
    let pairs = zip(before.fields, after.fields)
    changed = pairs.filter { $0.value != $1.value }.map(\.0.label)
    unchanged = pairs.filter { $0.value == $1.value }.map(\.1)
    guard !changed.isEmpty, !unchanged.isEmpty else { return nil }
    field = change.name
    type = after.type
  }
}
