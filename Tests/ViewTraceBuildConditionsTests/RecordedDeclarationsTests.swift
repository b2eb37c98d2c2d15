import Testing

@testable import ViewTraceBuildConditions

/// Where a target's model classes and their properties are declared, read from the files' text
/// (what the `CompileForIOS` and `DeclarationSites` plugins record for a trace's sources).
struct RecordedDeclarationsTests {
  func scan(_ text: String) -> [String] {
    RecordedDeclaration.scan(text, file: "/app/M.swift").map { model in
      "\(model.qualifiedName):\(model.line) " + model.members.map { "\($0.name):\($0.line)" }.joined(separator: " ")
    }
  }

  @Test func anObservableClassGivesItsLineAndEachVarsLine() {
    let text = """
      import Observation

      @Observable
      final class LibraryStore {
        var books: [Book] = []   // the list
        private(set) var `default` = 0
        let id = 1
        static var shared = LibraryStore()
        var count: Int { books.count }
        func add() { var local = 0; local += 1 }
      }
      """
    #expect(scan(text) == ["LibraryStore:4 books:5 default:6 id:7 count:9"])
  }

  @Test func objectsAndSwiftDataModelsAreModelsAndNestedNamesAreQualified() {
    let text = """
      enum Screen {
        final class ViewModel: ObservableObject {
          @Published var title = ""
        }
      }
      extension Screen {
        @Model final class Bird { var name: String }
      }
      final class Plain { var x = 0 }
      struct NotAClass: ObservableObject {}
      """
    #expect(scan(text) == ["Screen.ViewModel:2 title:3", "Screen.Bird:7 name:7"])
  }

  /// A view's line and its stored properties' (a wrapper's by its declared name), so a view
  /// with no dynamic property has a file too.
  @Test func aViewGivesItsLineAndEachPropertysLine() {
    let text = """
      import SwiftUI

      struct BookRow: View, Equatable {
        let book: Book
        @State private var isExpanded = false
        var onTap: () -> Void = {}
        var body: some View { Text(book.title) }
      }
      struct Helper { let x = 1 }
      struct Qualified: SwiftUI.View { var body: some View { EmptyView() } }
      """
    #expect(scan(text) == ["BookRow:3 book:4 isExpanded:5 onTap:6 body:7", "Qualified:10 body:10"])
  }

