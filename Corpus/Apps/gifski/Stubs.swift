// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile.
import Foundation
import Observation
import SwiftUI
import UniformTypeIdentifiers

/// The app's video asset (AVAsset in the app) and its metadata.
struct VideoAsset: Hashable { var url: URL }
struct VideoMetadata: Hashable { var width = 1920, height = 1080 }
struct Conversion: Hashable { var sourceURL: URL }

enum Route: Hashable {
  case edit(URL, VideoAsset, VideoMetadata)
  case conversion(Conversion)
  case completed(Data, URL)
}

@Observable
final class AppState {
  var navigationPath = NavigationPath()
  var isFileImporterPresented = false
  var isConverting = false
  var error: Error?
  func start(_ url: URL) {
    navigationPath.append(Route.edit(url, VideoAsset(url: url), VideoMetadata()))
  }
}

enum Device {
  // The app lists .mpeg4Movie and .quickTimeMovie, which ViewTrace's UTType does not declare.
  static let supportedVideoTypes: [UTType] = [UTType("public.mpeg-4")!, UTType("com.apple.quicktime-movie")!]
}

enum SSApp {
  static let isFirstLaunch = false
}

struct StartScreen: View { var body: some View { Text("Drop a video") } }
struct EditScreen: View {
  var url: URL
  var asset: VideoAsset
  var metadata: VideoMetadata
  var body: some View { Text(url.lastPathComponent) }
}
struct ConversionScreen: View {
  var conversion: Conversion
  var body: some View { ProgressView() }
}
struct CompletedScreen: View {
  var data: Data
  var url: URL
  var body: some View { Text("\(data.count) bytes") }
}

/// A drop delegate made of closures.
struct AnyDropDelegate: DropDelegate {
  @Binding var isTargeted: Bool
  var onValidate: ((DropInfo) -> Bool)?
  let onPerform: (DropInfo) -> Bool
  func performDrop(info: DropInfo) -> Bool { onPerform(info) }
}

extension DropInfo {
  func hasFileURLsConforming(to contentTypes: [UTType]) -> Bool { hasItemsConforming(to: contentTypes) }
}

extension View {
  func alert(error: Binding<Error?>) -> some View {
    alert("Error", isPresented: Binding(get: { error.wrappedValue != nil }, set: { if !$0 { error.wrappedValue = nil } })) {
      Button("OK") {}
    }
  }

  func border(_ color: Color, width: Double = 1, cornerRadius: Double) -> some View {
    overlay(RoundedRectangle(cornerRadius: cornerRadius).stroke(color, lineWidth: width))
  }

  func alert2<A: View>(
    _ title: String, message: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions) { Text(message) }
  }

  // The app sets these on the NSWindow (AppKit); here they do nothing.
  func windowTabbingMode(_ mode: WindowTabbingMode) -> some View { self }
  func windowCollectionBehavior(_ behavior: WindowCollectionBehavior) -> some View { self }
  func windowIsMovableByWindowBackground(_ isMovable: Bool = true) -> some View { self }
  func windowIsVibrant(_ isVibrant: Bool = true) -> some View { self }
}

enum WindowTabbingMode { case automatic, preferred, disallowed }
enum WindowCollectionBehavior { case fullScreenNone, fullScreenPrimary }
