import Segue
import SeguePlaygroundCore

/// A tab switch as a slide: the new tab comes in from the side it sits on while the old
/// one leaves by the other, with the tuned duration and curve (a spring runs until it
/// settles). Linear while a swipe drives it, so the content follows the pointer.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// True when the new tab is to the right of the old one (it comes in from the right).
  let towardsRight: Bool
  let tuning: Tuning

  init(towardsRight: Bool, tuning: Tuning) {
    self.towardsRight = towardsRight
    self.tuning = tuning
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { tuning.animationDuration }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
      let to = context.viewController(forKey: .to)
    else { return context.completeTransition(false) }
    let final = context.finalFrame(for: to)
    let offset = towardsRight ? final.width : -final.width
    context.containerView.addSubview(toView)
    toView.frame = final.offsetBy(dx: offset, dy: 0)
    let timing =
      context.isInteractive
      ? UICubicTimingParameters(animationCurve: .linear) : tuning.timingParameters
    let slide = UIViewPropertyAnimator(
      duration: transitionDuration(using: context), timingParameters: timing)
    slide.addAnimations {
      toView.frame = final
      fromView.frame = final.offsetBy(dx: -offset, dy: 0)
    }
    slide.addCompletion { _ in
      context.completeTransition(!context.transitionWasCancelled)
    }
    slide.startAnimation()
  }
}
