import Foundation
import Testing

@testable import Segue

/// Presents over 1 s mixing every kind of animation: a linear `UIView.animate` of the
/// presented view's alpha, a `CABasicAnimation` turning it, a `CASpringAnimation` dropping a
/// ball, and the implicit fade of a badge layer in a 1 s linear transaction.
final class MixedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let ball: CALayer
  let badge: CALayer
  var repeatsForever = false

  init(ball: CALayer, badge: CALayer) {
    (self.ball, self.badge) = (ball, badge)
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 1 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let toView = context.view(forKey: .to) else { return }
    context.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 },
      completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
    (turn.fromValue, turn.toValue, turn.duration) = (0, CGFloat.pi / 2, 1)
    if repeatsForever { turn.repeatCount = .infinity }
    toView.layer.add(turn, forKey: "turn")
    let drop = CASpringAnimation(keyPath: "position.y")
    (drop.fromValue, drop.toValue, drop.duration) = (0, 100, 1)
    ball.add(drop, forKey: "drop")
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    badge.opacity = 0
    CATransaction.commit()
  }
}

@MainActor
struct CoreAnimationTransitionTests {
  let presenter = UIViewController()
  let presented = UIViewController()
  let ball = CALayer()
  let badge = CALayer()
  let delegate: MixedTransitioningDelegate<MixedAnimator>
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  init() {
    delegate = MixedTransitioningDelegate(animator: MixedAnimator(ball: ball, badge: badge))
    window = makeWindow(root: presenter)
    for layer in [ball, badge] {
      layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      layer.backgroundColor = UIColor.blue.cgColor
      presenter.view.layer.addSublayer(layer)
    }
    var list = DisplayList()
    list.build(from: window)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
  }

  func present() {
    presenter.present(presented, animated: true)
    engine.step()
  }

  /// Every animated value at transition time `t` (seconds of the 1 s transition).
  func expectValues(at t: Double, _ comment: Comment) {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    #expect(isClose(presented.view.presentation().alpha, t, within: 1e-9), comment)
    let turn = presented.view.layer.presentation()!.transform.rotation(about: .z)
    #expect(isClose(turn, t * .pi / 2, within: 1e-9), comment)
    #expect(
      isClose(ball.presentation()!.position.y, 100 * spring.value(at: t), within: 1e-9), comment)
    #expect(isClose(CGFloat(badge.presentation()!.opacity), 1 - t, within: 1e-6), comment)
  }

  @Test func updateScrubsEveryKindAndFinishPlaysTheRest() {
    present()
    delegate.scrubThenFinish(on: engine) { p, comment in expectValues(at: Double(p), comment) }
    #expect(presenter.presentedViewController === presented)
    #expect(presenter.transitionCoordinator == nil)
    #expect(presented.view.layer.animationKeys() == nil)
    #expect(ball.animationKeys() == nil && badge.animationKeys() == nil)
    #expect(badge.presentation()!.opacity == 0)
  }

  @Test func cancelPlaysBackToTheStart() {
    present()
    let interaction = delegate.interaction
    interaction.update(0.5)
    interaction.cancel()
    engine.step(frames: 15)  // 0.25 s of the 0.5 s way back
    expectValues(at: 0.5 - 0.5 * CubicBezier.easeInOut.value(at: 0.5), "cancelling")
    engine.step(frames: 16)
    #expect(presenter.presentedViewController == nil)
    #expect(ball.animationKeys() == nil)
  }

  @Test func aForeverRepeatingAnimationIsCutSoTheTransitionCompletes() {
    delegate.animator.repeatsForever = true
    let (_, warnings) = capturingWarnings {
      present()
      delegate.interaction.update(0.5)
      delegate.interaction.finish()
      engine.step(frames: 40)
    }
    #expect(warnings.contains { $0.contains("transform.rotation.z") && $0.contains("for ever") })
    #expect(presenter.transitionCoordinator == nil)
    #expect(presented.view.layer.animationKeys() == nil)
    #expect(!engine.isAnimating)
  }
}
