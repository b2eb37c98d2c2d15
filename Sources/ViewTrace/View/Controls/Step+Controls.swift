import Foundation

extension Step {
  /// Taps the live button whose label reads `title` and runs its action.
  /// With several such buttons, `within` names the identity of the view that
  /// contains the one to tap. A navigation link with that title, when no
  /// button has it, is tapped as `Step.push` taps it.
  public static func tap(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    let place = within.map { " in \($0)" } ?? ""
    return Step(name: name ?? "tap \(ValueDescription.quote(title))\(place)", kind: .tap) { graph throws(EngineError) in
      let match: (identity: String, control: any TappableView)
      do throws(EngineError) {
        match = try graph.feature(ControlFeature.self).controlMatch(
          TappableView.self, kind: "button", title: title, within: within)
      } catch {
        guard case .noSuchControl = error,
          let (identity, link) = try? graph.feature(ControlFeature.self).controlMatch(
            (any NavigationLinkView).self, kind: "navigation link", title: title, within: within)
        else { throw error }
        return { graph.feature(NavigationFeature.self).activate(link, at: identity) }
      }
      let (identity, button) = match
      // A tap on a menu runs its primary action, or opens it.
      if let menu = button as? any MenuControl, menu._primaryAction == nil {
        return { if let node = graph.nodes[identity] { graph.feature(MenuFeature.self).setMenu(node, open: true) } }
      }
      return {
        button._action()
        // An alert's or a dialog's button also dismisses it; a menu's closes the menus it is in.
        graph.feature(PresentationFeature.self).dismissAlert(containing: identity)
        graph.feature(MenuFeature.self).closeMenus(containing: identity)
      }
    }
  }

  /// Flips the live toggle titled `title`.
  public static func toggle(_ title: String, named name: String? = nil) -> Step {
    Step(name: name ?? "toggle \(ValueDescription.quote(title))", kind: .toggle) { graph throws(EngineError) in
      let toggle = try graph.feature(ControlFeature.self).control(
        (any SwitchControl).self, kind: "toggle", title: title)
      return { toggle._isOn.wrappedValue.toggle() }
    }
  }

  /// Replaces the text of the live text field, secure field or text editor
  /// titled `title` (a `TextEditor` has the title `""`).
  public static func setText(_ title: String, to text: String, named name: String? = nil) -> Step {
    Step(name: name ?? "type \(ValueDescription.quote(text)) into \(ValueDescription.quote(title))", kind: .setText) {
      graph throws(EngineError) in
      let node = try graph.feature(ControlFeature.self).controlNode(
        (any TextEntryControl).self, kind: "text field", title: title)
      let field = node.value as! any TextEntryControl
      let drafts = graph.feature(TextDrafts.self)
      if (field as? any CommittingValueField)?._commitsOnSubmit == true {
        return { drafts.type(text, into: node, title: title) { field._text.wrappedValue = text } }
      }
      return {
        drafts.commitAll(except: node)
        field._text.wrappedValue = text
      }
    }
  }

  /// Sets the live date picker titled `title` to `date`, kept within its
  /// range: its binding is written, as turning the picker's wheels would.
  public static func setDate(_ title: String, to date: Date, within: String? = nil, named name: String? = nil)
    -> Step
  {
    Step(name: name ?? "set \(ValueDescription.quote(title)) to \(date)", kind: .adjust) {
      graph throws(EngineError) in
      let picker = try graph.feature(ControlFeature.self).control(
        (any DateControl).self, kind: "date picker", title: title, within: within)
      return { picker._setDate(date) }
    }
  }

  /// Picks `color` in the live colour picker titled `title`: its binding is written.
  public static func pickColor(_ title: String, _ color: Color, within: String? = nil, named name: String? = nil)
    -> Step
  {
    Step(name: name ?? "pick \(color) in \(ValueDescription.quote(title))", kind: .adjust) {
      graph throws(EngineError) in
      let picker = try graph.feature(ControlFeature.self).control(
        (any ColorControl).self, kind: "color picker", title: title, within: within)
      return { picker._selection.wrappedValue = color }
    }
  }

  /// Opens the live menu titled `title` (a long press, or a tap on a menu
  /// without a primary action): its content's views appear.
  public static func openMenu(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    menu(title, open: true, within: within, named: name)
  }

  /// Closes the live menu titled `title` without choosing anything: its content's views disappear.
  public static func closeMenu(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    menu(title, open: false, within: within, named: name)
  }

  private static func menu(_ title: String, open: Bool, within: String?, named name: String?) -> Step {
    let verb = open ? "open menu" : "close menu"
    return Step(name: name ?? "\(verb) \(ValueDescription.quote(title))", kind: .tap) { graph throws(EngineError) in
      let node = try graph.feature(ControlFeature.self).controlNode(
        (any MenuControl).self, kind: "menu", title: title, within: within)
      return { graph.feature(MenuFeature.self).setMenu(node, open: open) }
    }
  }
}

/// A control the scenario can find by its title.
@MainActor
protocol TitledControl {
  var _title: String { get }
}

@MainActor
protocol TappableView: TitledControl {
  var _action: () -> Void { get }
}

@MainActor extension Button: TappableView {
  var _title: String {
    var expander = Expander(graph: nil)
    expander.add(label)
    return Button.title(of: expander.placements)
  }
  var _action: () -> Void { action }
}

@MainActor extension Toggle: TitledControl {
  var _title: String { title }
}

/// A toggle, whatever its label: what `Step.toggle(_:)` flips.
@MainActor
protocol SwitchControl: TitledControl {
  var _isOn: Binding<Bool> { get }
}

@MainActor extension Toggle: SwitchControl {
  var _isOn: Binding<Bool> { isOn }
}

extension TextField {
  var _title: String { title }
}

/// A control a style's body made from its configuration (`Button(configuration)`).
@MainActor
protocol FrameworkDrawnControl {
  var _drawnByFramework: Bool { get }
}

@MainActor extension Button: FrameworkDrawnControl {
  var _drawnByFramework: Bool { drawnByFramework }
}

@MainActor extension Toggle: FrameworkDrawnControl {
  var _drawnByFramework: Bool { drawnByFramework }
}
