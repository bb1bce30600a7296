import Segue
import SeguePlaygroundCore

/// Seed 004's story: a card presentation. BlurPresentationController (the article's)
/// fades in a dark blurred backdrop to alpha 0.7 and scales the presenting page to 0.92
/// alongside the card sliding up; dragging the card down dismisses it interactively (the
/// release decides with the default projected policy), and a click beside the card or on
/// "Done" dismisses it.
///
/// Tuned (this scene's own code, read live): the slide's duration, the release policy and
/// thresholds, and the completion speed.
///
/// Mouse: click "Show card"; drag the card down, or click outside it.
extension Scene {
  static let seed004Card = Scene(
    name: "seed004-card",
    summary: "seed 004: card over a dimmed, blurred, shrunk backdrop; drag down to dismiss",
    defaultTuning: Tuning(duration: 0.4, curve: .easeOut),
    tunedParameters: [
      .duration, .policy, .progressThreshold, .velocityThreshold, .completionSpeed,
    ],
    transitions: .pair(
      "present", "dismiss",
      there: { window in (window.rootViewController as? CardPresenterViewController)?.showCard() },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      }
    )
  ) { tuning in
    CardPresenterViewController(tuning: tuning)
  }
}

/// A page with enough detail to see the blur: colored stripes and text.
final class CardPresenterViewController: UIViewController {
  let tuning: LiveTuning

  init(tuning: LiveTuning) {
    self.tuning = tuning
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue]
    for (index, color) in colors.enumerated() {
      let stripe = UIView(
        frame: CGRect(
          x: 20, y: 200 + CGFloat(index) * 60, width: view.bounds.width - 40, height: 44))
      stripe.backgroundColor = color
      stripe.layer.cornerRadius = 8
      stripe.autoresizingMask = [.flexibleWidth]
      view.addSubview(stripe)
    }
    let title = UILabel(frame: CGRect(x: 0, y: 50, width: view.bounds.width, height: 40))
    title.text = "Seed 004"
    title.font = .boldSystemFont(ofSize: 28)
    title.textAlignment = .center
    title.autoresizingMask = [.flexibleWidth]
    view.addSubview(title)
    let button = DemoButton.make("Show card", y: 120, in: view)
    button.backgroundColor = .systemBlue
    button.addTarget(self, for: .touchUpInside) { [unowned self] _ in self.showCard() }
  }

  func showCard() {
    present(CardViewController(tuning: tuning), animated: true)
  }
}

/// The presented controller: transparent, with a rounded card; it is its own
/// transitioning delegate, as in the article.
final class CardViewController: UIViewController, UIViewControllerTransitioningDelegate {
  let interaction = UIPercentDrivenInteractiveTransition()
  let tuning: LiveTuning
  /// True while a drag dismisses: only then is the dismissal interactive.
  var isInteracting = false

  init(tuning: LiveTuning = LiveTuning(Scene.seed004Card.defaultTuning)) {
    self.tuning = tuning
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .custom
    transitioningDelegate = self
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let bounds = view.bounds
    let card = UIView(
      frame: CGRect(
        x: 24, y: bounds.height * 0.3, width: bounds.width - 48, height: bounds.height * 0.45))
    card.backgroundColor = .systemBackground
    card.layer.cornerRadius = 20
    card.autoresizingMask = [
      .flexibleWidth, .flexibleHeight, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    view.addSubview(card)
    let label = UILabel(frame: CGRect(x: 0, y: 24, width: card.bounds.width, height: 30))
    label.text = "Drag me down"
    label.font = .boldSystemFont(ofSize: 20)
    label.textAlignment = .center
    label.autoresizingMask = [.flexibleWidth]
    card.addSubview(label)
    let done = DemoButton.make("Done", y: card.bounds.height - 72, in: card)
    done.backgroundColor = .systemBlue
    done.addTarget(self, for: .touchUpInside) { [unowned self] _ in self.dismiss(animated: true) }

    view.addGestureRecognizer(
      UITapGestureRecognizer(target: self) { [unowned self] tap in
        if !card.frame.contains(tap.location(in: self.view)) { self.dismiss(animated: true) }
      })
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self) { [unowned self] pan in self.handlePan(pan) })
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      isInteracting = true
      dismiss(animated: true)
    case .changed:
      // The release the end reads (downwards, clamped), so the inspector predicts it.
      interaction.update(release(pan), policy: tuning.decisionPolicy)
    case .ended, .cancelled:
      let release = release(pan)
      interaction.completionSpeed = tuning.value.completionSpeed
      tuning.decisionPolicy.shouldFinish(release)
        ? interaction.finish() : interaction.cancel()
      isInteracting = false
    default:
      break
    }
  }

  /// The pan measured downwards over the view's height.
  private func release(_ pan: UIPanGestureRecognizer) -> TransitionDecisionPolicy.Release {
    TransitionDecisionPolicy.Release(pan: pan, in: view, direction: CGVector(dx: 0, dy: 1))
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CardPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SlideUpAnimator(duration: tuning.value.duration)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SlideUpAnimator(duration: tuning.value.duration)
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    isInteracting ? interaction : nil
  }
}

/// The article's controller, except after a cancelled dismissal: the article then moves
/// the presenting view to the top of the key window, over the card (its iOS 8 workaround
/// is meant for a completed dismissal only).
final class CardPresentationController: BlurPresentationController {
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { super.dismissalTransitionDidEnd(completed) }
  }
}

/// Slides the presented view up from below the screen (ease-out), or back down (ease-in).
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Seconds; the scene's default is 0.4.
  let duration: TimeInterval

  init(duration: TimeInterval) {
    self.duration = duration
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let height = container.bounds.height
    if let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    {
      let final = transitionContext.finalFrame(for: to)
      container.addSubview(toView)
      toView.frame = final.offsetBy(dx: 0, dy: height)
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut]) {
        toView.frame = final
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    } else if let fromView = transitionContext.view(forKey: .from) {
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn]) {
        fromView.frame.origin.y += height
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }
}
