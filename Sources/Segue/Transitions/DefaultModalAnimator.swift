import Foundation

/// The built-in `present`/`dismiss` animation when no animator is provided: the presented
/// view covers from the bottom edge (`.coverVertical`) or fades (`.crossDissolve`), 0.35 s
/// ease-in-out; the pages flip about the vertical axis (`.flipHorizontal`) or the
/// presenting page curls up off the presented one (`.partialCurl`), in 3D, 0.6 s.
@MainActor
final class DefaultModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Seconds, as in Apple's CustomTransitions sample.
  static let duration: TimeInterval = 0.35
  /// Seconds of the flip and the curl.
  static let turnDuration: TimeInterval = 0.6
  let style: UIModalTransitionStyle

  init(style: UIModalTransitionStyle) {
    self.style = style
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { turns ? Self.turnDuration : Self.duration }

  /// True for the styles drawn in 3D.
  private var turns: Bool { style == .flipHorizontal || style == .partialCurl }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let from = context.viewController(forKey: .from),
      let to = context.viewController(forKey: .to)
    else { return context.completeTransition(false) }
    let container = context.containerView
    let presenting = to.presentingViewController === from
    let height = container.bounds.height
    if turns { return animateTurn(context, presenting: presenting, to: to) }
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

  /// The flip or the curl; the views' transforms go back to the identity at the end.
  private func animateTurn(
    _ context: any UIViewControllerContextTransitioning, presenting: Bool, to: UIViewController
  ) {
    let container = context.containerView
    let fromView = context.view(forKey: .from)
    let toView = context.view(forKey: .to)
    if let toView {
      toView.frame = context.finalFrame(for: to)
      if let fromView, fromView.superview === container {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.addSubview(toView)
      }
    }
    // The curled page is the presenting one, above the other for the transition.
    let page = presenting ? fromView : toView
    if style == .partialCurl, let page { container.addSubview(page) }
    CATransaction.begin()
    var pageCurl: PageCurlView?
    CATransaction.setCompletionBlock {
      for view in [fromView, toView] {
        view?.layer.transform = CATransform3DIdentity
        view?.layer.isDoubleSided = true
      }
      // A finished curl stays over the presented page, as UIKit's partial curl does, and
      // a tap on it dismisses.
      if presenting, !context.transitionWasCancelled {
        pageCurl?.dismissesOnTap(to)
      } else {
        pageCurl?.removeFromSuperview()
      }
      page?.isHidden = false
      context.completeTransition(!context.transitionWasCancelled)
    }
    if style == .partialCurl, let page {
      pageCurl = curl(page, presenting: presenting, duration: Self.turnDuration)
    } else {
      flip(from: fromView, to: toView, presenting: presenting, duration: Self.turnDuration)
    }
    CATransaction.commit()
  }
}
