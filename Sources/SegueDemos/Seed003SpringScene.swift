import Segue
import SeguePlaygroundCore

/// Seed 003's story: the presented page drops in from above on a POP spring, its scale
/// springing from (1.2, 1.4) back to 1; dismissing flies it up and out (POP basic
/// animation).
///
/// Mouse: click "Present", then "Dismiss".
extension Scene {
  static let seed003Spring = Scene(
    name: "seed003-spring", summary: "seed 003: spring drop-in present, fly-out dismiss",
    // POP's springs (bounciness 10 and 20) and basic animation are the article's own:
    // nothing is tuned.
    defaultTuning: Tuning(duration: 0.5, curve: .spring),
    transitions: .pair(
      "present", "dismiss",
      there: { window in
        (window.rootViewController as? ViewController)?.click(UIButton(type: .system))
      },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      }
    )
  ) { _ in
    ViewController()
  }
}
