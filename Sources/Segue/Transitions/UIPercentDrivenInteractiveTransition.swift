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
  open var duration: CGFloat { CGFloat(driver?.duration ?? 0) }
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

  private weak var weakDriver: TransitionDriver?
  private var pendingEnding: Ending?

  private enum Ending {
    case finish(velocity: CGFloat?)
    case cancel(velocity: CGFloat?)
  }

  public override init() { super.init() }

  /// The running transition's driver; nil before it starts and once it completed.
  private var driver: TransitionDriver? {
    guard let driver = weakDriver, driver.isRunning else { return nil }
    return driver
  }

  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard let context = transitionContext as? TransitionContext else {
      return Diagnostics.warn(
        "UIPercentDrivenInteractiveTransition only drives Segue's own transition contexts")
    }
    weakDriver = context.driver
    context.driver.start(at: percentComplete, interactive: wantsInteractiveStart)
    if let ending = pendingEnding {
      pendingEnding = nil
      apply(ending)
    }
  }

  /// Takes over a transition that runs without an interaction (a grabbed push or pop), so
  /// `pause()`, `update(_:)`, `finish()` and `cancel()` drive it from here on.
  func adopt(_ driver: TransitionDriver) {
    weakDriver = driver
    pendingEnding = nil
  }

  /// True while this interaction drives `driver`'s transition, which has not completed.
  func isDriving(_ driver: TransitionDriver) -> Bool {
    self.driver === driver
  }

  /// Moves the transition to `percentComplete`, clamped to 0…1 (non-finite reads as 0).
  open func update(_ percentComplete: CGFloat) {
    let clamped = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0
    self.percentComplete = clamped
    guard let driver, driver.isInteractive else { return }
    driver.scrub(to: clamped)
  }

  /// Holds the transition where it is and makes it interactive again (after `finish()`,
  /// `cancel()`, or a start with `wantsInteractiveStart == false`).
  open func pause() {
    guard let driver, !driver.isInteractive else { return }
    percentComplete = driver.pause()
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
    guard weakDriver != nil else {
      pendingEnding = ending
      return
    }
    apply(ending)
  }

  private func apply(_ ending: Ending) {
    guard let driver, driver.isInteractive else { return }
    let (cancelling, velocity): (Bool, CGFloat?)
    switch ending {
    case .finish(let v): (cancelling, velocity) = (false, v)
    case .cancel(let v): (cancelling, velocity) = (true, v)
    }
    driver.release(
      cancelling: cancelling, at: percentComplete, velocity: velocity, speed: completionSpeed,
      curve: completionCurve, timingCurve: timingCurve)
  }
}
