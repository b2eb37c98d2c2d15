extension Step {
  /// Dismisses the presentation on top (a sheet swiped down, a popover or a
  /// dialog tapped outside): its binding is set to "not presented", its
  /// content disappears and its `onDismiss` runs. Fails when none is showing.
  public static func dismiss(named name: String? = nil) -> Step {
    Step(name: name ?? "dismiss", kind: .dismiss) { graph throws(EngineError) in
      guard let top = graph.feature(PresentationFeature.self).live().last, let host = top.value as? any PresentingHost else {
        throw .nothingToDo("no presentation is showing")
      }
      guard !top.refusesInteractiveDismiss else {
        throw .nothingToDo(
          "the \(top.type) at \(top.identity) has .interactiveDismissDisabled(): a swipe does not dismiss it "
            + "(tap one of its buttons instead)")
      }
      return { host._dismiss() }
    }
  }
}
