// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile.
import Combine
import Foundation
import SwiftUI

struct GeneralTabView: View {
  @AppStorage("compactMode") private var compactMode = false
  var body: some View {
    Form { Toggle("Compact mode", isOn: $compactMode) }.frame(width: 400, height: 150)
  }
}

struct SidebarTabView: View {
  @AppStorage("showSubscriptions") private var showSubscriptions = true
  var body: some View {
    Form { Toggle("Show subscriptions", isOn: $showSubscriptions) }.frame(width: 400, height: 150)
  }
}

// What PostDetailToolbar.swift (excluded: ToolbarContent) needs.
final class UIState: ObservableObject {
  @Published var displayToolbarSearchBar = true
}

struct QuickSearchBar: View {
  let showSuggestionPopover: Bool
  let onCommit: () -> Void
  let onCancel: () -> Void
  @State private var text = ""
  var body: some View { TextField("Search", text: $text).onSubmit(onCommit) }
}

struct SharingsPicker: View {
  @Binding var isPresented: Bool
  var sharingItems: [Any]
  var body: some View { EmptyView() }
}
