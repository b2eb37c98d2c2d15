extension View {
  /// `Self._printChanges()`, as in SwiftUI: call it in `body` as
  /// `let _ = Self._printChanges()` and pasted code compiles unchanged.
  ///
  /// It prints nothing and changes nothing: ViewTrace records the line
  /// `_printChanges` would print for every custom view whose body runs
  /// (the frame's `printChanges`), whether or not the body calls this.
  public static func _printChanges() {}

  /// `Self._logChanges()` (iOS 17), as in SwiftUI: call it in `body` as
  /// `let _ = Self._logChanges()` and pasted code compiles unchanged.
  ///
  /// It logs nothing and changes nothing: ViewTrace records every view's
  /// `_printChanges` line anyway (the frame's `printChanges`).
  public static func _logChanges() {}
}
