import Foundation

/// How a change is animated. ViewTrace records animations where they are
/// given but does not animate: an animation changes no body evaluation.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
  /// The value as written in Swift.
  public let description: String
  init(_ description: String) { self.description = description }

  /// The `.default` animation, recorded as written (ViewTrace does not animate).
  public static let `default` = Animation(".default")
  /// The `.linear` animation, recorded as written (ViewTrace does not animate).
  public static let linear = Animation(".linear")
  /// The `.easeIn` animation, recorded as written (ViewTrace does not animate).
  public static let easeIn = Animation(".easeIn")
  /// The `.easeOut` animation, recorded as written (ViewTrace does not animate).
  public static let easeOut = Animation(".easeOut")
  /// The `.easeInOut` animation, recorded as written (ViewTrace does not animate).
  public static let easeInOut = Animation(".easeInOut")
  /// The `.spring` animation, recorded as written (ViewTrace does not animate).
  public static let spring = Animation(".spring")
  /// The `.bouncy` animation, recorded as written (ViewTrace does not animate).
  public static let bouncy = Animation(".bouncy")
  /// The `.smooth` animation, recorded as written (ViewTrace does not animate).
  public static let smooth = Animation(".smooth")
  /// The `.snappy` animation, recorded as written (ViewTrace does not animate).
  public static let snappy = Animation(".snappy")
  /// The `.linear` animation, recorded as written (ViewTrace does not animate).
  public static func linear(duration: TimeInterval) -> Animation { Animation(".linear(duration: \(duration))") }
  /// The `.easeInOut` animation, recorded as written (ViewTrace does not animate).
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(".easeInOut(duration: \(duration))") }
  /// The `.spring` animation, recorded as written (ViewTrace does not animate).
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
    Animation(".spring(response: \(response), dampingFraction: \(dampingFraction))")
  }
  /// The `.interactiveSpring` animation, recorded as written (ViewTrace does not animate).
  public static let interactiveSpring = Animation(".interactiveSpring")
  /// The `.interactiveSpring(response:dampingFraction:blendDuration:)` animation, recorded as written.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(".interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
  }
}

/// The context of an update: its animation. Passed to gesture callbacks
/// (`updating(_:body:)`) as in SwiftUI.
public struct Transaction: Sendable {
  /// The animation of the update, if any.
  public var animation: Animation?
  /// Whether animations of this update are turned off.
  public var disablesAnimations = false

  /// A transaction with no animation.
  public init() {}
  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` as its own transaction, as SwiftUI does (R9): the changes
/// made before it are committed in an update pass first, then the changes
/// `body` makes get an update pass of their own, all within the running
/// event's frame. So an `onAppear` that sets `value = 1; value = 2` and then
/// `withAnimation { value = 3; value = 4 }` shows its body `2`, then `4`,
/// and an `onChange(of: value)` fires for `0 -> 2`, then `2 -> 4`.
/// ViewTrace records the passes; it does not animate.
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` as its own transaction (see ``withAnimation(_:_:)``).
@MainActor @discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  guard let graph = ViewGraph.running, graph.evaluating == nil else { return try body() }
  graph.commitTransaction()
  let result = try body()
  graph.commitTransaction()
  return result
}
