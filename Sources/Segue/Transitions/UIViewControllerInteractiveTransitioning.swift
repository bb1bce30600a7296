import Foundation

/// An interaction controller: drives a transition's progress from input. Most use
/// `UIPercentDrivenInteractiveTransition`, which scrubs the animator's animations.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// Called instead of `animateTransition(using:)` when this controller is returned.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// Speed multiplier for the part after the interaction ends; 1 by default.
  var completionSpeed: CGFloat { get }
  /// Curve of the part after the interaction ends; `.easeInOut` by default.
  var completionCurve: UIView.AnimationCurve { get }
  /// False starts the transition running, as if not interactive, until `pause()`; true
  /// by default.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}
