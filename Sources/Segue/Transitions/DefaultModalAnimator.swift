import Foundation

/// The built-in `present`/`dismiss` animation when no animator is provided: the presented
/// view covers from the bottom edge (`.coverVertical`) or fades (`.crossDissolve`, and the
/// styles Segue maps to it), 0.35 s ease-in-out.
@MainActor
final class DefaultModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Seconds (DESIGN §8, Apple's CustomTransitions sample).
  static let duration: TimeInterval = 0.35
  let style: UIModalTransitionStyle

  init(style: UIModalTransitionStyle) {
    self.style = style
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let from = context.viewController(forKey: .from),
      let to = context.viewController(forKey: .to)
    else { return context.completeTransition(false) }
    let container = context.containerView
    let presenting = to.presentingViewController === from
    let height = container.bounds.height
    let fades = style != .coverVertical
    if presenting, let toView = context.view(forKey: .to) {
      let final = context.finalFrame(for: to)
      container.addSubview(toView)
      toView.frame = fades ? final : final.offsetBy(dx: 0, dy: height)
      if fades { toView.alpha = 0 }
      UIView.animate(withDuration: Self.duration, delay: 0, options: .curveEaseInOut) {
        if fades { toView.alpha = 1 } else { toView.frame = final }
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else {
      let fromView = context.view(forKey: .from)
      if let toView = context.view(forKey: .to) {
        toView.frame = context.finalFrame(for: to)
        if let fromView {
          container.insertSubview(toView, belowSubview: fromView)
        } else {
          container.addSubview(toView)
        }
      }
      UIView.animate(withDuration: Self.duration, delay: 0, options: .curveEaseInOut) {
        if fades {
          fromView?.alpha = 0
        } else if let fromView {
          fromView.frame = fromView.frame.offsetBy(dx: 0, dy: height)
        }
      } completion: { _ in
        let completed = !context.transitionWasCancelled
        if completed, fades { fromView?.alpha = 1 }
        context.completeTransition(completed)
      }
    }
  }
}
