import Segue

/// Slides the card up from below the screen when presenting, and back down when dismissing.
/// The same animations serve the interactive dismissal: a percent-driven interaction scrubs
/// them.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Points of the home page left showing above the card.
  static let top: CGFloat = 120
  let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let card: UIView
    if isPresenting {
      guard let to = transitionContext.view(forKey: .to),
        let presented = transitionContext.viewController(forKey: .to)
      else { return }
      let screen = transitionContext.finalFrame(for: presented)
      to.frame = CGRect(
        x: screen.minX, y: screen.minY + Self.top, width: screen.width,
        height: screen.height - Self.top)
      container.addSubview(to)
      card = to
    } else {
      guard let from = transitionContext.view(forKey: .from) else { return }
      card = from
    }
    // Just below the screen: the card moves its own height, so a drag of half its height
    // is half the transition and the card stays under the finger.
    let below = CGAffineTransform(translationX: 0, y: container.bounds.height - card.frame.minY)
    if isPresenting { card.transform = below }
    // Linear while a finger drives it (the finger sets the pace); eased when it runs alone.
    let curve: UIView.AnimationOptions =
      transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0, options: curve
    ) {
      card.transform = self.isPresenting ? .identity : below
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
