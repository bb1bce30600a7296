import Foundation
import Synchronization
import Testing

@testable import Segue

/// `UIAccessibility.isReduceMotionEnabled` as iOS transitions read it (issue 15, point 5).
@MainActor
@Suite struct ReduceMotionTests {
  /// Slides the presented view up, or cross-fades it when Reduce Motion is on, as Apple
  /// asks transitions to.
  final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerTransitioningDelegate
  {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      guard let toView = transitionContext.view(forKey: .to),
        let to = transitionContext.viewController(forKey: .to)
      else { return }
      let final = transitionContext.finalFrame(for: to)
      transitionContext.containerView.addSubview(toView)
      if UIAccessibility.isReduceMotionEnabled {
        toView.frame = final
        toView.alpha = 0
      } else {
        toView.frame = final.offsetBy(dx: 0, dy: final.height)
      }
      UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
        toView.frame = final
        toView.alpha = 1
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { self }
  }

  func presentHalfWay(reduceMotion: Bool) -> ViewPresentation {
    let root = UIViewController()
    let window = makeWindow(root: root, device: .iPhone15)
    window.setReduceMotionEnabled(reduceMotion)
    let animator = SlideUpAnimator()
    let card = UIViewController()
    card.modalPresentationStyle = .fullScreen
    card.transitioningDelegate = animator
    root.present(card, animated: true)
    window.step(frames: 13)  // the first frame starts it; 12 more are 0.2 s of 0.4 s
    return withExtendedLifetime(animator) { card.view.presentation() }
  }

  @Test func aTransitionCrossFadesInsteadOfSlidingWhenReduceMotionIsOn() {
    let sliding = presentHalfWay(reduceMotion: false)
    #expect(sliding.frame.minY > 300 && sliding.alpha == 1, "\(sliding.frame)")
    let fading = presentHalfWay(reduceMotion: true)
    #expect(fading.frame.minY == 0 && fading.alpha > 0.3 && fading.alpha < 0.7)
  }

  @Test func theSettingIsTheKeyWindowsAndAChangeIsPosted() {
    let window = makeWindow(root: UIViewController(), device: .iPhone15)
    #expect(!UIAccessibility.isReduceMotionEnabled)
    let posts = Mutex(0)
    let observer = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in posts.withLock { $0 += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    window.setReduceMotionEnabled(true)
    window.setReduceMotionEnabled(true)
    #expect(
      UIAccessibility.isReduceMotionEnabled && posts.withLock { $0 } == 1, "one post per change")

    let other = makeWindow(root: UIViewController(), device: .iPhone15)
    #expect(!UIAccessibility.isReduceMotionEnabled, "the new key window's screen decides")
    window.makeKeyAndVisible()
    #expect(UIAccessibility.isReduceMotionEnabled)
    withExtendedLifetime(other) {}
  }
}
