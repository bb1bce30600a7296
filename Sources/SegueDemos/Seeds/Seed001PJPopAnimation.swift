// Seed 001 (iOS侧滑返回, Objective-C): PJPopAnimation, the custom pop: the top view slides
// right off the screen over the one below, 0.3 s.
// Mechanical changes: Objective-C to Swift, statement for statement; the returned 0.3 is
// the stored `duration` (still 0.3), so the playground can tune it.
import Segue

class PJPopAnimation: NSObject, UIViewControllerAnimatedTransitioning {
  var duration: TimeInterval = 0.3

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {

    return duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {

    // 1
    let fromViewController = transitionContext.viewController(
      forKey: UITransitionContextFromViewControllerKey)!
    let toViewController = transitionContext.viewController(
      forKey: UITransitionContextToViewControllerKey)!

    // 2
    let fromView: UIView
    let toView: UIView

    if transitionContext.responds(to: NSSelectorFromString("viewForKey:")) {
      fromView = transitionContext.view(forKey: UITransitionContextFromViewKey)!
      toView = transitionContext.view(forKey: UITransitionContextToViewKey)!
    } else {
      fromView = fromViewController.view
      toView = toViewController.view
    }

    // 3
    fromView.frame = transitionContext.initialFrame(for: fromViewController)
    toView.frame = transitionContext.finalFrame(for: toViewController)

    // 4
    let containerView = transitionContext.containerView

    // 5
    containerView.insertSubview(toView, belowSubview: fromView)

    // 6
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        fromView.transform = CGAffineTransform(
          translationX: UIScreen.main.bounds.size.width, y: 0)
      },
      completion: { finished in
        fromView.transform = .identity
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
