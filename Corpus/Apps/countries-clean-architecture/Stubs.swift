// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile:
// the app state in a Combine store, dependency injection through the
// environment, loadable values, interactors that load nothing, and the views.
import Combine
import Foundation
import SwiftUI

struct Country: Identifiable, Equatable {
  typealias Code = String
  struct Currency: Identifiable, Equatable {
    var id: String { code }
    let code: String
    let symbol: String?
    let name: String
  }
  struct Details: Equatable {
    let capital: String
    let currencies: [Currency]
    let neighbors: [Country]
  }
  let name: String
  let population: Int
  let flag: URL?
  let alpha3Code: Code
  var id: Code { alpha3Code }
  func name(locale: Locale) -> String { name }
  static let mockedData = [
    Country(name: "United States", population: 331_000_000, flag: URL(string: "https://flagcdn.com/us.svg"), alpha3Code: "USA"),
    Country(name: "Georgia", population: 3_700_000, flag: nil, alpha3Code: "GEO"),
  ]
}

extension Locale {
  static let backendDefault = Locale(identifier: "en")
}

/// A list the app loads lazily; here an array.
struct LazyList<T>: RandomAccessCollection {
  let items: [T]
  var startIndex: Int { items.startIndex }
  var endIndex: Int { items.endIndex }
  subscript(position: Int) -> T { items[position] }
}

extension Array {
  var lazyList: LazyList<Element> { LazyList(items: self) }
}

enum Loadable<T> {
  case notRequested
  case isLoading(last: T?, cancelBag: CancelBag)
  case loaded(T)
  case failed(Error)
  mutating func cancelLoading() {
    if case let .isLoading(last, _) = self { self = last.map { .loaded($0) } ?? .notRequested }
  }
}

final class CancelBag {}

enum Permission { case pushNotifications }
enum PermissionStatus: Equatable { case unknown, notRequested, granted, denied }

struct AppState: Equatable {
  struct ViewRouting: Equatable {
    var countriesList = CountriesList.Routing()
    var countryDetails = CountryDetails.Routing()
  }
  struct System: Equatable { var keyboardHeight: CGFloat = 0 }
  struct Permissions: Equatable { var push = PermissionStatus.unknown }
  var routing = ViewRouting()
  var system = System()
  var permissions = Permissions()
  static func permissionKeyPath(for permission: Permission) -> WritableKeyPath<AppState, PermissionStatus> {
    \.permissions.push
  }
}

/// The app state in a subject views read and write by key path.
final class Store<State> {
  let subject: CurrentValueSubject<State, Never>
  init(_ state: State) { subject = CurrentValueSubject(state) }
  subscript<T>(keyPath: WritableKeyPath<State, T>) -> T {
    get { subject.value[keyPath: keyPath] }
    set { subject.value[keyPath: keyPath] = newValue }
  }
  func updates<Value: Equatable>(for keyPath: KeyPath<State, Value>) -> AnyPublisher<Value, Never> {
    subject.map(keyPath).removeDuplicates().eraseToAnyPublisher()
  }
}

extension Binding where Value: Equatable {
  /// Writes each new value into the store too.
  func dispatched<State>(to state: Store<State>, _ keyPath: WritableKeyPath<State, Value>) -> Binding<Value> {
    onSet { state[keyPath] = $0 }
  }
}

extension Binding {
  func onSet(_ perform: @escaping (Value) -> Void) -> Binding<Value> {
    Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0; perform($0) })
  }
}

struct CountriesInteractor {
  func load(countries: Binding<Loadable<LazyList<Country>>>, search: String, locale: Locale) {
    countries.wrappedValue = .loaded(Country.mockedData.filter { search.isEmpty || $0.name.contains(search) }.lazyList)
  }
  func load(countryDetails: Binding<Loadable<Country.Details>>, country: Country) {
    countryDetails.wrappedValue = .loaded(Country.Details(capital: "Tbilisi", currencies: [], neighbors: []))
  }
}

struct UserPermissionsInteractor {
  func request(permission: Permission) {}
}

struct DIContainer {
  struct Interactors {
    let countriesInteractor = CountriesInteractor()
    let userPermissionsInteractor = UserPermissionsInteractor()
  }
  let appState: Store<AppState>
  let interactors = Interactors()
  static let preview = DIContainer(appState: Store(AppState()))
}

private struct DIContainerKey: EnvironmentKey {
  static let defaultValue = DIContainer.preview
}

extension EnvironmentValues {
  var injected: DIContainer {
    get { self[DIContainerKey.self] }
    set { self[DIContainerKey.self] = newValue }
  }
}

extension View {
  func inject(_ container: DIContainer) -> some View { environment(\.injected, container) }
  /// The app applies the accessibility settings it was launched with (tests).
  func attachEnvironmentOverrides() -> some View { self }
}

/// Lets ViewInspector reach the view in the app's tests; here a subject nobody sends to.
final class Inspection<V> {
  let notice = PassthroughSubject<UInt, Never>()
  func visit(_ view: V, _ line: UInt) {}
}

struct ActivityIndicatorView: View { var body: some View { ProgressView() } }

struct ErrorView: View {
  let error: Error
  let retryAction: () -> Void
  var body: some View {
    VStack {
      Text("An Error Occured")
      Button("Retry", action: retryAction)
    }
  }
}

struct SearchBar: View {
  @Binding var text: String
  var body: some View { TextField("Search", text: $text) }
}

struct CountryCell: View {
  let country: Country
  var body: some View { Text(country.name) }
}

struct SVGImageView: View {
  let imageURL: URL
  var body: some View { Image(systemName: "flag") }
}

struct DetailRow: View {
  let leftLabel: Text
  let rightLabel: Text
  init(leftLabel: Text, rightLabel: Text) { self.leftLabel = leftLabel; self.rightLabel = rightLabel }
  init(leftLabel: Text, rightLabel: LocalizedStringKey) { self.init(leftLabel: leftLabel, rightLabel: Text(rightLabel)) }
  var body: some View {
    HStack {
      leftLabel
      Spacer()
      rightLabel
    }
  }
}
