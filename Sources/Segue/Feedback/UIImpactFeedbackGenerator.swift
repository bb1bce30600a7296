import Foundation

/// A physical impact (a card snapping into place); a no-op here, as every
/// `UIFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  public let style: FeedbackStyle

  /// `.medium` by default, as in UIKit.
  public init(style: FeedbackStyle = .medium) {
    self.style = style
    super.init()
  }

  open func impactOccurred() {}

  /// `intensity` 0…1 scales the impact on iOS.
  open func impactOccurred(intensity: CGFloat) {}
}
