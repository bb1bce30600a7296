import Segue

/// Dismisses the card interactively: a pan on the card drives the dismissal, its progress
/// the distance dragged down over the card's height. Released, it finishes past half way or
/// when flung down, and goes back otherwise.
final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
  /// True while a drag drives the dismissal: the delegate hands this interaction out only
  /// then, so a button's `dismiss(animated:)` still animates on its own.
  var isInteracting = false
  private weak var card: UIViewController?

  /// Lets a pan on `card`'s view dismiss it.
  func attach(to card: UIViewController) {
    self.card = card
    let pan = UIPanGestureRecognizer(target: self) { [unowned self] pan in self.handlePan(pan) }
    card.view.addGestureRecognizer(pan)
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let view = card?.view else { return }
    let progress = pan.translation(in: view).y / view.bounds.height
    switch pan.state {
    case .began:
      isInteracting = true
      card?.dismiss(animated: true)
    case .changed:
      update(progress)
    case .ended:
      isInteracting = false
      progress > 0.5 || pan.velocity(in: view).y > 800 ? finish() : cancel()
    case .cancelled, .failed:
      isInteracting = false
      cancel()
    default:
      break
    }
  }
}
