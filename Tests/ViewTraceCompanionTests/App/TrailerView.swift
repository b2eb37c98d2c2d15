// An app's view file that plays a video with AVKit's VideoPlayer.
import AVKit
import SwiftUI

struct TrailerView: View {
  @State private var player = AVPlayer(url: URL(string: "https://example.com/trailer.mp4")!)
  @State private var playing = false

  var body: some View {
    VStack {
      VideoPlayer(player: player) {
        Text(playing ? "Playing" : "Paused")
      }
      VideoPlayer(player: nil)
      Button(playing ? "Pause" : "Play") {
        if playing { player.pause() } else { player.play() }
        playing = player.timeControlStatus == .playing
      }
    }
  }
}
