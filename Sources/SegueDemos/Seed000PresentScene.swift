import Segue
import SeguePlaygroundCore

/// Seed 000's story: Test1Controller presents a red controller sliding in from the right
/// (CustomAnimator, 0.35 s, linear); dragging it to the right dismisses it, finishing or
/// cancelling on release by the article's rule (v ≤ 0 cancels, v > 100 pt/s finishes,
/// else more than 30 % of the width finishes).
///
/// Tuned: the animator's duration and cubic curve, the release policy and thresholds, and
/// the completion speed, copied into the port's stored properties.
///
/// Mouse: click "Present"; then drag the red page to the right.
extension Scene {
  static let seed000Present = Scene(
    name: "seed000-present",
    summary: "seed 000: present sliding horizontally, drag right to dismiss",
    defaultTuning: Tuning(
      duration: 0.35, curve: .linear, policy: .velocityThenProgress, progressThreshold: 0.3,
      velocityThreshold: 100),
    tunedParameters: [
      .duration, .curve, .policy, .progressThreshold, .velocityThreshold, .completionSpeed,
    ],
    transitions: .pair(
      "present", "dismiss",
      there: { window in
        (window.rootViewController as? Test1Controller)?.present(UIButton(type: .system))
      },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      }
    )
  ) { tuning in
    let controller = Test1Controller()
    tuning.observe { [weak controller] tuning in
      guard let delegate = controller?.deletage else { return }
      delegate.customAnimator.duration = tuning.duration
      delegate.customAnimator.options = tuning.animationOptions
      delegate.interactive.decisionPolicy = tuning.decisionPolicy
      delegate.interactive.completionSpeed = tuning.completionSpeed
    }
    return controller
  }
}
