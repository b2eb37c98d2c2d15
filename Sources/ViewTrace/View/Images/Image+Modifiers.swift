import Foundation

/// How content fills the space it is given, as in SwiftUI.
public enum ContentMode: String, Sendable, CaseIterable {
  /// Scaled to fit inside, keeping its aspect ratio.
  case fit
  /// Scaled to fill, keeping its aspect ratio.
  case fill
}

/// How an image is drawn: as its colours or as a template tinted by the foreground style.
public enum TemplateRenderingMode: String, Sendable, CaseIterable {
  /// The image's own colours.
  case original
  /// A mask tinted with the foreground style.
  case template
}

extension Image {
  nonisolated func styled(_ name: String, _ arguments: String = "") -> Image {
    var image = self
    image.styles.append(_StyleModifier(name: name, text: ".\(name)(\(arguments))"))
    return image
  }

  /// `.resizable()`, as in SwiftUI: an `Image` method, recorded on the image's node as styling.
  public nonisolated func resizable() -> Image { styled("resizable") }

  /// `.renderingMode(_:)`, as in SwiftUI: recorded on the image's node as styling.
  public nonisolated func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
    styled("renderingMode", mode.map { ".\($0.rawValue)" } ?? "nil")
  }

  /// Images place their own methods' styling innermost, before the view modifiers around them.
  @MainActor package func _expand(into expander: inout Expander) {
    expander.scoped { e in
      e.modifiers.append(contentsOf: styles.reversed())
      e.place(self, kind: .leaf, type: Self._typeName)
    }
  }
}

extension View {
  /// `.aspectRatio(_:contentMode:)`, as in SwiftUI: recorded on the view as
  /// written (not laid out); a change of its arguments redraws the view.
  public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("aspectRatio", (aspectRatio.map { "\(formatNumber($0)), " } ?? "") + "contentMode: .\(contentMode.rawValue)")
  }
  /// `.scaledToFit()`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func scaledToFit() -> ModifiedContent<Self, _StyleModifier> { styled("scaledToFit") }
  /// `.scaledToFill()`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func scaledToFill() -> ModifiedContent<Self, _StyleModifier> { styled("scaledToFill") }
}

/// How a symbol's layers are coloured, as in SwiftUI (`.symbolRenderingMode(.hierarchical)`).
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The mode as written (`.hierarchical`).
  public var description: String { ".\(name)" }
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Layers in several colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the given styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image {
  typealias SymbolRenderingMode = ViewTrace.SymbolRenderingMode
}

extension Image {
  /// How much of a display's dynamic range an image uses, as in SwiftUI.
  public struct DynamicRange: _RecordedSpelling {
    public let name: String
    /// The standard range.
    public static let standard = DynamicRange(name: "standard")
    /// Some extended range, constrained.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The full extended range.
    public static let high = DynamicRange(name: "high")
  }
}

extension Image: Transferable {
  /// An image.
  public static var transferRepresentation: _TransferRepresentations<Image> { _TransferRepresentations<Image>() }
}
