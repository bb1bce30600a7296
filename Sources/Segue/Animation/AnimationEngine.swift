import Foundation

/// Owns the running animations and advances them on its `clock`. Every `UIWindow` has one
/// (`UIWindow.animationEngine`), which its host ticks once per frame; tests make their own.
///
/// Which engine a `UIView.animate` block uses: the one bound with `perform(_:)` if any,
/// otherwise the window engine of the first view the block changes. A view in no window,
/// with no engine bound, changes at once without animating (with a warning). Binding is
/// scoped (a task-local value), so there is no global state for tests to reset:
///
///     let engine = AnimationEngine()
///     engine.perform { UIView.animate(withDuration: 0.3) { card.alpha = 0 } }
///     engine.step(frames: 9)           // 0.15 s at 60 Hz
///     card.presentation().alpha        // 0.5
@MainActor
public final class AnimationEngine {
  /// The engine bound by `perform(_:)` for the current task, if any.
  @TaskLocal public static var current: AnimationEngine?

  /// Set while `record(on:_:)` runs: every animation started meanwhile reads its time from
  /// this timeline instead of the engine's.
  @TaskLocal static var recordingTimeline: AnimationTimeline?

  public let clock: FrameClock
  /// The default time source; it always runs with the clock.
  let timeline: AnimationTimeline

  private var animations: [Animation] = []
  private var propertyAnimators: [UIViewPropertyAnimator] = []
  /// Core Animation animations added to layers, until they end.
  private var layerAnimations: [LayerAnimationRun] = []
  /// Display links added to this engine's frames, in the order added.
  private var displayLinks: [CADisplayLink] = []
  var drivenTimelines: [AnimationTimeline] = []
  /// Completions and arrival callbacks that run at the end of the next `update`.
  private var due: [() -> Void] = []
  /// Callbacks waiting for an engine time (`schedule(after:_:)`), in the order scheduled.
  private var deadlines: [Deadline] = []
  private var lastDeadlineID = 0
  private var firing: [() -> Void] = []
  /// Motions computed from time each frame rather than by interpolating a property (a
  /// decelerating scroll view), in the order added; see `addFrameDriver(_:)`.
  var frameDrivers: [FrameDriver] = []

  public init(clock: FrameClock = FrameClock()) {
    self.clock = clock
    timeline = AnimationTimeline(startingAt: clock.now)
  }

  /// Animations still running hold their views' contributions, and their completions often
  /// hold those views: dropped with the engine, they would keep each other alive.
  isolated deinit { stopAll() }

  /// True while something still moves or a completion is due: the host keeps rendering
  /// frames; otherwise it may sleep until input arrives. Nothing moves while the clock is
  /// paused, nor while the only animations left sit on paused timelines (a drag holding an
  /// interactive transition still).
  public var isAnimating: Bool {
    let moving =
      animations.contains { $0.movesWithTime } || !propertyAnimators.isEmpty
      || layerAnimations.contains { $0.movesWithTime }
      || displayLinks.contains { $0.wantsFrames }
      || !drivenTimelines.isEmpty || !deadlines.isEmpty || !frameDrivers.isEmpty
    return (moving && !clock.isPaused) || !due.isEmpty
  }

