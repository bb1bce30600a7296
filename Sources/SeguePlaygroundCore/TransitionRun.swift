import Foundation
import Segue

/// A transition running in a window on a manual clock, to be looked at moment by moment:
/// snapshots, filmstrips and GIFs of it are made by moving it forward and rendering the
/// window. Every 60 Hz frame runs on the way to a moment, as in the playground, so the state
/// at a moment is the same whichever other moments are asked for, on every run.
///
///     let run = try TransitionRun(scene.transition(named: "pop")!, of: scene, size: size)
///     for point in try TransitionPoint.progress([0, 0.5, 1], duration: run.duration) {
///       run.advance(to: point.offset)
///       try renderer.render(run.window)
///     }
@MainActor
public final class TransitionRun {
  public let window: UIWindow
  /// Seconds: the running transition's `transitionDuration`, or the one given.
  public let duration: TimeInterval
  /// The 60 Hz frame (of the window's clock) on which the transition begins: progress 0.
  private let startFrame: Int
  private var frame: Int

  /// Lets `window` settle, calls `start` (which begins a transition, animated) and brings
  /// the window to the transition's first frame. `duration` defaults to the running
  /// transition's; give it when `start` animates without a view-controller transition.
  public init(window: UIWindow, duration: TimeInterval? = nil, start: () -> Void) throws {
    self.window = window
    Self.settle(window)
    // A transition still running (a slow spring preparing the way back) would take the
    // start's switch for one made mid-transition, which UIKit ignores: every frame after it
    // would show the wrong transition.
    if Self.runningTransitionDuration(in: window) != nil {
      throw TransitionError(
        "a transition before it (the one preparing it) is still running after "
          + "\(JSONText.number(TransitionPoint.latestTime)) s, so it cannot start; "
          + "a faster tuning settles in time")
    }
    let engine = window.animationEngine
    // Starts on a 60 Hz frame, so the frames on the way to a moment are the window's.
    frame = Self.frame(of: window)
    startFrame = frame
    let startTime = Double(frame) / PlaygroundApp.replayFrameRate
    if startTime > engine.clock.hostTime { engine.tick(to: startTime) }
    engine.perform(start)
    // A view-controller transition begins on the engine's next update, as a frame in the
    // window would start it; this one comes at once, so a transition and an animation that
    // `start` runs directly both begin at offset 0.
    engine.tick(to: engine.clock.hostTime)
    window.layoutIfNeeded()
    guard let duration = duration ?? Self.runningTransitionDuration(in: window) else {
      throw TransitionError(
        "no view-controller transition began in the window after start; "
          + "pass the duration when start animates without one")
    }
    guard duration.isFinite, duration >= 0 else {
      throw TransitionError("the duration \(duration) s is not a time")
    }
    self.duration = duration
  }

  /// A scene's transition in a fresh window of `size` points on a screen of `device` (none:
  /// no safe area) in the system `appearance` (Reduce Motion on if `reduceMotion`): the scene's window (with `tuning`, or its
  /// default tuning), prepared and settled, then started.
  public convenience init(
    _ transition: SceneTransition, of scene: Scene, size: CGSize, scale: CGFloat = 1,
    device: DeviceDescription? = nil, tuning: Tuning? = nil,
    appearance: UIUserInterfaceStyle = .light, reduceMotion: Bool = false
  ) throws {
    let window = scene.makeWindow(
      size: size, scale: scale, device: device, tuning: tuning.map(LiveTuning.init),
      appearance: appearance, reduceMotion: reduceMotion)
    Self.settle(window)
    window.animationEngine.perform { transition.prepare(window) }
    do {
      try self.init(window: window) { transition.start(window) }
    } catch let error as TransitionError {
      throw TransitionError(
        "scene '\(scene.name)', transition '\(transition.name)', tuning "
          + "\((tuning ?? scene.defaultTuning).json()): \(error)")
    }
  }

  /// Seconds since the transition's first frame.
  public var offset: TimeInterval {
    window.animationEngine.clock.hostTime - Double(startFrame) / PlaygroundApp.replayFrameRate
  }

  /// True until the transition completes (`completeTransition(_:)`): some controller in the
  /// window still has a transition coordinator.
  public var isTransitioning: Bool { Self.isTransitioning(in: window) }

  /// True while some controller in `window` has a transition coordinator: a transition,
  /// interactive or not, has started and not completed.
  public static func isTransitioning(in window: UIWindow) -> Bool {
    runningTransitionDuration(in: window) != nil
  }

  /// Moves to `offset` seconds after the start, running each 60 Hz frame before it; an
  /// offset not later than the current one changes nothing (time only moves forward).
  public func advance(to offset: TimeInterval) {
    let start = Double(startFrame) / PlaygroundApp.replayFrameRate
    let target = start + offset
    let engine = window.animationEngine
    while Double(frame + 1) / PlaygroundApp.replayFrameRate <= target {
      frame += 1
      engine.tick(to: Double(frame) / PlaygroundApp.replayFrameRate)
      // Each frame lays out, as the window does.
      window.layoutIfNeeded()
    }
    if target > engine.clock.hostTime {
      engine.tick(to: target)
      window.layoutIfNeeded()
    }
  }

  /// Lays the window out, as the first frame the playground draws does (a controller that
  /// reads a frame Auto Layout solved, such as a button's center, then reads it solved),
  /// then runs frames until nothing animates, `TransitionPoint.latestTime` seconds at most.
  private static func settle(_ window: UIWindow) {
    window.layoutIfNeeded()
    let engine = window.animationEngine
    let limit = Int(TransitionPoint.latestTime * PlaygroundApp.replayFrameRate)
    var frames = 0
    while engine.isAnimating && frames < limit {
      window.step()
      frames += 1
    }
  }

  /// The clock's 60 Hz frame, or the next one when it stands between two.
  private static func frame(of window: UIWindow) -> Int {
    let frames = window.animationEngine.clock.hostTime * PlaygroundApp.replayFrameRate
    return abs(frames - frames.rounded()) < 1e-6 ? Int(frames.rounded()) : Int(frames.rounded(.up))
  }

  /// The duration of the transition some controller in the window takes part in.
  private static func runningTransitionDuration(in window: UIWindow) -> TimeInterval? {
    var pending = window.rootViewController.map { [$0] } ?? []
    while let controller = pending.popLast() {
      if let coordinator = controller.transitionCoordinator {
        return coordinator.transitionDuration
      }
      pending += controller.children
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    return nil
  }
}
