import Foundation
import ViewTraceEngine

/// A voice for speech synthesis, as AVFoundation's `AVSpeechSynthesisVoice`.
///
/// A trace has no voices installed: ``speechVoices()`` is empty, and a voice asked for by
/// language or identifier is `nil` (an utterance with no voice speaks with the default one).
public final class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
  /// The voice's identifier.
  public let identifier: String
  /// The voice's name.
  public let name: String
  /// Its language, as a BCP 47 code (`en-US`).
  public let language: String
  /// Its quality.
  public let quality: AVSpeechSynthesisVoiceQuality
  /// Its gender.
  public let gender: AVSpeechSynthesisVoiceGender

  init(identifier: String, name: String, language: String) {
    self.identifier = identifier
    self.name = name
    self.language = language
    self.quality = .default
    self.gender = .unspecified
  }

  /// The voices installed: none in a trace.
  public static func speechVoices() -> [AVSpeechSynthesisVoice] { [] }

  /// A voice for `languageCode`: `nil`, as no voice is installed.
  public nonisolated init?(language languageCode: String?) { return nil }

  /// The voice with `identifier`: `nil`, as no voice is installed.
  public nonisolated init?(identifier: String) { return nil }

  /// The language of the device: `en-US`.
  public static func currentLanguageCode() -> String { "en-US" }
}

/// How natural a voice sounds.
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
  /// The compact voice.
  case `default` = 1
  /// A downloaded, better voice.
  case enhanced = 2
  /// The best downloaded voice.
  case premium = 3
}

/// A voice's gender.
public enum AVSpeechSynthesisVoiceGender: Int, Sendable {
  /// Not given.
  case unspecified = 0
  /// Male.
  case male = 1
  /// Female.
  case female = 2
}

/// Text to speak, with its voice, rate and pitch.
public final class AVSpeechUtterance: NSObject, @unchecked Sendable {
  /// The text.
  public let speechString: String
  /// The voice (`nil`: the default).
  public var voice: AVSpeechSynthesisVoice?
  /// The speaking rate, between ``AVSpeechUtteranceMinimumSpeechRate`` and ``AVSpeechUtteranceMaximumSpeechRate``.
  public var rate: Float = AVSpeechUtteranceDefaultSpeechRate
  /// The pitch, 0.5…2.
  public var pitchMultiplier: Float = 1
  /// The volume, 0…1.
  public var volume: Float = 1
  /// Seconds of silence before it.
  public var preUtteranceDelay: TimeInterval = 0
  /// Seconds of silence after it.
  public var postUtteranceDelay: TimeInterval = 0

  /// An utterance of `string`.
  public nonisolated init(string: String) { speechString = string }
}

/// The slowest speaking rate.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speaking rate.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The default speaking rate.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// Speaks utterances, as AVFoundation's `AVSpeechSynthesizer`.
///
/// Nothing is spoken: ``speak(_:)`` says so once a run (`notSimulated`), and the synthesizer
/// stays silent (``isSpeaking`` is false); its delegate is not called.
public final class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
  /// Whether speaking: never, in a trace.
  public var isSpeaking: Bool { false }
  /// Whether paused: never, in a trace.
  public var isPaused: Bool { false }

  /// A synthesizer.
  public override init() {}

  /// Speaks `utterance`: nothing is spoken (see the type's notes).
  public nonisolated func speak(_ utterance: AVSpeechUtterance) {
    ViewGraph.noteNotSimulated("AVSpeechSynthesizer.speak", "AVSpeechSynthesizer.speak(_:) speaks nothing")
  }

  /// Stops speaking: returns `true`.
  @discardableResult
  public nonisolated func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }

  /// Pauses speaking: returns `true`.
  @discardableResult
  public nonisolated func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }

  /// Goes on speaking: returns `true`.
  @discardableResult
  public nonisolated func continueSpeaking() -> Bool { true }
}

/// Where speech stops or pauses.
public enum AVSpeechBoundary: Int, Sendable {
  /// At once.
  case immediate = 0
  /// After the word.
  case word = 1
}
