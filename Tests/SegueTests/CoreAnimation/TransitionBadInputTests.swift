import Foundation
import Testing

@testable import Segue

/// A presentation (0.5 s, not interactive) whose animator adds one bad Core Animation
/// animation beside the `UIView.animate` that completes it.
final class BadLayerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let bad: CABasicAnimation

  init(bad: CABasicAnimation) { self.bad = bad }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let toView = context.view(forKey: .to) else { return }
    context.containerView.addSubview(toView)
    toView.layer.add(bad, forKey: "bad")
    toView.alpha = 0
    UIView.animate(
      withDuration: 0.5, animations: { toView.alpha = 1 },
      completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
  }
}

final class BadLayerTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator: BadLayerAnimator
  init(animator: BadLayerAnimator) { self.animator = animator }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// Bad timing on an animation added inside a transition: the transition still completes,
/// one warning names the animation and says what was done, and nothing keeps running.
@MainActor
struct TransitionBadInputTests {
  enum Bad: String, CaseIterable {
    case nanDuration, infiniteDuration, foreverRepeatCount, foreverRepeatDuration
  }

  @Test(arguments: Bad.allCases) func theTransitionCompletesWithAWarning(_ bad: Bad) {
    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
    (turn.fromValue, turn.toValue, turn.duration) = (0, CGFloat.pi, 0.5)
    switch bad {
    case .nanDuration: turn.duration = .nan
    case .infiniteDuration: turn.duration = .infinity
    case .foreverRepeatCount: turn.repeatCount = .infinity
    case .foreverRepeatDuration: turn.repeatDuration = .infinity
    }
    let presenter = UIViewController()
    let presented = UIViewController()
    let delegate = BadLayerTransitioningDelegate(animator: BadLayerAnimator(bad: turn))
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    let window = makeWindow(root: presenter)
    let engine = window.animationEngine
    let (_, warnings) = capturingWarnings {
      presenter.present(presented, animated: true)
      engine.step(frames: 40)
    }
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.contains("CABasicAnimation(keyPath: transform.rotation.z)") == true)
    #expect(presenter.presentedViewController === presented)
    #expect(presenter.transitionCoordinator == nil, "the transition completed")
    #expect(presented.view.layer.animationKeys() == nil)
    #expect(!engine.isAnimating)
  }
}
