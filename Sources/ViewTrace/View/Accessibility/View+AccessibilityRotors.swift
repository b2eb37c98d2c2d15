import Foundation

/// A rotor that the system provides, as in SwiftUI.
public struct AccessibilitySystemRotor: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// Headings.
  public static let headings = AccessibilitySystemRotor(name: "headings")
  /// Links.
  public static let links = AccessibilitySystemRotor(name: "links")
  /// Landmarks.
  public static let landmarks = AccessibilitySystemRotor(name: "landmarks")
  /// Text fields.
  public static let textFields = AccessibilitySystemRotor(name: "textFields")
  /// Images.
  public static let images = AccessibilitySystemRotor(name: "images")
  /// Lists.
  public static let lists = AccessibilitySystemRotor(name: "lists")
  /// Tables.
  public static let tables = AccessibilitySystemRotor(name: "tables")
  /// As written.
  public var description: String { "." + name }
}

extension View {
  /// `.accessibilityLinkedGroup(id:in:)`: recorded on the view.
  public nonisolated func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityLinkedGroup", "id: \(ValueDescription.describe(id))")
  }

  /// `.accessibilityRotorEntry(id:in:)`: recorded on the view.
  public nonisolated func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityRotorEntry", "id: \(ValueDescription.describe(id))")
  }

  /// `.accessibilityRotor(_:entries:)`: recorded on the view (the entries are not built).
  public nonisolated func accessibilityRotor<S: StringProtocol, Content: View>(_ label: S, @ViewBuilder entries: () -> Content)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityRotor", ValueDescription.quote(String(label)))
  }

  /// `.accessibilityRotor(_:entries:)` for a system rotor.
  public nonisolated func accessibilityRotor<Content: View>(_ rotor: AccessibilitySystemRotor, @ViewBuilder entries: () -> Content)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityRotor", rotor.description)
  }

  /// `.accessibilityRotor(_:entries:entryLabel:)`: recorded with the number of entries.
  public nonisolated func accessibilityRotor<S: StringProtocol, C: RandomAccessCollection>(
    _ label: S, entries: C, entryLabel: KeyPath<C.Element, String>
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element: Identifiable {
    styled("accessibilityRotor", "\(ValueDescription.quote(String(label))), entries: \(entries.count)")
  }

  /// `.accessibilityRotor(_:entries:entryID:entryLabel:)`: recorded with the number of entries.
  public nonisolated func accessibilityRotor<S: StringProtocol, C: RandomAccessCollection, ID: Hashable>(
    _ label: S, entries: C, entryID: KeyPath<C.Element, ID>, entryLabel: KeyPath<C.Element, String>
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityRotor", "\(ValueDescription.quote(String(label))), entries: \(entries.count)")
  }

  /// `.accessibilityRotor(_:textRanges:)`: recorded with the number of ranges.
  public nonisolated func accessibilityRotor<S: StringProtocol>(_ label: S, textRanges: [Range<String.Index>])
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityRotor", "\(ValueDescription.quote(String(label))), textRanges: \(textRanges.count)")
  }
}

extension View {
  /// `.accessibilitySortPriority(_:)`: recorded on the view as written.
  public nonisolated func accessibilitySortPriority(_ priority: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilitySortPriority", formatNumber(priority))
  }
}
