import Foundation

/// An animator: how long a transition lasts and how it animates.
///
///     final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
///       func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }
///       func animateTransition(using context: UIViewControllerContextTransitioning) {
///         let toView = context.view(forKey: .to)!
///         context.containerView.addSubview(toView)
///         toView.alpha = 0
///         UIView.animate(withDuration: 0.35, animations: { toView.alpha = 1 }) { _ in
///           context.completeTransition(!context.transitionWasCancelled)
///         }
///       }
///     }
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// Seconds; also the length a percent-driven interaction scrubs over.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Starts the animations; they may be scrubbed by a percent-driven interaction.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called after `completeTransition(_:)`, with its argument. Optional.
  func animationEnded(_ transitionCompleted: Bool)
  /// Return the same animator for the whole transition to have interactions drive it
  /// (fraction, reversal, continuation) instead of `animateTransition`. Optional; nil by
  /// default.
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}

  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    NoInterruptibleAnimator.shared
  }
}

/// What the default `interruptibleAnimator(using:)` returns: "this animator has none".
@MainActor
final class NoInterruptibleAnimator: UIViewPropertyAnimator {
  static let shared = NoInterruptibleAnimator(duration: 0, curve: .linear)
}
