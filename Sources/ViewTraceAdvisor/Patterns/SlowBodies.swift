import ViewTraceModel

// Bodies that are slow by measurement, in a trace made with timings: what a
// run of the body costs, how often it ran, and how much of it was wasted.
extension Diagnostician {
  /// One diagnosis per view type whose median body run takes at least
  /// ``slowBody`` microseconds. It explains no avoidable evaluation of its
  /// own (their causes are diagnosed apart); it says what they cost.
  func slowBodies() {
    guard let times = BodyTimes(trace) else { return }
    let everyRun = times.views.flatMap { Array($0.perRun.values) }
    let typical = BodyTimes.median(everyRun)
    var byType: [String: [BodyTimes.View]] = [:]
    for view in times.views { byType[view.type, default: []].append(view) }
    for (type, views) in byType.sorted(by: { $0.key < $1.key }) {
      let median = BodyTimes.median(views.flatMap { Array($0.perRun.values) })
      guard median >= slowBody else { continue }
      let ran = evaluations.filter { $0.type == type }
      let avoidable = ran.filter(\.isAvoidable)
      let runs = ran.map(\.bodyCount).reduce(0, +)
      let avoidableRuns = avoidable.map(\.bodyCount).reduce(0, +)
      let wasted = avoidable.compactMap(\.bodyMicroseconds).reduce(0, +)
      let slowest = ran.max { ($0.bodyMicroseconds ?? 0) < ($1.bodyMicroseconds ?? 0) }
      let node = slowest?.node ?? views[0].node
      let frame = slowest?.frame ?? 0
      let each = BodyTimes.text(median)
      let ratio = typical > 0 ? Int((median / typical).rounded()) : 0
      let instances = views.count == 1 ? "" : " over \(views.count) `\(type)` views"
      var finding =
        "`\(type)`'s body takes \(each) (the median run\(instances), median of \(times.timingRuns) "
        + "run\(times.timingRuns == 1 ? "" : "s") of the scenario on the machine that traced it)"
        + (ratio >= 2 ? ", \(ratio)x this scenario's median body (\(BodyTimes.text(typical)))" : "") + ". "
      if runs > 0 {
        finding +=
          "It ran \(runs) time\(runs == 1 ? "" : "s") after the first render, "
          + (avoidableRuns == 0
            ? "none of them avoidable: each run costs \(each)."
            : "\(avoidableRuns) of them avoidable: \(BodyTimes.text(wasted)) wasted.")
      } else {
        finding += "It ran only in the first render."
      }
      let evidence =
        "frame \(frame): " + (slowest?.printChanges ?? "\(type) ran")
        + (slowest?.bodyMicroseconds.map { " (\(BodyTimes.text($0)))" } ?? "")
      add(.slowBody, node: node, type: type, frame: frame, cause: "time", occurrences: max(runs, 1), avoidable: 0) {
        (
          evidence,
          finding,
          "Do the expensive work once instead of in every run of `body`: make formatters and other costly objects "
            + "once (a `static let`, or kept by the model), and compute derived values when the data changes, "
            + "not when the view is drawn."
            + (avoidableRuns > 0 ? " Then remove the avoidable runs (see the other diagnoses of `\(type)`)." : ""),
          """
          struct \(type): View {
            private static let formatter: DateFormatter = {  // made once, not in every body run
              let formatter = DateFormatter()
              formatter.dateStyle = .medium
              return formatter
            }()
            var body: some View {
              Text(Self.formatter.string(from: …))  // was: let formatter = DateFormatter() in body
            }
          }
          """
        )
      }
    }
  }
}
