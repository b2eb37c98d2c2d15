/// How a container stores its models, as SwiftData's configuration. ViewTrace keeps every store
/// in memory: a container starts empty, as on a fresh install, whatever the configuration says
/// (a container that asks for a store on disk says so once a run).
public struct ModelConfiguration: Hashable, Sendable {
  /// The configuration's name.
  public let name: String
  /// Whether the store is in memory only.
  public let isStoredInMemoryOnly: Bool
  /// Whether saving is allowed.
  public let allowsSave: Bool

  /// A configuration for `schema`'s types (or the container's).
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
  }

  /// A configuration whose store is the file at `url`.
  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.init(name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave)
  }

  /// The app group a store lives in (accepted; the store is in memory).
  public struct GroupContainer: Hashable, Sendable {
    let name: String
    public static let automatic = GroupContainer(name: "automatic")
    public static let none = GroupContainer(name: "none")
    public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(name: groupName) }
  }

  /// The CloudKit database a store syncs with (accepted; nothing syncs).
  public struct CloudKitDatabase: Hashable, Sendable {
    let name: String
    public static let automatic = CloudKitDatabase(name: "automatic")
    public static let none = CloudKitDatabase(name: "none")
    public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
      CloudKitDatabase(name: containerIdentifier)
    }
  }
}
