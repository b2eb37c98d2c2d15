import Foundation

/// Where an `AsyncImage`'s load is, as in SwiftUI.
public enum AsyncImagePhase: Sendable, CustomStringConvertible {
  /// Not loaded yet.
  case empty
  /// Loaded.
  case success(Image)
  /// The load failed.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The load's error, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// `.empty`, `.success(Image("https://…"))`, `.failure(…)`.
  public var description: String {
    switch self {
    case .empty: ".empty"
    case .success(let image): ".success(Image(\(ValueDescription.quote(image.name))))"
    case .failure(let error): ".failure(\(error))"
    }
  }
}

/// The error `Step.failImage(url:)` fails a load with.
public struct AsyncImageLoadError: Error, CustomStringConvertible {
  /// The address whose load failed.
  public let url: URL
  /// `AsyncImageLoadError(url)`.
  public var description: String { "AsyncImageLoadError(\(url.absoluteString))" }
}

/// A view that loads an image from a URL and shows it, as in SwiftUI.
///
/// ```swift
/// AsyncImage(url: photo.url)
/// AsyncImage(url: photo.url) { image in image.resizable() } placeholder: { ProgressView() }
/// AsyncImage(url: photo.url) { phase in
///   if let image = phase.image { image } else if phase.error != nil { Color.red } else { ProgressView() }
/// }
/// ```
///
/// Its `content` closures escape (as Apple declares them): the image is a
/// host that builds its content itself from its phase, which starts
/// `.empty` and changes when the scenario says the load ended
/// (`Step.loadImage(url:)`, `Step.failImage(url:)`). A phase change rebuilds
/// only the image's content: the body that placed it does not run. A new URL
/// starts over from `.empty`, as SwiftUI starts a new load. The plain form
/// shows the loaded image and nothing before it (the framework's gray
/// placeholder is not a view of the app's).
public nonisolated struct AsyncImage<Content: View>: View {
  let url: URL?
  let scale: Double
  let content: (AsyncImagePhase) -> any View

  /// The image at `url`, shown once loaded.
  public nonisolated init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    self.scale = Double(scale)
    self.content = { phase in phase.image.map { $0 as any View } ?? EmptyView() }
  }

  /// The image at `url` passed to `content` once loaded; `placeholder` until then (and after a failure).
  public nonisolated init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.scale = Double(scale)
    self.content = { phase in
      if let image = phase.image { return Content(storage: .trueContent(content(image))) }
      return Content(storage: .falseContent(placeholder()))
    }
  }

  /// The content `content` makes of each phase of the load of `url`.
  public nonisolated init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = Double(scale)
    self.content = { content($0) }
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("AsyncImage") }
}

/// An async image's phase, a source of its own on the image's node.
final class AsyncImageState {
  var slot: StateSlot?
  var url: URL?
}

/// An async image a step can finish loading.
@MainActor
protocol AsyncImageHost {
  var _url: URL? { get }
}

@MainActor extension AsyncImage: ContentHost, AsyncImageHost {
  package var _hostType: String { "AsyncImage" }
  package var _label: String {
    "AsyncImage(url: " + (url.map { ValueDescription.quote($0.absoluteString) } ?? "nil")
      + (scale == 1 ? ")" : ", scale: \(formatNumber(scale)))")
  }
  var _url: URL? { url }

  package func _content(_ context: HostContext) -> any View {
    let state = context.node.builtinState { AsyncImageState() }
    let slot =
      state.slot
      ?? StateSlot(
        owner: context.node, name: "phase", value: AsyncImagePhase.empty, valueType: "AsyncImagePhase",
        graph: context.graph)
    state.slot = slot
    // A new address is a new load: it starts empty, as SwiftUI's does.
    if state.url != url { slot.value = AsyncImagePhase.empty }
    state.url = url
    context.graph.recordRead(slot, kind: .read)
    return content(slot.value as! AsyncImagePhase)
  }

  package func _sameInputs(as other: Any, _ closures: Closures) -> Bool {
    guard let other = other as? Self else { return false }
    return url == other.url && scale == other.scale && Compare.equalValues(content, other.content, closures)
  }
}
