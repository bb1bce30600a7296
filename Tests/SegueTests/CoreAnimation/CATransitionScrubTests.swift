import Foundation
import Testing

@testable import Segue

/// Presents over 1 s the way Core Animation transition code does: the presented view fades
/// in with a `CABasicAnimation` whose delegate is the animator, a `CATransition` pushes the
/// presenter's badge to its new color, and the transaction's completion block completes the
/// transition.
final class CoreAnimationAnimator: NSObject, UIViewControllerAnimatedTransitioning,
  CAAnimationDelegate
{
  let badge: UIView

  init(badge: UIView) { self.badge = badge }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 1 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let toView = context.view(forKey: .to) else { return }
    context.containerView.addSubview(toView)
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      context.completeTransition(!context.transitionWasCancelled)
    }
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.fromValue, fade.toValue, fade.duration, fade.delegate) = (0, 1, 1, self)
    toView.layer.add(fade, forKey: "fade")
    let push = CATransition()
    (push.type, push.subtype, push.duration) = (.push, .fromRight, 1)
    badge.layer.add(push, forKey: kCATransition)
    badge.backgroundColor = .blue
    CATransaction.commit()
  }
}

/// A `CATransition` started by an animator plays on the transition's timeline (scrubbed by
/// a percent-driven interaction), and the call log shows Core Animation's calls.
@MainActor
struct CATransitionScrubTests {
  let presenter = UIViewController()
  let presented = UIViewController()
  let badge = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
  let delegate: MixedTransitioningDelegate<CoreAnimationAnimator>
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  init() {
    delegate = MixedTransitioningDelegate(animator: CoreAnimationAnimator(badge: badge))
    badge.backgroundColor = .red
    presenter.view.addSubview(badge)
    window = makeWindow(root: presenter)
    _ = DisplayList.built(from: window)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
  }

  /// The badge's old (red) and new (blue) content x at transition progress `p`.
  func expectBadge(at p: CGFloat, _ comment: Comment) {
    let list = DisplayList.built(from: window)
    let old = fills(of: .red, in: list).map(\.origin.x)
    let new = fills(of: .blue, in: list).map(\.origin.x)
    #expect(old.count == 1 && new.count == 1, comment)
    #expect(isClose(old.first ?? .nan, 20 - 200 * p, within: 1e-9), comment)
    #expect(isClose(new.first ?? .nan, 20 + 200 * (1 - p), within: 1e-9), comment)
  }

  @Test func aPercentDrivenInteractionScrubsTheTransitionAndFinishPlaysTheRest() {
    presenter.present(presented, animated: true)
    engine.step()
    delegate.scrubThenFinish(on: engine, expect: expectBadge)
    #expect(presenter.presentedViewController === presented)
    #expect(badge.layer.animationKeys() == nil)
    #expect(fills(of: .red, in: DisplayList.built(from: window)).isEmpty)
  }

  @Test func theCallLogShowsTheAnimationDelegateAndTheTransactionCompletion() {
    let trace = TransitionTrace()
    window.transitionTrace = trace
    delegate.isInteractive = false
    presenter.present(presented, animated: true)
    engine.step(frames: 64)
    #expect(presenter.presentedViewController === presented)
    let calls = trace.calls.map(\.description)
    let animateAt = calls.firstIndex(of: "animator.animateTransition")
    #expect(animateAt != nil)
    guard let animateAt else { return }
    #expect(
      Array(calls[animateAt...]) == [
        "animator.animateTransition",
        "animationDelegate.animationDidStart(CABasicAnimation(keyPath: opacity))",
        "animationDelegate.animationDidStop(CABasicAnimation(keyPath: opacity), finished: true)",
        "transaction.completionBlock", "context.completeTransition(true)",
        "presentationController.presentationTransitionDidEnd(true)",
        "animator.animationEnded(true)",
      ])
    #expect(
      trace.calls.filter { $0.receiver == .animationDelegate || $0.receiver == .transaction }
        .count == 3)
  }
}
