/// How a view is inserted and removed. ViewTrace does not animate; a
/// transition matters to the order of lifecycle actions: a view removed with
/// `.identity` disappears at once, so its `onDisappear` runs before the
/// `onAppear` of what replaces it; with any other transition the new view's
/// `onAppear` runs first (R5).
public struct AnyTransition: Equatable, Sendable, CustomStringConvertible {
  /// The value as written in Swift.
  public let description: String
  let isIdentity: Bool

  init(_ description: String, isIdentity: Bool = false) {
    self.description = description
    self.isIdentity = isIdentity
  }

  /// No transition: the view is removed at once.
  public static let identity = AnyTransition(".identity", isIdentity: true)
  /// The `.opacity` transition, recorded as written (ViewTrace does not animate).
  public static let opacity = AnyTransition(".opacity")
  /// The `.scale` transition, recorded as written (ViewTrace does not animate).
  public static let scale = AnyTransition(".scale")
  /// The `.slide` transition, recorded as written (ViewTrace does not animate).
  public static let slide = AnyTransition(".slide")
  /// Moves in from and out to `edge`, recorded as written.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(".move(edge: \(edge))") }
  /// Pushes in from `edge`, recorded as written.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(".push(from: \(edge))") }
  /// One transition for insertion, another for removal; a removal with `.identity` removes at once.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(".asymmetric(insertion: \(insertion), removal: \(removal))", isIdentity: removal.isIdentity)
  }
  /// Both transitions together; it removes at once only if both do.
  public nonisolated func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("\(self).combined(with: \(other))", isIdentity: isIdentity && other.isIdentity)
  }
}

/// `.transition(_:)`.
public nonisolated struct _TransitionModifier {
  let transition: AnyTransition
}

extension View {
  /// The transition used when this view is inserted or removed.
  public nonisolated func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
    ModifiedContent(content: self, modifier: _TransitionModifier(transition: transition))
  }
}

@MainActor extension _TransitionModifier: AttachedModifier, DescribedModifier {
  package static var slotKind: String { "transition" }
  package var text: String { ".transition(\(transition))" }
  package var _removesAtOnce: Bool { transition.isIdentity }
  package func _makeState(_ context: AttachmentContext) -> NoAttachmentState { NoAttachmentState() }
  package func _update(_ state: NoAttachmentState, _ context: AttachmentContext, appearing: Bool) {}
}

