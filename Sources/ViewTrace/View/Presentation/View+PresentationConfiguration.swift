import Foundation

// Bars, split-view columns, sheets' look and hover: none changes which bodies
// run. Recorded on the view as written, so a changed argument redraws that
// view only.

/// Whether the content behind a sheet can be used, as in SwiftUI.
public struct PresentationBackgroundInteraction: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// Usable.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// Not usable.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  /// Usable while the sheet rests at `detent` or lower.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled(upThrough: \(detent))")
  }
}

/// How a presentation adapts to a compact size, as in SwiftUI.
public struct PresentationAdaptation: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// No adaptation.
  public static let none = PresentationAdaptation(name: "none")
  /// A popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// A sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether swipes on a resizable sheet resize it or scroll its content, as in SwiftUI.
public struct PresentationContentInteraction: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// Resize first.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// Scroll first.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

extension View {
  /// `.presentationDetents(_:selection:)`: recorded on the view as written (the selection is not
  /// written: no step resizes a sheet).
  public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> ModifiedContent<Self, _StyleModifier>
  {
    presentationDetents(detents)
  }

  /// `.presentationBackgroundInteraction(_:)`: recorded on the view as written.
  public nonisolated func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("presentationBackgroundInteraction", interaction.description)
  }

  /// `.presentationCompactAdaptation(_:)`: recorded on the view as written.
  public nonisolated func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("presentationCompactAdaptation", adaptation.description)
  }

  /// `.presentationCompactAdaptation(horizontal:vertical:)`: recorded on the view as written.
  public nonisolated func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("presentationCompactAdaptation", "horizontal: \(horizontal), vertical: \(vertical)")
  }

  /// `.presentationContentInteraction(_:)`: recorded on the view as written.
  public nonisolated func presentationContentInteraction(_ interaction: PresentationContentInteraction) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("presentationContentInteraction", interaction.description)
  }
}

extension View {
  /// `.presentationPreventsAppTermination(_:)`: recorded on the view.
  public nonisolated func presentationPreventsAppTermination(_ prevents: Bool?) -> ModifiedContent<Self, _StyleModifier> {
    styled("presentationPreventsAppTermination", prevents.map(String.init) ?? "nil")
  }

  /// `.presentationSizing(_:)`: recorded on the view.
  public nonisolated func presentationSizing(_ sizing: PresentationSizing) -> ModifiedContent<Self, _StyleModifier> {
    styled("presentationSizing", sizing.description)
  }
}

/// How a sheet sizes itself, as in SwiftUI.
public struct PresentationSizing: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PresentationSizing(name: "automatic")
  /// A page.
  public static let page = PresentationSizing(name: "page")
  /// A form.
  public static let form = PresentationSizing(name: "form")
  /// Its content's size.
  public static let fitted = PresentationSizing(name: "fitted")
}

extension View {
  /// `.presentationBackground(_:)`: recorded on the view as written.
  public nonisolated func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("presentationBackground", "\(style)")
  }

  /// `.presentationCornerRadius(_:)`: recorded on the view as written.
  public nonisolated func presentationCornerRadius(_ radius: CGFloat?) -> ModifiedContent<Self, _StyleModifier> {
    styled("presentationCornerRadius", radius.map(formatNumber) ?? "nil")
  }
}

extension View {
  /// `.presentationBackground(alignment:content:)`: recorded on the view (drawn behind the
  /// sheet; not built).
  public nonisolated func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("presentationBackground", TypeNames.shared.name(of: V.self))
  }
}
