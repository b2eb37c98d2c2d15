import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// SwiftUI declares its views' initializers, its modifiers and `ViewBuilder` `nonisolated`
// (the declarations in SwiftUI's documentation read `nonisolated init(alignment:spacing:content:)`
// and `nonisolated func padding(_:_:)`), so an app in the Swift 6 language mode builds views
// outside the main actor. This file is compiled in the Swift 6 mode: each helper below is an error
// ("cannot be called from outside of the actor") if a declaration it uses is main-actor isolated.

/// A row factory on an ordinary struct, as apps write them.
private struct RowFactory {
  let title: String
  @ViewBuilder func row() -> some View {
    HStack {
      Text(title).font(.headline)
      Spacer()
      Image(systemName: "star").foregroundStyle(.yellow)
    }
    .padding()
    .background(Color.gray.opacity(0.1))
  }

  /// A button with a framework style, presenting a sheet and an alert.
  func deleteButton(confirming: Binding<Bool>, editing: Binding<Bool>) -> some View {
    Button("Delete \(title)") { confirming.wrappedValue = true }
      .buttonStyle(.borderless)
      .labelStyle(.iconOnly)
      .sheet(isPresented: editing) { Text("Editor") }
      .alert("Delete?", isPresented: confirming) { Button("Delete", role: .destructive) {} }
  }
}

/// Views built in an async function that is not isolated to any actor.
private func asyncBadge(_ count: Int) async -> some View {
  VStack(spacing: 4) {
    Text("\(count)").bold()
    Circle().fill(.red).frame(width: 8, height: 8)
  }
  .padding(4)
}

/// Views built by an actor's own method.
private actor Catalog {
  func header() -> sending AnyView {
    AnyView(ZStack { Text("Catalog").font(.title) }.frame(maxWidth: .infinity))
  }
}

private struct Badge: ViewModifier {
  func body(content: Content) -> some View { content.padding(2) }
}

/// A modifier, a `ForEach` and a label built outside the main actor too.
private nonisolated func labels(_ names: [String]) async -> some View {
  ForEach(names, id: \.self) { name in
    Label(name, systemImage: "tag").modifier(Badge())
  }
}

private struct NonisolatedScreen: View {
  @State var confirming = false
  @State var editing = false
  let badge: AnyView
  let header: AnyView
  let tags: AnyView
  var body: some View {
    VStack {
      header
      RowFactory(title: "Row").row()
      badge
      tags
      RowFactory(title: "Row").deleteButton(confirming: $confirming, editing: $editing)
    }
  }
}

@MainActor
@Suite struct NonisolatedDeclarationsTests {
  /// Views built outside the main actor (an async function, an actor, an ordinary struct) trace
  /// as the same views built in a body.
  @Test func viewsBuiltOutsideTheMainActorTraceAsBuiltInABody() async throws {
    let badge = await AnyView(asyncBadge(3))
    let header = await Catalog().header()
    let tags = await AnyView(labels(["a", "b"]))
    let t = try trace(NonisolatedScreen(badge: badge, header: header, tags: tags))
    let screen = "NonisolatedScreen/VStack"
    let badges = ["a", "b"].flatMap { tag in
      let row = "\(screen)/Badge@3#\(tag)"
      return [row, "\(row)/_ViewModifier_Content", "\(row)/_ViewModifier_Content/Label",
        "\(row)/_ViewModifier_Content/Label/Text@0", "\(row)/_ViewModifier_Content/Label/Image@1"]
    }
    #expect(
      t.frames[0].nodes(.appeared) == [
        "NonisolatedScreen", screen, "\(screen)/ZStack@0", "\(screen)/ZStack@0/Text",
        "\(screen)/HStack@1", "\(screen)/HStack@1/Text@0", "\(screen)/HStack@1/Spacer@1", "\(screen)/HStack@1/Image@2",
        "\(screen)/VStack@2", "\(screen)/VStack@2/Text@0", "\(screen)/VStack@2/Circle@1",
      ] + badges + [
        "\(screen)/Button@4", "\(screen)/Button@4/Text", "\(screen)/Button@4/Alert@alert",
        "\(screen)/Button@4/Sheet@sheet",
      ])
  }

  /// The button a nonisolated helper built keeps its style and presents its alert when tapped.
  @Test func aPresentationBuiltOutsideTheMainActorPresents() async throws {
    let none = AnyView(EmptyView())
    let t = try trace(NonisolatedScreen(badge: none, header: none, tags: none)) {
      Step.tap("Delete Row")
    }
    let button = "NonisolatedScreen/VStack/Button@4"
    #expect(t.node(button)?.modifiers.contains(".buttonStyle(.borderless)") == true)
    #expect(t.node(button)?.modifiers.contains(".labelStyle(.iconOnly)") == true)
    #expect(
      t.frames[1].nodes(.appeared) == [
        "\(button)/Alert@alert/Text@0", "\(button)/Alert@alert/Button@1", "\(button)/Alert@alert/Button@1/Text",
      ])
  }
}
