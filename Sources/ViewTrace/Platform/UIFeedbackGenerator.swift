import Foundation

/// UIKit's haptic feedback (`UIImpactFeedbackGenerator(style: .light).impactOccurred()`), as
/// SwiftUI view files call it from actions. A trace has no Taptic Engine: each kind of feedback
/// says once a run that nothing was felt (a `notSimulated` note); outside a run nothing is said.
@MainActor
open class UIFeedbackGenerator: NSObject {
  /// Gets the Taptic Engine ready (nothing to do).
  open func prepare() {}

  func occurred(_ api: String) {
    ViewGraph.running?.notSimulated(api, "\(api) makes no haptic feedback")
  }
}

/// A tap of a given weight.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The weight of the tap.
  public let style: FeedbackStyle

  /// A generator of `style` taps.
  public init(style: FeedbackStyle) {
    self.style = style
  }

  /// A generator of medium taps.
  public override convenience init() { self.init(style: .medium) }

  /// Makes a tap: nothing is felt (see ``UIFeedbackGenerator``).
  open func impactOccurred() { occurred("UIImpactFeedbackGenerator.impactOccurred") }
  /// Makes a tap of `intensity` (0…1): nothing is felt.
  open func impactOccurred(intensity: CGFloat) { occurred("UIImpactFeedbackGenerator.impactOccurred") }

  /// The weight of a tap.
  public enum FeedbackStyle: Int, Sendable {
    /// Light, medium or heavy; soft or rigid.
    case light, medium, heavy, soft, rigid
  }
}

/// The feedback of a task's outcome.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// Makes the feedback of `notificationType`: nothing is felt (see ``UIFeedbackGenerator``).
  open func notificationOccurred(_ notificationType: FeedbackType) {
    occurred("UINotificationFeedbackGenerator.notificationOccurred")
  }

  /// A task's outcome.
  public enum FeedbackType: Int, Sendable {
    /// Succeeded, warned or failed.
    case success, warning, error
  }
}

/// The feedback of a changed selection.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Makes the feedback of a changed selection: nothing is felt (see ``UIFeedbackGenerator``).
  open func selectionChanged() { occurred("UISelectionFeedbackGenerator.selectionChanged") }
}
