import Foundation

/// Decides, when the drag of an interactive transition is released, whether the transition
/// finishes or cancels. Pick one per transition or write your own:
///
///     let policy: TransitionDecisionPolicy = .projected()       // the default
///     let release = TransitionDecisionPolicy.Release(
///       pan: gesture, in: containerView, direction: CGVector(dx: 1, dy: 0))
///     policy.shouldFinish(release) ? finish() : cancel()
///
///     let custom = TransitionDecisionPolicy { $0.progress > 0.2 || $0.velocity > 500 }
public struct TransitionDecisionPolicy: Sendable {
  /// The drag at release, measured along the direction that completes the transition
  /// (rightwards for a pop, downwards for a card dismissal).
  public struct Release: Equatable, Sendable {
    /// Fraction of the transition done, 0…1.
    public var progress: CGFloat
    /// Points per second toward completion; negative when moving back.
    public var velocity: CGFloat
    /// Points of drag that make the whole transition (the width for a pop), > 0.
    public var distance: CGFloat

    public init(progress: CGFloat, velocity: CGFloat, distance: CGFloat) {
      self.progress = progress
      self.velocity = velocity
      self.distance = distance
    }

    /// Reads a pan: progress is its translation along `direction` over `distance` (clamped
    /// to 0…1), velocity its velocity along `direction`. `direction` is normalised;
    /// `distance` defaults to `view`'s extent along it (its width for a horizontal drag).
    @MainActor
    public init(
      pan: UIPanGestureRecognizer, in view: UIView?, direction: CGVector,
      distance: CGFloat? = nil
    ) {
      let length = hypot(direction.dx, direction.dy)
      let unit = length > 0 ? CGVector(dx: direction.dx / length, dy: direction.dy / length) : .zero
      let extent =
        distance
        ?? (view.map { abs(unit.dx) * $0.bounds.width + abs(unit.dy) * $0.bounds.height } ?? 1)
      let translation = pan.translation(in: view)
      let velocity = pan.velocity(in: view)
      let along = translation.x * unit.dx + translation.y * unit.dy
      self.init(
        progress: extent > 0 ? min(max(along / extent, 0), 1) : 0,
        velocity: velocity.x * unit.dx + velocity.y * unit.dy,
        distance: extent)
    }

    /// Velocity in transitions per second (distances per second).
    public var normalizedVelocity: CGFloat { distance > 0 ? velocity / distance : 0 }
  }

  /// True finishes the transition, false cancels it.
  public var shouldFinish: @Sendable (Release) -> Bool
  /// Which of the policies below this is, with its parameters, so a tool can draw where it
  /// changes its mind (the playground's threshold lines); `.custom` for your own closure.
  public let rule: Rule

  /// The named policies and their parameters; `custom` is a closure of your own.
  public enum Rule: Equatable, Sendable {
    case projected(deceleration: CGFloat, threshold: CGFloat)
    case velocityThenProgress(threshold: CGFloat, velocity: CGFloat)
    case progress(threshold: CGFloat)
    case flutterCupertino
    case custom
  }

  public init(shouldFinish: @escaping @Sendable (Release) -> Bool) {
    self.init(rule: .custom, shouldFinish: shouldFinish)
  }

  private init(rule: Rule, shouldFinish: @escaping @Sendable (Release) -> Bool) {
    self.rule = rule
    self.shouldFinish = shouldFinish
  }

  /// Where the content would come to rest if it coasted like a scroll view, the way
  /// UIScrollView, WWDC18 "Designing Fluid Interfaces" and libadwaita decide: the release
  /// progress plus the coasting distance v/1000 · d/(1 − d) (d per millisecond; 0.998 is
  /// UIScrollView's normal rate, 0.99 its fast one) over `distance`. Finishes when that
  /// projection passes `threshold` (0.5 by default). The default policy.
  public static func projected(deceleration: CGFloat = 0.998, threshold: CGFloat = 0.5) -> Self {
    Self(rule: .projected(deceleration: deceleration, threshold: threshold)) { release in
      projectedProgress(release, deceleration: deceleration) > threshold
    }
  }

  /// The projection `projected` tests, exposed for drawing it or writing variants.
  public static func projectedProgress(_ release: Release, deceleration: CGFloat = 0.998)
    -> CGFloat
  {
    let coast = release.velocity / 1000 * deceleration / (1 - deceleration)
    return release.progress + (release.distance > 0 ? coast / release.distance : 0)
  }

  /// Seed 000's rule: moving back (v ≤ 0) cancels; faster than `velocity` (100 pt/s by
  /// default) finishes; otherwise finishes past `threshold` (0.3 by default).
  public static func velocityThenProgress(threshold: CGFloat = 0.3, velocity: CGFloat = 100)
    -> Self
  {
    Self(rule: .velocityThenProgress(threshold: threshold, velocity: velocity)) { release in
      if release.velocity <= 0 { return false }
      if release.velocity > velocity { return true }
      return release.progress > threshold
    }
  }

  /// Progress alone, velocity ignored (seed 001, Apple's sample): finishes past `threshold`.
  public static func progress(_ threshold: CGFloat = 0.5) -> Self {
    Self(rule: .progress(threshold: threshold)) { $0.progress > threshold }
  }

  /// Flutter's Cupertino back swipe (route.dart): a fling of at least one distance per
  /// second goes its way; a slower release finishes past half.
  public static var flutterCupertino: Self {
    Self(rule: .flutterCupertino) { release in
      let velocity = release.normalizedVelocity
      if abs(velocity) >= 1 { return velocity > 0 }
      return release.progress > 0.5
    }
  }

  /// `projected()`: what Segue uses when a transition picks nothing.
  public static var `default`: Self { .projected() }
}
