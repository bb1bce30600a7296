import Foundation

/// A task's outcome (a dismissal that went through); a no-op here, as every
/// `UIFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
