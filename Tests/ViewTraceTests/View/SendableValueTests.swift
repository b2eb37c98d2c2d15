import Testing
import ViewTrace

/// A model class as SwiftUI code writes it: not isolated to the main actor,
/// holding SwiftUI values. It compiles only if `Color`, `Text` and `Image`
/// are `Sendable` values whose static members are not main-actor isolated.
private final class Theme: Sendable {
  let mainColor: Color = .orange
  let title = Text("Groceries")
  let icon = Image(systemName: "cart")
  let font: Font = .headline
}

@Suite struct SendableValueTests {
  /// A compile check first of all: this file builds only if the values are
  /// `Sendable` and usable off the main actor; the expectations check that a
  /// value made in a detached task arrives whole.
  @Test func colorsTextsAndImagesAreMadeAndSentOffTheMainActor() async {
    let theme = await Task.detached { Theme() }.value
    #expect(theme.mainColor == .orange)
    #expect(theme.title == Text("Groceries"))
    #expect(theme.icon == Image(systemName: "cart"))
    #expect(theme.font == .headline)
  }
}
