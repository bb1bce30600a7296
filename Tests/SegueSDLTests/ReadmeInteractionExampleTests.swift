import Segue
import SegueTesting
import SnapshotTesting
import Testing

// The README's examples of interaction tests, verbatim: they must keep compiling and
// passing. `CardSlideAnimator` and `CardSlideDelegate` are the README's transition example.

/// Presents the card of `CardSlideAnimator` under a drag: while `isInteracting`, the
/// delegate hands out its percent-driven interaction.
final class CardDragDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator = CardSlideAnimator()
  let interaction = UIPercentDrivenInteractiveTransition()
  var isInteracting = false

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { animator }

  func interactionControllerForPresentation(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    isInteracting ? interaction : nil
  }
}

@MainActor
@Test func cardFollowsTheDrag() throws {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 480))
  let home = UIViewController()
  home.view.backgroundColor = .systemIndigo
  window.rootViewController = home
  window.makeKeyAndVisible()
  let delegate = CardDragDelegate()
  let card = UIViewController()
  card.view.backgroundColor = .systemBackground
  card.modalPresentationStyle = .custom
  card.transitioningDelegate = delegate
  // Held at 25 %, 50 % and 75 %: cardFollowsTheDrag.card-p025.png, …
  try assertInteractiveTransition(
    named: "card", in: window, driving: delegate.interaction, at: [0.25, 0.5, 0.75]
  ) {
    delegate.isInteracting = true
    home.present(card, animated: true)
  }
  delegate.interaction.finish()
  window.step(frames: 30)
  #expect(home.presentedViewController === card)
  #expect(window.rootViewController?.transitionCoordinator == nil)
}

@MainActor
@Test func cardHalfWay() {
  let delegate = CardSlideDelegate()
  let card = UIViewController()
  card.view.backgroundColor = .systemOrange
  card.modalPresentationStyle = .custom
  card.transitioningDelegate = delegate
  assertSnapshot(of: card, as: .transition(at: 0.5, size: CGSize(width: 240, height: 480)))
}
