import Foundation

/// POP's spring: a physical spring (mass, tension, friction) that runs until it settles
/// within the property's threshold. Set `springBounciness` and `springSpeed`, or the
/// dynamics directly. Solved in closed form, so frames do not change its path.
///
///     let anim = POPSpringAnimation(propertyNamed: kPOPLayerPositionY)
///     anim.toValue = container.center.y
///     anim.springBounciness = 10
///     toView.layer.pop_add(anim, forKey: "positionAnimation")
@preconcurrency @MainActor
open class POPSpringAnimation: POPPropertyAnimation {
  /// 0…20, 4 by default: higher bounces more. Setting it recomputes the dynamics.
  public var springBounciness: CGFloat = 4 { didSet { updateDynamics() } }
  /// 0…20, 12 by default: higher is faster and damps bounces sooner.
  public var springSpeed: CGFloat = 12 { didSet { updateDynamics() } }
  /// Stiffness; ≈ 342 for the default bounciness and speed.
  public var dynamicsTension: CGFloat = 0
  /// Damping; ≈ 30.5 for the default bounciness and speed. Below a damping ratio of 0.01
  /// (friction 0 included) it is raised to that, with a warning, so the spring settles.
  public var dynamicsFriction: CGFloat = 0
  public var dynamicsMass: CGFloat = 1
  /// Initial velocity in the property's units per second (a number or a point); 0 by default.
  public var velocity: Any?

  public override init(propertyNamed name: String) {
    super.init(propertyNamed: name)
    updateDynamics()
  }

  private func updateDynamics() {
    let dynamics = Spring.popDynamics(
      bounciness: Double(springBounciness), speed: Double(springSpeed))
    dynamicsTension = CGFloat(dynamics.tension)
    dynamicsFriction = CGFloat(dynamics.friction)
    dynamicsMass = 1
  }

  override func timing(from: AnimatableVector, to: AnimatableVector, property: PopProperty)
    -> (curve: TimingCurve, duration: TimeInterval)
  {
    // One progress curve drives every lane: take the lane that moves farthest.
    let lane = property.lanes.max { abs(to[$0] - from[$0]) < abs(to[$1] - from[$1]) } ?? 0
    let distance = to[lane] - from[lane]
    let speed = property.replacingLanes(of: .zero, with: velocity)[lane]
    let spring = Spring.physical(
      mass: Double(dynamicsMass), stiffness: Double(dynamicsTension),
      damping: Double(dynamicsFriction), initialVelocity: distance == 0 ? 0 : speed / distance)
    let tolerance = distance == 0 ? 1 : property.threshold / abs(distance)
    return (.spring(spring), spring.settlingDuration(tolerance: tolerance))
  }
}
