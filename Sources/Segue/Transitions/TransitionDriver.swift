import Foundation

/// The one owner of a running transition's time. It starts what the animator and the
/// alongside blocks animate, recorded on one timeline (`UIView.animate`, springs, keyframes,
/// property animators, POP and Core Animation animations) or, for an animator whose
/// `interruptibleAnimator(using:)` an interaction takes, played through that property
/// animator; and every interaction — `UIPercentDrivenInteractiveTransition`, the back swipe,
/// a grab of a running push or pop — moves the transition only through it: `scrub(to:)`,
/// `pause()`, `release(cancelling:…)` with the gesture's speed handed over. The transition
/// completes as UIKit's does, when the animator's own completion calls
/// `completeTransition(_:)` on the context.
///
/// A scrub moves the transition's animations and nothing else: no other animation
/// advances and no completion, delegate or display link runs inside the gesture's action.
@MainActor
final class TransitionDriver {
  /// Unowned: the context owns its driver.
  unowned let context: TransitionContext
  /// Where the animations were recorded; nil until the animator ran.
  private(set) var timeline: AnimationTimeline?
  /// The animator's `interruptibleAnimator(using:)`, when an interactive start took it.
  private(set) var propertyAnimator: UIViewPropertyAnimator?
  /// For a transition that may be grabbed mid-flight although no interaction drives it
  /// (the default push and pop): the timing the timeline runs along until grabbed. The
  /// animations themselves then run linearly, which looks the same, but a grab can pause
  /// them at any point and scrub them in step with the pointer. Set before `begin()`.
  var freeTiming: (any UITimingCurveProvider)?

  init(context: TransitionContext) {
    self.context = context
  }

  var engine: AnimationEngine { context.engine }
  /// Seconds, the animator's `transitionDuration(using:)`.
  var duration: TimeInterval { context.duration }
  var kind: TransitionContext.Kind { context.kind }
  /// True while an interaction holds it (between `pause()` or an interactive start and
  /// the release).
  var isInteractive: Bool { context.isInteractive }
  /// False once the transition completed: nothing drives it any more.
  var isRunning: Bool { !context.isCompleted }
  /// Whether it heads for the end; false once cancelled, back to the start.
  var isHeadingForEnd: Bool { !context.transitionWasCancelled }

  /// Where the transition stands, 0…1: the interaction's percent while interactive, else
  /// the property animator's fraction, or the timeline's time over the duration (1 for a
  /// transition of no duration).
  var progress: CGFloat {
    if isInteractive { return context.percentComplete }
    if let propertyAnimator { return propertyAnimator.fractionComplete }
    guard let timeline else { return context.percentComplete }
    guard duration > 0 else { return 1 }
    return CGFloat(min(max(timeline.time(at: engine.clock.now) / duration, 0), 1))
  }

  // MARK: Starting

  /// Runs the animator with no interaction: along `freeTiming` when set, else as it
  /// animates itself.
  func run() {
    let timeline = record()
    guard let freeTiming, isRunning else { return }
    engine.drive(timeline, to: duration, over: duration, timingParameters: freeTiming)
  }

  /// Runs the animator for an interaction (`startInteractiveTransition(_:)`): held at
  /// `percent` when `interactive`, else running until paused.
  func start(at percent: CGFloat, interactive: Bool) {
    let timeline = record()
    if let propertyAnimator {
      if interactive {
        propertyAnimator.pauseAnimation()
        propertyAnimator.fractionComplete = percent
      } else if propertyAnimator.state != .active || !propertyAnimator.isRunning {
        propertyAnimator.startAnimation()
      }
    } else if interactive {
      engine.seek(timeline, to: Double(percent) * duration)
    }
    context.updateInteractiveTransition(percent)
  }

  /// Calls `animateTransition(using:)` (or takes the animator's interruptible animator)
  /// and starts the alongside blocks, every animation landing on a fresh timeline. Once.
  @discardableResult
  private func record() -> AnimationTimeline {
    if let timeline { return timeline }
    let timeline = engine.makeTimeline()
    self.timeline = timeline
    guard let animator = context.animator else { return timeline }
    engine.record(on: timeline) {
      if isInteractive,
        let interruptible = implementedInterruptibleAnimator() as? UIViewPropertyAnimator
      {
        // Driven through its property animator, as UIKit does for interruptible animators.
        propertyAnimator = interruptible
      } else {
        context.trace?.record(.animator, "animateTransition")
        animator.animateTransition(using: context)
      }
      let blocks = context.alongsideBlocks
      for index in blocks.indices { runAlongside(blocks[index].animation) }
    }
    return timeline
  }

