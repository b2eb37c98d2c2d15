import ViewTraceModel

// Causes that come from what a view observes: environment values, objects,
// @Observable properties, and the sources that run a large body.
extension Diagnostician {
  func unusedEnvironment(_ evaluation: Evaluation, _ reason: Reason, declaration: String) {
    let name = ValueText.plain(reason.property ?? "")
    let whatIf = reason.property.map { WhatIf.withoutDependency(view: evaluation.type, property: $0) }
    add(.unusedEnvironment, evaluation, cause: declaration, whatIf: whatIf) {
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

  func observableObjectHolder(_ evaluation: Evaluation, _ reason: Reason, type: String) {
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

  func observableCollectionRead(
    _ evaluation: Evaluation, source: String, property: String, change: ValueChange
  ) {
    // `LibraryStore#1.books` -> `LibraryStore`.
    let model = String(source.prefix { $0 != "#" && $0 != "." })
    let variable = model.hasSuffix("Store") ? "store" : model.prefix(1).lowercased() + model.dropFirst()
    let element = ValueText.elementType(of: change.after ?? change.before ?? "") ?? "Element"
    let parent = parentType(evaluation)
    let readers = evaluations.filter { $0.frame == evaluation.frame && $0.type == evaluation.type }
    let ran = readers.count
    let name = sources[source]?.name ?? source
    add(
      .observableCollectionRead, evaluation, cause: source,
      whatIf: .narrowObservation(view: evaluation.type, property: name)
    ) {
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

  func wholeEnvironmentObject(_ evaluation: Evaluation, _ reason: Reason, type: String) {
    let property = ValueText.plain(reason.property ?? "model")
    let changed = reason.changes.map(\.name).filter { $0 != "objectWillChange" }
    add(.wholeEnvironmentObject, evaluation, cause: type) {
      (
        evidence(evaluation),
        "`\(evaluation.type)` reads `\(type)` through `@EnvironmentObject var \(property)` to show part of it. "
          + "An `@EnvironmentObject` is observed whole: every `objectWillChange` of `\(type)` runs the body "
          + "whichever `@Published` property changed; here "
          + (changed.isEmpty ? "no `@Published` value changed" : "\(list(changed)) changed")
          + " and its output did not change.",
        "Make `\(type)` `@Observable`, inject it with `.environment(\(property))` and read it with "
          + "`@Environment(\(type).self)`: the view then runs only when a property its body read changes. "
          + "Or pass the one value it shows from a parent.",
        """
        @Observable final class \(type) {  // was: ObservableObject
          \(changed.map { "var \($0) = …  // no @Published" }.joined(separator: "\n  "))
        }
        // where it is injected: .environment(\(property))  // was: .environmentObject(\(property))
        // in \(evaluation.type):
        @Environment(\(type).self) private var \(property)  // was: @EnvironmentObject var \(property): \(type)
        """
      )
    }
  }

  /// What `record` drew anew: a framework view's redrawn label and modifiers, and the
  /// modifiers of a custom view whose body ran.
  static func drawnChanges(_ record: NodeRecord) -> [ValueChange] {
    (record.drawn ?? []) + (record.outcome == .redrawn ? record.reasons.flatMap(\.changes) : [])
  }

  /// `node + "\u{0}" + modifier` for each modifier of a node in `region` that changed in a frame
  /// where `parent`'s body ran without `name` of `source` changing (a state, or a property of an object).
  func restyled(in region: [String], whenRunWithout source: String, _ name: String, by parent: String) -> Set<String> {
    var result = Set<String>()
    for other in evaluations where other.node == parent {
      if other.reasons.contains(where: { $0.source == source && $0.changes.contains { $0.name == name } }) { continue }
      let frame = records[other.frame]
      for node in region {
        guard let record = frame[node] else { continue }
        for change in Self.drawnChanges(record) where change.name != "label" {
          result.insert(node + "\u{0}" + change.name)
        }
      }
    }
    return result
  }

  /// A view whose evaluations caused by `property` never changed its output.
  func neverChangedOutput(_ node: String, _ property: String) -> Bool {
    evaluations.allSatisfy { evaluation in
      evaluation.node != node || evaluation.isAvoidable || !evaluation.reasons.contains { $0.property == property }
    }
  }

  /// An ancestor of `node` injects an object of `type` with `.environmentObject`.
  func injected(_ type: String, above node: String) -> Bool {
    // The view's own modifier counts too: `Panel().environmentObject(model)` gives Panel's body the object.
    var current: String? = node
    while let id = current, let ancestor = output.node(id) {
      if ancestor.modifiers.contains(".environmentObject(\(type))") { return true }
      current = ancestor.parent
    }
    return false
  }

  // MARK: Work wasted without an avoidable evaluation

  /// A parent that reads a state (or a `@Published` property) only to pass
  /// its new value to a single child: no label of its own output changed.
  func statePassedDown(_ evaluation: Evaluation) {
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
    // Something of the parent's own output drew anew (a label, or a modifier such as its button's
    // colour from the very state): the read is needed, and a binding would not remove the run.
    // Styling that changes on every run whatever changed (`.background(Color.random())`) is not
    // drawn from the state: a modifier that also changed when the parent ran for something else.
    let restyledAnyway = restyled(in: region, whenRunWithout: id, change.name, by: evaluation.node)
    for node in region where node != child.node && !node.hasPrefix(child.node + "/") {
      guard let record = frame[node] else { continue }
      if record.outcome == .appeared || record.outcome == .disappeared { return }
      if Self.drawnChanges(record).contains(where: {
        $0.name == "label" || !restyledAnyway.contains(node + "\u{0}" + $0.name)
      }) {
        return
      }
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
  func observedObjectOwned(_ evaluation: Evaluation) {
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
  func eventSources() {
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
}
