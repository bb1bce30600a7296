import Foundation

/// One animation added to a layer, playing: the copy `layer.add(_:forKey:)` made, compiled,
/// with the time source it reads. The layer applies it to what it shows each frame; its
/// engine checks each frame whether it started or ended, and tells the delegate.
///
/// Its time is Core Animation's: the engine clock (`CACurrentMediaTime()`) converted into
/// the layer's local time through the layers above (their `beginTime`, `speed`,
/// `timeOffset`). Added while a transition records its animations, the clock part reads
/// the transition's timeline instead, shifted to equal the clock when added, so scrubbing
/// the transition scrubs it.
@MainActor
final class LayerAnimationRun {
  /// nil for an animation added with a nil key (`animationKeys()` does not list it).
  let key: String?
  /// The layer's copy, which `animation(forKey:)` returns and the delegate is given.
  let animation: CAAnimation
  private(set) var track: LayerAnimationTrack
  private weak var layer: CALayer?
  private weak var engine: AnimationEngine?
  private let timeline: AnimationTimeline
  private let timelineStart: TimeInterval
  private let clockStart: TimeInterval
  /// The completion groups of the transactions it was added in.
  private var groups: [CompletionGroup]
  private var hasStarted = false
  private(set) var isDone = false

  init(
    key: String?, animation: CAAnimation, track: LayerAnimationTrack, layer: CALayer,
    engine: AnimationEngine, groups: [CompletionGroup]
  ) {
    self.key = key
    self.animation = animation
    self.track = track
    self.layer = layer
    self.engine = engine
    timeline = engine.currentTimeline
    timelineStart = timeline.time(at: engine.clock.now)
    clockStart = engine.clock.now
    self.groups = groups
    for group in groups { group.animationStarted() }
    // A transition must end: one that repeats for ever would hold it open.
    if timeline !== engine.timeline, !self.track.timing.activeDuration.isFinite {
      Diagnostics.warn(
        "\(animation.diagnosticName) repeats for ever inside a transition; cut to one cycle "
          + "so the transition can complete")
      self.track.timing.repeatCount = 0
      self.track.timing.repeatDuration = 0
    }
  }

  /// Engine seconds as Core Animation's media time: the clock, or the transition's timeline
  /// shifted to equal it when the animation was added.
  func mediaTime(at clock: TimeInterval) -> TimeInterval {
    guard timeline !== engine?.timeline else { return clock }
    return clockStart + (timeline.time(at: clock) - timelineStart)
  }

  /// The layer's local time now, which the track's `beginTime` is in.
  private func layerTime(at clock: TimeInterval) -> TimeInterval? {
    layer?.localTime(atMediaTime: mediaTime(at: clock))
  }

  /// Applies the animation to `shown`, at the engine's current time.
  func apply(to shown: inout LayerPresentation) {
    guard let engine, let time = layerTime(at: engine.clock.now) else { return }
    track.apply(to: &shown, atParent: time)
  }

  /// The value of the list property `key` now, over `beneath`.
  func list(_ key: LayerListKeyPath, beneath: LayerList?) -> LayerList? {
    guard let engine, let time = layerTime(at: engine.clock.now) else { return beneath }
    return track.list(key, beneath: beneath, atParent: time)
  }

  /// The transition it plays and its progress now; nil when it plays none or shows nothing.
  func transition() -> (transition: LayerTransition, progress: Double)? {
    guard let engine, let time = layerTime(at: engine.clock.now) else { return nil }
    return track.transition(atParent: time)
  }

  /// True while time alone changes it: its layer's time runs and its timeline advances.
  var movesWithTime: Bool {
    !isDone && timeline.isAdvancing && layer?.isTimeRunning == true
  }

  /// Tells the delegate when the active span begins; ends the animation when it is over
  /// (or its transition was cancelled back to the start). Allocates nothing otherwise.
  func update(at clock: TimeInterval) {
    guard !isDone else { return }
    guard let time = layerTime(at: clock) else { return discard() }
    let local = track.timing.localTime(atParent: time)
    if !hasStarted, local >= 0 {
      hasStarted = true
      if let delegate = animation.delegate {
        let (animation, trace) = (animation, layer?.hostWindow?.transitionTrace)
        engine?.enqueue {
          trace?.record(.animationDelegate, "animationDidStart(\(animation.diagnosticName))")
          delegate.animationDidStart(animation)
        }
      }
    }
    guard timeline.isAdvancing else { return }
    if track.timing.hasEnded(atLocal: local) || timeline.hasArrivedBackwards {
      end(finished: true)
    }
  }

  /// Ends it: the delegate hears `animationDidStop(_:finished:)` at the end of the frame,
  /// and the layer drops it unless it finished and keeps finished animations.
  func end(finished: Bool) {
    guard !isDone else { return }
    isDone = true
    if !finished || animation.isRemovedOnCompletion {
      layer?.animationRuns.removeAll { $0 === self }
    }
    let (animation, groups) = (self.animation, self.groups)
    self.groups = []
    for group in groups { group.animationEnded(finished: finished) }
    guard let delegate = animation.delegate else { return }
    let trace = layer?.hostWindow?.transitionTrace
    engine?.enqueue {
      trace?.record(
        .animationDelegate,
        "animationDidStop(\(animation.diagnosticName), finished: \(finished))")
      delegate.animationDidStop(animation, finished: finished)
    }
  }

  /// Drops it without a word: its layer or its engine is gone.
  func discard() {
    isDone = true
    groups = []
    layer?.animationRuns.removeAll { $0 === self }
  }
}
