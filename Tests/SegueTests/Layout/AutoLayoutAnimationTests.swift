import Foundation
import Testing

@testable import Segue

/// Presents a card whose height constraint grows from 100 to 500 inside the animation, the
/// way transition articles write it: change `constant`, `layoutIfNeeded()` in the block.
@MainActor
final class GrowingCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let card = UIView()
  var height: NSLayoutConstraint!
  let usesPropertyAnimator: Bool

  init(usesPropertyAnimator: Bool) { self.usesPropertyAnimator = usesPropertyAnimator }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 1 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    let toView = context.view(forKey: .to)!
    toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
    container.addSubview(toView)
    card.translatesAutoresizingMaskIntoConstraints = false
    toView.addSubview(card)
    height = card.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: toView.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: toView.trailingAnchor, constant: -20),
      card.bottomAnchor.constraint(equalTo: toView.bottomAnchor),
      height,
    ])
    toView.layoutIfNeeded()
    height.constant = 500
    if usesPropertyAnimator {
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { toView.layoutIfNeeded() }
      animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
      animator.startAnimation()
    } else {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        toView.layoutIfNeeded()
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }
}

@MainActor
final class GrowingCardDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator: GrowingCardAnimator
  let interaction = UIPercentDrivenInteractiveTransition()
  init(usesPropertyAnimator: Bool) {
    animator = GrowingCardAnimator(usesPropertyAnimator: usesPropertyAnimator)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

@MainActor
@Suite("Auto Layout animation")
struct AutoLayoutAnimationTests {
  /// 400×800 window: the card spans x 20…380 at the bottom; its height goes 100 → 500.
  func scrub(usesPropertyAnimator: Bool) {
    let presenter = UIViewController()
    let presented = UIViewController()
    let window = makeWindow(root: presenter)
    let delegate = GrowingCardDelegate(usesPropertyAnimator: usesPropertyAnimator)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    presenter.present(presented, animated: true)
    window.animationEngine.step()
    let card = delegate.animator.card
    #expect(card.frame == CGRect(x: 20, y: 300, width: 360, height: 500))  // the model
    delegate.interaction.update(0.25)
    #expect(isClose(card.presentation().frame, CGRect(x: 20, y: 600, width: 360, height: 200)))
    delegate.interaction.update(0.5)
    #expect(isClose(card.presentation().frame, CGRect(x: 20, y: 500, width: 360, height: 300)))
    window.animationEngine.step(frames: 30)  // time does not move a scrubbed transition
    #expect(isClose(card.presentation().frame, CGRect(x: 20, y: 500, width: 360, height: 300)))
    delegate.interaction.finish()
    window.animationEngine.step(frames: 40)
    #expect(card.presentation().frame == CGRect(x: 20, y: 300, width: 360, height: 500))
    #expect(presenter.presentedViewController === presented)
  }

  @Test func aConstantChangedThenLaidOutInAnimateScrubs() { scrub(usesPropertyAnimator: false) }

  @Test func aPropertyAnimatorScrubsTheSameFrames() { scrub(usesPropertyAnimator: true) }

  @Test func layoutOutsideAnAnimationBlockAppliesAtOnce() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let window = UIWindow(frame: root.frame)
    window.addSubview(root)
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    let top = bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 0)
    NSLayoutConstraint.activate([
      top, bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 50),
      bar.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    top.constant = 80
    root.layoutIfNeeded()
    #expect(bar.presentation().frame.minY == 80)
  }
}