  /// Runs `body` with this engine bound as `current`; returns what `body` returns.
  public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }

  /// Moves the clock to host time `seconds` and advances every animation to it.
  public func tick(to seconds: TimeInterval) {
    clock.tick(to: seconds)
    update()
  }

  /// Steps the clock by `frames` × 1/60 s of host time, advancing the animations each frame.
  public func step(frames: Int = 1) {
    for _ in 0..<max(frames, 0) {
      clock.step()
      update()
    }
  }

  /// Jumps animation time forward to `time` with no host time passing (see
  /// `FrameClock.advanceAnimationTime(to:)`) and advances every animation to it.
  public func advanceAnimationTime(to time: TimeInterval) {
    clock.advanceAnimationTime(to: time)
    update()
  }

  /// Advances everything to the clock's current time, then runs the completions that are
  /// due, with this engine bound so that animations they start land here too. Allocates
  /// nothing while no animation ends.
  func update() {
    let now = clock.now
    CATransaction.commitImplicit(engine: self)
    var arrivals: [() -> Void] = []
    var index = 0
    while index < drivenTimelines.count {
      let (arrived, callback) = drivenTimelines[index].settleDrive(at: now)
      if arrived {
        drivenTimelines.remove(at: index)
        if let callback { arrivals.append(callback) }
      } else {
        index += 1
      }
    }
    for animator in propertyAnimators { animator.update(at: now) }
    for animation in animations { animation.update(at: now) }
    for run in layerAnimations { run.update(at: now) }
    animations.removeAllOnMainActor { $0.isDone }
    advanceFrameDrivers(to: now)
    layerAnimations.removeAllOnMainActor { $0.isDone }
    propertyAnimators.removeAllOnMainActor { !$0.needsFrames }
    // Arrivals run after the completions of the animations that arrived with them.
    due.append(contentsOf: arrivals)
    while let index = deadlines.firstIndexOnMainActor(where: { now - $0.start >= $0.delay }) {
      due.append(deadlines.remove(at: index).callback)
    }
    if !displayLinks.isEmpty {
      // A link's action may add or invalidate links: those count from the next frame.
      let links = displayLinks
      perform { for link in links { link.fire(at: now) } }
    }
    guard !due.isEmpty else { return }
    perform {
      // Callbacks may schedule more; those run on the following update.
      swap(&due, &firing)
      for callback in firing { callback() }
      firing.removeAll(keepingCapacity: true)
    }
  }

  /// Recomputes the animations that read `timeline` at the clock's time, and nothing else:
  /// no other animation advances, nothing completes and no callback, delegate or display
  /// link runs. For a scrub between frames; layer animations need none, they are read at
  /// the time they are drawn.
  func show(_ timeline: AnimationTimeline) {
    let now = clock.now
    for animator in propertyAnimators where animator.timeline(in: self) === timeline {
      animator.update(at: now)
    }
    for animation in animations where animation.timeline === timeline {
      animation.update(at: now)
    }
  }

  func add(_ animation: Animation) {
    animations.append(animation)
  }

  func add(_ run: LayerAnimationRun) {
    layerAnimations.append(run)
  }

  func add(_ link: CADisplayLink) {
    displayLinks.append(link)
  }

  func remove(_ link: CADisplayLink) {
    displayLinks.removeAll { $0 === link }
  }

  /// Called by a property animator that needs per-frame updates; idempotent.
  func add(_ animator: UIViewPropertyAnimator) {
    if !propertyAnimators.contains(where: { $0 === animator }) {
      propertyAnimators.append(animator)
    }
  }

  /// Drops every animation, property animator, driven timeline and due callback without
  /// running them: the window that owned this engine is gone. Their closures often hold
  /// the engine (through a context or a completion group), which would otherwise keep it
  /// and everything it animates alive.
  func stopAll() {
    // A layer holds its POP animations until they end, and their completion blocks often
    // hold a transition context: ended here, their completions are dropped with `due`.
    for animation in animations {
      for view in animation.targets { view.layer.pop_removeAllAnimations() }
      animation.discard()
    }
    animations.removeAll()
    // Their delegates (often the transition's animator) would keep what they hold alive.
    for run in layerAnimations { run.discard() }
    layerAnimations.removeAll()
    // A link left running would hold its action, and what it holds, for ever.
    for link in displayLinks {
      Diagnostics.warn(
        "CADisplayLink \(ObjectIdentifier(link)) was never invalidated and its window went away; "
          + "invalidated")
      link.invalidate()
    }
    propertyAnimators.removeAll()
    drivenTimelines.removeAll()
    frameDrivers.removeAll()
    due.removeAll()
    deadlines.removeAll()
  }

  /// Runs `callback` with the completions of the first update at least `delay` seconds of
  /// engine time from now; returns a token for `cancel(_:)`. A pending callback keeps the
  /// engine animating, so a host keeps ticking until it runs or is cancelled.
  func schedule(after delay: TimeInterval, _ callback: @escaping () -> Void) -> Int {
    lastDeadlineID += 1
    deadlines.append(
      Deadline(id: lastDeadlineID, start: clock.now, delay: delay, callback: callback))
    return lastDeadlineID
  }

  /// Drops a callback of `schedule(after:_:)` that has not run yet.
  func cancel(_ token: Int) {
    deadlines.removeAll { $0.id == token }
  }

  private struct Deadline {
    let id: Int
    /// Engine time when scheduled, and seconds after it.
    let start: TimeInterval
    let delay: TimeInterval
    let callback: () -> Void
  }

  /// Runs `callback` at the end of the next `update`, with this engine bound.
  func enqueue(_ callback: @escaping () -> Void) {
    due.append(callback)
  }

  /// The timeline a new animation should read its time from.
  var currentTimeline: AnimationTimeline {
    Self.recordingTimeline ?? timeline
  }
}
