/// A piece of user interface, written exactly as in SwiftUI.
///
/// Conform a struct, declare its inputs as stored properties and dynamic
/// properties (`@State`, `@Binding`), and return its content from `body`:
///
/// ```swift
/// struct FourthView: View {
///   let fourthNumber: Int
///   var body: some View {
///     Text("Fourth: \(fourthNumber)").background(Color.random())
///   }
/// }
/// ```
///
/// The engine decides when `body` runs the way SwiftUI does: when a source the
/// body read changed, when a dynamic property reported a change, or when the
/// parent built a value that differs from the previous one.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View
  /// The content of the view. Framework views (Text, VStack, ...) have no body.
  @ViewBuilder var body: Body { get }
}

@MainActor extension Never: View {
  /// The gesture's or publisher's `Body`: `Never`.
  public typealias Body = Never
  /// `Never` has no body; framework views use it as their `Body`.
  public var body: Never { fatalError("Never has no body") }
}

/// Framework views have `Body == Never`; asking for it is a programmer error.
package nonisolated func primitiveBody(_ type: String) -> Never {
  preconditionFailure("\(type) is a framework view and has no body; the engine never asks for it")
}

/// Builds view content from the statements of a `body` or a container closure:
/// blocks of any arity, `if`/`else`, `if` without `else`, `switch`,
/// `if #available` and local `let` declarations.
///
/// Like ``View``, the builder is `@MainActor @preconcurrency`: a `@ViewBuilder` helper on an
/// ordinary type (a row factory) compiles in the Swift 5 language mode most apps use, as it does
/// against SwiftUI.
@resultBuilder
public enum ViewBuilder {
  /// Builds view content (`buildExpression` of the result builder).
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// Builds view content (`buildBlock` of the result builder).
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Builds view content (`buildBlock` of the result builder).
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Builds view content (`buildBlock` of the result builder).
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    var children: [any View] = []
    for child in repeat each content { children.append(child) }
    return TupleView(value: (repeat each content), children: children)
  }

  /// Builds view content (`buildIf` of the result builder).
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// Builds view content (`buildEither` of the result builder).
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Builds view content (`buildEither` of the result builder).
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Builds view content (`buildLimitedAvailability` of the result builder).
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
