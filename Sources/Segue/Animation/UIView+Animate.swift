import Foundation

extension UIView {
  /// Animates the changes `animations` makes to frame, bounds, center, transform, alpha,
  /// backgroundColor and cornerRadius. The model values change at once; what is drawn
  /// (`presentation()`) follows the curve. `completion` runs on a later tick with `true`
  /// if every animation ran to its end, `false` if one was replaced or stopped.
  ///
  ///     UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseOut]) {
  ///       card.center.y -= 200
  ///     } completion: { finished in print(finished) }
  ///
  /// Duration and delay are seconds; negative or non-finite values read as 0 (warned). A
  /// zero duration applies at once (or at the end of the delay) and completes on the next
  /// tick; with `.repeat` too it does the same, with a warning, instead of never ending. Inside another block,
  /// the enclosing block's duration and curve are inherited unless the options override
  /// them, as in UIKit.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let timing = Animation.Timing(
      curve: .cubic(options.curve.bezier), duration: validSeconds(duration, "duration"),
      delay: validSeconds(delay, "delay"))
    runBlock(timing: timing, options: options, animations: animations, completion: completion)
  }

  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
  }

  /// A spring that lasts exactly `duration` seconds. `dampingRatio` is ζ (1 settles without
  /// overshoot, smaller bounces); `velocity` is the initial speed in distances per second
  /// (1 covers the whole change in one second), as in UIKit. The options' curve is ignored.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let seconds = validSeconds(duration, "duration")
    let spring = Spring(
      dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
      duration: max(seconds, 1e-6))
    let timing = Animation.Timing(
      curve: .spring(spring), duration: seconds, delay: validSeconds(delay, "delay"))
    runBlock(
      timing: timing, options: options.union(.overrideInheritedCurve), animations: animations,
      completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animation off, even inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationContext.$current.withValue(nil, operation: actionsWithoutAnimation)
  }

  /// The duration of the enclosing animation block, or of the property animator whose
  /// animations are running, in seconds; 0 outside one.
  public class var inheritedAnimationDuration: TimeInterval {
    AnimationContext.current?.inheritedDuration ?? 0
  }

  static func runBlock(
    timing: Animation.Timing, options: AnimationOptions, discreteKeyframes: Bool? = nil,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    var timing = timing
    if let outer = AnimationContext.current?.blockTiming {
      if !options.contains(.overrideInheritedDuration) { timing.duration = outer.duration }
      if !options.contains(.overrideInheritedCurve) { timing.curve = outer.curve }
      if !options.contains(.overrideInheritedOptions) {
        timing.repeatsForever = timing.repeatsForever || outer.repeatsForever
        timing.autoreverses = timing.autoreverses || outer.autoreverses
      }
    }
    timing.repeatsForever = timing.repeatsForever || options.contains(.repeat)
    timing.autoreverses = timing.autoreverses || options.contains(.autoreverse)
    if timing.repeatsForever, timing.duration == 0 {
      // A zero-length cycle repeated forever would never end, and show nothing but its end
      // value: it plays once instead (at once, or after the delay) and completes.
      Diagnostics.warn("a repeating animation of duration 0 plays once; .repeat ignored")
      timing.repeatsForever = false
    }
    let group = CompletionGroup(completion: completion)
    let context = AnimationContext(
      .block(
        timing, beginFromCurrentState: options.contains(.beginFromCurrentState),
        allowsUserInteraction: options.contains(.allowUserInteraction)),
      group: group, discreteKeyframes: discreteKeyframes)
    context.run(animations)
    group.seal(engine: context.engine ?? AnimationEngine.current)
  }

  /// Seconds as given, or 0 with a warning when negative or not finite.
  static func validSeconds(_ seconds: TimeInterval, _ name: String) -> TimeInterval {
    guard seconds.isFinite, seconds >= 0 else {
      Diagnostics.warn("animation \(name) \(seconds) is invalid; using 0")
      return 0
    }
    return seconds
  }
}
