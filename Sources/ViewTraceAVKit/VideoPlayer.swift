import Foundation
import ViewTrace
import ViewTraceEngine

/// AVKit's SwiftUI view of a player's video, with its transport controls and an optional
/// overlay of your views above the video (not receiving touches).
///
/// ```swift
/// @State private var player = AVPlayer(url: videoURL)
/// VideoPlayer(player: player) { Text("Live").padding() }
///   .onAppear { player.play() }
/// ```
///
/// A framework container, drawn with its player (`VideoPlayer(player: AVPlayer(url: "…"))`):
/// its overlay's views are its children, and a different player object (a new `AVPlayer`)
/// redraws it. The video does not play (see ``AVPlayer``).
public nonisolated struct VideoPlayer<VideoOverlay: View>: View {
  let player: AVPlayer?
  let overlay: VideoOverlay

  /// A player's video with `videoOverlay` above it.
  public nonisolated init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
    self.overlay = videoOverlay()
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("VideoPlayer") }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  /// A player's video (`nil`: an empty player).
  public nonisolated init(player: AVPlayer?) {
    self.player = player
    self.overlay = EmptyView()
  }
}

@MainActor extension VideoPlayer: ContainerView {
  package static var _typeName: String { "VideoPlayer" }
  package var _label: String { "VideoPlayer(player: \(player?.labelText ?? "nil"))" }
  package var _content: any View { overlay }
}
