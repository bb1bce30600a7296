import Foundation
import Segue

/// The time keys. Space pauses and resumes animation time (input is still handled and
/// drawn); `.` steps one frame (1/60 s of animation time) forward and `,` one frame back,
/// both pausing first, and key repeat makes a held key scrub; `S` cycles slow motion
/// ×1 → ×5 → ×10 → ×1. They are input like any other: a replay of a recording that
/// pressed them shows the same frames.
///
/// Stepping back re-simulates: the scene's window is made again as it was made, and
/// everything that happened to it since (`SceneHistory`: clock ticks, layouts, pointer
/// input, resizes and these keys) is done again up to the target time, then time jumps to
/// the target exactly. Cost: one step back replays the scene since it started (a scene
/// switch starts it again), without drawing. Idle time and paused time cost nothing; each
/// frame that moved costs one model update and layout, so a minute of continuous animation
/// replays in about 0.3 s in a debug build. Presses of `,` that arrive before the next frame
/// (a held key outrunning the replay) coalesce into one replay, so a long history makes
/// scrubbing back coarser, never laggy. The history takes a few tens of bytes per frame.
/// Limits: what happened after the target time is forgotten (stepping forward again runs
/// time on with no input); a drag in progress at the target time that has since been
/// released is cancelled; warnings are not repeated; time cannot go back past the scene's
/// start.
extension PlaygroundApp {
  /// Slow-motion factors `S` cycles through, as the simulator's Slow Animations offers.
  static let slowMotionFactors: [Double] = [1, 5, 10]

  /// True while animation time stands still (Space, `.` or `,`).
  public var isPaused: Bool { window.animationEngine.clock.isPaused }

  /// Host seconds per animation second: 1, 5 or 10 (`S`).
  public var slowMotionFactor: Double { window.animationEngine.clock.slowMotionFactor }

  /// The current scene's animation time, in seconds (its window's `FrameClock.now`).
  public var animationTime: TimeInterval { window.animationEngine.clock.now }

  /// Seconds of animation time since the current scene started (at launch, or on its number
  /// key): what the inspector's "paused at" shows. The clock itself goes on from the app's
  /// start, so that input stamps stay in order across scenes.
  public var sceneTime: TimeInterval { animationTime - history.start.time }

  /// Handles a time key; false for any other key.
  func handleTimeKey(_ key: KeyInput) -> Bool {
    switch key.key {
    case "Space":
      catchUp(to: key.timestamp)
      setPaused(!isPaused)
    case ".":
      catchUp(to: key.timestamp)
      setPaused(true)
      jump(to: animationTime + FrameClock.frameInterval)
    case ",":
      requestStepBack(at: key.timestamp)
    case "S":
      catchUp(to: key.timestamp)
      let factors = Self.slowMotionFactors
      setSlowMotion(factors.first { $0 > slowMotionFactor } ?? factors[0])
    default:
      return false
    }
    return true
  }

  /// Pauses, and asks for the window as it was one frame of animation time before now (or
  /// before the step back already asked for), or at the scene's start.
  private func requestStepBack(at time: TimeInterval) {
    if history.requestedRewind == nil {
      catchUp(to: time)
      setPaused(true)
    }
    let from = history.requestedRewind?.target ?? animationTime
    history.requestedRewind = (max(history.start.time, from - FrameClock.frameInterval), time)
  }

  /// Makes the step back asked for, if any: called before anything else moves the clock.
  func rewindIfRequested() {
    guard let (target, time) = history.requestedRewind else { return }
    history.requestedRewind = nil
    if target < animationTime { rewind(to: target, at: time) }
  }

  /// Shows the window as it was at animation time `target`, paused, by re-simulating the
  /// scene's history up to then; host time is then `time`.
  private func rewind(to target: TimeInterval, at time: TimeInterval) {
    let kept = history.entries(through: target)
    let released = SceneHistory.openTouch(in: history.entries[...]) == nil
    let start = history.start
    // The tuning changes after `target` are forgotten with the rest.
    tunings[scene.name] = start.tuning
    show(scene, size: start.size, scale: start.scale, at: start.time, controls: start.controls)
    // The warnings were given the first time.
    Diagnostics.$sink.withValue({ _ in }) {
      for entry in kept { redo(entry) }
    }
    setPaused(true)
    jump(to: target)
    catchUp(to: time)
    if released, var touch = SceneHistory.openTouch(in: kept) {
      touch.phase = .cancel
      touch.timestamp = time
      handle(touch)
    }
  }

  /// Does `entry` again, through the method that recorded it (so it is recorded again).
  private func redo(_ entry: SceneHistory.Entry) {
    switch entry {
    case .tick(let time): catchUp(to: time)
    case .layout: layOut()
    case .draw:
      var list = DisplayList()
      list.build(from: window)
      record(.draw)
    case .pointer(let input): handle(input)
    case .resize(let size, let scale, let time): resize(to: size, scale: scale, at: time)
    case .pause(let paused): setPaused(paused)
    case .slowMotion(let factor): setSlowMotion(factor)
    case .jump(let time): jump(to: time)
    case .tuning(let tuning): setTuning(tuning)
    }
  }

  func layOut() {
    window.layoutIfNeeded()
    record(.layout)
  }

  private func setPaused(_ paused: Bool) {
    guard paused != isPaused else { return }
    window.animationEngine.clock.isPaused = paused
    record(.pause(paused))
  }

  private func setSlowMotion(_ factor: Double) {
    window.animationEngine.clock.slowMotionFactor = factor
    record(.slowMotion(factor))
  }

  private func jump(to time: TimeInterval) {
    window.animationEngine.advanceAnimationTime(to: time)
    record(.jump(time))
  }

  func record(_ entry: SceneHistory.Entry) {
    history.record(entry, at: animationTime)
  }
}
