import Foundation

/// A time source for a group of animations, like a Core Animation layer's local time: it
/// runs with the engine's clock, stands still, or is driven along a curve. Every animation
/// reads its time from one; by default that is the engine's own, which always runs.
///
/// The transition layer records the animations an animator starts onto a fresh timeline
/// (`AnimationEngine.record(on:_:)`), pauses it, seeks it to `percent × duration`, and
/// finally drives it to the end, or back to 0 when cancelled, with the completion curve
/// (`AnimationEngine.drive(_:to:over:curve:arrival:)`).
@MainActor
final class AnimationTimeline {
  private enum Mode {
    case running(anchorTime: TimeInterval, anchorClock: TimeInterval)
    case paused(TimeInterval)
    case driven(
      from: TimeInterval, to: TimeInterval, startClock: TimeInterval, duration: TimeInterval,
      curve: TimingCurve, backwards: Bool)
    /// Where a drive back towards 0 arrived: time stands still and every animation on the
    /// timeline counts as done.
    case rewound(TimeInterval)
  }

  private var mode: Mode
  private var arrival: (() -> Void)?

  /// Starts running at time 0 from the engine time `clock`.
  init(startingAt clock: TimeInterval) {
    mode = .running(anchorTime: 0, anchorClock: clock)
  }

  /// The timeline's time, in seconds, when the engine's clock reads `clock`.
  func time(at clock: TimeInterval) -> TimeInterval {
    switch mode {
    case .running(let anchorTime, let anchorClock):
      return anchorTime + (clock - anchorClock)
    case .paused(let time), .rewound(let time):
      return time
    case .driven(let from, let to, let startClock, let duration, let curve, _):
      return from + (to - from) * curve.value(at: clock - startClock, duration: duration)
    }
  }

  /// False while paused: animations on a paused timeline never complete on their own, not
  /// even when scrubbed to their very end.
  var isAdvancing: Bool {
    if case .paused = mode { return false }
    return true
  }

  /// True once a drive back towards 0 has arrived: every animation on it is then done.
  var hasArrivedBackwards: Bool {
    if case .rewound = mode { return true }
    return false
  }

  func pause(at clock: TimeInterval) {
    mode = .paused(time(at: clock))
  }

  /// Holds the timeline at `time` seconds (negative or non-finite reads as 0).
  func seek(to time: TimeInterval) {
    mode = .paused(time.isFinite ? max(time, 0) : 0)
  }

  func resume(at clock: TimeInterval) {
    mode = .running(anchorTime: time(at: clock), anchorClock: clock)
  }

  /// Moves from the current time to `target` over `duration` seconds along `curve`: back
  /// when `backwards` (a cancelled transition's drive to 0, even from 0: a drag released
  /// where it began) or when `target` lies before the current time; forwards otherwise.
  func drive(
    to target: TimeInterval, over duration: TimeInterval, curve: TimingCurve,
    at clock: TimeInterval, backwards: Bool, arrival: (() -> Void)?
  ) {
    let from = time(at: clock)
    mode = .driven(
      from: from, to: target, startClock: clock,
      duration: duration.isFinite ? max(duration, 0) : 0, curve: curve,
      backwards: backwards || target < from)
    self.arrival = arrival
  }

  /// Ends a drive whose time is up; returns true when it did, with the arrival callback to
  /// call once the frame's animations have settled. Forwards, the timeline then runs on
  /// from its target (so animations longer than the drive still end); backwards, it holds.
  func settleDrive(at clock: TimeInterval) -> (arrived: Bool, callback: (() -> Void)?) {
    guard case .driven(_, let to, let startClock, let duration, _, let backwards) = mode,
      clock - startClock >= duration
    else { return (false, nil) }
    mode = backwards ? .rewound(to) : .running(anchorTime: to, anchorClock: startClock + duration)
    defer { arrival = nil }
    return (true, arrival)
  }
}
