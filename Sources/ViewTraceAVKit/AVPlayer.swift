import Foundation
import ViewTraceEngine

/// A media resource at a URL.
open class AVAsset: NSObject, @unchecked Sendable {
  /// Where the resource is.
  let source: URL?
  init(source: URL?) { self.source = source }
  /// An asset at `url` (nothing is loaded).
  public convenience nonisolated init(url: URL) { self.init(source: url) }
}

/// A media resource at a URL, as AVFoundation's `AVURLAsset`.
open class AVURLAsset: AVAsset, @unchecked Sendable {
  /// The asset's URL.
  public var url: URL { source! }
  /// An asset at `url` (nothing is loaded).
  public nonisolated init(url: URL, options: [String: Any]? = nil) { super.init(source: url) }
}

/// One item a player plays: an asset and its playback position. Nothing is loaded: its
/// status stays `.unknown` and its duration `.invalid`, as before loading on iOS.
open class AVPlayerItem: NSObject, @unchecked Sendable {
  /// The item's asset.
  public let asset: AVAsset

  /// An item for the asset at `url`.
  public convenience nonisolated init(url: URL) { self.init(asset: AVURLAsset(url: url)) }
  /// An item for `asset`.
  public nonisolated init(asset: AVAsset) { self.asset = asset }

  /// Whether the item can play: `.unknown` (nothing is loaded).
  public var status: Status { .unknown }
  /// The item's length: `.invalid` (nothing is loaded).
  public var duration: CMTime { .invalid }
  /// Where playback is: moved only by seeking.
  public internal(set) var position: CMTime = .zero
  /// Where playback is.
  public nonisolated func currentTime() -> CMTime { position }
  /// Moves playback to `time`.
  public nonisolated func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
    position = time
    completionHandler?(true)
  }

  /// Whether an item can play.
  public enum Status: Int, Sendable {
    /// Not loaded yet.
    case unknown, readyToPlay, failed
  }

  /// Posted when an item plays to its end: never in a trace, as nothing plays.
  public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
  /// Posted when an item fails to play to its end: never in a trace.
  public static let failedToPlayToEndTimeNotification = Notification.Name(
    "AVPlayerItemFailedToPlayToEndTimeNotification")

  /// The item's URL, for a label.
  var urlText: String { asset.source.map { ValueDescription.quote($0.absoluteString) } ?? "nil" }
}

/// A player of one item at a time, as AVFoundation's `AVPlayer`.
///
/// A trace plays nothing: ``play()`` sets ``rate`` to 1 and ``timeControlStatus`` to
/// `.playing`, as on iOS, but no time passes, no frame or sound is made and no item reaches
/// its end; the run says so once (`notSimulated`). ``pause()`` sets the rate back to 0.
/// Seeking moves the current time. A player is an object: `VideoPlayer(player:)` draws it,
/// and a view that makes a new player each time its body runs gives the `VideoPlayer` a new one.
open class AVPlayer: NSObject, @unchecked Sendable {
  /// The item playing, if any.
  public private(set) var currentItem: AVPlayerItem?
  /// The playback speed: 0 paused, 1 playing.
  open var rate: Float = 0 {
    didSet { timeControlStatus = rate == 0 ? .paused : .playing }
  }
  /// The rate ``play()`` sets.
  open var defaultRate: Float = 1
  /// Whether playing, paused or waiting.
  public private(set) var timeControlStatus: TimeControlStatus = .paused
  /// The volume, 0…1.
  open var volume: Float = 1
  /// Whether the sound is off.
  open var isMuted = false
  /// What happens when the item ends (never, in a trace).
  open var actionAtItemEnd: ActionAtItemEnd = .pause
  /// Whether a video may play on an external screen.
  open var allowsExternalPlayback = true
  /// Whether playback waits for enough data.
  open var automaticallyWaitsToMinimizeStalling = true

  /// A player with no item.
  public override init() {}
  /// A player of the item at `url`.
  public convenience nonisolated init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }
  /// A player of `item`.
  public nonisolated init(playerItem item: AVPlayerItem?) { currentItem = item }

  /// Starts playback: the rate becomes ``defaultRate``; nothing plays (see the type's notes).
  open func play() {
    ViewGraph.noteNotSimulated(
      "AVPlayer.play", "AVPlayer.play() plays nothing: the rate becomes 1, but no time passes and no item ends")
    rate = defaultRate
  }

  /// Pauses playback: the rate becomes 0.
  open func pause() { rate = 0 }

  /// Plays `item` instead of the current one.
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

  /// Where playback is in the current item (`.zero` without one).
  open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

  /// Moves playback to `time`.
  open func seek(to time: CMTime) { currentItem?.position = time }

  /// Moves playback to `time`, then calls `completionHandler` with `true`.
  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
    currentItem?.position = time
    completionHandler(true)
  }

  /// Moves playback to `time` (the tolerances are not used).
  open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { currentItem?.position = time }

  /// Moves playback to `time` and returns `true`.
  @discardableResult
  open func seek(to time: CMTime) async -> Bool {
    currentItem?.position = time
    return true
  }

  /// Whether playing, paused or waiting.
  public enum TimeControlStatus: Int, Sendable {
    /// Paused.
    case paused
    /// Waiting for data.
    case waitingToPlayAtSpecifiedRate
    /// Playing.
    case playing
  }

  /// What happens when an item ends.
  public enum ActionAtItemEnd: Int, Sendable {
    /// Go to the next item (a queue player).
    case advance
    /// Pause.
    case pause
    /// Keep going.
    case none
  }

  /// How the player is written in a label: `AVPlayer(url: "…")`.
  var labelText: String {
    currentItem.map { "AVPlayer(url: \($0.urlText))" } ?? "AVPlayer()"
  }
}

/// A player of a list of items, as AVFoundation's `AVQueuePlayer`.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
  private var queue: [AVPlayerItem]

  /// A player of `items`, the first one current.
  public nonisolated init(items: [AVPlayerItem]) {
    queue = Array(items.dropFirst())
    super.init(playerItem: items.first)
  }

  /// A player with no items.
  public override init() {
    queue = []
    super.init(playerItem: nil)
  }

  /// The items, the current one first.
  open func items() -> [AVPlayerItem] { (currentItem.map { [$0] } ?? []) + queue }

  /// Moves to the next item.
  open func advanceToNextItem() {
    replaceCurrentItem(with: queue.isEmpty ? nil : queue.removeFirst())
  }

  /// Adds `item` after `afterItem` (at the end when nil).
  open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
    if currentItem == nil {
      replaceCurrentItem(with: item)
    } else if let afterItem, let index = queue.firstIndex(of: afterItem) {
      queue.insert(item, at: index + 1)
    } else if afterItem === currentItem {
      queue.insert(item, at: 0)
    } else {
      queue.append(item)
    }
  }

  /// Removes `item`.
  open func remove(_ item: AVPlayerItem) {
    if item === currentItem { advanceToNextItem() } else { queue.removeAll { $0 === item } }
  }

  /// Removes every item.
  open func removeAllItems() {
    queue.removeAll()
    replaceCurrentItem(with: nil)
  }
}
