import Foundation
import Testing

@testable import Segue

/// Presents with `animator`, driven by `interaction` unless `isInteractive` is false.
final class MixedTransitioningDelegate<Animator: UIViewControllerAnimatedTransitioning>: NSObject,
  UIViewControllerTransitioningDelegate
{
  let animator: Animator
  let interaction = UIPercentDrivenInteractiveTransition()
  var isInteractive = true

  init(animator: Animator) { self.animator = animator }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { isInteractive ? interaction : nil }

  /// The script of a scrubbed 1 s transition that `interaction` drives, once it started:
  /// update to 0.25, let time pass (nothing moves), update to 0.75, finish, and play the
  /// 0.25 s rest along easeInOut to the end. `expect` checks the animated values at each
  /// transition progress it stops at.
  func scrubThenFinish(
    on engine: AnimationEngine, expect: (_ progress: CGFloat, _ comment: Comment) -> Void
  ) {
    interaction.update(0.25)
    expect(0.25, "p = 0.25")
    engine.step(frames: 30)  // time passing does not move it
    expect(0.25, "p = 0.25, later")
    interaction.update(0.75)
    expect(0.75, "p = 0.75")
    interaction.finish()
    engine.step(frames: 6)  // 0.1 s of the 0.25 s rest, along easeInOut
    expect(0.75 + 0.25 * CubicBezier.easeInOut.value(at: 0.4), "finishing")
    engine.step(frames: 12)
  }
}
