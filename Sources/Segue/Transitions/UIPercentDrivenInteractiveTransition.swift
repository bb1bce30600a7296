import Foundation

/// An interaction controller that scrubs the animator's animations by a percentage, as in
/// UIKit. Every animation `animateTransition(using:)` starts — `UIView.animate`, springs,
/// keyframes, property animators, POP — and every alongside block is held at
/// `percent × duration`; `finish()` and `cancel()` play the rest.
///
///     switch pan.state {
///     case .began: interaction = UIPercentDrivenInteractiveTransition(); dismiss(animated: true)
///     case .changed: interaction.update(pan.translation(in: view).x / view.bounds.width)
///     default: progress > 0.5 ? interaction.finish() : interaction.cancel()
///     }
///
/// Calls made before the transition starts (it starts on the next frame) are kept and
/// applied when it does. An animator that returns an `interruptibleAnimator(using:)` is
/// driven through that property animator instead.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  /// The animator's duration, in seconds; 0 until the transition starts.
  open var duration: CGFloat { CGFloat(context?.duration ?? 0) }
  /// The latest `update(_:)`, 0…1.
  open private(set) var percentComplete: CGFloat = 0
  /// Multiplies the speed of the part after `finish()`/`cancel()`; ≤ 0 reads as 1. 1 by
  /// default.
  open var completionSpeed: CGFloat = 1
  /// The curve of the part after `finish()`/`cancel()`; `.easeInOut` by default.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// When set, the timing of the part after `finish()`/`cancel()`, instead of
  /// `completionCurve`.
  open var timingCurve: (any UITimingCurveProvider)?
  /// False starts the transition running until `pause()`; true by default.
  open var wantsInteractiveStart = true
  /// A Segue extra: the drag as the code driving this interaction last measured it and the
  /// policy its release will apply, given by `update(_:policy:)`, so a tool can tell what a
  /// release now would decide; nil while that code decides by hand, and after `finish()` or
  /// `cancel()`.
  public internal(set) var pendingRelease:
    (release: TransitionDecisionPolicy.Release, policy: TransitionDecisionPolicy)?

  private weak var weakContext: TransitionContext?
  private var pendingEnding: Ending?

  private enum Ending {
    case finish(velocity: CGFloat?)
    case cancel(velocity: CGFloat?)
  }

  public override init() { super.init() }

  /// The running transition's context; nil before it starts and once it completed.
  private var context: TransitionContext? {
    guard let context = weakContext, !context.isCompleted else { return nil }
    return context
  }

  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard let context = transitionContext as? TransitionContext else {
      return Diagnostics.warn(
        "UIPercentDrivenInteractiveTransition only drives Segue's own transition contexts")
    }
    weakContext = context
    let timeline = context.runAnimator()
    if let animator = context.propertyAnimator {
      if wantsInteractiveStart {
        animator.pauseAnimation()
        animator.fractionComplete = percentComplete
      } else if animator.state != .active || !animator.isRunning {
        animator.startAnimation()
      }
    } else if wantsInteractiveStart {
      // Not engine.seek: that would run the engine's due callbacks from inside one.
      timeline.seek(to: Double(percentComplete) * context.duration)
    }
    context.updateInteractiveTransition(percentComplete)
    if let ending = pendingEnding {
      pendingEnding = nil
      apply(ending)
    }
  }

  /// Takes over a transition that runs without an interaction (a grabbed push or pop), so
  /// `pause()`, `update(_:)`, `finish()` and `cancel()` drive it from here on.
  func adopt(_ transitionContext: TransitionContext) {
    weakContext = transitionContext
    pendingEnding = nil
  }

  /// True while this interaction drives `transitionContext`, which has not completed.
  func isDriving(_ transitionContext: TransitionContext) -> Bool {
    context === transitionContext
  }

  /// Moves the transition to `percentComplete`, clamped to 0…1 (non-finite reads as 0).
  open func update(_ percentComplete: CGFloat) {
    let clamped = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0
    self.percentComplete = clamped
    guard let context, context.isInteractive else { return }
    context.updateInteractiveTransition(clamped)
    if let animator = context.propertyAnimator {
      animator.fractionComplete = clamped
    } else if let timeline = context.timeline {
      context.engine.seek(timeline, to: Double(clamped) * context.duration)
    }
  }

  /// Holds the transition where it is and makes it interactive again (after `finish()`,
  /// `cancel()`, or a start with `wantsInteractiveStart == false`).
  open func pause() {
    guard let context, !context.isInteractive else { return }
    let engine = context.engine
    if let animator = context.propertyAnimator {
      animator.pauseAnimation()
      percentComplete = animator.fractionComplete
    } else if let timeline = context.timeline {
      engine.pause(timeline)
      let time = timeline.time(at: engine.clock.now)
      percentComplete = context.duration > 0 ? CGFloat(min(max(time / context.duration, 0), 1)) : 1
    }
    context.pauseInteractiveTransition()
    context.updateInteractiveTransition(percentComplete)
  }

  /// Plays the rest, `(1 − p) × duration / completionSpeed` seconds, along the completion
  /// curve; the animator's completion then completes the transition.
  open func finish() { end(.finish(velocity: nil)) }

  /// Plays back to the start, `p × duration / completionSpeed` seconds, and the transition
  /// completes cancelled.
  open func cancel() { end(.cancel(velocity: nil)) }

  /// `finish()` continuing a gesture's speed: `velocity` is in progress units per second
  /// (points per second ÷ the distance of the whole transition), positive towards the end.
  /// The rest takes min(remaining duration, remaining distance ÷ |velocity|); a spring
  /// `timingCurve` starts with velocity ÷ remaining distance, as UIKit's springs take it.
  func finish(velocity: CGFloat) { end(.finish(velocity: velocity)) }

  /// `cancel()` continuing a gesture's speed; `velocity` as in `finish(velocity:)`, so
  /// negative values head back to the start.
  func cancel(velocity: CGFloat) { end(.cancel(velocity: velocity)) }

  private func end(_ ending: Ending) {
    pendingRelease = nil
    guard weakContext != nil else {
      pendingEnding = ending
      return
    }
    apply(ending)
  }

  private func apply(_ ending: Ending) {
    guard let context, context.isInteractive else { return }
    let cancelling: Bool
    let velocity: CGFloat?
    switch ending {
    case .finish(let v): (cancelling, velocity) = (false, v)
    case .cancel(let v): (cancelling, velocity) = (true, v.map { -$0 })
    }
    let p = Double(percentComplete)
    let remaining = cancelling ? p : 1 - p
    let speed = Double(completionSpeed > 0 ? completionSpeed : 1)
    let (seconds, timing) = completionTiming(
      remaining: remaining, seconds: remaining * context.duration / speed,
      velocity: velocity.map(Double.init))
    if cancelling {
      context.cancelInteractiveTransition()
    } else {
      context.finishInteractiveTransition()
    }
    if let animator = context.propertyAnimator {
      animator.isReversed = cancelling
      let whole = animator.duration * remaining
      animator.continueAnimation(
        withTimingParameters: timing, durationFactor: whole > 0 ? CGFloat(seconds / whole) : 1)
    } else if let timeline = context.timeline {
      context.engine.drive(
        timeline, to: cancelling ? 0 : context.duration, over: seconds, timingParameters: timing)
    }
  }

  /// The seconds and timing of the rest of the way: `remaining` is the share of the
  /// transition left (0…1), `velocity` the gesture's speed towards the target in shares
  /// per second. With a velocity, a cubic curve starts at that speed (no jump at release).
  private func completionTiming(remaining: Double, seconds: Double, velocity: Double?) -> (
    TimeInterval, any UITimingCurveProvider
  ) {
    let curve =
      timingCurve?.cubicTimingParameters ?? UICubicTimingParameters(animationCurve: completionCurve)
    guard let velocity, velocity > 0, remaining > 0 else {
      return (seconds, timingCurve ?? curve)
    }
    let time = min(seconds, remaining / velocity)
    if let spring = timingCurve?.springTimingParameters {
      return (time, spring.withInitialVelocity(velocity / remaining))
    }
    // Slope of the curve at 0, in units of remaining/time: ≤ 1 since time ≤ remaining/v.
    // At 1 (a release fast enough to arrive within the remaining duration) the curve is
    // linear: the content carries on at the release speed to the end, as iOS does. Slower,
    // it must speed up to arrive in time, and eases out like the completion curve; in
    // between, its second control point slides from the one to the other.
    let slope = min(max(velocity * time / remaining, 0), 1)
    let ease = 1 - slope
    let linear = 2.0 / 3
    let timing = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 1.0 / 3, y: slope / 3),
      controlPoint2: CGPoint(
        x: linear + (curve.controlPoint2.x - linear) * ease,
        y: linear + (curve.controlPoint2.y - linear) * ease))
    return (time, timing)
  }
}
