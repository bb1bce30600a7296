import Foundation

/// A basic animation whose progress follows a damped spring, solved in closed form (so the
/// frame rate never changes its path). The spring runs in real seconds: set `duration` to
/// `settlingDuration` to let it come to rest, as Core Animation leaves that to the caller.
///
///     let drop = CASpringAnimation(keyPath: "position.y")
///     drop.fromValue = 0
///     drop.toValue = 300
///     drop.damping = 8
///     drop.duration = drop.settlingDuration
open class CASpringAnimation: CABasicAnimation {
  /// Kilograms, as it were; 1 by default. Must be > 0.
  open var mass: CGFloat = 1
  /// Newtons per unit of distance; 100 by default. Must be > 0.
  open var stiffness: CGFloat = 100
  /// Newton-seconds per unit of distance; 10 by default. Must be ≥ 0.
  open var damping: CGFloat = 10
  /// Fractions of the distance per second at the start (positive towards `toValue`); 0 by
  /// default.
  open var initialVelocity: CGFloat = 0

  /// Seconds until the spring stays within 0.1 % of the distance from its target, for the
  /// current parameters (invalid ones are read as the defaults, with a warning).
  open var settlingDuration: CFTimeInterval {
    spring.settlingDuration()
  }

  var spring: Spring {
    Spring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(initialVelocity))
  }

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CASpringAnimation else { return }
    (mass, stiffness, damping, initialVelocity) =
      (other.mass, other.stiffness, other.damping, other.initialVelocity)
  }
}
