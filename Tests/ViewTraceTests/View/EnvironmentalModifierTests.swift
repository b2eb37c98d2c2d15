import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// The modifier `Tinted` resolves to: a padding as wide as the scheme asks.
private struct Inset: ViewModifier {
  let width: CGFloat
  func body(content: Content) -> some View { content.padding(width) }
}

/// An `EnvironmentalModifier`, as in countries-clean-architecture's `LocaleReader`: it reads the
/// environment in `resolve(in:)`.
private struct Tinted: EnvironmentalModifier {
  final class Seen { var schemes: [ColorScheme] = [] }
  let seen: Seen
  func resolve(in environment: EnvironmentValues) -> Inset {
    seen.schemes.append(environment.colorScheme)
    return Inset(width: environment.colorScheme == .dark ? 8 : 4)
  }
}

private struct TintedScreen: View {
  let seen: Tinted.Seen
  @State var dark = false
  @State var count = 0
  var body: some View {
    VStack {
      Text("Hello").modifier(Tinted(seen: seen))
      Button("Count \(count)") { count += 1 }
      Button("Dark") { dark.toggle() }
    }
    .environment(\.colorScheme, dark ? .dark : .light)
  }
}

@MainActor
@Suite struct EnvironmentalModifierTests {
  /// `resolve(in:)` gets the environment where the modifier stands, and the modifier it returns
  /// is applied as a node under it (SwiftUI's `EnvironmentalModifier` documentation).
  @Test func theResolvedModifierIsAppliedWithTheEnvironmentAtTheModifier() throws {
    let seen = Tinted.Seen()
    let t = try trace(TintedScreen(seen: seen))
    #expect(seen.schemes == [.light])
    let frame = t.frames[0].nodes(.appeared)
    #expect(frame.contains("TintedScreen/VStack/Tinted@0"), "\(frame)")
    #expect(frame.contains("TintedScreen/VStack/Tinted@0/Inset"), "\(frame)")
    #expect(frame.contains { $0.hasPrefix("TintedScreen/VStack/Tinted@0/Inset/") && $0.hasSuffix("Text") }, "\(frame)")
  }

  /// A change of the environment at the modifier resolves it again (`@dependencies`); an update
  /// that leaves the modifier and its environment as they were does not.
  @Test func anEnvironmentChangeResolvesAgain() throws {
    let seen = Tinted.Seen()
    let t = try trace(TintedScreen(seen: seen)) {
      Step.tap("Count 0")
      Step.tap("Dark")
    }
    #expect(seen.schemes == [.light, .dark])
    #expect(!t.printChanges(t.frames[1], dialect: .ios17).contains { $0.hasPrefix("Tinted:") })
    #expect(t.printChanges(t.frames[2], dialect: .ios17).contains("Tinted: @dependencies changed."))
    #expect(t.printChanges(t.frames[2], dialect: .ios17).contains("Inset: @self changed."))
  }
}
