import Foundation

/// The animation block whose closure is running: property changes made meanwhile become
/// its animations. Bound as a task-local value only for the duration of the closure, so
/// nesting, `performWithoutAnimation` (which binds nil) and concurrent tests need no
/// global state.
@MainActor
final class AnimationContext {
  @TaskLocal static var current: AnimationContext?

  enum Source {
    /// `UIView.animate` and its spring variant, and the whole of `animateKeyframes`.
    case block(Animation.Timing, beginFromCurrentState: Bool, allowsUserInteraction: Bool)
    /// One `addKeyframe` inside `animateKeyframes`: a window of the parent's progress.
    case keyframe(parent: AnimationContext, start: Double, length: Double)
    /// One `addAnimations` block of a property animator.
    case propertyAnimator(UIViewPropertyAnimator, delayFactor: Double)
  }

  let source: Source
  let group: CompletionGroup?
  /// Set for `animateKeyframes`: whether keyframes jump (discrete) or interpolate.
  private let discreteKeyframes: Bool?
  /// Resolved at the first change: the bound engine, else the changed view's window's.
  private(set) var engine: AnimationEngine?
  /// Whether a change outside any window has been warned about in this context.
  private var warnedWithoutEngine = false
  private var animation: Animation?

  init(_ source: Source, group: CompletionGroup? = nil, discreteKeyframes: Bool? = nil) {
    self.source = source
    self.group = group
    self.discreteKeyframes = discreteKeyframes
  }

  /// True for the context of an `animateKeyframes` closure.
  var acceptsKeyframes: Bool { discreteKeyframes != nil }

  /// The timing of the innermost enclosing `UIView.animate` block, for nested blocks.
  var blockTiming: Animation.Timing? {
    switch source {
    case .block(let timing, _, _): timing
    case .keyframe(let parent, _, _): parent.blockTiming
    case .propertyAnimator: nil
    }
  }

  /// What `UIView.inheritedAnimationDuration` reports: the enclosing block's duration, or
  /// the property animator's.
  var inheritedDuration: TimeInterval {
    switch source {
    case .block(let timing, _, _): timing.duration
    case .keyframe(let parent, _, _): parent.inheritedDuration
    case .propertyAnimator(let animator, _): animator.duration
    }
  }

  /// Runs `body` with this context current.
  func run(_ body: () -> Void) {
    Self.$current.withValue(self, operation: body)
  }

  /// Turns a change of `view`'s `property` from `old` to `new` (model values, already
  /// applied) into an animation of the presentation value.
  func record(
    _ view: UIView, _ property: AnimatableProperty, from old: AnimatableVector,
    to new: AnimatableVector, windowStart: Double = 0, windowLength: Double = 1
  ) {
    if case .keyframe(let parent, let start, let length) = source {
      parent.record(
        view, property, from: old, to: new, windowStart: start,
        windowLength: parent.discreteKeyframes == true ? 0 : length)
      return
    }
    guard old != new else { return }
    if engine == nil { engine = resolveEngine(for: view) }
    guard let engine else {
      // Once a block: views made and laid out inside one change many properties.
      if !warnedWithoutEngine {
        warnedWithoutEngine = true
        Diagnostics.warn(
          "a view outside any window changed inside an animation block with no "
            + "AnimationEngine bound; the change applies without animation")
      }
      return
    }
    guard let animation = animation(in: engine) else { return }
    var from = old
    var replaced: [Animation] = []
    if case .block(_, true, _) = source {
      from = view.presentationVector(of: property, model: old)
      replaced = view.takeContributions(to: property)
    }
    view.animationContributions.append(
      Contribution(
        animation: animation, property: property, delta: from - new, windowStart: windowStart,
        windowLength: windowLength))
    animation.addTarget(view)
    // The block's own earlier change of the same property is merged, not replaced: the new
    // contribution starts from what was shown, which included it. Only other animations
    // lose their share of the property (and report `finished == false`).
    for other in replaced where other !== animation { other.contributionRemoved(from: view) }
  }

  /// An animator keeps the engine it started on; otherwise the bound engine, else the
  /// window's the view is in (through the view it masks, for a mask view).
  private func resolveEngine(for view: UIView) -> AnimationEngine? {
    if case .propertyAnimator(let animator, _) = source, let engine = animator.engine {
      return engine
    }
    return AnimationEngine.current ?? view.layer.hostEngine
  }

  /// The animation this context's changes join, made at the first change; nil when the
  /// block applies at once (zero duration and no delay).
  private func animation(in engine: AnimationEngine) -> Animation? {
    // An animation that already ended (a nested `beginFromCurrentState` block replaced all
    // it animated) is never reused: changes made after that get a fresh one.
    if let animation, !animation.isDone { return animation }
    let made: Animation
    switch source {
    case .block(let timing, _, let allowsUserInteraction):
      guard timing.duration > 0 || timing.delay > 0 else { return nil }
      let timeline = engine.currentTimeline
      made = Animation(
        progression: .timed(timing), timeline: timeline,
        startTime: timeline.time(at: engine.clock.now), group: group,
        allowsUserInteraction: allowsUserInteraction)
      engine.add(made)
    case .propertyAnimator(let animator, let delayFactor):
      made = animator.makeAnimation(delayFactor: delayFactor, engine: engine)
    case .keyframe:
      return nil
    }
    animation = made
    return made
  }
}
