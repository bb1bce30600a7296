import Segue
import SeguePlaygroundCore

/// Two transitions written with Core Animation on real layers, as iOS libraries write them:
/// a card flip (both pages turn about y under perspective, each hiding its back face, so the
/// new page's front shows past the quarter turn) and a circular reveal (the new page appears
/// through a `CAShapeLayer` circle mask that grows from the button, as BubbleTransition does).
///
/// Mouse: click "Flip" or "Reveal"; click the new page to go back.
extension Scene {
  static let flipReveal = Scene(
    "flip-reveal",
    summary: "Core Animation transitions: a 3D card flip and a circular reveal mask",
    transitions: .pair(
      "flip", "unflip",
      there: { window in (window.rootViewController as? FlipRevealViewController)?.show(.flip) },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      }
    )
      + .pair(
        "reveal", "unreveal",
        there: { window in
          (window.rootViewController as? FlipRevealViewController)?.show(.reveal)
        },
        back: { window in
          window.rootViewController?.presentedViewController?.dismiss(animated: true)
        })
  ) { FlipRevealViewController() }
}

final class FlipRevealViewController: UIViewController {
  private let animator = LayerTransitionAnimator()
  private var revealButton: UIButton?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemIndigo
    let flip = DemoButton.make("Flip", y: 220, in: view)
    flip.addTarget(self, for: .touchUpInside) { [unowned self] _ in self.show(.flip) }
    let reveal = DemoButton.make("Reveal", y: 300, in: view)
    reveal.addTarget(self, for: .touchUpInside) { [unowned self] _ in self.show(.reveal) }
    revealButton = reveal
  }

  func show(_ style: LayerTransitionAnimator.Style) {
    let page = UIViewController()
    page.view.backgroundColor = style == .flip ? .systemOrange : .systemTeal
    page.view.addGestureRecognizer(
      UITapGestureRecognizer(target: page) { [unowned page] _ in page.dismiss(animated: true) })
    page.modalPresentationStyle = .custom
    page.transitioningDelegate = animator
    animator.style = style
    animator.origin = revealButton.map { $0.convert($0.bounds, to: view) } ?? .zero
    present(page, animated: true)
  }
}

/// The flip and the reveal, both ways: explicit `CABasicAnimation`s on the pages' layers
/// (the transform about y, the mask's scale), completed from the animations' end.
final class LayerTransitionAnimator: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  enum Style { case flip, reveal }

  var style = Style.flip
  /// Where the reveal grows from, in the presenting view's coordinates.
  var origin = CGRect.zero
  private var presenting = true

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    self.presenting = true
    return self
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    presenting = false
    return self
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { style == .flip ? 0.6 : 0.45 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard
      let fromView = transitionContext.view(forKey: .from)
        ?? transitionContext
        .viewController(forKey: .from)?.view,
      let toView = transitionContext.view(forKey: .to)
        ?? transitionContext
        .viewController(forKey: .to)?.view
    else { return transitionContext.completeTransition(true) }
    let container = transitionContext.containerView
    if presenting {
      toView.frame = container.bounds
      container.addSubview(toView)
    } else if toView.superview == nil {
      container.insertSubview(toView, belowSubview: fromView)
    }
    let duration = transitionDuration(using: transitionContext)
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      fromView.layer.transform = CATransform3DIdentity
      toView.layer.transform = CATransform3DIdentity
      (self.presenting ? toView : fromView).layer.mask = nil
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    switch style {
    case .flip: flip(from: fromView, to: toView, duration: duration)
    case .reveal: reveal(presenting ? toView : fromView, duration: duration)
    }
    CATransaction.commit()
  }

  /// Both pages turn half a turn about y; each hides its back, so the old page shows until
  /// the quarter and the new one after it.
  private func flip(from fromView: UIView, to toView: UIView, duration: TimeInterval) {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 800
    let direction: CGFloat = presenting ? 1 : -1
    for (view, from, to) in [(fromView, 0, direction * .pi), (toView, -direction * .pi, 0)] {
      view.layer.isDoubleSided = false
      let turn = CABasicAnimation(keyPath: "transform")
      turn.fromValue = CATransform3DRotate(perspective, from, 0, 1, 0)
      turn.toValue = CATransform3DRotate(perspective, to, 0, 1, 0)
      turn.duration = duration
      turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      view.layer.transform = CATransform3DRotate(perspective, to, 0, 1, 0)
      view.layer.add(turn, forKey: "flip")
    }
  }

  /// The page shows through a circle centred on the button, scaled from nothing to one that
  /// covers the screen (or back).
  private func reveal(_ page: UIView, duration: TimeInterval) {
    let center = CGPoint(x: origin.midX, y: origin.midY)
    let bounds = page.bounds
    let radius =
      [bounds.minX, bounds.maxX].flatMap { x in
        [bounds.minY, bounds.maxY].map { y in hypot(x - center.x, y - center.y) }
      }.max() ?? 0
    let circle = CAShapeLayer()
    circle.bounds = CGRect(x: 0, y: 0, width: 2 * radius, height: 2 * radius)
    circle.position = center
    circle.path = UIBezierPath(ovalIn: circle.bounds).cgPath
    page.layer.mask = circle
    let grow = CABasicAnimation(keyPath: "transform.scale")
    grow.fromValue = presenting ? 0.001 : 1
    grow.toValue = presenting ? 1 : 0.001
    grow.duration = duration
    grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    grow.fillMode = .forwards
    grow.isRemovedOnCompletion = false
    circle.add(grow, forKey: "reveal")
  }
}
