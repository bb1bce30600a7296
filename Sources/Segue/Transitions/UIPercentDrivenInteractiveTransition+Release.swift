import Foundation

extension UIPercentDrivenInteractiveTransition {
  /// Ends the interaction the way a drag's release asks: `policy` decides between finishing
  /// and cancelling, and the release velocity carries into the rest of the way, so the
  /// content neither jumps nor changes speed when the pointer lets go (DESIGN §5). Returns
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
}
