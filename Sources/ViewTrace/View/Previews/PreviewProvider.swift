/// A type that provides Xcode previews, as in SwiftUI, so pasted files that
/// declare one compile. ViewTrace never runs previews by itself; to trace
/// one, give its `previews` to a scenario: `Scenario("preview", root: MyPreviews.previews)`.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of view `previews` returns.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}
