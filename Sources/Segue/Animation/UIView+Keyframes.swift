import Foundation

extension UIView {
  /// UIKit's keyframe options, with UIKit's bit values. The curve bits of
  /// `UIView.AnimationOptions` (bits 16–19) are honored too, as UIKit does:
  /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Segments interpolate linearly; the default and the only mode Segue draws (the others
    /// are accepted and drawn as linear, except discrete).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each keyframe jumps to its values at its start time.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    var isDiscrete: Bool { (rawValue >> 10) & 0x7 == 1 }
  }

  /// Animates the keyframes that `animations` adds with `addKeyframe`, one after another,
  /// over `duration` seconds. The whole run follows ease-in-out unless the options carry
  /// another curve; within it each keyframe interpolates linearly over its share.
  ///
  ///     UIView.animateKeyframes(withDuration: 0.6, delay: 0) {
  ///       UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
  ///         card.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
  ///       }
  ///       UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
  ///         card.transform = .identity
  ///       }
  ///     }
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let blockOptions = AnimationOptions(rawValue: options.rawValue)
    let timing = Animation.Timing(
      curve: .cubic(blockOptions.curve.bezier), duration: validSeconds(duration, "duration"),
      delay: validSeconds(delay, "delay"))
    runBlock(
      timing: timing, options: blockOptions.union(.overrideInheritedCurve),
      discreteKeyframes: options.isDiscrete, animations: animations, completion: completion)
  }

  /// One keyframe of the enclosing `animateKeyframes`: its changes play from
  /// `frameStartTime` for `frameDuration`, both fractions (0…1) of the whole run. Outside
  /// `animateKeyframes` the changes apply at once, with a warning.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let parent = AnimationContext.current, parent.acceptsKeyframes else {
      Diagnostics.warn("addKeyframe outside animateKeyframes; the changes apply at once")
      return performWithoutAnimation(animations)
    }
    let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
    let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
    if start != frameStartTime || length != frameDuration {
      Diagnostics.warn(
        "addKeyframe(\(frameStartTime), \(frameDuration)) outside 0…1; clamped to "
          + "(\(start), \(length))")
    }
    AnimationContext(.keyframe(parent: parent, start: start, length: length)).run(animations)
  }
}
