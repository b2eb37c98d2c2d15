// Stand-in for the third-party module SpeziAccount (and the `previewWith` of
// Spezi, which it re-exports), written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import Observation
import SwiftUI

/// A Spezi module.
public protocol Module {}
/// The app's standard (the module that receives data).
public protocol Standard: Module {}

@resultBuilder
public enum ModuleBuilder {
  public static func buildBlock(_ modules: any Module...) -> [any Module] { modules }
}

extension View {
  /// Runs the preview with these modules configured.
  public func previewWith(standard: any Standard, @ModuleBuilder _ modules: () -> [any Module]) -> some View { self }
  public func previewWith(@ModuleBuilder _ modules: () -> [any Module]) -> some View { self }
}

public struct AccountDetails: Sendable {
  public var userId = ""
  public var name: PersonNameComponents?
  public init() {}
}

/// The signed-in account, in the environment.
@Observable
public final class Account {
  public var signedIn: Bool
  public var details: AccountDetails?
  public init(signedIn: Bool = false, details: AccountDetails? = nil) {
    self.signedIn = signedIn
    self.details = details
  }
}

public final class InMemoryAccountService: Module {
  public init() {}
}

public struct AccountConfiguration: Module {
  public init(service: InMemoryAccountService, activeDetails: AccountDetails? = nil) {}
}

public struct AccountOverview<AdditionalSections: View>: View {
  public enum CloseBehavior: Sendable { case disabled, showCloseButton }
  let close: CloseBehavior
  let additionalSections: AdditionalSections
  public init(close: CloseBehavior = .disabled, @ViewBuilder additionalSections: () -> AdditionalSections) {
    self.close = close
    self.additionalSections = additionalSections()
  }
  public var body: some View {
    List {
      Text("Account")
      additionalSections
    }
  }
}

public struct AccountSetup<Header: View>: View {
  let setupComplete: (AccountDetails) -> Void
  let header: Header
  public init(setupComplete: @escaping (AccountDetails) -> Void = { _ in }, @ViewBuilder header: () -> Header) {
    self.setupComplete = setupComplete
    self.header = header()
  }
  public var body: some View {
    VStack {
      header
      Button("Sign In") { setupComplete(AccountDetails()) }
    }
  }
}

private struct AccountRequiredKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the app requires an account.
  public var accountRequired: Bool {
    get { self[AccountRequiredKey.self] }
    set { self[AccountRequiredKey.self] = newValue }
  }
}

extension View {
  /// Presents `setupSheet` while no account is signed in, when `required`.
  public func accountRequired<SetupSheet: View>(_ required: Bool = true, @ViewBuilder setupSheet: () -> SetupSheet) -> some View {
    environment(\.accountRequired, required)
  }
}
