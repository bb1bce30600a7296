import Foundation

/// How a property animator runs on the engine: its blocks become driven animations whose
/// progress follows the animator's fraction, which a segment moves each frame.
extension UIViewPropertyAnimator {
  /// True while the engine must call `update(at:)` every frame.
  var needsFrames: Bool { isRunning }

  /// A driven animation for one block; made when the block first changes a view.
  func makeAnimation(delayFactor: Double, engine: AnimationEngine) -> Animation {
    if self.engine == nil { self.engine = engine }
    let animation = Animation(
      progression: .driven, timeline: timeline(in: engine), startTime: 0, group: nil,
      allowsUserInteraction: isUserInteractionEnabled)
    delayFactors.append(delayFactor)
    animations.append(animation)
    animation.progress = Self.progress(fraction, delayFactor: delayFactor)
    return animation
  }

  /// Advances the running segment to engine time `clock`; finishes at its end.
  func update(at clock: TimeInterval) {
    guard isRunning, let segment, let engine else { return }
    let local = timeline(in: engine).time(at: clock) - segment.startTime - segment.delay
    let progress = local <= 0 ? 0 : segment.curve.value(at: local, duration: segment.duration)
    fraction = segment.from + (segment.to - segment.from) * progress
    let elapsed = segment.duration > 0 ? min(max(local / segment.duration, 0), 1) : 1
    reportedFraction = segment.fromComplete + (segment.to - segment.fromComplete) * elapsed
    applyFraction()
    // A recording timeline driven back to 0 (a cancelled transition) ends it at the start.
    let rewound = timeline(in: engine).hasArrivedBackwards
    guard local >= segment.duration && timeline(in: engine).isAdvancing || rewound else {
      return
    }
    fraction = rewound ? 0 : segment.to
    applyFraction()
    isRunning = false
    self.segment = nil
    reportedFraction = fraction
    if pausesOnCompletion && !rewound { return }
    let position: UIViewAnimatingPosition = fraction >= 1 ? .end : .start
    settle(at: position)
    state = .inactive
    let completions = self.completions
    self.completions.removeAll()
    engine.enqueue { for completion in completions { completion(position) } }
  }

  func timeline(in engine: AnimationEngine) -> AnimationTimeline {
    recordingTimeline ?? engine.timeline
  }

  /// A block's progress when the animator is at `fraction`: it waits until `delayFactor`,
  /// then covers its change over the rest.
  static func progress(_ fraction: Double, delayFactor: Double) -> Double {
    guard delayFactor > 0 else { return fraction }
    guard delayFactor < 1 else { return fraction >= 1 ? 1 : 0 }
    return max(0, (fraction - delayFactor) / (1 - delayFactor))
  }

  func applyFraction() {
    for (animation, factor) in zip(animations, delayFactors) {
      animation.progress = Self.progress(fraction, delayFactor: factor)
    }
  }

  /// Becomes active: the pending blocks run now, from F = 0.
  func activate() {
    guard state == .inactive else { return }
    state = .active
    fraction = 0
    reportedFraction = 0
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for (block, factor) in blocks { run(block, delayFactor: factor) }
    if engine == nil { engine = AnimationEngine.current }
  }

  func run(_ block: () -> Void, delayFactor: Double) {
    AnimationContext(.propertyAnimator(self, delayFactor: delayFactor)).run(block)
  }

  func timing(durationFactor: Double, parameters: (any UITimingCurveProvider)? = nil)
    -> (curve: TimingCurve, duration: TimeInterval)
  {
    let provider = parameters ?? timingParameters ?? UICubicTimingParameters()
    return provider.timing(duration: duration * durationFactor)
  }

  /// Plays from the current fraction to the target over the remaining share of the duration.
  func beginSegment(
    timing parameters: (any UITimingCurveProvider)?, durationFactor: Double,
    at clock: TimeInterval, delay: TimeInterval = 0
  ) {
    guard let engine else { return }
    let target: Double = isReversed ? 0 : 1
    // The share of the run's time still to go, as UIKit times a continued animator.
    let remaining = abs(target - reportedFraction)
    let (curve, seconds) = timing(
      durationFactor: durationFactor * remaining, parameters: parameters)
    segment = Segment(
      from: fraction, to: target, fromComplete: reportedFraction, curve: curve, duration: seconds,
      delay: delay,
      startTime: timeline(in: engine).time(at: clock))
    isRunning = true
    engine.add(self)
  }

  /// No view was animated and no engine is bound: nothing will tick, so finish now.
  func finishWithoutEngine() {
    fraction = isReversed ? 0 : 1
    reportedFraction = fraction
    settle(at: isReversed ? .start : .end)
    state = .inactive
    for completion in completions { completion(isReversed ? .start : .end) }
    completions.removeAll()
  }

  func captureValues() -> [CapturedValue] {
    var values: [CapturedValue] = []
    for animation in animations {
      for view in animation.targets {
        for contribution in view.animationContributions
        where contribution.animation === animation {
          let property = contribution.property
          let end = view.modelVector(of: property)
          values.append(
            CapturedValue(
              view: view, property: property, start: end + contribution.delta, end: end,
              current: view.presentationVector(of: property, model: end)))
        }
      }
    }
    return values
  }

  /// Removes the animations; at `.start` or `.current` the model takes those values.
  func settle(at position: UIViewAnimatingPosition) {
    let values = position == .end ? [] : captureValues()
    for animation in animations { animation.end(finished: position == .end) }
    animations.removeAll()
    delayFactors.removeAll()
    for value in values {
      value.view.setModelVector(
        position == .start ? value.start : value.current, of: value.property)
    }
  }
}
