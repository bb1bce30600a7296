// Swift 5 language mode, as most iOS apps and transition libraries still build: code that
// touches views from nonisolated places compiles against clang-imported UIKit, which is
// implicitly `@preconcurrency`. This file is written the way those libraries write it and
// must compile against Segue unchanged (the target's language mode is set in Package.swift).
import Segue

/// A free helper, as transition libraries keep them (no actor annotation anywhere).
func addCardShadow(to view: UIView) {
  view.layer.cornerRadius = 12
  view.alpha = 0.9
}

/// A plain `NSObject` animator whose conformance lives in an extension, with a helper method
/// that is not a protocol requirement and so is not inferred to be on the main actor.
final class ProbeAnimator: NSObject {
  let duration: TimeInterval = 0.25

  func slide(_ view: UIView, by offset: CGFloat) {
    view.transform = CGAffineTransform(translationX: offset, y: 0)
  }

  /// No animation under Reduce Motion, read from the same nonisolated helper.
  func honouredDuration() -> TimeInterval {
    UIAccessibility.isReduceMotionEnabled ? 0 : duration
  }
}

extension ProbeAnimator: UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let toView = transitionContext.view(forKey: .to) else { return }
    container.addSubview(toView)
    slide(toView, by: container.bounds.width)
    UIView.animate(
      withDuration: duration,
      animations: { toView.transform = .identity },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// An interaction controller that reads its recognizer from a nonisolated method, as
/// swipe-back libraries do.
final class ProbeInteraction: NSObject {
  private(set) var lastProgress: CGFloat = 0

  func progress(of recognizer: UIPanGestureRecognizer) -> CGFloat {
    guard let view = recognizer.view else { return 0 }
    let translation = recognizer.translation(in: view)
    let velocity = recognizer.velocity(in: view)
    lastProgress = max(0, min(1, translation.x / max(view.bounds.width, 1)))
    return velocity.x < 0 ? 0 : lastProgress
  }
}

/// A nonisolated struct with a static factory, another common shape.
struct ProbeFactory {
  static func makeCard() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    card.backgroundColor = .systemBlue
    addCardShadow(to: card)
    return card
  }
}

/// A pan recognizer subclass with its own parameter, calling UIKit's designated initializer
/// with no target, as EasyTransitions' `TransitionPanGestureRecognizer` does (MIT,
/// © 2018 marcosgriselli).
final class ProbeDirectionalPan: UIPanGestureRecognizer {
  let edge: UIRectEdge

  init(edge: UIRectEdge) {
    self.edge = edge
    super.init(target: nil, action: nil)
  }
}
