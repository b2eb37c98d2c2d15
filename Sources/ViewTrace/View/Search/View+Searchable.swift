/// Where a search field is placed, as in SwiftUI.
public struct SearchFieldPlacement: Equatable, Sendable {
  let name: String
  /// `.automatic`, as in SwiftUI.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// `.toolbar`, as in SwiftUI.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// `.sidebar`, as in SwiftUI.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// `.navigationBarDrawer`, as in SwiftUI.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// `.navigationBarDrawer(displayMode:)`, as in SwiftUI.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer(displayMode: .\(displayMode.name))")
  }

  /// When a navigation bar's search field shows, as in SwiftUI.
  public struct NavigationBarDrawerDisplayMode: Equatable, Sendable {
    let name: String
    /// `.automatic`, as in SwiftUI.
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// `.always`, as in SwiftUI.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }
}

/// The search field `.searchable` adds: a framework leaf drawn from its
/// binding, placed as a layer of the searchable view (`SearchField@searchable`).
struct _SearchField: LeafView {
  let text: Binding<String>
  let prompt: String?
  let placement: SearchFieldPlacement
  /// `isPresented:`: set to true when a step types into the field (typing activates it).
  var isPresented: Binding<Bool>? = nil
  /// `tokens:`: the bound tokens, drawn in the field (their count).
  var tokens: (location: AnyLocationBase, count: () -> Int)? = nil
  static var _typeName: String { "SearchField" }
  var _label: String {
    "SearchField(text: \(text.location.peekValue())"
      + (prompt.map { ", prompt: \(ValueDescription.quote($0))" } ?? "")
      + (tokens.map { ", tokens: \($0.count())" } ?? "")
      + (placement == .automatic ? "" : ", placement: .\(placement.name)") + ")"
  }
  var _boundLocations: [AnyLocationBase] { [text.location] + (tokens.map { [$0.location] } ?? []) }
  var body: Never { primitiveBody("SearchField") }
}

/// `.searchable(text:placement:prompt:)`.
public nonisolated struct _SearchableModifier {
  let field: _SearchField
}

@MainActor extension _SearchableModifier: PlacementModifier {
  package func _place(into expander: inout Expander) {
    expander.addLayer(field, slot: "searchable", numbered: false)
  }
}

extension View {
  /// `.searchable(text:placement:prompt:)`, as in SwiftUI: a search field
  /// bound to `text`, a node of its own (`SearchField@searchable`) drawn from
  /// the binding, so typing redraws the field and runs only the bodies that
  /// read the text. `Step.search("text")` types into it.
  @MainActor public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
    -> ModifiedContent<Self, _SearchableModifier>
  {
    ModifiedContent(
      content: self,
      modifier: _SearchableModifier(field: _SearchField(text: text, prompt: prompt?.content, placement: placement)))
  }

  /// `.searchable(text:placement:prompt:)` with a string prompt, as in SwiftUI.
  @MainActor public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  )
    -> ModifiedContent<Self, _SearchableModifier>
  {
    ModifiedContent(
      content: self,
      modifier: _SearchableModifier(field: _SearchField(text: text, prompt: String(prompt), placement: placement)))
  }
}
