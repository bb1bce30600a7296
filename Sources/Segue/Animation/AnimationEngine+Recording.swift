import Foundation

/// Hooks for percent-driven transitions: capture every animation a closure starts
/// (`UIView.animate`, springs, keyframes, property animators, POP animations) on one
/// timeline, then scrub, pause, resume or drive that timeline.
///
///     let timeline = engine.makeTimeline()
///     engine.record(on: timeline) { animator.animateTransition(using: context) }
///     engine.pause(timeline)
///     engine.seek(timeline, to: 0.4 * duration)          // update(0.4)
///     engine.drive(timeline, to: duration, over: 0.21, curve: .easeInOut) { … }  // finish()
extension AnimationEngine {
  /// A new timeline, running from time 0 now.
  func makeTimeline() -> AnimationTimeline {
    AnimationTimeline(startingAt: clock.now)
  }

  /// Runs `body` with this engine bound and every animation it starts placed on `timeline`.
  func record<Result>(on timeline: AnimationTimeline, _ body: () throws -> Result) rethrows
    -> Result
  {
    try Self.$recordingTimeline.withValue(timeline) { try perform(body) }
  }

  func pause(_ timeline: AnimationTimeline) {
    timeline.pause(at: clock.now)
  }

  /// Holds `timeline` at `time` seconds and shows its animations there at once; nothing
  /// else moves and nothing completes until the next frame.
  func seek(_ timeline: AnimationTimeline, to time: TimeInterval) {
    timeline.seek(to: time)
    show(timeline)
  }

  func resume(_ timeline: AnimationTimeline) {
    timeline.resume(at: clock.now)
  }

  /// Moves `timeline` to `time` over `duration` seconds along `curve`; animations that reach
  /// their end complete, and all complete if it was driven back (`backwards`, or to a time
  /// before its own): to 0 or below their start. `arrival` runs on the tick it arrives,
  /// after those completions.
  func drive(
    _ timeline: AnimationTimeline, to time: TimeInterval, over duration: TimeInterval,
    curve: UIView.AnimationCurve, backwards: Bool = false, arrival: (() -> Void)? = nil
  ) {
    drive(
      timeline, to: time, over: duration, timing: .cubic(curve.bezier), backwards: backwards,
      arrival: arrival)
  }

  /// The same along any UIKit timing: a spring's initial velocity is in timeline distances
  /// per second (release velocity / remaining distance, as UIKit's springs take it); a
  /// spring given by mass, stiffness and damping takes its settling time, not `duration`.
  func drive(
    _ timeline: AnimationTimeline, to time: TimeInterval, over duration: TimeInterval,
    timingParameters: any UITimingCurveProvider, backwards: Bool = false,
    arrival: (() -> Void)? = nil
  ) {
    let (curve, seconds) = timingParameters.timing(duration: duration)
    drive(
      timeline, to: time, over: seconds, timing: curve, backwards: backwards, arrival: arrival)
  }

  private func drive(
    _ timeline: AnimationTimeline, to time: TimeInterval, over duration: TimeInterval,
    timing: TimingCurve, backwards: Bool, arrival: (() -> Void)?
  ) {
    timeline.drive(
      to: time, over: duration, curve: timing, at: clock.now, backwards: backwards,
      arrival: arrival)
    if !drivenTimelines.contains(where: { $0 === timeline }) { drivenTimelines.append(timeline) }
  }
}
