import Foundation

/// Which kind of timing a `UITimingCurveProvider` describes.
public enum UITimingCurveType: Int, Sendable {
  case builtin, cubic, spring, composed
}

/// Timing for a `UIViewPropertyAnimator`: a cubic curve or a spring, as in UIKit.
public protocol UITimingCurveProvider: Sendable {
  var timingCurveType: UITimingCurveType { get }
  var cubicTimingParameters: UICubicTimingParameters? { get }
  var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
  /// The engine's curve for an animation of `duration` seconds, and the duration it really
  /// takes (a spring given by mass, stiffness and damping takes its settling time).
  func timing(duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
    if let spring = springTimingParameters { return spring.timing(duration: duration) }
    return (.cubic(cubicTimingParameters?.bezier ?? .easeInOut), duration)
  }
}
