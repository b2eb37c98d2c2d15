import Testing
import ViewTraceModel

@testable import ViewTraceAdvisor

/// A diagnosis says where the sources its runs read are declared, so its evidence points at the
/// line to change (issue: "the report explains every update", source locations).
@MainActor
struct DeclaredSourceTests {
  @Test func aDiagnosisNamesWhereItsSourceIsDeclared() throws {
    let trace = try trace("library-favorites", variant: "store-reads")
    let location = try #require(trace.sources.first { $0.id == "LibraryStore#1.books" }?.declaredAt)
    // The view the fix is about comes first: where its edit goes.
    let row = try #require(trace.declaration(of: "BookRow")?.declaredAt)
    let diagnosis = try #require(Advice(trace).diagnoses(.observableCollectionRead).first)
    #expect(
      diagnosis.declared == [
        .init(name: "BookRow", location: row), .init(name: "LibraryStore.books", location: location),
      ])
    let line =
      "BookRow at Samples/LibraryFavorites.swift:\(row.line); "
      + "LibraryStore.books at Samples/LibraryFavorites.swift:\(location.line)"
    #expect(AdviceText.text(Advice(trace)).contains("\n   Declared: \(line)\n"))
    #expect(AdviceText.markdown(Advice(trace)).contains("\n- **Declared:** \(line)\n"))
  }

  /// A view's state is named with its view, as the diagnosis's texts name it.
  @Test func aStateIsNamedWithItsView() throws {
    let trace = try trace("state-let")
    let names = Advice(trace).diagnoses.flatMap { $0.declared.dropFirst() }.map(\.name)
    #expect(!names.isEmpty && names.allSatisfy { $0.hasPrefix("ContentView.") }, "\(names)")
  }

  /// A trace whose sources carry no location (written before, or by a build without the plugin)
  /// gives no "Declared" line at all.
  @Test func noLocationNoLine() throws {
    let trace = try trace("library-favorites", variant: "store-reads").withoutSourceLocations
    #expect(Advice(trace).diagnoses.allSatisfy { $0.declared.isEmpty })
    #expect(!AdviceText.text(Advice(trace)).contains("Declared:"))
  }
}