  @Test func commentsAndStringsAreNotCode() {
    let text = #"""
      // @Observable class Commented { var a = 1 }
      /* @Observable class Block { /* nested */ var b = 1 } */
      let s = "@Observable class InString { var c = 1 }"
      let t = """
        @Observable class InMultiline { var d = 1 }
        """
      let u = #"raw "\(x)" { "#
      let v = "interpolated \(f("}"))"
      @Observable class Real { var e = 1 }
      """#
    #expect(scan(text) == ["Real:9 e:9"])
  }

  @Test func aClassTheGeneratedFileCouldNotNameIsLeftOut() {
    let text = """
      @Observable private class Hidden { var a = 1 }
      fileprivate enum Box { @Observable class InsideHidden { var b = 1 } }
      #if DEBUG
      @Observable class Conditional { var c = 1 }
      #endif
      func make() {
        @Observable class Local { var d = 1 }
      }
      struct Generic<T> { final class Inner: ObservableObject { var e = 1 } }
      @Observable class Kept { var f = 1 }
      """
    #expect(scan(text) == ["Kept:10 f:10"])
  }

  /// A subclass may not state a conformance its superclass states: a class whose first
  /// inherited type is not a known protocol is not recorded, nor a name two files declare.
  @Test func aPossibleSubclassAndARepeatedNameAreNotRecorded() {
    // A view is a struct: it cannot inherit a record, whatever it names first.
    #expect(
      RecordedDeclaration.recordable(
        RecordedDeclaration.scan("struct Row: Equatable, View { let a = 1 }", file: "/app/R.swift")
      )
      .map(\.qualifiedName) == ["Row"])
    let models =
      RecordedDeclaration.scan(
        """
        class Base: ObservableObject { var a = 1 }
        class Sub: Base { var b = 2 }
        final class Settings: NSObject, ObservableObject { var c = 3 }
        @Observable final class Twice { var d = 4 }
        """, file: "/app/A.swift")
      + RecordedDeclaration.scan("@Observable final class Twice { var d = 4 }", file: "/app/B.swift")
    #expect(RecordedDeclaration.recordable(models).map(\.qualifiedName) == ["Base", "Settings"])
  }

  @Test func theGeneratedFileStatesOneConformancePerModel() {
    let source = RecordedDeclaration.swiftSource(
      RecordedDeclaration.scan("@Observable final class Store { var books = [0] }", file: "/app/Store.swift"))
    #expect(source.contains("import protocol ViewTrace._DeclaredInSource"))
    #expect(source.contains("extension Store: _DeclaredInSource {"))
    #expect(
      source.contains(
        #"type: ObjectIdentifier(Store.self), filePath: "/app/Store.swift","# + "\n"
          + #"      line: 1, members: ["books": 1])"#))
  }
}

/// Real apps' code that once confused the scanner (IceCubesApp, CodeEdit, NetNewsWire, OpenSwiftUI).
struct RecordedDeclarationsRealCodeTests {
  func scan(_ text: String) -> [String] {
    RecordedDeclarationsTests().scan(text)
  }

  /// CodeEdit's `escape(replacing: #"""#)`: a raw string holding one quote, not a multi-line literal.
  @Test func aRawStringOfOneQuoteIsNotAMultilineLiteral() {
    #expect(scan("let quote = #\"\"\"#\n@Observable final class Store { var items = [0] }") == ["Store:2 items:2"])
  }

  /// OpenSwiftUI's `public import class Foundation.UserDefaults`: an import, not a class.
  @Test func anImportOfAClassIsNotADeclaration() {
    let text = """
      #if canImport(Foundation)
      public import class Foundation.UserDefaults
      #endif
      @Observable final class Store { var flag = false }
      """
    #expect(scan(text) == ["Store:4 flag:4"])
  }

  /// CodeEdit's `style == .struct || style == .class`: an enum's cases, not keywords.
  @Test func anEnumCaseNamedLikeAKeywordIsNotOne() {
    let text = """
      let k = Kind.private
      @Observable final class Store {
        var kind = Kind.static
        var name = ""
        var other = Kind.class
        var last = 0
      }
      """
    #expect(scan(text) == ["Store:2 kind:3 name:4 other:5 last:6"])
  }

  /// IceCubes' `SceneDelegate`: members under `#if os(visionOS) … #else …`, read from the iOS
  /// rewrite, are the `#else` branch's lines; a class under `#if true` is recorded.
  @Test func aDecidedConditionKeepsOnlyTheBranchAnIOSBuildCompiles() {
    let text = """
      #if true || false
      @Observable final class Delegate {
        #if false
          var width: Double = 0
        #else
          var width: Double = 1
        #endif
        #if DEBUG
          var debug = 0
        #endif
      }
      #endif
      """
    #expect(scan(text) == ["Delegate:2 width:6 debug:9"])
  }

  @Test func modifiersWithArgumentsAndSeveralBindings() {
    let text = """
      @Observable final class Store {
        static nonisolated(unsafe) var shared = 0
        var a = 0, b = f(1, 2), c: Int = 3
        var d = 4
      }
      """
    #expect(scan(text) == ["Store:1 a:3 b:3 c:3 d:4"])
  }

  @Test func aLiteralConditionIsEvaluated() {
    var yes = LiteralCondition(tokens: ["!", "false", "&", "&", "(", "true", "|", "|", "false", ")"])
    #expect(yes.value() == true)
    var unknown = LiteralCondition(tokens: ["DEBUG"])
    #expect(unknown.value() == nil)
  }
}
