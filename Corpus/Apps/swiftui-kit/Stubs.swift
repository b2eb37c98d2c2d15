// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile.
import SwiftUI

struct SectionView<Content: View>: View {
  var title: String
  var description: String
  @ViewBuilder var content: () -> Content
  var body: some View {
    Section(header: Text(title), footer: Text(description)) { content() }
  }
}

struct GroupView<Content: View>: View {
  var title: String
  var content: () -> Content
  var body: some View { List { content() }.navigationTitle(title) }
}

struct ButtonsGroup: View { var body: some View { Button("Button") {} } }
struct ColorsGroup: View { var body: some View { Color.red } }
struct FontsGroup: View { var body: some View { Text("Large Title").font(.largeTitle) } }
struct HapticsGroup: View { var body: some View { Text("Haptics") } }
struct GesturesGroup: View { var body: some View { Text("Gestures") } }
struct ImagesGroup: View { var body: some View { Image(systemName: "photo") } }
struct IndicatorsGroup: View { var body: some View { ProgressView() } }
struct ShapesGroup: View { var body: some View { Circle() } }
struct TextGroup: View { var body: some View { Text("Text") } }
struct MapGroup: View { var body: some View { Text("Map") } }

