import Foundation

/// One running animation: how its progress follows time, and the views whose property
/// changes it plays. Every change is additive (see `Contribution`), so animations on the same
/// property blend without jumps, as UIKit's have since iOS 8.
@MainActor
final class Animation {
  /// How progress is computed each frame.
  enum Progression {
    /// From the timeline: `curve` over `duration` seconds after `delay`, optionally
    /// reversing and repeating.
    case timed(Timing)
    /// Set from outside each frame, by the owning property animator.
    case driven
  }

  struct Timing {
    var curve: TimingCurve
    var duration: TimeInterval
    var delay: TimeInterval = 0
    var repeatsForever = false
    var autoreverses = false

    /// Seconds from the start to the end of the last cycle; infinite when repeating.
    var totalDuration: TimeInterval {
      repeatsForever ? .infinity : delay + (autoreverses ? 2 * duration : duration)
    }

    /// Progress at `t` seconds after the animation was added.
    func progress(at t: TimeInterval) -> Double {
      let active = t - delay
      guard active > 0 else { return 0 }
      guard duration > 0 else { return autoreverses ? 0 : 1 }
      let cycle = autoreverses ? 2 * duration : duration
      guard repeatsForever || active < cycle else { return autoreverses ? 0 : 1 }
      let phase = active.truncatingRemainder(dividingBy: cycle)
      let forward = phase <= duration ? phase : 2 * duration - phase
      return curve.value(at: forward, duration: duration)
    }
  }

  let progression: Progression
  let timeline: AnimationTimeline
  /// The timeline's time when the animation was added.
  let startTime: TimeInterval
  private(set) var group: CompletionGroup?
  /// False unless `.allowUserInteraction`: views it animates ignore touches meanwhile.
  let allowsUserInteraction: Bool

  /// The curve's value now: 0 at the start, 1 at the end, beyond 1 when a spring overshoots.
  /// Unchecked, as `UIView`'s plain values are: every animated view reads it every frame.
  @exclusivity(unchecked) var progress: Double = 0
  private(set) var isDone = false
  /// Set when a later `beginFromCurrentState` block took over one of its properties: the
  /// rest still plays, but the animation then reports `finished == false`, as UIKit's
  /// completion does when any of the block's animations was removed.
  private(set) var wasInterrupted = false
  /// The layers of the views it animates, each once. Not the views: a view holds its
  /// contributions, which hold the animation, so a strong reference back would keep both
  /// alive for ever once dropped mid-animation (a paused property animator, an engine that
  /// went away). Nor weak references to them: a weakly referenced object counts its
  /// references in a side table, which makes every retain and release of the view slow in
  /// each frame. A layer forgets its view when the view goes (`CALayer.owningView`).
  private var targetLayers: [CALayer] = []

  var targets: [UIView] { targetLayers.compactMap(\.owningView) }

  /// Set when a view it moved went (`UIView.forget`, from a `deinit` on any thread, hence
  /// unchecked): the next update lets go of that view's layer, so an animation that runs on
  /// (repeating, or paused in an animator) keeps no layer tree alive for a view nobody has.
  nonisolated(unsafe) var lostTarget = false

  init(
    progression: Progression, timeline: AnimationTimeline, startTime: TimeInterval,
    group: CompletionGroup?, allowsUserInteraction: Bool
  ) {
    self.progression = progression
    self.timeline = timeline
    self.startTime = startTime
    self.group = group
    self.allowsUserInteraction = allowsUserInteraction
    group?.animationStarted()
  }

  func addTarget(_ view: UIView) {
    if !targetLayers.contains(where: { $0 === view.layer }) {
      targetLayers.append(view.layer)
    }
  }

  /// True while time alone changes it: an animation on a paused timeline (an interactive
  /// transition between drag events) moves only when the timeline is seeked, so it needs no
  /// frames of its own.
  var movesWithTime: Bool {
    guard case .timed = progression, !isDone else { return false }
    return timeline.isAdvancing
  }

  /// Advances a timed animation to the engine time `clock`; finishes it at its end, or
  /// when its timeline was driven back to the start.
  func update(at clock: TimeInterval) {
    if lostTarget {
      lostTarget = false
      targetLayers.removeAllOnMainActor { $0.owningView == nil }
    }
    guard case .timed(let timing) = progression, !isDone else { return }
    let local = timeline.time(at: clock) - startTime
    progress = timing.progress(at: local)
    if timeline.isAdvancing, local >= timing.totalDuration || timeline.hasArrivedBackwards {
      if timeline.hasArrivedBackwards { restoreStartValues() }
      end(finished: true)
    }
  }

  /// Puts the model values back where the animation started them: a transition driven back
  /// to 0 (cancelled) leaves its views as they were, as UIKit's property-animator-backed
  /// percent-driven transitions do. Deltas add up, so overlapping animations restore too.
  private func restoreStartValues() {
    for view in targets {
      for contribution in view.animationContributions where contribution.animation === self {
        let model = view.modelVector(of: contribution.property)
        view.setModelVector(model + contribution.delta, of: contribution.property)
      }
    }
  }

  /// Removes the animation from its views, which then show their model values, and reports
  /// to its completion group. Idempotent.
  func end(finished: Bool) {
    guard !isDone else { return }
    let group = self.group
    discard()
    group?.animationEnded(finished: finished && !wasInterrupted)
  }

  /// Removes the animation from its views without a completion: its engine is gone. The
  /// views' contributions would otherwise keep it, and what its completion holds, alive.
  func discard() {
    isDone = true
    // The completion will not run: dropping it frees what it holds (a POP animation holds
    // itself through its completion until it ends).
    group = nil
    for view in targets { view.animationContributions.removeAll { $0.animation === self } }
    targetLayers.removeAll()
  }

  /// Called when a view's contribution was taken away (replaced by a new animation started
  /// from the current state): the animation will report `finished == false`, and ends at
  /// once when it animates nothing else.
  func contributionRemoved(from view: UIView) {
    wasInterrupted = true
    guard !view.animationContributions.contains(where: { $0.animation === self }) else { return }
    targetLayers.removeAll { $0.owningView == nil || $0 === view.layer }
    if targetLayers.isEmpty { end(finished: false) }
  }
}
