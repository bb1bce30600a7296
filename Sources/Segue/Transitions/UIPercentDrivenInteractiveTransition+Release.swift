import Foundation

extension UIPercentDrivenInteractiveTransition {
  /// `update(release.progress)`, telling the interaction how its release will be decided:
  /// `pendingRelease` keeps `release` and `policy` until `finish()` or `cancel()`, so the
  /// playground's inspector predicts with the policy you apply, along your drag's direction.
  ///
  ///     case .changed:
  ///       interaction.update(release(of: pan), policy: .velocityThenProgress())
  ///     case .ended:
  ///       interaction.finishOrCancel(release(of: pan), policy: .velocityThenProgress())
  public func update(
    _ release: TransitionDecisionPolicy.Release, policy: TransitionDecisionPolicy = .default
  ) {
    update(release.progress)
    pendingRelease = (release, policy)
  }

  /// Ends the interaction the way a drag's release asks: `policy` decides between finishing
  /// and cancelling, and the release velocity carries into the rest of the way, so the
  /// content neither jumps nor changes speed when the pointer lets go, as on iOS. Returns
  /// true when it finishes.
  ///
  ///     case .ended, .cancelled:
  ///       let release = TransitionDecisionPolicy.Release(
  ///         pan: pan, in: view, direction: CGVector(dx: 1, dy: 0))
  ///       interaction.finishOrCancel(release, policy: .velocityThenProgress())
  ///
  /// The rest takes min(remaining duration, remaining distance ÷ speed) and starts at the
  /// release speed (a spring `timingCurve` gets it as its initial velocity).
  @discardableResult
  public func finishOrCancel(
    _ release: TransitionDecisionPolicy.Release, policy: TransitionDecisionPolicy = .default
  ) -> Bool {
    let finishing = policy.shouldFinish(release)
    if finishing {
      finish(velocity: release.normalizedVelocity)
    } else {
      cancel(velocity: release.normalizedVelocity)
    }
    return finishing
  }

  /// The end of a drag that drives this interaction: a drag that ended is decided by
  /// `policy`; one that was cancelled (another gesture took the touch) goes back, keeping
  /// its speed.
  func endDrag(
    _ release: TransitionDecisionPolicy.Release, policy: TransitionDecisionPolicy, ended: Bool
  ) {
    if ended {
      finishOrCancel(release, policy: policy)
    } else {
      cancel(velocity: release.normalizedVelocity)
    }
  }
}
