import ViewTraceModel

// Identities that change when the data did not: views destroyed (their state
// freed, `onDisappear` run) and built again instead of updated.
extension Diagnostician {
  /// An explicit id that changed while the view stood for the same thing:
  /// `.id(UUID())` or ids made in the body (new UUIDs on every run),
  /// `ForEach(id: \.self)` over values that changed in place, ids that are
  /// not unique.
  func unstableIdentities() {
    // The identities alive before each frame.
    var alive = Set<String>()
    for frame in trace.frames {
      var replaced: [String: Bool] = [:]
      defer {
        for record in frame.records {
          if record.outcome == .appeared { alive.insert(record.node) }
          if record.outcome == .disappeared { alive.remove(record.node) }
        }
      }
      let gone = Dictionary(
        frame.records.filter { $0.outcome == .disappeared }.map { (Self.withoutExplicitID($0.node), $0.node) },
        uniquingKeysWith: { first, _ in first })
      for record in frame.records where record.outcome == .appeared {
        let base = Self.withoutExplicitID(record.node)
        guard base != record.node, let old = gone[base], let node = output.node(record.node),
          let id = node.explicitID, let oldID = output.node(old)?.explicitID
        else { continue }
        let evidence = "frame \(frame.index): \(old) disappeared, \(record.node) appeared" + lostState(old, record)
        let rebuilt = output.subtree(of: record.node).count + 1
        let rebuiltText = "\(rebuilt) view\(rebuilt == 1 ? "" : "s")"
        if let change = valueChangedInPlace(frame, from: oldID, to: id) {
          foreachValueIdentity(
            frame, record, node, base: base, evidence: evidence, change: change, rebuilt: rebuiltText)
          continue
        }
        // A `ForEach` element's id is unstable only when no row under it kept
        // its identity: a row removed while others stay, or a lazy container's
        // window moving down to fill the gap, replaces a row with another
        // element's row, which is what the data says.
        if node.idModifier != true {
          let all = replaced[base] ?? everyRowReplaced(base: base, in: frame, alive: alive)
          replaced[base] = all
          if !all { continue }
        }
        let parent = output.owner(of: record.node).map(output.type) ?? "the parent"
        let madeUp =
          id.hasPrefix("UUID-")
          ? " The ids are UUIDs made anew on every run (`.id(UUID())`, or a `ForEach` over values given a "
            + "`UUID()` in the body)." : ""
        add(.unstableIdentity, node: record.node, type: node.type, frame: frame.index, cause: base, avoidable: 0) {
          (
            evidence,
            "`\(node.type)` at `\(base)` gets a new explicit id every time `\(parent)`'s body runs, so it is destroyed "
              + "(its state freed, `onDisappear` run) and built again (\(rebuiltText), its body run) "
              + "instead of being updated.\(madeUp)",
            "Give `.id(_:)` (or the `ForEach` element) a value that stays the same for the same data (a property of "
              + "the model, not `UUID()` or anything computed in `body`), or remove `.id` if it only forces a refresh.",
            """
            \(node.type)()  // was: \(node.type)().id(\(id.hasPrefix("UUID-") ? "UUID()" : "an id computed in body"))
            // or a stable id: \(node.type)().id(item.id)
            """
          )
        }
      }
      duplicateIDs(frame)
    }
  }

  /// `ForEach(values, id: \.self)`: an element's value changed in place, and
  /// the row identified by the old value was replaced by a new row.
  private func foreachValueIdentity(
    _ frame: Frame, _ record: NodeRecord, _ node: TraceNode, base: String, evidence: String, change: String,
    rebuilt: String
  ) {
    let parent = output.owner(of: record.node).map(output.type) ?? "the parent"
    add(.unstableForEachID, node: record.node, type: node.type, frame: frame.index, cause: base, avoidable: 0) {
      (
        evidence + "; " + change,
        "`\(node.type)` rows are identified by their value (`ForEach(…, id: \\.self)`): when an element changed in "
          + "place (\(change)), its row became another identity, so SwiftUI destroyed the old row (its `@State` "
          + "freed, `onDisappear` run) and built a new one (\(rebuilt)) instead of updating it.",
        "Identify elements by something that stays while they change: make the element `Identifiable` with a "
          + "stable `id` (or pass `id: \\.id`), and let the row show the changing value.",
        """
        struct Item: Identifiable {  // in \(parent)'s model
          let id: Int        // stays when the value changes
          var value: …       // was the element, and its identity
        }
        ForEach(items) { item in
          \(node.type)(…: item.value)  // was: ForEach(values, id: \\.self)
        }
        """
      )
    }
  }

