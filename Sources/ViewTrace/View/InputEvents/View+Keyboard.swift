import Foundation

// Keyboard shortcuts, key presses and opened URLs: no scenario step sends
// keys or URLs, so these are recorded on the view as written (a changed
// argument redraws that view only); the actions they hold never run.

/// A key on a keyboard, as in SwiftUI: `"s"`, `.return`, `.escape`, ...
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
  let name: String
  /// The key that types `character`.
  public nonisolated init(_ character: Character) { name = ValueDescription.quote(String(character)) }
  /// The key that types `value` (`"s"`).
  public nonisolated init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }
  init(named name: String) { self.name = "." + name }
  /// Return.
  public static let `return` = KeyEquivalent(named: "return")
  /// Escape.
  public static let escape = KeyEquivalent(named: "escape")
  /// Delete (backspace).
  public static let delete = KeyEquivalent(named: "delete")
  /// Forward delete.
  public static let deleteForward = KeyEquivalent(named: "deleteForward")
  /// Space.
  public static let space = KeyEquivalent(named: "space")
  /// Tab.
  public static let tab = KeyEquivalent(named: "tab")
  /// Up arrow.
  public static let upArrow = KeyEquivalent(named: "upArrow")
  /// Down arrow.
  public static let downArrow = KeyEquivalent(named: "downArrow")
  /// Left arrow.
  public static let leftArrow = KeyEquivalent(named: "leftArrow")
  /// Right arrow.
  public static let rightArrow = KeyEquivalent(named: "rightArrow")
  /// Home.
  public static let home = KeyEquivalent(named: "home")
  /// End.
  public static let end = KeyEquivalent(named: "end")
  /// Page up.
  public static let pageUp = KeyEquivalent(named: "pageUp")
  /// Page down.
  public static let pageDown = KeyEquivalent(named: "pageDown")
  /// Clear.
  public static let clear = KeyEquivalent(named: "clear")
  /// The key as written (`"s"`, `.return`).
  public var description: String { name }
}

/// Modifier keys, as in SwiftUI.
public struct EventModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  /// Makes modifiers from their bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key on the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier.
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

  private static let names: [(EventModifiers, String)] = [
    (.capsLock, "capsLock"), (.shift, "shift"), (.control, "control"), (.option, "option"), (.command, "command"),
    (.numericPad, "numericPad"),
  ]
  /// The modifiers as written: `.command` or `[.command, .shift]`.
  public var description: String {
    let names = Self.names.filter { contains($0.0) }.map { "." + $0.1 }
    return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
  }
}

/// A key with its modifiers, as in SwiftUI.
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
  let text: String
  /// `key` with `modifiers`.
  public nonisolated init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    text = "\(key), modifiers: \(modifiers)"
  }
  private init(named name: String) { text = "." + name }
  /// Return: a dialog's default button.
  public static let defaultAction = KeyboardShortcut(named: "defaultAction")
  /// Escape: a dialog's cancel button.
  public static let cancelAction = KeyboardShortcut(named: "cancelAction")
  /// The shortcut as written.
  public var description: String { text }
}

/// A key press delivered to `onKeyPress`, as in SwiftUI.
public struct KeyPress: Sendable {
  /// Whether the action handled the press.
  public enum Result: Sendable { case handled, ignored }
  /// The phases of a press an action runs for.
  public struct Phases: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Makes phases from their bits.
    public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
    /// The key went down.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key repeats.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key went up.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }
  /// The key.
  public let key: KeyEquivalent
  /// The modifier keys held.
  public let modifiers: EventModifiers
  /// The phase.
  public let phase: Phases
}

extension View {
  /// `.keyboardShortcut(_:modifiers:)`: recorded on the view as written.
  public nonisolated func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<
    Self, _StyleModifier
  > {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// `.keyboardShortcut(_:)`: recorded on the view as written.
  public nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, _StyleModifier> {
    styled("keyboardShortcut", shortcut?.description ?? "nil")
  }

  /// `.onKeyPress(_:action:)`: recorded on the view (no step presses keys).
  public nonisolated func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("onKeyPress", key.description)
  }

  /// `.onKeyPress(_:phases:action:)`: recorded on the view (no step presses keys).
  public nonisolated func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onKeyPress", key.description)
  }

  /// `.onKeyPress(phases:action:)`: recorded on the view (no step presses keys).
  public nonisolated func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("onKeyPress")
  }
}

extension KeyboardShortcut {
  /// How a shortcut's key is localized, as in SwiftUI.
  public struct Localization: _RecordedSpelling {
    public let name: String
    /// The platform's default.
    public static let automatic = Localization(name: "automatic")
    /// Mirrored for right-to-left.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// As written.
    public static let custom = Localization(name: "custom")
  }
}

extension View {
  /// `.onKeyPress(keys:phases:action:)`: recorded on the view (no step presses keys).
  public nonisolated func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onKeyPress", "keys: [" + keys.map(\.description).sorted().joined(separator: ", ") + "]")
  }

  /// `.onKeyPress(characters:phases:action:)`: recorded on the view (no step presses keys).
  public nonisolated func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onKeyPress", "characters:")
  }

  /// `.keyboardShortcut(_:modifiers:localization:)`: recorded on the view as written.
  public nonisolated func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
  ) -> ModifiedContent<Self, _StyleModifier> {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }
}
