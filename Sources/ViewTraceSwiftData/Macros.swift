import ViewTrace

/// Makes a class a SwiftData model, as SwiftData's `@Model` does: each stored property is
/// persisted and observed (a view that reads `bird.name` updates when it changes, through
/// Observation, as with `@Observable`), and the class conforms to ``PersistentModel``.
///
/// ```swift
/// @Model final class Bird {
///   @Attribute(.unique) var name: String
///   var sightings = 0
///   @Transient var isSelected = false     // neither persisted nor observed
///   init(name: String) { self.name = name }
/// }
/// ```
///
/// A change of a persisted property also tells the model's context, so the `@Query`s of its
/// container fetch again. ViewTrace's macro needs no swift-syntax: its plugin rewrites the
/// class's text.
@attached(
  member, names: named(_$observationRegistrar), named(access), named(withMutation), named(_$persistentState))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "ViewTraceMacros", type: "ModelMacro")

/// What `@Model` puts on each persisted property: its value lives in `_name`, read and written
/// through the model's observation registrar. Not written by hand.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty() = #externalMacro(module: "ViewTraceMacros", type: "PersistedPropertyMacro")

/// A property's options in the store (`@Attribute(.unique)`, `.externalStorage`, …). The store
/// is in memory, so the options are accepted and change nothing: uniqueness is not enforced.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
  #externalMacro(module: "ViewTraceMacros", type: "NoExpansionMacro")

/// A relationship's options (`@Relationship(deleteRule: .cascade, inverse: \Trip.items)`). The
/// options are accepted and not applied: deleting a model deletes no related model, and
/// inverses are not kept in step.
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
  hashModifier: String? = nil
) = #externalMacro(module: "ViewTraceMacros", type: "NoExpansionMacro")

/// A property SwiftData neither persists nor observes, as in SwiftData: a view that reads it
/// does not update when it changes.
@attached(peer)
public macro Transient() = #externalMacro(module: "ViewTraceMacros", type: "NoExpansionMacro")

/// `@Query var birds: [Bird]` and `@Query(sort: \Bird.name) var birds: [Bird]`: as in SwiftData,
/// `@Query` on a property is a macro that writes the ``Query`` out (`var _birds = Query<Bird,
/// [Bird]>(sort: \Bird.name)`, read by `birds`), so the element type comes from the property's
/// type, which a property wrapper cannot infer. Its arguments are those of ``Query``'s
/// initializers; an init of the view's own may assign `_birds = Query(filter: …)`.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "ViewTraceMacros", type: "QueryMacro")

/// `@Query(descriptor)`: see ``Query()``.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) =
  #externalMacro(module: "ViewTraceMacros", type: "QueryMacro")

/// `@Query(descriptor, transaction:)`: see ``Query()``.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) =
  #externalMacro(module: "ViewTraceMacros", type: "QueryMacro")

/// `@Query(filter:sort:)` with sort descriptors: see ``Query()``.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default
) = #externalMacro(module: "ViewTraceMacros", type: "QueryMacro")

/// `@Query(filter:sort:transaction:)` with sort descriptors: see ``Query()``.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?
) = #externalMacro(module: "ViewTraceMacros", type: "QueryMacro")

/// `@Query(filter:sort:order:)` with a key path: see ``Query()``.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel, Value: Comparable>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
  animation: Animation = .default
) = #externalMacro(module: "ViewTraceMacros", type: "QueryMacro")

/// `@Query(filter:sort:order:)` with a key path to an optional: see ``Query()``.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel, Value: Comparable>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
  animation: Animation = .default
) = #externalMacro(module: "ViewTraceMacros", type: "QueryMacro")

/// `@Query(filter:sort:order:transaction:)` with a key path: see ``Query()``.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel, Value: Comparable>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
  transaction: Transaction?
) = #externalMacro(module: "ViewTraceMacros", type: "QueryMacro")
