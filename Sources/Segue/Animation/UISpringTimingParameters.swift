import Foundation

/// Spring timing for a `UIViewPropertyAnimator`, as in UIKit.
///
/// With a damping ratio the animation lasts the animator's duration; with mass, stiffness
/// and damping it lasts until the spring settles and the animator's duration is ignored.
/// `initialVelocity` is in distances per second (1 covers the whole change in one second);
/// Segue animates every property along one progress curve, so it uses `dx` only.
///
///     UIViewPropertyAnimator(
///       duration: 0.5,
///       timingParameters: UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: .zero))
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
  // Immutable after init, which is what makes the unchecked Sendable sound.
  public let initialVelocity: CGVector
  private let model: Model

  private enum Model {
    case ratio(Double)
    case physical(mass: Double, stiffness: Double, damping: Double)
  }

  /// Critically damped (ratio 1), at rest.
  public override convenience init() {
    self.init(dampingRatio: 1)
  }

  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// `ratio` is ζ: 1 settles without overshoot, smaller values bounce.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    model = .ratio(Spring.validRatio(Double(ratio)))
    initialVelocity = velocity
    super.init()
  }

  /// A physical spring: mass in kg-like units, stiffness k, damping c (see
  /// `CASpringAnimation`; Core Animation's defaults are 1, 100 and 10). Damping below a
  /// damping ratio of 0.01 (0 included) is raised to it with a warning, so the spring
  /// settles (see `Spring.minimumPhysicalDampingRatio`).
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    let spring = Spring.physical(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: 0)
    model = .physical(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    initialVelocity = velocity
    super.init()
  }

  /// The same spring starting at `velocity` (distances per second); for hand-offs from a
  /// gesture into a transition's completion.
  func withInitialVelocity(_ velocity: Double) -> UISpringTimingParameters {
    let vector = CGVector(dx: velocity, dy: 0)
    switch model {
    case .ratio(let ratio):
      return UISpringTimingParameters(dampingRatio: ratio, initialVelocity: vector)
    case .physical(let mass, let stiffness, let damping):
      return UISpringTimingParameters(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: vector)
    }
  }

  /// Seconds a spring given by mass, stiffness and damping runs until it settles (within
  /// 0.1 % of its target), which is how long it animates whatever the animator's duration;
  /// nil for a damping-ratio spring, which lasts the animator's duration. Segue only, for
  /// code that must know the length up front (`transitionDuration(using:)`).
  public var settlingDuration: TimeInterval? {
    guard case .physical(let mass, let stiffness, let damping) = model else { return nil }
    return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
      .settlingDuration()
  }

  public var timingCurveType: UITimingCurveType { .spring }
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  public var springTimingParameters: UISpringTimingParameters? { self }

  func timing(duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
    let velocity = Double(initialVelocity.dx)
    switch model {
    case .ratio(let ratio):
      let spring = Spring(
        dampingRatio: ratio, initialVelocity: velocity, duration: max(duration, 1e-6))
      return (.spring(spring), duration)
    case .physical(let mass, let stiffness, let damping):
      let spring = Spring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      return (.spring(spring), spring.settlingDuration())
    }
  }
}
