/// A SwiftData model: a class marked `@Model` (which writes this conformance).
///
/// Models are observable, identified by their ``persistentModelID`` and equal only to
/// themselves, as in SwiftData.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// The model's place in a store, written by `@Model`.
  var _$persistentState: _PersistentState { get }
}

extension PersistentModel {
  /// The model's identifier: its entity and its number in the container it was inserted in
  /// (`Bird(1)`), or a temporary one before it is inserted.
  public var persistentModelID: PersistentIdentifier { _$persistentState.identifier(of: self) }
  /// The model's identity: ``persistentModelID``.
  public var id: PersistentIdentifier { persistentModelID }
  /// The context the model was inserted in, or nil.
  public var modelContext: ModelContext? { _$persistentState.context }
  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { _$persistentState.isDeleted }
  /// Whether the model changed since its context was last saved.
  public var hasChanges: Bool { _$persistentState.hasChanges }

  /// A model is equal only to itself.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  /// Hashes the model's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a model is kept: its context and number once inserted. `@Model` gives each model one;
/// not used directly.
public final class _PersistentState: @unchecked Sendable {
  /// The context the model was inserted in.
  public internal(set) weak var context: ModelContext?
  /// The model's number in its container, from 1 in order of insertion.
  var number: Int?
  var isDeleted = false
  var hasChanges = false

  public init() {}

  /// Whether a store is fetching: its predicates and sort descriptors read the models'
  /// properties, which a body that fetches does not observe (SwiftData fetches from its store).
  @TaskLocal public static var isFetching = false

  func identifier<Model: PersistentModel>(of model: Model) -> PersistentIdentifier {
    PersistentIdentifier(
      entityName: String(describing: Model.self), number: number,
      temporary: number == nil ? ObjectIdentifier(model) : nil)
  }

  /// A persisted property of `model` changed: its context's queries fetch again.
  public func didChange<Model: PersistentModel>(_ model: Model) {
    hasChanges = true
    context?.container.store.changed()
  }
}

/// A model's identifier, as SwiftData's: which entity, and which of them.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The model's type name (`Bird`).
  public let entityName: String
  /// The number its container gave it (from 1, in order of insertion); nil before insertion.
  let number: Int?
  /// Before insertion, the model itself tells two identifiers apart (never printed).
  let temporary: ObjectIdentifier?

  /// Whether the identifier is temporary (the model has not been inserted).
  public var isTemporary: Bool { number == nil }

  /// `Bird(1)`, or `Bird(temporary)` before insertion.
  public var description: String { "\(entityName)(\(number.map(String.init) ?? "temporary"))" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.entityName, lhs.number ?? .max) < (rhs.entityName, rhs.number ?? .max)
  }
}
