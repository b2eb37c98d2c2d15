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
    // What each type's runs cost per view the body builds (at least one): a
    // screen that builds fifty views is not slow for taking ten times a row's time.
    let perView = byType.mapValues { views in
      views.flatMap { view in
        let built = Double(max(1, output.region(of: view.node).count))
        return view.perRun.values.map { $0 / built }
      }
    }
    for (type, views) in byType.sorted(by: { $0.key < $1.key }) {
      let median = BodyTimes.median(views.flatMap { Array($0.perRun.values) })
      guard median >= slowBody else { continue }
      let others = perView.filter { $0.key != type }.flatMap(\.value)
      let typicalPerView = BodyTimes.median(others)
      let costPerView = BodyTimes.median(perView[type] ?? [])
      let relative = typicalPerView > 0 ? costPerView / typicalPerView : .infinity
      guard slowBodyRatio <= 0 || others.isEmpty || relative >= slowBodyRatio else { continue }
      let ran = evaluations.filter { $0.type == type }
      let avoidable = ran.filter(\.isAvoidable)
      let runs = ran.map(\.bodyCount).reduce(0, +)
      let avoidableRuns = avoidable.map(\.bodyCount).reduce(0, +)
      let wasted = avoidable.compactMap(\.bodyMicroseconds).reduce(0, +)
      // The slowest measured run, first render or later: its frame and identity.
      let slowest = views.flatMap { view in view.perRun.map { (node: view.node, frame: $0.key, time: $0.value) } }
        .min { ($1.time, $0.frame, $0.node) < ($0.time, $1.frame, $1.node) }
      let node = slowest?.node ?? views[0].node
      let frame = slowest?.frame ?? 0
      let record = trace.frames.indices.contains(frame) ? trace.frames[frame].record(node) : nil
      let each = BodyTimes.text(median)
      let ratio = typical > 0 ? Int((median / typical).rounded()) : 0
      let instances = views.count == 1 ? "" : " over \(views.count) `\(type)` views"
      var finding =
        "`\(type)`'s body takes \(each) (the median run\(instances), median of \(times.timingRuns) "
        + "run\(times.timingRuns == 1 ? "" : "s") of the scenario on the machine that traced it)"
        + (ratio >= 2 ? ", \(ratio)x this scenario's median body (\(BodyTimes.text(typical)))" : "")
        + (typicalPerView > 0 && relative.isFinite
          ? "; per view it builds, \(BodyTimes.text(costPerView)), \(Int(relative.rounded()))x the other views' "
            + "median (\(BodyTimes.text(typicalPerView)))" : "")
        + ". "
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
        "frame \(frame): " + (record?.printChanges ?? "\(type) ran")
        + (slowest.map { " (\(BodyTimes.text($0.time)))" } ?? "")
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
