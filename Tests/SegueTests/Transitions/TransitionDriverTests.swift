import Foundation
import Testing

@testable import Segue

/// The driver of a running transition: a scrub moves the transition's animations and
/// nothing else, so no completion runs inside the gesture's action.
@MainActor
struct TransitionDriverTests {
  let presenter = UIViewController()
  let presented = UIViewController()
  let delegate = MixedTransitioningDelegate(
    animator: MixedAnimator(ball: CALayer(), badge: CALayer()))
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  init() {
    window = makeWindow(root: presenter)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
  }

  @Test func aScrubRunsNoCompletionOfOtherAnimations() {
    presenter.present(presented, animated: true)
    engine.step()
    var log: [String] = []
    let other = UIView()
    presenter.view.addSubview(other)
    UIView.animate(withDuration: 0.05, animations: { other.alpha = 0 }) { _ in
      log.append("completion")
    }
    // Time passes before the gesture's event is handled: the animation is due to end.
    engine.clock.tick(to: engine.clock.hostTime + 0.1)
    delegate.interaction.update(0.5)
    #expect(isClose(presented.view.presentation().alpha, 0.5, within: 1e-9), "scrubbed")
    #expect(log.isEmpty, "nothing completes inside the gesture's action")
    engine.step()
    #expect(log == ["completion"], "it completes with the next frame")
  }
}
