import Foundation

/// POP's tweened animation: `duration` seconds (0.4 by default) along `timingFunction`
/// (Core Animation's default curve when nil).
@preconcurrency @MainActor
open class POPBasicAnimation: POPPropertyAnimation {
  public var duration: TimeInterval = 0.4
  public var timingFunction: CAMediaTimingFunction?

  override func timing(from: AnimatableVector, to: AnimatableVector, property: PopProperty)
    -> (curve: TimingCurve, duration: TimeInterval)
  {
    (.cubic(timingFunction?.bezier ?? .default), UIView.validSeconds(duration, "duration"))
  }
}
