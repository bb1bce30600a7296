import Segue
import SegueTesting
import Testing

// The README's transition test example, verbatim: it must keep compiling and passing.

/// Slides the presented page up from below into a card `top` points from the top, 0.3 s.
final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var top: CGFloat = 80

  func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.3
  }

  func animateTransition(using context: UIViewControllerContextTransitioning) {
    guard let card = context.view(forKey: .to) else { return }
    let bounds = context.containerView.bounds
    let final = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    card.frame = final.offsetBy(dx: 0, dy: bounds.height)
    card.layer.cornerRadius = 16
    context.containerView.addSubview(card)
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
      card.frame = final
    } completion: { _ in
      context.completeTransition(!context.transitionWasCancelled)
    }
  }
}

final class CardSlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator = CardSlideAnimator()

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { animator }
}

@MainActor
@Test func cardSlidesUp() throws {
  try assertCardSlide(CardSlideDelegate())
}

/// Presents a card with `delegate`'s animator in a 240×480 window and asserts the
/// transition at progress 0, 0.25, 0.5, 0.75 and 1 (`cardSlidesUp.card-p050.png`, …).
@MainActor
func assertCardSlide(_ delegate: CardSlideDelegate, testName: String = "cardSlidesUp") throws {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 480))
  let home = UIViewController()
  home.view.backgroundColor = .systemIndigo
  window.rootViewController = home
  window.makeKeyAndVisible()
  try assertTransition(named: "card", in: window, testName: testName) {
    let card = UIViewController()
    card.view.backgroundColor = .systemBackground
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    home.present(card, animated: true)
  }
}
