import Segue
import SeguePlaygroundCore

/// Seed 002's story (Apple's guide, Listings 10-1 to 10-4): a custom presentation that
/// grows in from the lower-right corner (MyAnimator, 0.5 s) and leaves the same way; the
/// dismissal can be interactive, driven by a vertical drag anywhere on the container,
/// and it finishes when the drag ends.
///
/// Mouse: click "Present"; on the orange page click "Dismiss", or "Drag to dismiss" and
/// then drag up or down.
extension Scene {
  static let seed002Diagonal = Scene(
    name: "seed002-diagonal",
    summary: "seed 002: diagonal present/dismiss, vertical drag drives the dismissal",
    // Apple's listings fix everything (and their dismissal finishes at the end of any
    // drag): nothing is tuned.
    defaultTuning: Tuning(duration: 0.5),
    transitions: .pair(
      "present", "dismiss",
      there: { window in
        (window.rootViewController as? DiagonalPresenterViewController)?.presentDiagonal()
      },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      }
    )
  ) { _ in
    DiagonalPresenterViewController()
  }
}

final class DiagonalPresenterViewController: UIViewController {
  /// Strong: `transitioningDelegate` is weak.
  let transitionDelegate = MyTransitioningDelegate()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemIndigo
    DemoButton.make("Present", y: 120, in: view).addTarget(self, for: .touchUpInside) {
      [unowned self] _ in self.presentDiagonal()
    }
  }

  func presentDiagonal() {
    let presented = DiagonalPresentedViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = transitionDelegate
    present(presented, animated: true)
  }
}

final class DiagonalPresentedViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemOrange
    DemoButton.make("Dismiss", y: 120, in: view).addTarget(self, for: .touchUpInside) {
      [unowned self] _ in self.dismiss(animated: true)
    }
    DemoButton.make("Drag to dismiss", y: 190, in: view).addTarget(self, for: .touchUpInside) {
      [unowned self] _ in
      (self.transitioningDelegate as? MyTransitioningDelegate)?.interactiveDismissal =
        MyInteractiveTransition()
      self.dismiss(animated: true)
    }
  }
}
