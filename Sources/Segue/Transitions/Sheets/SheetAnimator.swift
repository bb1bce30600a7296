import Foundation

/// The built-in animation of a sheet: up from the bottom edge to its detent, and down off
/// the bottom edge, on a critically damped spring that starts at the release speed of a
/// swipe (so a flick leaves with the finger's speed).
@MainActor
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Seconds, as `DefaultModalAnimator`.
  static let duration: TimeInterval = 0.35
  /// Points per second, down positive, at which the sheet leaves (0 from code).
  let releaseVelocity: CGFloat

  init(releaseVelocity: CGFloat) {
    self.releaseVelocity = releaseVelocity
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    let height = container.bounds.height
    if let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to),
      to.isBeingPresented
    {
      let final = context.finalFrame(for: to)
      container.addSubview(toView)
      toView.frame = final.offsetBy(dx: 0, dy: height - final.minY)
      UIView.animate(
        withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1,
        initialSpringVelocity: 0, animations: { toView.frame = final },
        completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    } else if let fromView = context.view(forKey: .from) {
      // The swipe's speed handed over; none when already at (or below) the bottom edge.
      let distance = max(height - fromView.frame.minY, 0)
      UIView.animate(
        withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1,
        initialSpringVelocity: HandOff.springVelocity(max(releaseVelocity, 0), over: distance),
        animations: { fromView.frame.origin.y = height },
        completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    } else {
      context.completeTransition(true)
    }
  }
}
