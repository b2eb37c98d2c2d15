// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile
// (VirtualCore is a stand-in too, in ThirdParty/VirtualCore).
import SwiftUI
import VirtualCore

/// The app's preview host for a configuration section: hands the section a binding to a configuration.
struct _ConfigurationSectionPreview<Content: View>: View {
  @State private var configuration = VBMacConfiguration()
  let content: (Binding<VBMacConfiguration>) -> Content
  init(@ViewBuilder _ content: @escaping (Binding<VBMacConfiguration>) -> Content) { self.content = content }
  var body: some View { content($configuration) }
}
