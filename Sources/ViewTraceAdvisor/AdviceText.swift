import ViewTraceModel

/// Advice as text for a terminal, or as Markdown for a CI summary or a pull
/// request. Both are deterministic: the same trace gives the same bytes.
public enum AdviceText {
  /// At most this many identities are listed per diagnosis.
  static let maxListedNodes = 3

  /// The terminal form.
  public static func text(_ advice: Advice) -> String {
    var lines = [headline(advice)]
    if advice.avoidableCount > 0 {
      lines.append("  by frame: " + advice.avoidableByFrame.map { "\($0.frame): \($0.count)" }.joined(separator: ", "))
      lines.append("  by view: " + advice.avoidableByView.map { "\($0.view) \($0.count)" }.joined(separator: ", "))
    }
    for (number, diagnosis) in advice.diagnoses.enumerated() {
      lines.append("")
      lines.append("\(number + 1). \(diagnosis.view): \(diagnosis.pattern.title) [\(diagnosis.pattern.rawValue)]")
      lines.append("   " + scope(diagnosis))
      lines.append("   Source: \(diagnosis.evidence)")
      if let declared = declaredText(diagnosis) { lines.append("   Declared: \(declared)") }
      lines.append("   Why: \(diagnosis.finding)")
      lines.append("   Fix: \(diagnosis.fix)")
      lines.append("   Proof: \(proof(diagnosis))")
      if !diagnosis.sketch.isEmpty {
        lines.append(
          contentsOf: diagnosis.sketch.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 })
      }
    }
    if !advice.ruledOut.isEmpty {
      lines.append("")
      lines.append("Ruled out by the what-if proof (the fix, simulated, would not help):")
      for item in advice.ruledOut {
        lines.append("- \(item.diagnosis.view) [\(item.diagnosis.pattern.rawValue)]: \(item.why)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `LibraryStore.books at Sources/Library/LibraryStore.swift:12; …`: where
  /// the sources the diagnosis's runs read are declared, or nil when the
  /// trace records none.
  static func declaredText(_ diagnosis: Diagnosis) -> String? {
    diagnosis.declared.isEmpty ? nil : diagnosis.declared.map { "\($0.name) at \($0.location)" }.joined(separator: "; ")
  }

  /// `verified: BookRow 10 -> 0 with Equatable ignoring `onTap`, every frame
  /// drawn the same` or `unverified: …`.
  public static func proof(_ diagnosis: Diagnosis) -> String {
    switch diagnosis.proof {
    case .verified(let before, let after):
      let change = diagnosis.whatIf.map { " \($0.text)" } ?? ""
      return "verified: \(diagnosis.view) \(before) -> \(after) if\(change); every frame draws the same (what-if run)"
    case .unverified(let why):
      return "unverified: \(why)"
    }
  }

  /// The Markdown form. Names from the trace are escaped; sketches are code
  /// blocks.
  public static func markdown(_ advice: Advice) -> String {
    var lines = ["## Advice: \(TextEscaping.markdown(advice.title))", "", TextEscaping.markdown(headline(advice))]
    if advice.avoidableCount > 0 {
      lines += ["", "| view | avoidable |", "|---|---|"]
      lines += advice.avoidableByView.map { "| \(TextEscaping.markdown($0.view)) | \($0.count) |" }
      lines += ["", "| frame | avoidable |", "|---|---|"]
      lines += advice.avoidableByFrame.map { "| \($0.frame) | \($0.count) |" }
    }
    for (number, diagnosis) in advice.diagnoses.enumerated() {
      lines += [
        "",
        "### \(number + 1). \(TextEscaping.markdown(diagnosis.view)): \(diagnosis.pattern.title) (`\(diagnosis.pattern.rawValue)`)",
        "", TextEscaping.markdown(scope(diagnosis)), "",
        "- **Source:** \(TextEscaping.markdown(diagnosis.evidence))",
      ]
      if let declared = declaredText(diagnosis) { lines.append("- **Declared:** \(TextEscaping.markdown(declared))") }
      lines += [
        "- **Why:** \(TextEscaping.markdown(diagnosis.finding))",
        "- **Fix:** \(TextEscaping.markdown(diagnosis.fix))",
        "- **Proof:** \(TextEscaping.markdown(proof(diagnosis)))",
      ]
      if !diagnosis.sketch.isEmpty {
        lines += ["", String(TextEscaping.markdownCodeBlock(diagnosis.sketch, info: "swift").dropLast())]
      }
    }
    if !advice.ruledOut.isEmpty {
      lines += ["", "### Ruled out by the what-if proof", ""]
      lines += advice.ruledOut.map {
        "- \(TextEscaping.markdown($0.diagnosis.view)) (`\($0.diagnosis.pattern.rawValue)`): \(TextEscaping.markdown($0.why))"
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `advice for student-params: 1 avoidable body evaluation of 3 after the first render`
  static func headline(_ advice: Advice) -> String {
    let count = advice.avoidableCount
    return "advice for \(advice.title): \(count) avoidable body evaluation\(count == 1 ? "" : "s") of "
      + "\(advice.evaluationCount) after the first render"
      + (advice.diagnoses.isEmpty
        ? "; nothing to fix" : "; \(advice.diagnoses.count) diagnos\(advice.diagnoses.count == 1 ? "is" : "es")")
  }

  /// `1 avoidable evaluation in frame 1: RootView/VStack/StudentNameView@0`
  public static func scope(_ diagnosis: Diagnosis) -> String {
    let what: String
    switch diagnosis.pattern {
    case .unstableIdentity, .unstableForEachID, .conditionalChurn:
      what = "\(diagnosis.occurrences) replacement\(diagnosis.occurrences == 1 ? "" : "s")"
    case .slowBody:
      what = "\(diagnosis.occurrences) measured body run\(diagnosis.occurrences == 1 ? "" : "s")"
    case _ where diagnosis.avoidable > 0:
      what = "\(diagnosis.avoidable) avoidable evaluation\(diagnosis.avoidable == 1 ? "" : "s")"
    default:
      what = "\(diagnosis.occurrences) evaluation\(diagnosis.occurrences == 1 ? "" : "s") doing needless work"
    }
    let frames = diagnosis.frames.map(String.init).joined(separator: ", ")
    var nodes = diagnosis.nodes.prefix(maxListedNodes).joined(separator: ", ")
    if diagnosis.nodes.count > maxListedNodes { nodes += " and \(diagnosis.nodes.count - maxListedNodes) more" }
    return "\(what) in frame\(diagnosis.frames.count == 1 ? "" : "s") \(frames): \(nodes)"
  }
}
