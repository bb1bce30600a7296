import Segue
import SeguePlaygroundCore

/// A third-party transition as `segue port` leaves it: BubbleTransition (MIT, in
/// `Ported/BubbleTransition.swift`). The round button presents a controller inside a
/// bubble that grows from the button; the close button shrinks it back, and a downward
/// drag dismisses interactively (BubbleInteractiveTransition, finishing past 30 % of the
/// height). Both buttons sit on the safe area's bottom edge, so `--device` moves them
/// clear of the home indicator.
///
/// Mouse: click "+"; then click "×" or drag the page down.
extension Scene {
  static let bubble = Scene(
    "bubble",
    summary: "BubbleTransition (MIT, ported): a bubble grows from the button; drag down to close",
    transitions: .pair(
      "present", "dismiss",
      there: { window in (window.rootViewController as? BubbleHomeViewController)?.presentModal() },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      })
  ) {
    BubbleHomeViewController()
  }
}
