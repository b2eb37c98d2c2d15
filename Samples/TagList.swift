import ViewTrace

/// `ForEach(tags, id: \.self)` over values that change: renaming a tag gives
/// its row a new identity, so SwiftUI destroys the row (its `@State` is
/// freed) and builds a new one instead of updating it. Identifying tags by a
/// stable `id` keeps the row and its state. The advisor's
/// `unstable-foreach-id` pattern.
public enum TagListSample {
  nonisolated static let steps: [Step] = [Step.tap("expand swift"), Step.tap("rename swift")]

  public static let sample = Sample(
    "tag-list",
    summary: "ForEach(id: \\.self) over names that change: renaming a tag rebuilds its row and resets its state",
    rules: [],
    variants: [TagsByNameScreen.scenario, TagsByIDScreen.scenario])

  /// A tag's row, with state of its own: whether it is expanded.
  public struct TagRow: View {
    let name: String
    @State private var isExpanded = false

    public var body: some View {
      HStack {
        Text(name)
        Button(isExpanded ? "collapse \(name)" : "expand \(name)") { isExpanded.toggle() }
      }
    }
  }

  /// Before: each row is identified by the tag's name.
  public struct TagsByNameScreen: View {
    @State private var tags = ["swift", "ios", "linux"]

    public init() {}

    public var body: some View {
      VStack {
        ForEach(tags, id: \.self) { tag in
          TagRow(name: tag)
        }
        Button("rename swift") { tags[0] = "swiftui" }
      }
    }

    nonisolated static let scenario = Scenario(
      "tag-list", variant: "id-self",
      summary: "Rows identified by name: renaming swift destroys its row (expanded state lost) and builds a new one",
      typeNamesRelativeTo: TagListSample.self, root: { TagsByNameScreen() }, steps: { TagListSample.steps })
  }

  /// A tag with a stable id.
  public struct Tag: Identifiable, Equatable {
    public let id: Int
    var name: String
  }

  /// After: each tag has a stable id; renaming it updates its row.
  public struct TagsByIDScreen: View {
    @State private var tags = [Tag(id: 1, name: "swift"), Tag(id: 2, name: "ios"), Tag(id: 3, name: "linux")]

    public init() {}

    public var body: some View {
      VStack {
        ForEach(tags) { tag in
          TagRow(name: tag.name)
        }
        Button("rename swift") { tags[0].name = "swiftui" }
      }
    }

    nonisolated static let scenario = Scenario(
      "tag-list", variant: "identifiable",
      summary: "Rows identified by a stable id: renaming swift updates its row, which stays expanded",
      typeNamesRelativeTo: TagListSample.self, root: { TagsByIDScreen() }, steps: { TagListSample.steps })
  }
}
