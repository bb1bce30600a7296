import Foundation
import Segue

/// Where a decision policy changes its mind, for the inspector's markers: the progress
/// past which a still release finishes, and the velocities (points per second along the
/// drag) at which a release at the current progress changes decision.
public struct DecisionThresholds: Equatable, Sendable {
  /// 0…1; nil when the release is decided by the scene's own code (`unknown`).
  public var progress: CGFloat?
  /// At or below it, a release cancels (velocityThenProgress: 0; flutterCupertino: one
  /// distance per second backwards); nil when the policy has no such velocity.
  public var cancelVelocity: CGFloat?
  /// Above it, a release finishes (velocityThenProgress: its velocity; flutterCupertino:
  /// one distance per second; projected: the speed that coasts to the threshold from
  /// here); nil when velocity does not count.
  public var finishVelocity: CGFloat?

  /// No thresholds: a release decided by the scene's own code (or by a policy of its own),
  /// which the inspector cannot read, so it draws no lines rather than wrong ones.
  public static let unknown = DecisionThresholds()

  private init() {}

  /// The thresholds of the policy `rule` for a drag like `release` (its progress and
  /// distance; its velocity does not matter); `unknown` for a custom policy.
  public init(rule: TransitionDecisionPolicy.Rule, release: TransitionDecisionPolicy.Release) {
    switch rule {
    case .projected(let deceleration, let threshold):
      // The projection grows linearly with velocity: this much progress per pt/s.
      let coast = TransitionDecisionPolicy.projectedProgress(
        .init(progress: 0, velocity: 1, distance: release.distance), deceleration: deceleration)
      progress = threshold
      finishVelocity = coast > 0 ? (threshold - release.progress) / coast : nil
    case .velocityThenProgress(let threshold, let velocity):
      progress = threshold
      cancelVelocity = 0
      finishVelocity = velocity
    case .progress(let threshold):
      progress = threshold
    case .flutterCupertino:
      progress = 0.5
      cancelVelocity = -release.distance
      finishVelocity = release.distance
    case .custom:
      break
    }
  }
}
