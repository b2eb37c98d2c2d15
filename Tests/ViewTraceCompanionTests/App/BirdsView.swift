// An app's SwiftData screen: a model, a sorted list from @Query, a filtered count, rows that
// read one model each, and a button that inserts through the environment's context.
import SwiftData
import SwiftUI

@Model
final class Bird {
  @Attribute(.unique) var name: String
  var sightings: Int = 0
  /// Not persisted, and not observed: changing it updates no view.
  @Transient var isSelected = false
  @Relationship(deleteRule: .cascade) var notes: [String] = []
  var lastSeen: Date?

  init(name: String, sightings: Int = 0) {
    self.name = name
    self.sightings = sightings
  }

  /// A computed property reads the persisted one it is made of.
  var isCommon: Bool { sightings >= 10 }
}

struct BirdRow: View {
  let bird: Bird

  var body: some View {
    HStack {
      Text(bird.name)
      Text("\(bird.sightings)")
    }
  }
}

struct CommonBirdCount: View {
  @Query(filter: #Predicate<Bird> { $0.sightings >= 10 }) private var common: [Bird]

  var body: some View {
    Text("Common: \(common.count)")
  }
}

struct BirdsView: View {
  @Query(sort: \Bird.name) private var birds: [Bird]
  @Environment(\.modelContext) private var modelContext

  var body: some View {
    VStack {
      CommonBirdCount()
      ForEach(birds) { bird in
        BirdRow(bird: bird)
      }
      Button("Add Wren") {
        modelContext.insert(Bird(name: "Wren"))
      }
      Button("Delete first") {
        if let first = birds.first { modelContext.delete(first) }
      }
    }
  }
}

/// The sample data a preview or a test starts from.
@MainActor
func sampleBirdContainer() -> ModelContainer {
  let container = try! ModelContainer(for: Bird.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  container.mainContext.insert(Bird(name: "Robin", sightings: 12))
  container.mainContext.insert(Bird(name: "Jay", sightings: 3))
  return container
}

#Preview {
  BirdsView()
    .modelContainer(sampleBirdContainer())
}

/// A query whose filter comes from the view's own init, as apps write it.
struct FrequentBirds: View {
  @Query private var birds: [Bird]

  init(minimum: Int) {
    _birds = Query(filter: #Predicate<Bird> { $0.sightings >= minimum }, sort: \Bird.name)
  }

  var body: some View {
    ForEach(birds) { Text($0.name) }
  }
}
