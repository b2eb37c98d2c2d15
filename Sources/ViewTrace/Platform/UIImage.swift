import Foundation

/// UIKit's image, the part of it SwiftUI view files use: an image from the app's assets, a
/// system symbol, or image data, and `Image(uiImage:)` to show one in SwiftUI.
///
/// Nothing is loaded or decoded: an image is drawn by what it was made from. `UIImage(named:)`
/// and `UIImage(systemName:)` always give an image (there is no asset catalogue to look in);
/// `UIImage(data:)` gives one for non-empty data (it is not decoded: its ``size`` is zero) and
/// is drawn by the data's length and a hash of its bytes, so different data redraws.
open class UIImage: NSObject, @unchecked Sendable {
  /// An asset or symbol name, or a description of the data.
  let name: String
  let isSystem: Bool

  init(name: String, isSystem: Bool) {
    self.name = name
    self.isSystem = isSystem
  }

  /// An empty image (drawn as `Image("")`).
  public override convenience init() { self.init(name: "", isSystem: false) }

  /// The image named `name` in the app's assets.
  public convenience init?(named name: String) { self.init(name: name, isSystem: false) }

  /// The image named `name` in `bundle`'s assets (the bundle and traits are not used).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
    self.init(name: name, isSystem: false)
  }

  /// The system symbol named `name` (an SF Symbol).
  public convenience init?(systemName name: String) { self.init(name: name, isSystem: true) }

  /// An image of `data` (not decoded); `nil` for empty data.
  public convenience init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.init(name: UIImage.describe(data), isSystem: false)
  }

  /// An image of `data` at `scale` (not decoded); `nil` for empty data.
  public convenience init?(data: Data, scale: CGFloat) { self.init(data: data) }

  /// An image of the file at `path` (not read); `nil` when no file is there.
  public convenience init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    self.init(name: (path as NSString).lastPathComponent, isSystem: false)
  }

  /// The size in points: zero, as nothing is decoded.
  open var size: CGSize { .zero }
  /// The scale: 3, an iPhone's.
  open var scale: CGFloat { 3 }

  /// The same image drawn in `renderingMode` (drawn the same here).
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
  /// The same image tinted `color` (drawn the same here).
  open func withTintColor(_ color: UIColor) -> UIImage { self }

  /// How an image is drawn: in its colours, or as a template in the tint colour.
  public enum RenderingMode: Int, Sendable {
    /// As the context decides.
    case automatic
    /// In its own colours.
    case alwaysOriginal
    /// As a template, in the tint colour.
    case alwaysTemplate
  }

  /// Images are equal when made from the same thing.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return other.name == name && other.isSystem == isSystem
  }
  /// Hashes what the image was made from.
  open override var hash: Int { name.hashValue }

  /// `data: 2048 bytes #1a2b3c4d`: the length and a 32-bit FNV-1a hash of the bytes.
  static func describe(_ data: Data) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in data {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    let hex = String(hash, radix: 16)
    return "data: \(data.count) bytes #\(String(repeating: "0", count: 8 - hex.count))\(hex)"
  }
}

extension Image {
  /// A UIKit image in SwiftUI: drawn as the asset or symbol it names (`Image("avatar")`,
  /// `Image(systemName: "star")`), or by its data (`Image("data: 2048 bytes #…")`).
  public init(uiImage: UIImage) {
    if uiImage.isSystem {
      self.init(systemName: uiImage.name)
    } else {
      self.init(uiImage.name)
    }
  }
}
