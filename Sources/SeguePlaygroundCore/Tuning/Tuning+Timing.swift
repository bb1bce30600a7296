import Foundation
import Segue

/// The tuning as animators take it.
extension Tuning {
  /// The animation's timing: the cubic curve, or for `.spring` a spring of mass 1,
  /// stiffness (2π/response)² and damping 4π·ζ/response that runs until it settles: the
  /// response is then its undamped period and ζ its damping ratio.
  ///
  ///     let animator = UIViewPropertyAnimator(
  ///       duration: tuning.animationDuration, timingParameters: tuning.timingParameters)
  public var timingParameters: any UITimingCurveProvider {
    if let spring { return spring }
    return UICubicTimingParameters(animationCurve: animationCurve ?? .easeInOut)
  }

  /// Seconds an animation along `timingParameters` takes: `duration`, or for a spring its
  /// settling time. What an animator's `transitionDuration(using:)` returns.
  public var animationDuration: TimeInterval {
    spring?.settlingDuration ?? duration
  }

  /// The cubic curve; nil for `.spring`.
  public var animationCurve: UIView.AnimationCurve? {
    switch curve {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInOut: .easeInOut
    case .spring: nil
    }
  }

  /// The curve as `UIView.animate` options (for code that animates with blocks); the
  /// spring reads as ease-in-out there.
  public var animationOptions: UIView.AnimationOptions {
    switch animationCurve ?? .easeInOut {
    case .linear: .curveLinear
    case .easeIn: .curveEaseIn
    case .easeOut: .curveEaseOut
    case .easeInOut: .curveEaseInOut
    }
  }

  /// Sets the part of an interactive transition after release: `completionSpeed`, and
  /// the curve (a spring carries the release velocity as its initial velocity).
  @MainActor
  public func configure(_ interaction: UIPercentDrivenInteractiveTransition) {
    interaction.completionSpeed = completionSpeed
    interaction.completionCurve = animationCurve ?? .easeInOut
    interaction.timingCurve = spring
  }

  private var spring: UISpringTimingParameters? {
    guard curve == .spring else { return nil }
    let omega = 2 * CGFloat.pi / CGFloat(springResponse)
    return UISpringTimingParameters(
      mass: 1, stiffness: omega * omega, damping: 2 * springDamping * omega,
      initialVelocity: CGVector(dx: 0, dy: 0))
  }
}
