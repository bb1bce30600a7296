import Segue
import SeguePlaygroundCore

/// The card styles presentation libraries draw, on real layers: a floating card with
/// continuous corners, a hairline border and a soft shadow; and a bottom sheet whose top
/// corners only are rounded (`maskedCorners`), sliding up over a dimmed page with its shadow
/// cast upward.
///
/// Mouse: click "Show sheet"; click the dimmed page to close it.
extension Scene {
  static let shadowCard = Scene(
    "shadow-card",
    summary: "layer styles: shadow, continuous and top-only corners, border; a sheet slides up",
    transitions: .pair(
      "present", "dismiss",
      there: { window in (window.rootViewController as? ShadowCardViewController)?.showSheet() },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      }
    )
  ) { ShadowCardViewController() }
}

final class ShadowCardViewController: UIViewController {
  private let slide = SheetSlideAnimator()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(white: 0.95, alpha: 1)
    let card = UILabel(frame: CGRect(x: 32, y: 120, width: view.bounds.width - 64, height: 220))
    card.text = "Continuous corners"
    card.textAlignment = .center
    card.backgroundColor = .white
    card.layer.cornerRadius = 28
    card.layer.cornerCurve = .continuous
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor(white: 0, alpha: 0.08).cgColor
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.18
    card.layer.shadowRadius = 16
    card.layer.shadowOffset = CGSize(width: 0, height: 10)
    view.addSubview(card)
    let button = DemoButton.make("Show sheet", y: 400, in: view)
    button.addTarget(self, for: .touchUpInside) { [unowned self] _ in self.showSheet() }
  }

  func showSheet() {
    let sheet = SheetViewController()
    sheet.modalPresentationStyle = .overFullScreen
    sheet.transitioningDelegate = slide
    present(sheet, animated: true)
  }
}

/// A dimmed page with a sheet at the bottom, its top corners rounded.
final class SheetViewController: UIViewController {
  let dimming = UIView()
  let sheet = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    dimming.frame = view.bounds
    dimming.backgroundColor = UIColor(white: 0, alpha: 0.35)
    dimming.addGestureRecognizer(
      UITapGestureRecognizer(target: self) { [unowned self] _ in self.dismiss(animated: true) })
    view.addSubview(dimming)
    sheet.frame = CGRect(
      x: 0, y: view.bounds.height * 0.45, width: view.bounds.width,
      height: view.bounds.height * 0.55)
    sheet.backgroundColor = .systemBackground
    sheet.layer.cornerRadius = 24
    sheet.layer.cornerCurve = .continuous
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    sheet.layer.shadowOpacity = 0.2
    sheet.layer.shadowRadius = 12
    sheet.layer.shadowOffset = CGSize(width: 0, height: -4)
    let grabber = UIView(frame: CGRect(x: sheet.bounds.midX - 18, y: 8, width: 36, height: 5))
    grabber.backgroundColor = .systemGray3
    grabber.layer.cornerRadius = 2.5
    sheet.addSubview(grabber)
    view.addSubview(sheet)
  }
}

/// Slides the sheet up from below the screen while the dimming fades in, and back.
final class SheetSlideAnimator: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { self }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { self }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.45 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let presenting = transitionContext.viewController(forKey: .to) is SheetViewController
    guard
      let controller = transitionContext.viewController(forKey: presenting ? .to : .from)
        as? SheetViewController
    else { return transitionContext.completeTransition(true) }
    if presenting {
      controller.view.frame = transitionContext.finalFrame(for: controller)
      transitionContext.containerView.addSubview(controller.view)
    }
    let rest = controller.sheet.frame.origin.y
    let below = controller.view.bounds.height
    if presenting {
      controller.sheet.frame.origin.y = below
      controller.dimming.alpha = 0
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
      animations: {
        controller.sheet.frame.origin.y = presenting ? rest : below
        controller.dimming.alpha = presenting ? 1 : 0
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
