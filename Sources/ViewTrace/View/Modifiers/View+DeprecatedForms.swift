import Foundation

// SwiftUI's deprecated-but-available iOS 13-16 spellings that shipping apps still write, each with
// the semantics of its modern form (docs/rules.md, "SwiftUI's declarations as they are").

extension View {
  /// `.edgesIgnoringSafeArea(_:)` (iOS 13, now `ignoresSafeArea(edges:)`): recorded on the view as
  /// written (not laid out).
  public nonisolated func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _StyleModifier> {
    styled("edgesIgnoringSafeArea", edges.text)
  }

  /// `.navigationBarHidden(_:)` (iOS 13, now `toolbar(.hidden, for: .navigationBar)`): recorded on
  /// the view as written; a change redraws it.
  public nonisolated func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationBarHidden", String(hidden))
  }

  /// `.statusBar(hidden:)` (now `statusBarHidden(_:)`): recorded on the view as written.
  public nonisolated func statusBar(hidden: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("statusBar", "hidden: \(hidden)")
  }

  /// `.colorScheme(_:)` (iOS 13, now `environment(\.colorScheme, _:)`): writes the environment's
  /// colour scheme below, so the views that read it run when it changes.
  public nonisolated func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, _EnvironmentWriteModifier> {
    environment(\.colorScheme, colorScheme)
  }

  /// `.mask(_:)` with the mask view itself (iOS 13, now `mask(alignment:_:)`): the mask's type is
  /// recorded on the view.
  public nonisolated func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _StyleModifier> {
    styled("mask", TypeNames.shared.name(of: Mask.self))
  }

  /// `.onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)` (iOS 13): the
  /// `pressing` closure is `onPressingChanged`, as in the modern form.
  public nonisolated func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> ModifiedContent<Self, _GestureModifier<_PressingGesture>> {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
  }
}

extension View {
  /// `.onTapGesture(count:coordinateSpace:perform:)` with a ``CoordinateSpace`` value (iOS 16, now
  /// a `CoordinateSpaceProtocol`): as the modern form, a tap runs `action` at `(0, 0)`.
  @_disfavoredOverload
  public nonisolated func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<TapGesture>>> {
    gesture(TapGesture(count: count).onEnded { _ in action(.zero) })
  }

  /// `.onContinuousHover(coordinateSpace:perform:)` with a ``CoordinateSpace`` value (iOS 16):
  /// recorded on the view, as the modern form (no step hovers).
  @_disfavoredOverload
  public nonisolated func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onContinuousHover")
  }

  /// `.onDrop(of:isTargeted:perform:)` with type identifiers as strings (iOS 13, now `[UTType]`):
  /// recorded with the identifiers (no step drops).
  public nonisolated func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onDrop", "of: \(supportedTypes)")
  }

  /// `.onDrop(of:delegate:)` with type identifiers as strings (iOS 13): recorded.
  public nonisolated func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> ModifiedContent<Self, _StyleModifier> {
    styled("onDrop", "of: \(supportedTypes)")
  }

  /// `.searchable(text:placement:prompt:suggestions:)` (iOS 15, now `searchable` followed by
  /// `searchSuggestions`): the search field, with its suggestions recorded as
  /// `.searchSuggestions(_:)` records them.
  @MainActor public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> ModifiedContent<ModifiedContent<Self, _SearchableModifier>, _StyleModifier> {
    searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
  }

  /// `.searchable(text:placement:prompt:suggestions:)` with a string prompt.
  @MainActor public func searchable<P: StringProtocol, S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P, @ViewBuilder suggestions: () -> S
  ) -> ModifiedContent<ModifiedContent<Self, _SearchableModifier>, _StyleModifier> {
    searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
  }
}
