/// `#Preview { ContentView() }`, as SwiftUI writes it, so pasted files with
/// previews compile.
///
/// ViewTrace's macro needs no swift-syntax (its plugin rewrites the macro's
/// text into a `_ViewTracePreview` value, which the compiler checks), so it
/// costs users no build time. A preview is not a scenario: previews are not
/// run by themselves. To trace the previewed view, make it a scenario's root:
///
/// ```swift
/// #Preview("Empty list") { ContentView(items: []) }
/// let scenario = Scenario("empty-list", root: { ContentView(items: []) }) { ... }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "ViewTraceMacros", type: "PreviewMacro")

/// `#Preview("Name", traits: .sizeThatFitsLayout) { ... }`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait, _ moreTraits: PreviewTrait...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewTraceMacros", type: "PreviewMacro")

/// Marks a declaration in a `#Preview` body as the preview's own state, as in
/// SwiftUI:
///
/// ```swift
/// #Preview {
///   @Previewable @State var isOn = false
///   Toggle("Notifications", isOn: $isOn)
/// }
/// ```
///
/// `#Preview` moves each `@Previewable` declaration (one a line) into a view
/// of its own whose body is the rest of the preview's body, so the state is a
/// view's `@State`, updated and traced as any other (`makeView()` returns
/// that view).
@attached(peer)
public macro Previewable() = #externalMacro(module: "ViewTraceMacros", type: "PreviewableMacro")

/// A preview's layout or orientation; recorded on the preview, not simulated.
public struct PreviewTrait: Sendable, Equatable, CustomStringConvertible {
  /// The trait as written (`.landscapeLeft`).
  public let description: String
  /// Portrait.
  public static let portrait = PreviewTrait(description: ".portrait")
  /// Upside-down portrait.
  public static let portraitUpsideDown = PreviewTrait(description: ".portraitUpsideDown")
  /// Landscape, home button on the left.
  public static let landscapeLeft = PreviewTrait(description: ".landscapeLeft")
  /// Landscape, home button on the right.
  public static let landscapeRight = PreviewTrait(description: ".landscapeRight")
  /// The device's layout.
  public static let defaultLayout = PreviewTrait(description: ".defaultLayout")
  /// As small as the view fits.
  public static let sizeThatFitsLayout = PreviewTrait(description: ".sizeThatFitsLayout")
  /// A fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(description: ".fixedLayout(width: \(formatNumber(width)), height: \(formatNumber(height)))")
  }
}

/// What `#Preview` expands to: the preview's name, traits and body. The body
/// is never run by ViewTrace on its own.
public struct _ViewTracePreview: Sendable {
  /// The preview's name, if it has one.
  public let name: String?
  /// The preview's traits, as written.
  public let traits: [PreviewTrait]
  let body: @MainActor @Sendable () -> any View

  /// A preview named `name` of the view `body` builds.
  public nonisolated init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
    self.name = name
    self.traits = []
    let body = MainActorOnly(body)
    self.body = { @MainActor in body.value() }
  }

  /// A preview with traits.
  public nonisolated init(
    _ name: String? = nil, traits: PreviewTrait, _ moreTraits: PreviewTrait...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = [traits] + moreTraits
    let body = MainActorOnly(body)
    self.body = { @MainActor in body.value() }
  }

  /// The previewed view (to use it as a scenario's root).
  @MainActor public func makeView() -> any View { body() }
}