  /// An alongside block registered once the transition runs: it joins the recorded
  /// animations at once.
  func join(_ animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) {
    guard let timeline else { return }
    engine.record(on: timeline) { runAlongside(animation) }
  }

  /// Runs one alongside block as part of the transition: into the property animator when
  /// there is one, else as a block of the transition's duration (linear while interactive,
  /// so it scrubs in step with the percent, and along `freeTiming`).
  private func runAlongside(
    _ animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) {
    guard let animation else { return }
    let coordinator = context.coordinator
    let run = { [trace = context.trace] in
      trace?.record(.coordinator, "alongside animation")
      animation(coordinator)
    }
    if let propertyAnimator {
      propertyAnimator.addAnimations(run)
      return
    }
    UIView.animate(
      withDuration: duration, delay: 0,
      options: isInteractive || freeTiming != nil ? .curveLinear : .curveEaseInOut,
      animations: run)
  }

  /// The animator's `interruptibleAnimator(using:)`, or nil when it does not implement it
  /// (returns the default), which is when UIKit would not call it.
  private func implementedInterruptibleAnimator() -> (any UIViewImplicitlyAnimating)? {
    guard let animator = context.animator else { return nil }
    let interruptible = animator.interruptibleAnimator(using: context)
    guard !(interruptible is NoInterruptibleAnimator) else { return nil }
    context.trace?.record(.animator, "interruptibleAnimator")
    return interruptible
  }

  // MARK: Interacting

  /// Moves the transition to `percent` (0…1) at once, and nothing else.
  func scrub(to percent: CGFloat) {
    context.updateInteractiveTransition(percent)
    if let propertyAnimator {
      propertyAnimator.fractionComplete = percent
    } else if let timeline {
      engine.seek(timeline, to: Double(percent) * duration)
    }
  }

  /// Holds the transition where it shows and makes it interactive again; returns where it
  /// stands, 0…1.
  @discardableResult
  func pause() -> CGFloat {
    if let propertyAnimator {
      propertyAnimator.pauseAnimation()
    } else if let timeline {
      engine.pause(timeline)
    }
    let percent = progress
    context.pauseInteractiveTransition()
    context.updateInteractiveTransition(percent)
    return percent
  }

  /// Ends the interaction at `percent`: plays the rest to the end, or back to the start when
  /// `cancelling`, `(1 − p) × duration ÷ speed` seconds (`p × …` when cancelling) along
  /// `curve` or `timingCurve`, shortened and bent by the release `velocity` (progress
  /// shares per second towards the end, as `HandOff` takes it) so the content keeps the
  /// gesture's speed.
  func release(
    cancelling: Bool, at percent: CGFloat, velocity: CGFloat?, speed: CGFloat,
    curve: UIView.AnimationCurve, timingCurve: (any UITimingCurveProvider)?
  ) {
    let p = Double(percent)
    let remaining = cancelling ? p : 1 - p
    let handOff = HandOff(
      remaining: remaining, velocity: velocity.map { Double(cancelling ? -$0 : $0) })
    let (seconds, timing) = handOff.completion(
      seconds: remaining * duration / Double(speed > 0 ? speed : 1), curve: curve,
      timingCurve: timingCurve)
    if cancelling {
      context.cancelInteractiveTransition()
    } else {
      context.finishInteractiveTransition()
    }
    if let propertyAnimator {
      propertyAnimator.isReversed = cancelling
      let whole = propertyAnimator.duration * remaining
      propertyAnimator.continueAnimation(
        withTimingParameters: timing, durationFactor: whole > 0 ? CGFloat(seconds / whole) : 1)
    } else if let timeline {
      engine.drive(
        timeline, to: cancelling ? 0 : duration, over: seconds, timingParameters: timing,
        backwards: cancelling)
    }
  }

  /// The interaction that may take hold of this transition while no interaction drives
  /// it, or nil when it cannot be grabbed: not started yet, completed, already driven by
  /// an interaction, or an animator that neither runs along `freeTiming` nor is
  /// interruptible. `make` supplies a new interaction when it has none.
  func grabbingInteraction(make: () -> UIPercentDrivenInteractiveTransition)
    -> UIPercentDrivenInteractiveTransition?
  {
    guard context.hasStarted, isRunning, !isInteractive else { return nil }
    if let interactor = context.interactor {
      guard let percentDriven = interactor as? UIPercentDrivenInteractiveTransition,
        percentDriven.isDriving(self)
      else { return nil }
      return percentDriven
    }
    guard
      freeTiming != nil || propertyAnimator != nil || implementedInterruptibleAnimator() != nil
    else { return nil }
    let interaction = make()
    interaction.adopt(self)
    context.interactor = interaction
    return interaction
  }

  /// After completion the driver holds no animator the transition used.
  func stop() {
    propertyAnimator = nil
  }
}
