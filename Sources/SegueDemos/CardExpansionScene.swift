import Segue
import SeguePlaygroundCore

/// An App Store "Today" card that grows into its story: the story's view starts in the
/// card's frame with the card's corners and springs to full screen while they straighten;
/// dragging the story down shrinks it back into the card, interactively (a percent-driven
/// dismissal that finishes or cancels on release). The artwork is drawn once with
/// `UIGraphicsImageRenderer` and shown by both the card and the story.
///
/// Mouse: click the card; drag the story down (or click it) to go back.
extension Scene {
  static let cardExpansion = Scene(
    "card-expansion",
    summary: "an App Store card grows to full screen; drag down to shrink it back",
    transitions: .pair(
      "open", "close",
      there: { window in (window.rootViewController as? TodayViewController)?.openStory() },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      }
    )
  ) { TodayViewController() }
}

/// Points: the card's height, and the story's header's, so the story starts as the card
/// looks.
let artworkHeight: CGFloat = 260

/// Mountains under a sunset, drawn with Core Graphics calls.
@MainActor
func storyArtwork(size: CGSize) -> UIImage {
  UIGraphicsImageRenderer(size: size).image { ctx in
    let cg = ctx.cgContext
    let sky = CGGradient(
      colorsSpace: CGColorSpaceCreateDeviceRGB(),
      colors: [UIColor.systemIndigo.cgColor, UIColor.systemPink.cgColor] as CFArray,
      locations: [0, 1])!
    cg.drawLinearGradient(
      sky, start: .zero, end: CGPoint(x: 0, y: size.height), options: [.drawsAfterEndLocation])
    cg.setFillColor(UIColor.systemYellow.cgColor)
    cg.fillEllipse(in: CGRect(x: size.width * 0.6, y: size.height * 0.3, width: 60, height: 60))
    cg.setFillColor(UIColor(white: 0.1, alpha: 0.85).cgColor)
    cg.move(to: CGPoint(x: 0, y: size.height))
    for (x, y) in [(0, 0.7), (0.25, 0.45), (0.45, 0.65), (0.7, 0.4), (1, 0.75), (1, 1)] {
      cg.addLine(to: CGPoint(x: size.width * x, y: size.height * y))
    }
    cg.fillPath()
  }
}

/// The story's title, as the card and the story's header both show it.
@MainActor
func storyTitle(width: CGFloat) -> UILabel {
  let title = UILabel(frame: CGRect(x: 16, y: 16, width: width - 32, height: 28))
  title.text = "Evening ridges"
  title.font = .boldSystemFont(ofSize: 18)
  title.textColor = .white
  title.autoresizingMask = [.flexibleWidth]
  return title
}

final class TodayViewController: UIViewController {
  private let card = UIImageView()
  private let expansion = CardExpansionAnimator()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    card.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: artworkHeight)
    card.image = storyArtwork(size: card.bounds.size)
    card.contentMode = .scaleAspectFill
    card.clipsToBounds = true
    card.layer.cornerRadius = 16
    card.isUserInteractionEnabled = true
    card.addGestureRecognizer(
      UITapGestureRecognizer(target: self) { [unowned self] _ in self.openStory() })
    card.addSubview(storyTitle(width: card.bounds.width))
    view.addSubview(card)
  }

  func openStory() {
    let story = StoryViewController(artwork: card.image)
    story.modalPresentationStyle = .custom
    story.transitioningDelegate = expansion
    expansion.card = card
    present(story, animated: true)
  }
}

/// The story: the artwork on top, text below; a downward drag dismisses it interactively.
final class StoryViewController: UIViewController {
  private let artwork: UIImage?

  init(artwork: UIImage?) {
    self.artwork = artwork
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let header = UIImageView(image: artwork)
    header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: artworkHeight)
    header.contentMode = .scaleAspectFill
    header.clipsToBounds = true
    header.autoresizingMask = [.flexibleWidth]
    let body = UILabel(
      frame: CGRect(x: 20, y: artworkHeight + 20, width: view.bounds.width - 40, height: 200))
    body.text = "The light goes first from the valleys, then from the ridges."
    body.numberOfLines = 0
    body.autoresizingMask = [.flexibleWidth]
    header.addSubview(storyTitle(width: view.bounds.width))
    view.addSubview(header)
    view.addSubview(body)
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self) { [unowned self] pan in self.drag(pan) })
    view.addGestureRecognizer(
      UITapGestureRecognizer(target: self) { [unowned self] _ in self.dismiss(animated: true) })
  }

  /// Down by 400 points is the whole way back; a release past a quarter of it, or flicked
  /// down, finishes.
  private func drag(_ pan: UIPanGestureRecognizer) {
    guard let expansion = transitioningDelegate as? CardExpansionAnimator else { return }
    let progress = min(max(pan.translation(in: view.superview).y / 400, 0), 1)
    switch pan.state {
    case .began:
      expansion.interaction = UIPercentDrivenInteractiveTransition()
      dismiss(animated: true)
    case .changed:
      expansion.interaction?.update(progress)
    case .ended, .cancelled:
      let flicked = pan.velocity(in: view.superview).y > 500
      if pan.state == .ended, progress > 0.25 || flicked {
        expansion.interaction?.finish()
      } else {
        expansion.interaction?.cancel()
      }
      expansion.interaction = nil
    default: break
    }
  }
}

/// Grows the story's view out of the card's frame (spring) and shrinks it back (ease in-out,
/// scrubbed by the drag); the card is hidden while the story stands in for it.
final class CardExpansionAnimator: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  weak var card: UIView?
  var interaction: UIPercentDrivenInteractiveTransition?
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

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { interaction }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { presenting ? 0.5 : 0.35 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let card,
      let story = transitionContext.viewController(forKey: presenting ? .to : .from)
    else { return transitionContext.completeTransition(true) }
    let storyView = story.view!
    let cardFrame = card.convert(card.bounds, to: container)
    let fullFrame = presenting ? transitionContext.finalFrame(for: story) : storyView.frame
    if presenting {
      storyView.frame = cardFrame
      storyView.layer.cornerRadius = card.layer.cornerRadius
      container.addSubview(storyView)
    }
    storyView.clipsToBounds = true
    card.isHidden = true
    let presenting = self.presenting
    let radius = card.layer.cornerRadius
    let duration = transitionDuration(using: transitionContext)
    let move = {
      storyView.frame = presenting ? fullFrame : cardFrame
      storyView.layer.cornerRadius = presenting ? 0 : radius
    }
    let done = { (_: Bool) in
      let cancelled = transitionContext.transitionWasCancelled
      // The card shows again once the story is gone; a cancelled drag leaves it open.
      card.isHidden = presenting != cancelled
      if !presenting, cancelled { storyView.layer.cornerRadius = 0 }
      transitionContext.completeTransition(!cancelled)
    }
    // Opening springs; closing eases, so the drag scrubs it evenly.
    if presenting {
      UIView.animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
        options: [], animations: move, completion: done)
    } else {
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: move,
        completion: done)
    }
  }
}
