import ViewTraceModel

// Avoidable evaluations caused by what the parent passes: closures, whole
// structs, values the child does not show.
extension Diagnostician {
  func capturingClosure(_ evaluation: Evaluation, closure: ValueChange, all: [ValueChange]) {
    let parent = parentType(evaluation)
    let receiver = parentObject(evaluation)
    let names = all.map(\.name)
    let whatIf = WhatIf.equatable(view: evaluation.type, ignoring: names)
    // A method of the view itself (`action: increment`) captures the whole
    // view, so only an object's method is offered as the other fix.
    let methodFix =
      receiver.map {
        ", or pass a method of the object, such as `\($0).someMethod` (it captures only that one reference and "
          + "compares equal; a method or closure of `\(parent)` itself captures the whole view and does not), and give "
          + "it the varying value as a parameter"
      }
      ?? " (a method of `\(parent)` passed as the closure, `action: increment`, captures the whole view and is new every time too)"
    add(.capturingClosure, evaluation, cause: names.joined(separator: ","), whatIf: whatIf) {
      (
        evidence(evaluation),
        "`\(evaluation.type)` is re-created by `\(parent)`'s body with a new `\(closure.name)` closure each time. "
          + "Closures compare by function and captured context, and a closure that captures more than one value, or a "
          + "value wider than one reference (the view itself), gets a new context on every run, so the view compares "
          + "unequal and its body runs although its output did not change.",
        "Make `\(evaluation.type)` `Equatable`, comparing every stored property except \(list(names))\(methodFix).",
        EquatableSketch(view: evaluation.type, in: trace).text(ignoring: names.map(ValueText.plain))
          + (receiver.map {
            """

            // or, in \(parent)'s body:
            \(evaluation.type)(…, \(closure.name): \($0).someMethod)  // \(closure.name): (Value) -> Void
            """
          } ?? "")
      )
    }
  }

  func freshValue(_ evaluation: Evaluation, _ fresh: ValueChange, all: [ValueChange]) {
    let parent = parentType(evaluation)
    let names = all.map(\.name)
    let kind = ValueText.instanceKind(fresh.after ?? "") ?? "value"
    let what: String
    let made: String
    switch kind {
    case "Date-": (what, made) = ("a date read from the clock", "Date()")
    case "UUID-": (what, made) = ("a new UUID", "UUID()")
    default: (what, made) = ("a new `\(kind)` object", "\(kind)()")
    }
    let whatIf = WhatIf.equatable(view: evaluation.type, ignoring: names)
    add(.freshValue, evaluation, cause: names.joined(separator: ","), whatIf: whatIf) {
      (
        evidence(evaluation),
        "`\(parent)`'s body makes \(what) (`\(made)`) each time it runs and passes it as `\(fresh.name)` "
          + "(\(fresh.before ?? "-") -> \(fresh.after ?? "-")). "
          + (kind == "Date-" || kind == "UUID-"
            ? "The value differs every time, " : "Objects compare by identity, and a new one is never the same, ")
          + "so `\(evaluation.type)` compares unequal and its body runs although its output did not change.",
        "Make it once and pass the same one: a `static let` (formatters), a value the model keeps, or `@State` in "
          + "`\(parent)`; pass a date or id from the data instead of making one in `body`.",
        """
        // in \(parent), instead of making it in body:
        private static let \(fresh.name) = \(made)  // made once (or @State private var \(fresh.name) = \(made))
        // in \(parent)'s body:
        \(evaluation.type)(…, \(fresh.name): Self.\(fresh.name))
        """
      )
    }
  }

  func wholeStruct(_ evaluation: Evaluation, _ split: StructSplit) {
    let parent = parentType(evaluation)
    let field = split.field
    let shown = split.unchanged.map { "\(field).\($0.label)" }
    let whatIf = WhatIf.equatable(view: evaluation.type, ignoring: split.changed.map { "\(field).\($0)" })
    add(.wholeStructParameter, evaluation, cause: field, whatIf: whatIf) {
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

        """
          + EquatableSketch(view: evaluation.type, in: trace).text(
            ignoring: [], parts: [ValueText.plain(field): split.unchanged.map(\.label)])
      )
    }
  }

  /// A struct or collection property of which only a part changed, when
  /// its text did not split into fields (``StructSplit``): the diff's paths
  /// say which part.
  func partValue(_ evaluation: Evaluation, _ change: ValueChange, all: [ValueChange]) {
    let parent = parentType(evaluation)
    let field = change.name.hasPrefix("_") ? String(change.name.dropFirst()) : change.name
    var parts: [String] = []
    for path in all.flatMap({ $0.diff ?? [$0.name] }).map(WhatIf.path(ofDiffLine:)) where !parts.contains(path) {
      parts.append(path)
    }
    let others = (change.afterValue?.fields ?? []).map(\.name).filter { name in
      !parts.contains {
        $0 == "\(field).\(name)" || $0.hasPrefix("\(field).\(name).") || $0.hasPrefix("\(field).\(name)[")
      }
    }
    let whatIf = WhatIf.equatable(view: evaluation.type, ignoring: parts)
    let sketch = EquatableSketch(view: evaluation.type, in: trace)
    let conformance =
      others.isEmpty
      ? sketch.conformance(
        "lhs.\(field) == rhs.\(field)  // compare what the body shows, without \(parts.joined(separator: ", "))")
      : sketch.text(ignoring: [], parts: [field: others])
    add(.wholeStructParameter, evaluation, cause: field, whatIf: whatIf) {
      (
        evidence(evaluation),
        "`\(evaluation.type)` takes the whole `\(field)` from `\(parent)`. Only \(list(parts)) changed and its "
          + "output did not change: it does not show that part, yet any change to `\(field)` runs its body.",
        "Make `\(evaluation.type)` `Equatable`, comparing `\(field)` without \(list(parts))"
          + (others.isEmpty ? "" : " (the fields it can show: \(list(others.map { "\(field).\($0)" })))")
          + ", or pass only the fields it shows.",
        conformance
      )
    }
  }

  func unusedParameter(_ evaluation: Evaluation, _ changes: [ValueChange]) {
    let parent = parentType(evaluation)
    let names = changes.map(\.name)
    let whatIf = WhatIf.equatable(view: evaluation.type, ignoring: names)
    add(.unusedParameter, evaluation, cause: names.joined(separator: ","), whatIf: whatIf) {
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
        \(changes.map { "// let \($0.name): \(declaredType($0.name, of: evaluation.type) ?? ValueText.type(of: $0.after ?? ""))" }.joined(separator: "\n"))
        // or, if the body shows \(names.count == 1 ? "it" : "them") only sometimes, compare what it shows:

        """ + EquatableSketch(view: evaluation.type, in: trace).text(ignoring: names.map(ValueText.plain))
      )
    }
  }
}

extension Diagnostician {
  /// The type of `view`'s stored property `name` as the run found it declared.
  func declaredType(_ name: String, of view: String) -> String? {
    trace.declaration(of: view)?.properties.first { $0.name == name }?.type
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
