import Foundation

/// Animation time, advanced by whoever hosts the frame loop; nothing in Segue reads the wall
/// clock. The window host ticks it with the display's vsync timestamps, tests and headless
/// runs step it by hand, usually at `FrameClock.frameInterval`.
///
///     let clock = FrameClock()
///     clock.tick(to: 0.5)             // host seconds, any monotonic origin
///     clock.slowMotionFactor = 10     // Slow Animations: 10 host seconds per animation second
///     clock.isPaused = true           // animation time stands still while host time runs
///     clock.advanceAnimationTime(to: clock.now + FrameClock.frameInterval)   // one frame on
///
/// Animation time is computed from the absolute host time, not summed frame by frame, so
/// stepping at 60 Hz or at 1 kHz reaches exactly the same `now` at the same host time.
@MainActor
public final class FrameClock {
  /// The manual step for tests and headless rendering: 1/60 s.
  public static let frameInterval: TimeInterval = 1.0 / 60

  /// Animation seconds since the clock was created; starts at 0.
  public private(set) var now: TimeInterval = 0

  /// The host time of the latest tick; 0 until the first one.
  public private(set) var hostTime: TimeInterval = 0

  /// Host seconds per animation second, like the simulator's Slow Animations (1, 5 or 10
  /// there; any value ≥ 1/100 here; others are refused with a warning). 1 by default. Only the rate of time changes: a new
  /// factor applies from the latest tick on, so nothing jumps.
  public var slowMotionFactor: Double = 1 {
    didSet {
      guard slowMotionFactor.isFinite, slowMotionFactor >= 0.01 else {
        Diagnostics.warn(
          "FrameClock.slowMotionFactor \(slowMotionFactor) is invalid; keeping \(oldValue)")
        slowMotionFactor = oldValue
        return
      }
      reanchor()
    }
  }

  /// True while animation time stands still: ticks move `hostTime` but not `now`. Resuming
  /// continues from the paused `now`, so nothing jumps. False by default.
  public var isPaused = false {
    didSet { reanchor() }
  }

  private var anchorNow: TimeInterval = 0
  private var anchorHost: TimeInterval = 0

  /// Starts at host time `hostTime`, animation time 0. A non-finite `hostTime` would make
  /// every later tick look backwards (or stay NaN) and freeze the clock, so it reads as 0,
  /// with a warning.
  public init(hostTime: TimeInterval = 0) {
    var start = hostTime
    if !start.isFinite {
      Diagnostics.warn("FrameClock(hostTime: \(hostTime)) is not finite; using 0")
      start = 0
    }
    self.hostTime = start
    anchorHost = start
  }

  /// Moves to host time `seconds`. Time never runs backwards: an earlier or non-finite
  /// timestamp is ignored with a warning.
  public func tick(to seconds: TimeInterval) {
    guard seconds.isFinite, seconds >= hostTime else {
      Diagnostics.warn("FrameClock.tick(to: \(seconds)) goes backwards or is not finite; ignored")
      return
    }
    hostTime = seconds
    if !isPaused { now = anchorNow + (seconds - anchorHost) / slowMotionFactor }
  }

  /// Jumps animation time forward to `time` (seconds) with no host time passing: a frame
  /// step while paused. Later ticks continue from there. An earlier or non-finite time is
  /// ignored with a warning.
  public func advanceAnimationTime(to time: TimeInterval) {
    guard time.isFinite, time >= now else {
      Diagnostics.warn(
        "FrameClock.advanceAnimationTime(to: \(time)) goes backwards or is not finite; ignored")
      return
    }
    now = time
    reanchor()
  }

  /// Makes the current `now` and `hostTime` the origin of later ticks, so a change of rate,
  /// a pause or a jump applies from here on.
  private func reanchor() {
    anchorNow = now
    anchorHost = hostTime
  }

  /// Moves `seconds` of host time forward.
  public func advance(by seconds: TimeInterval) {
    tick(to: hostTime + seconds)
  }

  /// Moves one manual frame, 1/60 s, forward. From a multiple of 1/60 s it lands exactly on
  /// the next one (n/60, not a sum of n steps), so a 1 s animation ends on frame 60.
  public func step() {
    let frames = (hostTime * 60).rounded()
    let onGrid = abs(hostTime * 60 - frames) < 1e-6
    tick(to: onGrid ? (frames + 1) / 60 : hostTime + Self.frameInterval)
  }
}
