extension View {
  /// Buttons a swipe on the row reveals; live and tappable (`Step.tap`).
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> ModifiedContent<Self, _ActionsModifier> {
    actions(
      "SwipeActions", "swipeActions(edge: .\(edge), allowsFullSwipe: \(allowsFullSwipe))", slot: "swipeActions",
      content())
  }

  /// Buttons a long press on the view reveals; live and tappable (`Step.tap`).
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    actions("ContextMenu", "contextMenu", slot: "contextMenu", menuItems())
  }

  /// A count on a tab's item or a list row; recorded on the view as written
  /// (a new count redraws it, not its parent).
  public func badge(_ count: Int) -> ModifiedContent<Self, _StyleModifier> { styled("badge", String(count)) }

  /// A text badge; `nil` shows none.
  public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _StyleModifier> {
    styled("badge", label.map { ValueDescription.quote(String($0)) } ?? "nil")
  }

  /// A `Text` badge; `nil` shows none.
  public func badge(_ label: Text?) -> ModifiedContent<Self, _StyleModifier> {
    styled("badge", label.map { ValueDescription.quote($0.content) } ?? "nil")
  }

  /// Whether a list or form draws its background; recorded on the view as written.
  public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollContentBackground", ".\(visibility)")
  }

  /// What kind of text a field expects (autofill); recorded on the view as written.
  public func textContentType(_ type: UITextContentType?) -> ModifiedContent<Self, _StyleModifier> {
    styled("textContentType", type.map { ".\($0.rawValue)" } ?? "nil")
  }
}

/// The kinds of text a field can expect, for autofill (recorded only).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The name, as written (`name`).
  public let rawValue: String
  /// A content type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
}
