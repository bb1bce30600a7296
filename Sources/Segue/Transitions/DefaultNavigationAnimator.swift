import Foundation

/// The built-in push and pop: the new controller slides in from the right edge with a
/// shadow on its left edge, the one below moves left by 30 % of the width under a dim;
/// 0.35 s, ease-in-out, as on iOS. Public (Segue only) so a navigation delegate can return
/// it with other timing and keep everything else the built-in one does (the back swipe
/// scrubs it, a press grabs it):
///
///     func navigationController(
///       _ navigationController: UINavigationController,
///       animationControllerFor operation: UINavigationController.Operation,
///       from fromVC: UIViewController, to toVC: UIViewController
///     ) -> (any UIViewControllerAnimatedTransitioning)? {
///       DefaultNavigationAnimator(
///         operation: operation, duration: 0.5,
///         timing: UICubicTimingParameters(animationCurve: .easeOut))
///     }
@preconcurrency @MainActor
public final class DefaultNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Seconds, as in Apple's CustomTransitions sample.
  public static let standardDuration: TimeInterval = 0.35
  /// Share of the width the controller below moves, as on iOS (Flutter moves it 1/3).
  static let parallax: CGFloat = 0.3
  /// Alpha of the dim over the controller below, fully covered.
  static let dimAlpha: CGFloat = 0.1
  /// Width of the edge shadow, in points.
  static let shadowWidth: CGFloat = 8

  let operation: UINavigationController.Operation
  /// Seconds; for a spring given by mass, stiffness and damping pass its
  /// `settlingDuration`, the time it really takes.
  public let duration: TimeInterval
  /// The curve of the slide when nothing drives it (an interaction scrubs it linearly, so
  /// it follows the pointer).
  public let timing: any UITimingCurveProvider
  /// Set by the navigation controller for a transition no interaction drives: the
  /// transition's driver runs it along `timing` (so a press can grab it mid-flight), and
  /// the slide itself is linear.
  var isDriven = false

  public init(
    operation: UINavigationController.Operation, duration: TimeInterval = standardDuration,
    timing: any UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeInOut)
  ) {
    self.operation = operation
    self.duration = duration
    self.timing = timing
  }

  public func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { duration }

  public func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
      let to = context.viewController(forKey: .to)
    else { return context.completeTransition(false) }
    let container = context.containerView
    let final = context.finalFrame(for: to)
    let width = final.width
    let pushing = operation != .pop
    let top = pushing ? toView : fromView
    let below = pushing ? fromView : toView
    let belowRest = final
    let belowAside = final.offsetBy(dx: -width * Self.parallax, dy: 0)
    let topRest = final
    let topAside = final.offsetBy(dx: width, dy: 0)

    if pushing {
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
    }
    let dim = UIView(frame: final)
    dim.backgroundColor = .black
    dim.isUserInteractionEnabled = false
    container.insertSubview(dim, aboveSubview: below)
    let shadow = GradientLayerView(
      frame: CGRect(x: -Self.shadowWidth, y: 0, width: Self.shadowWidth, height: final.height))
    shadow.gradientLayer.colors = [UIColor.clear.cgColor, UIColor(white: 0, alpha: 0.2).cgColor]
    shadow.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
    shadow.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
    container.insertSubview(shadow, belowSubview: top)
    func shadowFrame(for frame: CGRect) -> CGRect {
      CGRect(
        x: frame.minX - Self.shadowWidth, y: frame.minY, width: Self.shadowWidth,
        height: frame.height)
    }

    top.frame = pushing ? topAside : topRest
    below.frame = pushing ? belowRest : belowAside
    dim.alpha = pushing ? 0 : Self.dimAlpha
    shadow.frame = shadowFrame(for: top.frame)
    // Linear when driven too: the transition's driver then runs the timeline along `timing`.
    let options: UIView.AnimationOptions =
      context.isInteractive || isDriven
      ? .curveLinear : .init(curve: timing.cubicTimingParameters?.animationCurve ?? .easeInOut)
    UIView.animate(withDuration: duration, delay: 0, options: options) {
      top.frame = pushing ? topRest : topAside
      below.frame = pushing ? belowAside : belowRest
      dim.alpha = pushing ? Self.dimAlpha : 0
      shadow.frame = shadowFrame(for: top.frame)
    } completion: { _ in
      dim.removeFromSuperview()
      shadow.removeFromSuperview()
      let completed = !context.transitionWasCancelled
      // The view that leaves keeps no offset: it may come back later.
      if completed { (pushing ? below : top).frame = final }
      context.completeTransition(completed)
    }
  }
}
