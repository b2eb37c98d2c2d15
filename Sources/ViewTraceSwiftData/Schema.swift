/// The model types a container holds, and the options of their properties.
public final class Schema: @unchecked Sendable {
  /// The model types, as given.
  public let types: [any PersistentModel.Type]

  /// A schema of `types`.
  public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) { self.types = types }
  /// A schema of `types`.
  public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
    self.init(types, version: version)
  }

  /// A schema's version (`Schema.Version(1, 0, 0)`).
  public struct Version: Hashable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }
    public var description: String { "\(major).\(minor).\(patch)" }
  }

  /// `@Attribute`'s options.
  public struct Attribute {
    /// One option (`.unique`); accepted, not enforced: the store is in memory.
    public struct Option: Hashable, Sendable {
      let name: String
      /// Values are unique among the type's models (not enforced here).
      public static let unique = Option(name: "unique")
      /// Large data kept beside the store.
      public static let externalStorage = Option(name: "externalStorage")
      /// Encrypted in CloudKit.
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      /// Kept in the history after the model is deleted.
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      /// Tracked in the history, not persisted.
      public static let ephemeral = Option(name: "ephemeral")
      /// Indexed by Spotlight.
      public static let spotlight = Option(name: "spotlight")
      /// Stored through a value transformer named `name`.
      public static func transformable(by name: String) -> Option { Option(name: "transformable(\(name))") }
    }
  }

  /// `@Relationship`'s options.
  public struct Relationship {
    /// One option (`.unique`).
    public struct Option: Hashable, Sendable {
      let name: String
      /// Related models are unique.
      public static let unique = Option(name: "unique")
    }
    /// What deleting a model does to the models it relates to (not applied here).
    public enum DeleteRule: String, Hashable, Sendable, Codable {
      case cascade, deny, noAction, nullify
    }
  }
}
