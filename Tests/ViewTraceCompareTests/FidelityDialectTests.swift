import Foundation
import Testing
import ViewTraceCompare
import ViewTraceModel

/// R15: `compare` reads a device log in the wording it was printed in. The same run of the
/// `observable-book` sample logged by iOS 17 (`@dependencies`), iOS 18 (key paths) and iOS 26
/// (the property holding the model, `_book`, as in indextrown's iOS 26 logs, fidelity cases
/// 10-14) agrees with the simulation without naming the wording.
@MainActor
@Suite struct FidelityDialectTests {
  func compare(_ log: Data) throws -> Fidelity {
    let simulation = try sample("observable-book")
    let device = try LogImport(marker: "^--- frame").importLog(log, name: "device", tree: simulation)
    return Fidelity(device: device.trace, simulation: simulation)
  }

  @Test func r15_eachSystemsWordingIsReadFromTheLog() throws {
    let ios18 = try compare(fixture("xcode-console-ios18-observable-book.log"))
    #expect(ios18.dialect == .ios18 && ios18.dialectDetected && ios18.agrees)
    let ios26 = try compare(fixture("xcode-console-ios26-observable-book.log"))
    #expect(ios26.dialect == .ios26 && ios26.agrees)
    #expect(ios26.text.contains("0 lines with other tokens (ios26 wording, read from the log)"))
    let ios17Text = String(decoding: try fixture("xcode-console-ios26-observable-book.log"), as: UTF8.self)
      .replacingOccurrences(of: "BookView: _book changed.", with: "BookView: @dependencies changed.")
      .replacingOccurrences(of: "FeaturedView: _featured changed.", with: "FeaturedView: @dependencies changed.")
      .replacingOccurrences(of: "ShelfView: _shelf changed.", with: "ShelfView: @dependencies changed.")
    let ios17 = try compare(Data(ios17Text.utf8))
    #expect(ios17.dialect == .ios17 && ios17.agrees)
  }

  /// A wording named on the command line is used as given.
  @Test func r15_aNamedWordingIsUsedAsGiven() throws {
    let simulation = try sample("observable-book")
    let log = try fixture("xcode-console-ios26-observable-book.log")
    let device = try LogImport(marker: "^--- frame").importLog(log, name: "device", tree: simulation)
    let named = Fidelity(device: device.trace, simulation: simulation, dialect: .ios17)
    #expect(named.dialect == .ios17 && !named.dialectDetected && !named.agrees)
  }
}
