import Testing

/// SwiftData's `@Model`, as ViewTrace's plugin expands it from the declarations' text
/// (`Sources/ViewTraceMacros/ModelExpansion.swift`); the companion tests compile and trace a
/// model, these pin down which members are persisted.
@Suite struct ModelMacroTests {
  func persisted(_ member: String) throws -> Bool {
    let expanded = try MacroPlugin.expandAttached("ModelMacro", role: "memberAttribute", declaration: member)
    return expanded.source == "@_PersistedProperty"
  }

  /// Stored `var`s are persisted and observed, whatever their attributes, comments and modifiers.
  @Test func storedVarsArePersisted() throws {
    #expect(try persisted("var name: String"))
    #expect(try persisted("  /// The name.\n  @Attribute(.unique) public var name: String = \"x\""))
    #expect(try persisted("@Relationship(deleteRule: .cascade, inverse: \\Trip.items) var items: [Item] = []"))
    #expect(try persisted("private(set) var count = 0 // how many"))
    #expect(try persisted("var handler: (Int) -> Void = { _ in }"))
  }

  /// Computed properties, `let`s, statics, `lazy`, observers, several bindings and `@Transient`
  /// are left as written, as SwiftData's `@Model` leaves them.
  @Test func otherMembersAreLeftAlone() throws {
    #expect(try !persisted("var isCommon: Bool { sightings >= 10 }"))
    #expect(try !persisted("var total: Int {\n  get { 1 }\n  set {}\n}"))
    #expect(try !persisted("let id: UUID"))
    #expect(try !persisted("static var shared = Bird()"))
    #expect(try !persisted("lazy var formatter = DateFormatter()"))
    #expect(try !persisted("var count = 0 { didSet { print(count) } }"))
    #expect(try !persisted("var a = 1, b = 2"))
    #expect(try !persisted("@Transient var isSelected = false"))
    #expect(try !persisted("func refill() { count = 0 }"))
    #expect(try !persisted("init(name: String) { self.name = name }"))
  }

  /// A persisted property's storage keeps its type and initial value.
  @Test func aPersistedPropertysStorageKeepsItsTypeAndValue() throws {
    let peer = try MacroPlugin.expandAttached(
      "PersistedPropertyMacro", role: "peer", declaration: "@Attribute(.unique) public var tags: [String: Int] = [:]")
    #expect(peer.source == "@ObservationIgnored private var _tags: [String: Int] = [:]\n")
  }

  /// `@Model` on a struct is an error naming the rule, at the attribute.
  @Test func aModelMustBeAClass() throws {
    let member = try MacroPlugin.expandAttached("ModelMacro", role: "member", declaration: "struct Bird { var name: String }")
    #expect(member.source == nil)
    #expect(member.errors == ["@Model can only be attached to a class: SwiftData's models are classes"])
  }

  /// The conformances the compiler asks for are added, qualified.
  @Test func theExtensionAddsTheAskedConformances() throws {
    let expanded = try MacroPlugin.expandAttached(
      "ModelMacro", role: "extension", declaration: "final class Bird {}",
      conformances: "struct Placeholder: PersistentModel, Observable {}", extendedType: "Bird")
    #expect(expanded.source == "extension Bird: ViewTraceSwiftData.PersistentModel, Observation.Observable {}")
  }

  /// `@Query(…)` writes the query out with the attribute's arguments, its element from the type.
  @Test func queryWritesItsStorageWithTheAttributesArguments() throws {
    let peer = try MacroPlugin.expandAttached(
      "QueryMacro", role: "peer", attribute: "@Query(sort: \\Bird.name, order: .reverse)",
      declaration: "@Query(sort: \\Bird.name, order: .reverse) private var birds: [Bird]")
    #expect(peer.source == "var _birds = ViewTraceSwiftData.Query<Bird, [Bird]>(sort: \\Bird.name, order: .reverse)\n")
    let bare = try MacroPlugin.expandAttached(
      "QueryMacro", role: "peer", attribute: "@Query", declaration: "@Query var birds: Array<Bird>")
    #expect(bare.source == "var _birds = ViewTraceSwiftData.Query<Bird, [Bird]>()\n")
    let wrong = try MacroPlugin.expandAttached("QueryMacro", role: "peer", attribute: "@Query", declaration: "@Query var bird: Bird")
    #expect(wrong.errors == ["@Query needs an array of models: @Query var birds: [Bird]"])
  }
}
