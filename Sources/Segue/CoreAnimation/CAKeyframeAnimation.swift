import Foundation

/// An animation through a list of values (or along a path, for a point property), each
/// reached at its key time.
///
///     let shake = CAKeyframeAnimation(keyPath: "position.x")
///     shake.values = [0, 10, -10, 10, 0]
///     shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
///     shake.isAdditive = true
///     shake.duration = 0.4
///
/// `keyTimes` are fractions of the duration, one per value (one more than the values with
/// `.discrete`); nil spaces the values evenly. A list that does not match is ignored with a
/// warning naming the animation, and the values are spaced evenly.
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  /// For a point property (`position`, `anchorPoint`): the path the point follows, in the
  /// superlayer's coordinates; when set, `values` are ignored. Curves are followed through
  /// their flattening, and the point moves along it at constant speed.
  open var path: CGPath?
  open var keyTimes: [NSNumber]?
  /// One per segment (one fewer than the values): how each segment eases. nil is linear.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are found; `.linear` by default.
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// `.rotateAuto` turns the layer along a `path`'s direction (`.rotateAutoReverse` against
  /// it); nil (the default) leaves the rotation alone.
  open var rotationMode: CAAnimationRotationMode?

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    (values, path, keyTimes, timingFunctions) =
      (other.values, other.path, other.keyTimes, other.timingFunctions)
    (calculationMode, rotationMode) = (other.calculationMode, other.rotationMode)
  }
}

/// How a keyframe animation finds the values between its keyframes.
public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Straight lines between the values, at the key times.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each value held until the next key time: no interpolation.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Straight lines at constant speed; `keyTimes` and `timingFunctions` are ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth Catmull-Rom spline through the values, at the key times.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// The spline, at constant speed between values.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe path turns with it.
public struct CAAnimationRotationMode: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
