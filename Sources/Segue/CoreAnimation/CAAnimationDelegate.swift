import Foundation

/// Told when an animation added to a layer starts and stops. Both methods are optional.
/// Called on the main actor, from the frame that starts or ends the animation (never from
/// inside `layer.add(_:forKey:)`).
///
///     func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
///       transitionContext?.completeTransition(!transitionContext!.transitionWasCancelled)
///     }
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
  /// The animation's active span began (after its `beginTime`).
  func animationDidStart(_ anim: CAAnimation)
  /// It ended: `flag` is true when it ran to its end, false when it was removed first.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
