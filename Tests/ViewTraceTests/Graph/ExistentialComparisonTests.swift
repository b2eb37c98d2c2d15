import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private protocol Service: AnyObject {}
private final class LiveService: Service {}
private protocol Formatter {}
private struct PlainFormatter: Formatter { var width = 1 }
private struct EquatableFormatter: Formatter, Equatable { var width = 1 }

/// Protocol-typed values (`any P`) in view inputs and the environment: equal
/// only by `==` of an Equatable dynamic type, as SwiftUI cannot prove others
/// unchanged (fidelity case 15); never a crash.
@MainActor @Suite struct ExistentialComparisonTests {
  @Test func aClassBoundExistentialIsChangedEvenForTheSameInstance() {
    let a: any Service = LiveService()
    #expect(!Compare.equalValues(a, a))
  }

  @Test func anOptionalExistentialComparesItsCaseFirst() {
    let a: (any Service)? = LiveService()
    let none: (any Service)? = nil
    #expect(!Compare.equalValues(a, none))
    #expect(Compare.equalValues(none, none))
  }

  @Test func aValueExistentialIsEqualOnlyByItsOwnEquals() {
    let plain: any Formatter = PlainFormatter(width: 1)
    #expect(!Compare.equalValues(plain, plain))
    let a: any Formatter = EquatableFormatter(width: 1)
    let b: any Formatter = EquatableFormatter(width: 1)
    let c: any Formatter = EquatableFormatter(width: 2)
    #expect(Compare.equalValues(a, b))
    #expect(!Compare.equalValues(a, c))
  }
}
