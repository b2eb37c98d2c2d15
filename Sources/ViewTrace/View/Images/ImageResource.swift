import Foundation

// More initializer forms of the common views, as Apple's reference lists
// them. Each builds the same view as the form it extends; what it adds is
// said on it.

/// An image in the app's asset catalogue, as Xcode generates it (`.avatar`), as in SwiftUI.
public struct ImageResource: Hashable, Sendable {
  /// The asset's name.
  public let name: String
  /// The image named `name` in `bundle`.
  public nonisolated init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
  /// The image of an asset-catalogue resource.
  public nonisolated init(_ resource: ImageResource) { self.init(resource.name) }
  /// An image from `bundle`'s assets (the bundle is not read: drawn by name).
  public nonisolated init(_ name: String, bundle: Bundle?) { self.init(name) }
  /// An image from `bundle`'s assets read as `label` by assistive technologies.
  public nonisolated init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name) }
  /// An image from the assets that assistive technologies skip.
  public nonisolated init(decorative name: String, bundle: Bundle? = nil) { self.init(name) }
  /// A variable image from the assets, drawn at `variableValue` (0...1).
  public nonisolated init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name)
    self.variableValue = variableValue
  }
  /// A variable image from the assets with an accessibility label.
  public nonisolated init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
    self.init(name, variableValue: variableValue, bundle: bundle)
  }
  /// A variable image from the assets that assistive technologies skip.
  public nonisolated init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, variableValue: variableValue, bundle: bundle)
  }
  /// A variable SF Symbol drawn at `variableValue` (0...1): a new value redraws it.
  public nonisolated init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
    self.variableValue = variableValue
  }
}
