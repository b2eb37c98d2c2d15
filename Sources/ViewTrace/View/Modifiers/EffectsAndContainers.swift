import Foundation

// Shaders, transforms, container values, scroll positions, drag containers
// and documents: recorded on the view as written (a changed argument redraws
// that view only). What ViewTrace does not run is said on each.

#if !canImport(CoreGraphics)
  /// An affine transform, as in CoreGraphics (not in Linux's Foundation).
  public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix's entries.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    /// A transform from its entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    /// The identity.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A translation.
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians.
    public init(rotationAngle angle: Double) {
      self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
  }
#endif

/// A 3x3 projection, as in SwiftUI.
public struct ProjectionTransform: Hashable, Sendable {
  /// The entries, row by row.
  public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m21 = 0.0, m22 = 1.0, m23 = 0.0, m31 = 0.0, m32 = 0.0, m33 = 1.0
  /// The identity.
  public init() {}
  /// The projection of an affine transform.
  public init(_ transform: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
  }
}

/// A Metal shader function with its arguments, as in SwiftUI (never run here).
public struct Shader: Hashable, Sendable, CustomStringConvertible {
  /// The function's name.
  public let name: String
  /// A shader of `function` with `arguments`.
  public init(function: ShaderFunction, arguments: [ShaderArgument]) { name = function.name }
  /// As written.
  public var description: String { "ShaderLibrary.\(name)" }
}

/// A shader function, as in SwiftUI.
public struct ShaderFunction: Hashable, Sendable {
  /// The function's name.
  public let name: String
  /// The function `name` of `library`.
  public init(library: ShaderLibrary, name: String) { self.name = name }
  /// Calls the function with `arguments`.
  public func callAsFunction(_ arguments: ShaderArgument...) -> Shader { Shader(function: self, arguments: arguments) }
}

/// A shader argument, as in SwiftUI.
public struct ShaderArgument: Hashable, Sendable {
  let text: String
  /// A number.
  public static func float(_ value: Double) -> ShaderArgument { ShaderArgument(text: formatNumber(value)) }
  /// A colour.
  public static func color(_ color: Color) -> ShaderArgument { ShaderArgument(text: "\(color)") }
  /// A point.
  public static func float2(_ x: Double, _ y: Double) -> ShaderArgument {
    ShaderArgument(text: "(\(formatNumber(x)), \(formatNumber(y)))")
  }
  /// The view's bounds.
  public static let boundingRect = ShaderArgument(text: "boundingRect")
}

/// The app's shaders, as in SwiftUI: `ShaderLibrary.ripple(.float(2))`.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
  /// The app's default library.
  public static let `default` = ShaderLibrary()
  /// A function of the default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
  /// A function of this library.
  public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// The values a view gives its container (`.containerValue(\.key, value)`), read by a custom
/// container through its subviews, as in SwiftUI. Declare one with a `ContainerValueKey`.
public struct ContainerValues {
  var values: [ObjectIdentifier: Any] = [:]
  /// The value of `key`.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key of ``ContainerValues``.
public protocol ContainerValueKey {
  /// Its value's type.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
}

/// Where a scroll view is scrolled to, as in SwiftUI. No layout measures offsets, so it holds
/// what your code sets and the scrolls that steps make are not written into it.
public struct ScrollPosition: Hashable {
  /// The view scrolled to, if any.
  public private(set) var viewID: AnyHashable?
  /// The edge scrolled to, if any.
  public private(set) var edge: Edge?
  /// A position at the top.
  public init(idType: (some Hashable).Type = Never.self, edge: Edge? = nil) { self.edge = edge }
  /// Scrolls to the view `id`.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    (viewID, edge) = (AnyHashable(id), nil)
  }
  /// Scrolls to `edge`.
  public mutating func scrollTo(edge: Edge) { (viewID, self.edge) = (nil, edge) }
  /// Whether the position was set by scrolling (never here).
  public var isPositionedByUser: Bool { false }
}

/// How a drag container behaves, as in SwiftUI.
public struct DragConfiguration: Hashable, Sendable {
  /// Whether items may be moved.
  public var allowMove: Bool
  /// Whether items may be deleted by dragging them out.
  public var allowDelete: Bool
  /// A configuration.
  public init(allowMove: Bool = true, allowDelete: Bool = false) { (self.allowMove, self.allowDelete) = (allowMove, allowDelete) }
}

