import ViewTraceModel

extension Advice {
  /// The advice with every fix the engine can simulate proved: for each
  /// diagnosis with a ``Diagnosis/whatIf``, `run` runs the same scenario
  /// again with that what-if, and the diagnosis is kept only when the
  /// diagnosed body runs are gone and every frame draws what it drew
  /// (the same identities shown, each with the same label and modifiers).
  /// A refuted diagnosis moves to ``ruledOut`` with what the run showed.
  /// Verified diagnoses come first; the others stay, marked unverified.
  ///
  /// `run` is called once per distinct what-if; an error it throws ends the proof.
  public func proved(by run: (WhatIf) throws -> Trace) rethrows -> Advice {
    var result = self
    let original = DrawnScreens(trace)
    // Each what-if runs once; its trace and its first drawn difference serve every diagnosis with it.
    var runs: [WhatIf: (trace: Trace, difference: String?)] = [:]
    var kept: [Diagnosis] = []
    var ruledOut: [RuledOut] = []
    for var diagnosis in diagnoses {
      guard let whatIf = diagnosis.whatIf else {
        kept.append(diagnosis)
        continue
      }
      let other: (trace: Trace, difference: String?)
      if let done = runs[whatIf] {
        other = done
      } else {
        let trace = try run(whatIf)
        other = (trace, original.firstDifference(from: DrawnScreens(trace)))
        runs[whatIf] = other
      }
      let before = diagnosis.sites.map { Self.bodyRuns(in: trace, at: $0) }.reduce(0, +)
      let after = diagnosis.sites.map { Self.bodyRuns(in: other.trace, at: $0) }.reduce(0, +)
      let with = "with `\(diagnosis.view)` \(whatIf.text)"
      if other.trace.frames.count != trace.frames.count {
        ruledOut.append(
          RuledOut(
            diagnosis: diagnosis,
            why: "\(with), the run has \(other.trace.frames.count) frames instead of \(trace.frames.count)"))
      } else if after > 0 {
        ruledOut.append(RuledOut(diagnosis: diagnosis, why: "\(with), its body still ran \(after) of \(before) times"))
      } else if let difference = other.difference {
        ruledOut.append(RuledOut(diagnosis: diagnosis, why: "\(with), \(difference)"))
      } else {
        diagnosis.proof = .verified(before: before, after: after)
        kept.append(diagnosis)
      }
    }
    result.diagnoses = kept.filter(\.proof.isVerified) + kept.filter { !$0.proof.isVerified }
    result.ruledOut = ruledOut
    return result
  }

  /// The body runs of `site`'s identity in its frame, in `trace`.
  static func bodyRuns(in trace: Trace, at site: Diagnosis.Site) -> Int {
    guard trace.frames.indices.contains(site.frame) else { return 0 }
    return trace.frames[site.frame].records.lazy
      .filter { $0.node == site.node && $0.outcome == .evaluated }.map(\.bodyCount).reduce(0, +)
  }
}

/// What every frame of a trace draws: the identities shown and each one's
/// label and modifiers.
struct DrawnScreens {
  let frames: Int
  let drawn: DrawnHistory
  let shown: ShownHistory

  init(_ trace: Trace) {
    frames = trace.frames.count
    drawn = DrawnHistory(trace)
    shown = ShownHistory(trace)
  }

  /// The first frame where `other` draws something else, in words
  /// (`frame 2 draws Row/Text@0 "☆" instead of "★"`); nil when every frame
  /// draws the same.
  func firstDifference(from other: DrawnScreens) -> String? {
    for frame in 0..<min(frames, other.frames) {
      let mine = shown.shown(at: frame)
      let theirs = other.shown.shown(at: frame)
      if mine != theirs {
        let (mineSet, theirSet) = (Set(mine), Set(theirs))
        if let extra = theirs.first(where: { !mineSet.contains($0) }) {
          return "frame \(frame) shows `\(extra)`, which it did not"
        }
        if let missing = mine.first(where: { !theirSet.contains($0) }) {
          return "frame \(frame) no longer shows `\(missing)`"
        }
        return "frame \(frame) shows its views in another order"
      }
      for node in mine {
        let (label, otherLabel) = (drawn.label(node, at: frame), other.drawn.label(node, at: frame))
        if label != otherLabel {
          return "frame \(frame) draws `\(node)` \(Self.quoted(otherLabel)) instead of \(Self.quoted(label))"
        }
        let (modifiers, otherModifiers) = (drawn.modifiers(node, at: frame), other.drawn.modifiers(node, at: frame))
        if modifiers != otherModifiers {
          return
            "frame \(frame) draws `\(node)` with \(Self.listed(otherModifiers)) instead of \(Self.listed(modifiers))"
        }
      }
    }
    return nil
  }

  private static func quoted(_ text: String) -> String { "\"\(text)\"" }
  private static func listed(_ modifiers: [String]) -> String {
    modifiers.isEmpty ? "no modifier" : modifiers.map { "`\($0)`" }.joined(separator: " ")
  }
}
