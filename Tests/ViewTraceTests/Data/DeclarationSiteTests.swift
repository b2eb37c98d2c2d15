import Observation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Where each source is declared (issue: "the report explains every update", source
/// locations): a dynamic property's wrapper takes the place as SwiftUI's own APIs take
/// `#fileID`/`#line` defaults, so the user writes nothing; the path is relative to the package.
@MainActor
struct DeclarationSiteTests {
  static let file = "Tests/ViewTraceTests/Data/DeclarationSiteTests.swift"

  struct Counter: View {
    static let countLine = #line + 1
    @State private var count = 0
    static let nameLine = #line + 1
    @State var name: String
    static let darkLine = #line + 1
    @AppStorage("darkMode") private var dark = false
    static let focusLine = #line + 1
    @FocusState private var focused: Bool

    var body: some View {
      Button("\(name) \(count) \(dark)") { count += 1 }
    }
  }

  func source(_ trace: Trace, _ name: String) -> TraceSource? { trace.sources.first { $0.name == name } }

  @Test func aStatePropertyIsDeclaredAtItsOwnLineOfItsFile() throws {
    let t = try trace(Counter(name: "n"))
    #expect(source(t, "_count")?.declaredAt == CodeLocation(file: Self.file, line: Counter.countLine))
    // Set by the memberwise init through the wrapper: still the property's line.
    #expect(source(t, "_name")?.declaredAt == CodeLocation(file: Self.file, line: Counter.nameLine))
    // Default-initialized, with no argument written.
    #expect(source(t, "_focused")?.declaredAt == CodeLocation(file: Self.file, line: Counter.focusLine))
  }

  @Test func anAppStorageKeyIsDeclaredWhereItsFirstPropertyIs() throws {
    let t = try trace(Counter(name: "n"))
    let key = t.sources.first { $0.kind == .storage && $0.name == "darkMode" }
    #expect(key?.declaredAt == CodeLocation(file: Self.file, line: Counter.darkLine))
  }

  @Observable final class Unrecorded { var value = 0 }
  struct Reader: View {
    let model: Unrecorded
    var body: some View { Text("\(model.value)") }
  }

  /// This test target has no build plugin: its `@Observable` class has no record, and the
  /// trace says nothing rather than a guess.
  @Test func aModelCompiledWithoutTheBuildPluginHasNoLocation() throws {
    let model = Unrecorded()
    let t = try trace(Reader(model: model))
    let property = try #require(t.sources.first { $0.kind == .observableProperty })
    #expect(property.declaredAt == nil)
  }

  @Test func aPathIsRelativeToTheNearestPackage() {
    let here = #filePath
    #expect(PackagePaths.relative(here) == Self.file)
    #expect(PackagePaths.relative("/nowhere/at/all/View.swift") == "View.swift")
  }

  /// Snapshots keep no location unless asked: a line moves whenever the file above it is edited.
  @Test func snapshotsLeaveLocationsOutUnlessAsked() throws {
    let t = try trace(Counter(name: "n"))
    #expect(t.sources.contains { $0.declaredAt != nil })
    #expect(!t.withoutSourceLocations.sources.contains { $0.declaredAt != nil })
  }

  /// A subclass has no record of its own (a conformance may not be stated twice): the
  /// superclass's record answers for the properties it declares, and the subclass's own line is
  /// unknown rather than the superclass's.
  @Test func aSubclassFindsItsSuperclasssPropertiesButNotItsOwnLine() {
    #expect(_SourceDeclaration.location(of: RecordedBase.self) == CodeLocation(file: "Base.swift", line: 3))
    #expect(_SourceDeclaration.location(of: UnrecordedSub.self) == nil)
    #expect(
      _SourceDeclaration.location(of: UnrecordedSub.self, member: "value") == CodeLocation(file: "Base.swift", line: 4))
    #expect(_SourceDeclaration.location(of: UnrecordedSub.self, member: "extra") == nil)
  }
}

/// What a build plugin writes for a class (here by hand: this test target has no plugin).
class RecordedBase { var value = 0 }
extension RecordedBase: _DeclaredInSource {
  nonisolated static var _viewTraceDeclaration: _SourceDeclaration {
    _SourceDeclaration(
      type: ObjectIdentifier(RecordedBase.self), filePath: "Base.swift", line: 3, members: ["value": 4])
  }
}
final class UnrecordedSub: RecordedBase { var extra = 1 }
