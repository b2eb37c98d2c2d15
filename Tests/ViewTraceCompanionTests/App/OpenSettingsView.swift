// An app's view file that calls into UIKit: the device, a font, a symbol image, and opening the
// Settings app.
import SwiftUI
import UIKit

struct OpenSettingsView: View {
  @State private var opened = 0

  var body: some View {
    VStack {
      Text("\(UIDevice.current.model) on \(UIDevice.current.systemName) \(UIDevice.current.systemVersion)")
      if UIDevice.current.userInterfaceIdiom == .phone {
        Text("Opened \(opened)").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
      }
      Image(uiImage: UIImage(systemName: "gear")!)
      Image(uiImage: UIImage(named: "avatar") ?? UIImage())
      Button("Open Settings") {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url) { success in
          if success { opened += 1 }
        }
      }
      Button("Feel") {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
      }
    }
    .font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
  }
}
