// Stand-ins written for the ViewTrace corpus; NOT the app's code. The models declare the
// stored properties of Backyard Birds' models (BackyardBirdsData at 1843d56) that the corpus
// files read, as SwiftData models; the container modifier inserts one backyard with a visitor
// and one account, where the app generates its sample data.
import SwiftUI
import ViewTraceSwiftData

@Model public class Backyard {
  @Attribute(.unique) public var id: String
  public var name: String
  public var waterRefillDate: Date
  public var foodRefillDate: Date
  public var creationDate: Date
  public var isFavorite: Bool
  public var birdFood: BirdFood?
  public var visitorEvents: [BackyardVisitorEvent] = []

  public var currentVisitorEvent: BackyardVisitorEvent? { visitorEvents.first }

  public init(name: String?) {
    id = name ?? "Backyard"
    self.name = name ?? "Backyard"
    let start = Date(timeIntervalSinceReferenceDate: 0)
    creationDate = start
    waterRefillDate = start
    foodRefillDate = start
    isFavorite = false
  }
}

@Model public class BackyardVisitorEvent {
  @Attribute(.unique) public var id: String
  public var backyard: Backyard?
  public var bird: Bird?
  public var startDate: Date
  public var duration: TimeInterval

  public init(id: String, startDate: Date, duration: TimeInterval) {
    self.id = id
    self.startDate = startDate
    self.duration = duration
  }
}

@Model public class Bird {
  @Attribute(.unique) public var id: String
  public var speciesName: String

  public init(id: String, speciesName: String) {
    self.id = id
    self.speciesName = speciesName
  }
}

@Model public class BirdFood {
  @Attribute(.unique) public var id: String
  public var name: String

  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}

@Model public class Account {
  @Attribute(.unique) public var id: String
  public var joinDate: Date
  public var displayName: String
  public var emailAddress: String
  public var isPremiumMember: Bool

  public init(joinDate: Date, displayName: String, emailAddress: String, isPremiumMember: Bool) {
    id = emailAddress
    self.joinDate = joinDate
    self.displayName = displayName
    self.emailAddress = emailAddress
    self.isPremiumMember = isPremiumMember
  }
}

public enum BackyardSupplies: String, Hashable, Sendable {
  case food, water
}

public enum DataGenerationOptions {
  public static let inMemoryPersistence = true
}

extension View {
  /// The app's container with its sample data, made once per view.
  public func backyardBirdsDataContainer(inMemory: Bool = DataGenerationOptions.inMemoryPersistence) -> some View {
    modifier(BackyardBirdsDataContainerModifier(inMemory: inMemory))
  }
}

struct BackyardBirdsDataContainerModifier: ViewModifier {
  @State private var container: ModelContainer

  init(inMemory: Bool) {
    _container = State(initialValue: BackyardBirdsDataContainerModifier.sampleContainer(inMemory: inMemory))
  }

  func body(content: Content) -> some View {
    content.modelContainer(container)
  }

  @MainActor static func sampleContainer(inMemory: Bool) -> ModelContainer {
    let container = try! ModelContainer(
      for: Backyard.self, Account.self, configurations: ModelConfiguration(isStoredInMemoryOnly: inMemory))
    let backyard = Backyard(name: "Quiet Yard")
    let event = BackyardVisitorEvent(id: "visit", startDate: backyard.creationDate, duration: 60)
    event.bird = Bird(id: "wren", speciesName: "Wren")
    backyard.visitorEvents = [event]
    backyard.birdFood = BirdFood(id: "seed", name: "Sunflower Seed")
    container.mainContext.insert(backyard)
    container.mainContext.insert(
      Account(joinDate: backyard.creationDate, displayName: "Kim", emailAddress: "kim@example.com", isPremiumMember: false))
    return container
  }
}

/// The first model of its type in the sample container, given to `content`.
public struct ModelPreview<Model: PersistentModel, Content: View>: View {
  var content: (Model) -> Content

  public init(@ViewBuilder content: @escaping (Model) -> Content) {
    self.content = content
  }

  public var body: some View {
    ZStack {
      PreviewContentView(content: content)
    }
    .backyardBirdsDataContainer(inMemory: true)
  }

  struct PreviewContentView: View {
    var content: (Model) -> Content
    @Query private var models: [Model]

    var body: some View {
      if let model = models.first {
        content(model)
      } else {
        Text("No model")
      }
    }
  }
}
