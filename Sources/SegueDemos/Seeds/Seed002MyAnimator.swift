// Seed 002 (自定义转场动画非正式翻译, Apple's "Customizing the Transition Animations"):
// Listing 10-1's transitioning delegate and Listing 10-2's diagonal animator. Presenting,
// the view grows in from the lower-right corner; dismissing, it leaves there.
// Mechanical changes: Objective-C to Swift. Where the Objective-C messages nil (with a
// custom presentation, the `.to` view of a dismissal is nil) the Swift uses optional
// chaining, so `toView.frame.size` reads as zero as it does there. The listing's
// `transitionDuration:` is not shown; it returns 0.5 s here.
import Segue

class MyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Set by the transitioning delegate: presenting or dismissing.
  var presenting = true

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.5
  }

  //Listing 10-2Animations for implementing a diagonal presentation and dismissal
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    // Get the set of relevant objects.
    let containerView = transitionContext.containerView
    let fromVC = transitionContext.viewController(forKey: UITransitionContextFromViewControllerKey)!
    let toVC = transitionContext.viewController(forKey: UITransitionContextToViewControllerKey)!

    let toView = transitionContext.view(forKey: UITransitionContextToViewKey)
    let fromView = transitionContext.view(forKey: UITransitionContextFromViewKey)

    // Set up some variables for the animation.
    let containerFrame = containerView.frame
    var toViewStartFrame = transitionContext.initialFrame(for: toVC)
    let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
    var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC)

    // Set up the animation parameters.
    if self.presenting {
      // Modify the frame of the presented view so that it starts
      // offscreen at the lower-right corner of the container.
      toViewStartFrame.origin.x = containerFrame.size.width
      toViewStartFrame.origin.y = containerFrame.size.height
    } else {
      // Modify the frame of the dismissed view so it ends in
      // the lower-right corner of the container view.
      fromViewFinalFrame = CGRectMake(
        containerFrame.size.width,
        containerFrame.size.height,
        toView?.frame.size.width ?? 0,
        toView?.frame.size.height ?? 0)
    }

    // Always add the "to" view to the container.
    // And it doesn't hurt to set its start frame.
    if let toView { containerView.addSubview(toView) }
    toView?.frame = toViewStartFrame

    // Animate using the animator's own duration value.
    UIView.animate(
      withDuration: self.transitionDuration(using: transitionContext),
      animations: {
        if self.presenting {
          // Move the presented view into position.
          toView?.frame = toViewFinalFrame
        } else {
          // Move the dismissed view offscreen.
          fromView?.frame = fromViewFinalFrame
        }
      },
      completion: { finished in
        let success = !transitionContext.transitionWasCancelled

        // After a failed presentation or successful dismissal, remove the view.
        if (self.presenting && !success) || (!self.presenting && success) {
          toView?.removeFromSuperview()
        }

        // Notify UIKit that the transition has finished
        transitionContext.completeTransition(success)
      })
  }
}

/// Listing 10-1's delegate, which hands out a MyAnimator with `presenting` set, and the
/// interactive animator of Listings 10-3/10-4 for a dismissal when one is wanted.
class MyTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  /// Set before `dismiss` to make the dismissal interactive (a vertical drag).
  var interactiveDismissal: MyInteractiveTransition?

  //Listing 10-1Creating an animator object
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let animator = MyAnimator()
    animator.presenting = true
    return animator
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    let animator = MyAnimator()
    animator.presenting = false
    return animator
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    defer { interactiveDismissal = nil }
    return interactiveDismissal
  }
}