  /// A `ForEach` (or any container) given the same id twice: SwiftUI's
  /// behaviour is undefined, ViewTrace keeps the first row and drops the rest.
  private func duplicateIDs(_ frame: Frame) {
    for warning in frame.warnings where warning.kind == .duplicateIdentity {
      guard let parent = warning.node else { continue }
      let type = output.type(parent)
      add(.unstableForEachID, node: parent, type: type, frame: frame.index, cause: "duplicate", avoidable: 0) {
        (
          "frame \(frame.index): \(warning.message)",
          "Two elements under `\(parent)` have the same id, so they are one identity: SwiftUI logs \"the ID occurs "
            + "multiple times within the collection, this will give undefined results\" and rows are dropped or "
            + "mixed up (ViewTrace keeps the first and ignores the second).",
          "Give every element a unique, stable id: `ForEach(items)` over `Identifiable` elements instead of "
            + "`id: \\.self` over values that can repeat.",
          """
          ForEach(items) { item in … }  // items: [Item], Item: Identifiable with a unique id
          // was: ForEach(values, id: \\.self) { value in … }  // values can repeat
          """
        )
      }
    }
  }

  /// A source change in `frame` that moved an element from the old id's
  /// value to the new one's (`tags[0]: "swift" -> "swiftui"`), if any.
  private func valueChangedInPlace(_ frame: Frame, from old: String, to new: String) -> String? {
    let forms = [("\"\(old)\"", "\"\(new)\""), (old, new)]
    for change in frame.sourceChanges {
      for line in change.diff ?? [] {
        for (before, after) in forms where line.hasSuffix(": \(before) -> \(after)") { return line }
      }
    }
    return nil
  }

  /// The same view type destroyed and built again at another place under
  /// the same parent in one frame: an `if`/`else` (or a `switch`) whose
  /// branches hold the same view, so a flag that only changes its look
  /// replaces it and resets its state.
  func conditionalChurn() {
    for frame in trace.frames {
      var gone: [String: [NodeRecord]] = [:]
      for record in frame.records where record.outcome == .disappeared {
        guard let node = output.node(record.node), node.kind == .custom else { continue }
        gone[(node.parent ?? "") + "\u{0}" + node.type, default: []].append(record)
      }
      guard !gone.isEmpty else { continue }
      for record in frame.records where record.outcome == .appeared {
        guard let node = output.node(record.node), node.kind == .custom, node.explicitID == nil,
          let old = gone[(node.parent ?? "") + "\u{0}" + node.type]?.first(where: {
            output.node($0.node)?.explicitID == nil
          })
        else { continue }
        let owner = output.owner(of: record.node).map(output.type) ?? "the parent"
        let oldSegment = BodyOutput.relative(old.node, to: node.parent ?? "")
        let newSegment = BodyOutput.relative(record.node, to: node.parent ?? "")
        let rebuilt = output.subtree(of: record.node).count + 1
        let lost = lostState(old.node, record)
        add(
          .conditionalChurn, node: record.node, type: node.type, frame: frame.index, cause: node.parent ?? "",
          avoidable: 0
        ) {
          (
            "frame \(frame.index): \(old.node) disappeared, \(record.node) appeared" + lost,
            "`\(owner)`'s body builds `\(node.type)` in two places (`\(oldSegment)` and `\(newSegment)`: the "
              + "branches of an `if`/`else`, a `switch`, or an `AnyView` whose type changed). They are two "
              + "identities, so switching between them destroyed `\(node.type)` (its state freed, `onDisappear` run) "
              + "and built another (\(rebuilt) view\(rebuilt == 1 ? "" : "s")) where only its look had to change.",
            "Build `\(node.type)` once and make the difference a modifier's value (`.background(flag ? a : b)`, "
              + "`.opacity(flag ? 1 : 0)`), so the view keeps its identity and its state.",
            """
            // in \(owner)'s body:
            \(node.type)()
              .background(isHighlighted ? Color.orange : Color.clear)  // one identity
            // was:
            // if isHighlighted { \(node.type)().background(Color.orange) } else { \(node.type)() }
            """
          )
        }
      }
    }
  }

  /// `; its state is lost: isExpanded true -> false` when the old view's
  /// state had another value than the new view starts with.
  private func lostState(_ old: String, _ new: NodeRecord) -> String {
    var lost: [String] = []
    for reason in new.reasons where reason.kind == .property {
      guard let property = reason.property, let started = reason.changes.first?.after else { continue }
      let id = old + "." + property
      guard
        let last = trace.frames.lazy.reversed().compactMap({ frame in
          frame.sourceChanges.last { $0.source == id }?.after
        }).first, last != started
      else { continue }
      lost.append("\(ValueText.plain(property)) \(last) -> \(started)")
    }
    return lost.isEmpty ? "" : "; its state is lost: " + lost.joined(separator: ", ")
  }

  /// `A/B@1#UUID-2` -> `A/B@1`: the identity without the explicit id of its
  /// own segment.
  /// Whether every identity at `base` alive before `frame` (at least two)
  /// disappeared in it.
  private func everyRowReplaced(base: String, in frame: Frame, alive: Set<String>) -> Bool {
    let before = alive.filter { Self.withoutExplicitID($0) == base }
    guard before.count >= 2 else { return false }
    let gone = Set(frame.records.filter { $0.outcome == .disappeared }.map(\.node))
    return before.isSubset(of: gone)
  }

  static func withoutExplicitID(_ id: String) -> String {
    let segmentStart = id.lastIndex(of: "/").map { id.index(after: $0) } ?? id.startIndex
    guard let hash = id[segmentStart...].firstIndex(of: "#") else { return id }
    return String(id[..<hash])
  }
}
