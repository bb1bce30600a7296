import Foundation

/// A selection changing (a tab passing under a swipe); a no-op here, as every
/// `UIFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}
