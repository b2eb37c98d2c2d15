import Foundation
import ViewTraceEngine

/// A player of a sound file or sound data, as AVFoundation's `AVAudioPlayer`.
///
/// Nothing is read or played: ``play()`` returns `true` and ``isPlaying`` becomes true until
/// ``pause()`` or ``stop()`` (no time passes, so the sound never ends), and the run says once
/// that no sound plays (`notSimulated`). ``duration`` is 0, as the file is not read.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
  /// The file, when made from one.
  public let url: URL?
  /// The data, when made from data.
  public let data: Data?
  /// Whether playing.
  public private(set) var isPlaying = false
  /// The volume, 0…1.
  open var volume: Float = 1
  /// How often it plays again after the first time (-1: for ever).
  open var numberOfLoops = 0
  /// The playback speed, when ``enableRate`` is on.
  open var rate: Float = 1
  /// Whether ``rate`` is used.
  open var enableRate = false
  /// Where playback is, in seconds.
  open var currentTime: TimeInterval = 0
  /// The sound's length in seconds: 0 (the file is not read).
  open var duration: TimeInterval { 0 }

  /// A player of the sound file at `url` (the file is not read, so no error is thrown).
  public nonisolated init(contentsOf url: URL) throws {
    self.url = url
    self.data = nil
  }
  /// A player of the sound file at `url`, of a type given by a UTI.
  public nonisolated init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    self.url = url
    self.data = nil
  }
  /// A player of sound data.
  public nonisolated init(data: Data) throws {
    self.url = nil
    self.data = data
  }
  /// A player of sound data, of a type given by a UTI.
  public nonisolated init(data: Data, fileTypeHint utiString: String?) throws {
    self.url = nil
    self.data = data
  }

  /// Gets ready to play: returns `true`.
  @discardableResult
  open func prepareToPlay() -> Bool { true }

  /// Starts playing (see the type's notes): returns `true`.
  @discardableResult
  open func play() -> Bool {
    ViewGraph.noteNotSimulated("AVAudioPlayer.play", "AVAudioPlayer.play() plays no sound; isPlaying is true until pause() or stop()")
    isPlaying = true
    return true
  }

  /// Starts playing after `time` (see the type's notes): returns `true`.
  @discardableResult
  open func play(atTime time: TimeInterval) -> Bool { play() }

  /// Pauses, keeping the position.
  open func pause() { isPlaying = false }

  /// Stops.
  open func stop() { isPlaying = false }
}