/// What a drop does, as in SwiftUI.
public struct DropConfiguration: Hashable, Sendable {
  /// The operation.
  public var operation: DropOperation
  /// A configuration of `operation`.
  public init(operation: DropOperation) { self.operation = operation }
}

/// A drop's operation, as in SwiftUI.
public enum DropOperation: Hashable, Sendable {
  /// Nothing.
  case cancel
  /// Forbidden.
  case forbidden
  /// Copy.
  case copy
  /// Move.
  case move
}

/// A document a `fileExporter` writes, as in SwiftUI (no step exports).
public protocol FileDocument {
  /// The types it reads.
  static var readableContentTypes: [UTType] { get }
}

/// A reference-type document, as in SwiftUI.
public protocol ReferenceFileDocument: AnyObject {
  /// The types it reads.
  static var readableContentTypes: [UTType] { get }
}

extension View {
  /// `.colorEffect(_:isEnabled:)`: recorded on the view (the shader is not run).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("colorEffect", "\(shader), isEnabled: \(isEnabled)")
  }
  /// `.distortionEffect(_:maxSampleOffset:isEnabled:)`: recorded on the view.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("distortionEffect", "\(shader), isEnabled: \(isEnabled)")
  }
  /// `.layerEffect(_:maxSampleOffset:isEnabled:)`: recorded on the view.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("layerEffect", "\(shader), isEnabled: \(isEnabled)")
  }
  /// `.projectionEffect(_:)`: recorded on the view.
  public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, _StyleModifier> {
    styled("projectionEffect", ValueDescription.describe(transform))
  }
  /// `.transformEffect(_:)`: recorded on the view.
  public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _StyleModifier> {
    styled("transformEffect", ValueDescription.describe(transform))
  }
  /// `.containerValue(_:_:)`: recorded on the view (custom containers that read subviews'
  /// values are not simulated).
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("containerValue", ValueDescription.describe(value))
  }
  /// `.scrollPosition(_:anchor:)`: recorded on the view (no layout scrolls to a position; the
  /// binding changes only when your code writes it).
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("scrollPosition")
  }
  /// `.scrollPosition(id:anchor:)`: recorded on the view (as `scrollPosition(_:anchor:)`).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("scrollPosition", "id:")
  }
  /// `.dragConfiguration(_:)`: recorded on the view.
  public func dragConfiguration(_ configuration: DragConfiguration) -> ModifiedContent<Self, _StyleModifier> {
    styled("dragConfiguration", ValueDescription.describe(configuration))
  }
  /// `.dropConfiguration(_:)`: recorded on the view (no step drops).
  public func dropConfiguration(_ configuration: @escaping (DropSession) -> DropConfiguration) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("dropConfiguration")
  }
  /// `.dragContainer(for:in:_:)`: recorded on the view (no step drags).
  public func dragContainer<Item: Transferable & Identifiable>(
    for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil,
    _ payload: @escaping ([Item.ID]) -> [Item]
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dragContainer", "for: \(typeDisplayName(Item.self))")
  }
  /// `.dragContainer(for:itemID:in:_:)`: recorded on the view.
  public func dragContainer<Item: Transferable, ItemID: Hashable>(
    for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ItemID>, in namespace: Namespace.ID? = nil,
    _ payload: @escaping ([ItemID]) -> [Item]
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dragContainer", "for: \(typeDisplayName(Item.self))")
  }
  /// `.fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`: recorded
  /// (no step exports).
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileExporter", "document: \(typeDisplayName(D.self))")
  }
  /// `.fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:onCancellation:)`.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileExporter", "document: \(typeDisplayName(D.self))")
  }
  /// `.fileExporter(isPresented:document:contentTypes:defaultFilename:onCompletion:onCancellation:)`.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileExporter", "document: \(typeDisplayName(D.self))")
  }
  /// `.fileExporter(isPresented:documents:contentType:onCompletion:)`.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element: FileDocument {
    styled("fileExporter", "documents: \(documents.count)")
  }
  /// `.fileExporter(isPresented:documents:contentTypes:onCompletion:onCancellation:)`.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element: FileDocument {
    styled("fileExporter", "documents: \(documents.count)")
  }
}

