import Segue

/// The knobs of a scene's transitions that the playground tunes live: how long and along
/// which curve the animation runs, and how the release of a drag is decided.
///
///     var tuning = Tuning.standard
///     tuning = tuning.adjusting(.progressThreshold, by: 0.2)  // 0.5 → 0.7
///     interaction.finishOrCancel(release, policy: tuning.decisionPolicy)
///
/// A plain value: a scene reads it through a `LiveTuning` the playground updates.
public struct Tuning: Equatable, Sendable {
  /// The animation curve: UIKit's four cubic curves or a spring.
  public enum Curve: String, CaseIterable, Sendable {
    case linear, easeIn, easeOut, easeInOut, spring
  }

  /// Which `TransitionDecisionPolicy` decides whether a released drag finishes or cancels.
  public enum Policy: String, CaseIterable, Sendable {
    case projected, velocityThenProgress, progress, flutterCupertino
  }

  /// Seconds the animation lasts (cubic curves; a spring lasts until it settles).
  public var duration: TimeInterval
  public var curve: Curve
  /// The spring's damping ratio ζ: 1 settles without overshoot, less bounces.
  public var springDamping: CGFloat
  /// The spring's response in seconds: the period of its undamped oscillation.
  public var springResponse: TimeInterval
  public var policy: Policy
  /// Progress 0…1 past which a release finishes (projected, velocityThenProgress,
  /// progress; flutterCupertino always uses 0.5).
  public var progressThreshold: CGFloat
  /// Points per second above which velocityThenProgress finishes whatever the progress.
  public var velocityThreshold: CGFloat
  /// Points from the left edge where a back swipe may start; 0 is anywhere (the
  /// full-screen pop).
  public var edgeZone: CGFloat
  /// Multiplies the speed of the rest of an interactive transition after release
  /// (`UIPercentDrivenInteractiveTransition.completionSpeed`).
  public var completionSpeed: CGFloat

  public init(
    duration: TimeInterval = 0.35, curve: Curve = .easeInOut, springDamping: CGFloat = 0.85,
    springResponse: TimeInterval = 0.4, policy: Policy = .projected,
    progressThreshold: CGFloat = 0.5, velocityThreshold: CGFloat = 100, edgeZone: CGFloat = 20,
    completionSpeed: CGFloat = 1
  ) {
    self.duration = duration
    self.curve = curve
    self.springDamping = springDamping
    self.springResponse = springResponse
    self.policy = policy
    self.progressThreshold = progressThreshold
    self.velocityThreshold = velocityThreshold
    self.edgeZone = edgeZone
    self.completionSpeed = completionSpeed
  }

  /// What Segue does when nothing is chosen: the default push and pop (0.35 s as in Apple's
  /// CustomTransitions sample, ease-in-out), the projected release at 0.5, the 20-point edge
  /// zone.
  public static let standard = Tuning()

  /// The policy `policy` names, with this tuning's thresholds.
  public var decisionPolicy: TransitionDecisionPolicy {
    switch policy {
    case .projected: .projected(threshold: progressThreshold)
    case .velocityThenProgress:
      .velocityThenProgress(threshold: progressThreshold, velocity: velocityThreshold)
    case .progress: .progress(progressThreshold)
    case .flutterCupertino: .flutterCupertino
    }
  }
}
