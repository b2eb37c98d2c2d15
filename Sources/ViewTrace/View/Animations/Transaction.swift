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
  /// The `.spring(response:dampingFraction:blendDuration:)` animation, recorded as written.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  {
    Animation(
      ".spring(response: \(response), dampingFraction: \(dampingFraction)"
        + (blendDuration == 0 ? ")" : ", blendDuration: \(blendDuration))"))
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

// The rest of SwiftUI's declared animations: each is recorded as written, and none animates.
extension Animation {
  /// `.easeIn(duration:)`.
  public static func easeIn(duration: TimeInterval) -> Animation { Animation(".easeIn(duration: \(duration))") }
  /// `.easeOut(duration:)`.
  public static func easeOut(duration: TimeInterval) -> Animation { Animation(".easeOut(duration: \(duration))") }
  /// `.timingCurve(_:_:_:_:duration:)`.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(".timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
  }
  /// `.spring(duration:bounce:blendDuration:)` (iOS 17); `.spring()` is the response form.
  @_disfavoredOverload
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(".spring(duration: \(duration), bounce: \(bounce))")
  }
  /// `.interpolatingSpring(stiffness:damping:)`.
  public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation {
    Animation(".interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
  }
  /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(".interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))")
  }
  /// `.interpolatingSpring(duration:bounce:initialVelocity:)` (iOS 17).
  @_disfavoredOverload
  public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
    -> Animation
  {
    Animation(".interpolatingSpring(duration: \(duration), bounce: \(bounce))")
  }
  /// `.bouncy(duration:extraBounce:)` (iOS 17).
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(".bouncy(duration: \(duration), extraBounce: \(extraBounce))")
  }
  /// `.smooth(duration:extraBounce:)` (iOS 17).
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(".smooth(duration: \(duration), extraBounce: \(extraBounce))")
  }
  /// `.snappy(duration:extraBounce:)` (iOS 17).
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(".snappy(duration: \(duration), extraBounce: \(extraBounce))")
  }
  /// This animation after `delay` seconds.
  public nonisolated func delay(_ delay: TimeInterval) -> Animation { Animation(description + ".delay(\(delay))") }
  /// This animation at `speed` times its speed.
  public nonisolated func speed(_ speed: Double) -> Animation { Animation(description + ".speed(\(speed))") }
  /// This animation repeated `repeatCount` times.
  public nonisolated func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(description + ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
  }
  /// This animation repeated for ever.
  public nonisolated func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(description + ".repeatForever(autoreverses: \(autoreverses))")
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
  public nonisolated init() {}
  /// A transaction with `animation`.
  public nonisolated init(animation: Animation?) { self.animation = animation }
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
