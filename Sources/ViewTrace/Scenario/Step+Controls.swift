import Foundation

extension Step {
  /// Sets the live date picker titled `title` to `date`, kept within its
  /// range: its binding is written, as turning the picker's wheels would.
  public static func setDate(_ title: String, to date: Date, within: String? = nil, named name: String? = nil)
    -> Step
  {
    Step(name: name ?? "set \(ValueDescription.quote(title)) to \(date)", kind: .adjust) {
      graph throws(EngineError) in
      let picker = try graph.feature(ControlFeature.self).control((any DateControl).self, kind: "date picker", title: title, within: within)
      return { picker._setDate(date) }
    }
  }

  /// Picks `color` in the live colour picker titled `title`: its binding is written.
  public static func pickColor(_ title: String, _ color: Color, within: String? = nil, named name: String? = nil)
    -> Step
  {
    Step(name: name ?? "pick \(color) in \(ValueDescription.quote(title))", kind: .adjust) {
      graph throws(EngineError) in
      let picker = try graph.feature(ControlFeature.self).control((any ColorControl).self, kind: "color picker", title: title, within: within)
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
      let node = try graph.feature(ControlFeature.self).controlNode((any MenuControl).self, kind: "menu", title: title, within: within)
      return { graph.feature(MenuFeature.self).setMenu(node, open: open) }
    }
  }

  /// Ends the load of every live `AsyncImage` of `url` successfully: its
  /// phase becomes `.success(Image(url))` and only its content is rebuilt.
  public static func loadImage(url: URL, named name: String? = nil) -> Step {
    finishLoad(url, .success(Image(url.absoluteString)), name: name ?? "load image \(url.absoluteString)")
  }

  /// Fails the load of every live `AsyncImage` of `url`: its phase becomes
  /// `.failure(AsyncImageLoadError(url))`.
  public static func failImage(url: URL, named name: String? = nil) -> Step {
    finishLoad(url, .failure(AsyncImageLoadError(url: url)), name: name ?? "fail image \(url.absoluteString)")
  }

  private static func finishLoad(_ url: URL, _ phase: AsyncImagePhase, name: String) -> Step {
    Step(name: name, kind: .event) { graph throws(EngineError) in
      let live = graph.feature(AsyncImageFeature.self).imageURLs()
      guard live.contains(url.absoluteString) else {
        throw .noSuchControl(kind: "async image", title: url.absoluteString, available: live)
      }
      return { graph.feature(AsyncImageFeature.self).finishImageLoads(of: url, with: phase) }
    }
  }
}
