import Foundation

@testable import Segue

/// A 400×800 window showing a navigation controller with A and B (B on top), and a
/// frame-by-frame pointer: each event is stamped with the time of the frame it lands in,
/// then the window's engine steps to that frame (1/60 s), as the window host does.
@MainActor
final class NavigationRig {
  let a = UIViewController()
  let b = UIViewController()
  let navigation: UINavigationController
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }
  var width: CGFloat { navigation.view.bounds.width }
  /// The x of `b`'s view as drawn, after each frame stepped by `drag`.
  var trace: [CGFloat] = []
  var traced: UIViewController?

  init(stack extra: [UIViewController] = []) {
    a.title = "A"
    b.title = "B"
    navigation = UINavigationController(rootViewController: a)
    navigation.viewControllers = [a, b] + extra
    window = makeWindow(root: navigation)
    traced = navigation.topViewController
    engine.step()
  }

  var now: TimeInterval { engine.clock.now }

  /// One frame: the event (if any) at the next frame's time, then the frame.
  func frame(_ phase: PointerInput.Phase? = nil, at point: CGPoint = .zero) {
    if let phase {
      window.handle(PointerInput(phase: phase, location: point, timestamp: now + 1.0 / 60))
    }
    engine.step()
    trace.append(traced?.view.presentation().frame.minX ?? .nan)
  }

  /// Presses at `start`, then each frame moves to `start + (offset(t), 0)` (t seconds since
  /// the press) for `duration` seconds, holds still for `hold` seconds, and releases there
  /// (in the frame after the last move) unless `release` is false.
  func drag(
    from start: CGPoint, duration: TimeInterval, hold: TimeInterval = 0, release: Bool = true,
    offset: (TimeInterval) -> CGFloat
  ) {
    frame(.down, at: start)
    let frames = Int((duration * 60).rounded())
    var last = start
    for i in 1...max(frames, 1) {
      last = CGPoint(x: start.x + offset(Double(i) / 60), y: start.y)
      frame(.move, at: last)
    }
    for _ in 0..<Int((hold * 60).rounded()) { frame(.move, at: last) }
    if release { releaseAt(last) }
  }

  /// Releases at `point` at the time of the last frame (no time passes between the last
  /// move and the release, as when a button goes up mid-motion).
  func releaseAt(_ point: CGPoint) {
    window.handle(PointerInput(phase: .up, location: point, timestamp: now))
  }

  /// Steps until no transition runs (at most `limit` frames).
  func settle(limit: Int = 240) {
    var count = 0
    while navigation.isTransitioning, count < limit {
      frame()
      count += 1
    }
    frame()
  }

  var titles: [String] { navigation.viewControllers.map { $0.title ?? "?" } }
}

/// Hands out a linear slide animator for every push and pop and, when set, an interaction.
@MainActor
final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let log = CallLog()
  var interaction: UIPercentDrivenInteractiveTransition?
  var interruptible = false

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    interruptible
      ? InterruptibleSlideAnimator(appearing: operation == .push)
      : SlideAnimator(log: log, appearing: operation == .push, duration: 0.5)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// A slide whose animations live in one property animator (`interruptibleAnimator`).
@MainActor
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let appearing: Bool
  private var animator: UIViewPropertyAnimator?

  init(appearing: Bool) { self.appearing = appearing }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using context: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let container = context.containerView
    let width = container.bounds.width
    let moving: UIView
    if appearing {
      moving = context.view(forKey: .to)!
      moving.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        .offsetBy(dx: width, dy: 0)
      container.addSubview(moving)
    } else {
      moving = context.view(forKey: .from)!
      let toView = context.view(forKey: .to)!
      toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
      container.insertSubview(toView, belowSubview: moving)
    }
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { [appearing] in
      moving.center.x += appearing ? -width : width
    }
    animator.addCompletion { position in
      let completed = !context.transitionWasCancelled
      if completed, !self.appearing { moving.removeFromSuperview() }
      context.completeTransition(completed)
    }
    self.animator = animator
    return animator
  }
}
