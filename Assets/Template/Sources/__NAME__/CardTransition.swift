import Segue

/// The card's transitioning delegate: the slide both ways, and the drag down while one
/// drives the dismissal. Set it as the card's `transitioningDelegate` (which is weak: keep
/// this object alive, as `HomeViewController` does).
public final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
  let swipe = SwipeDownInteraction()

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SlideUpAnimator(isPresenting: true)
  }

  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SlideUpAnimator(isPresenting: false)
  }

  public func interactionControllerForDismissal(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    swipe.isInteracting ? swipe : nil
  }
}
