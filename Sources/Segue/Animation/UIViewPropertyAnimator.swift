import Foundation

/// An interruptible animation, as in UIKit: start, pause, scrub, reverse, continue with new
/// timing, stop and finish.
///
///     let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) {
///       card.center.x += 200
///     }
///     animator.pauseAnimation()
///     animator.fractionComplete = 0.3                       // scrub with the finger
///     animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
///
/// Segue's model: the animator moves one fraction F of its way from 0 to 1, and every
/// animation block follows F (a block added with `delayFactor` d, or added while running at
/// F₀, covers its change while F goes from d, or F₀, to 1). Start, continue and reverse
/// each play a segment from the current F to the target with the animator's timing (or the
/// new timing), over the matching share of its duration. Time comes from the engine of the
/// first animated view's window, or the one bound with `AnimationEngine.perform`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// Seconds, as given to the initializer (negative or non-finite reads as 0).
  public let duration: TimeInterval
  /// Seconds before the animations start, as given to `startAnimation(afterDelay:)`.
  public private(set) var delay: TimeInterval = 0
  public let timingParameters: (any UITimingCurveProvider)?

  public internal(set) var state: UIViewAnimatingState = .inactive
  public internal(set) var isRunning = false

  /// Whether the animated views take touches meanwhile; true by default.
  open var isUserInteractionEnabled = true
  /// True by default. A non-interruptible animator runs to its end once started:
  /// `pauseAnimation()`, setting `fractionComplete` and reversing while it runs are ignored
  /// with a warning (UIKit raises an exception); `stopAnimation(_:)` still works. Changing
  /// it while the animator is active is ignored with a warning, as UIKit refuses it too.
  open var isInterruptible = true {
    didSet {
      guard isInterruptible != oldValue, state != .inactive else { return }
      Diagnostics.warn("isInterruptible changed on an active animator; ignored")
      isInterruptible = oldValue
    }
  }
  /// How setting `fractionComplete` while paused moves the views: linearly (true, the
  /// default: the values go `fractionComplete` of the way) or along the timing curve
  /// (false: they go curve(`fractionComplete`) of the way). Reading `fractionComplete`
  /// gives the share of the run's time either way, as in UIKit; so after pausing an
  /// ease-in animator halfway it reads 0.5, and with `scrubsLinearly` true the first scrub
  /// moves the views onto the linear mapping (UIKit does the same).
  open var scrubsLinearly = true
  /// At the end, stay active and paused instead of finishing; false by default.
  open var pausesOnCompletion = false

  /// When true, running or continuing heads to the start instead of the end.
  open var isReversed = false {
    didSet {
      guard isReversed != oldValue, state == .active, isRunning, let engine else { return }
      guard isInterruptible else {
        Diagnostics.warn("isReversed changed on a running non-interruptible animator; ignored")
        isReversed = oldValue
        return
      }
      beginSegment(timing: nil, durationFactor: 1, at: engine.clock.now)
    }
  }

  var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
  var completions: [(UIViewAnimatingPosition) -> Void] = []
  var animations: [Animation] = []
  /// Weak: the engine holds a running animator, and a dropped engine must not live on.
  weak var engine: AnimationEngine?
  let recordingTimeline: AnimationTimeline?
  var fraction = 0.0
  var reportedFraction = 0.0
  var segment: Segment?

  /// One run from `from` to `to` after `delay`, along `curve`, in timeline seconds.
  struct Segment {
    var from: Double
    var to: Double
    /// `fractionComplete` (the share of the run's time) at the start of the segment.
    var fromComplete: Double
    var curve: TimingCurve
    var duration: TimeInterval
    var delay: TimeInterval
    var startTime: TimeInterval
  }

  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = UIView.validSeconds(duration, "duration")
    timingParameters = parameters
    recordingTimeline = AnimationEngine.recordingTimeline
    super.init()
  }

  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// A spring with damping ratio ζ that lasts `duration` seconds.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Made, given animations, and started at once, as UIKit's factory does.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve)
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Animations and completions

  /// Adds a block of changes. While active it takes effect at once, from the current values
  /// over the rest of the run; before that it runs when the animator starts.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// `delayFactor` in 0…1: the share of the run before this block starts moving.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = Double(delayFactor)
    let valid = factor.isFinite ? min(max(factor, 0), 1) : 0
    if valid != factor { Diagnostics.warn("delayFactor \(delayFactor) outside 0…1; clamped") }
    switch state {
    case .inactive: pendingBlocks.append((animation, valid))
    case .active: run(animation, delayFactor: fraction + valid * (1 - fraction))
    case .stopped: Diagnostics.warn("addAnimations on a stopped animator; ignored")
    }
  }

  /// Runs with the final position when the animator finishes (not when stopped without
  /// finishing), in the order added.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Running

  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts, or resumes a paused animator, after `delay` seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped else {
      return Diagnostics.warn("startAnimation on a stopped animator; ignored")
    }
    guard !isRunning else { return }
    activate()
    self.delay = UIView.validSeconds(delay, "delay")
    guard let engine else { return finishWithoutEngine() }
    beginSegment(timing: nil, durationFactor: 1, at: engine.clock.now, delay: self.delay)
  }

  /// Holds the views where they are. Ignored with a warning on a stopped or a
  /// non-interruptible animator.
  open func pauseAnimation() {
    guard state != .stopped else {
      return Diagnostics.warn("pauseAnimation on a stopped animator; ignored")
    }
    guard isInterruptible else {
      return Diagnostics.warn("pauseAnimation on a non-interruptible animator; ignored")
    }
    activate()
    if isRunning, let engine { update(at: engine.clock.now) }
    isRunning = false
    segment = nil
  }

  /// 0…1: the share of the run's time that has passed (for an ease-in animator paused
  /// halfway, 0.5, although the views have moved less), as UIKit reports it. While paused
  /// (or inactive, which pauses) setting it scrubs, see `scrubsLinearly`; while running
  /// setting it is ignored with a warning.
  open var fractionComplete: CGFloat {
    get {
      if isRunning, let engine { update(at: engine.clock.now) }
      return CGFloat(min(max(reportedFraction, 0), 1))
    }
    set {
      guard state != .stopped else {
        return Diagnostics.warn("fractionComplete set on a stopped animator; ignored")
      }
      guard isInterruptible else {
        return Diagnostics.warn("fractionComplete set on a non-interruptible animator; ignored")
      }
      guard !isRunning else {
        return Diagnostics.warn("fractionComplete set on a running animator; ignored")
      }
      let value = Double(newValue)
      let clamped = value.isFinite ? min(max(value, 0), 1) : 0
      activate()
      reportedFraction = clamped
      fraction =
        scrubsLinearly ? clamped : timing(durationFactor: 1).curve.value(at: clamped, duration: 1)
      applyFraction()
    }
  }

  /// Continues a paused (or running) animator towards the end, or the start when reversed,
  /// with `parameters` (nil keeps the animator's) over `durationFactor` × the share of the
  /// duration that remains.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard state == .active, let engine else {
      return Diagnostics.warn("continueAnimation on an animator that is not active; ignored")
    }
    let factor = Double(durationFactor)
    beginSegment(
      timing: parameters, durationFactor: factor.isFinite && factor >= 0 ? factor : 1,
      at: engine.clock.now)
  }

  /// Stops where the views are now. `withoutFinishing` true: the views keep their current
  /// values, the animator becomes inactive and its completions are discarded (none runs,
  /// even if the animator is started again). False: the animator
  /// waits in `.stopped` for `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else {
      return Diagnostics.warn("stopAnimation on an animator that is not active; ignored")
    }
    if isRunning, let engine { update(at: engine.clock.now) }
    stopped = captureValues()
    settle(at: .current)
    isRunning = false
    segment = nil
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing {
      // UIKit never calls the completions of an animator stopped without finishing, not
      // even if it is started again later.
      stopped = []
      completions.removeAll()
    }
  }

  /// Ends a stopped animator with the views at `finalPosition` and runs the completions.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      return Diagnostics.warn("finishAnimation on an animator that is not stopped; ignored")
    }
    for value in stopped {
      value.view.setModelVector(
        finalPosition == .end ? value.end : finalPosition == .start ? value.start : value.current,
        of: value.property)
    }
    stopped = []
    state = .inactive
    for completion in completions { completion(finalPosition) }
    completions.removeAll()
  }

  /// Start, end and current values of each animated property, kept while stopped.
  var stopped: [CapturedValue] = []

  struct CapturedValue {
    let view: UIView
    let property: AnimatableProperty
    let start: AnimatableVector
    let end: AnimatableVector
    let current: AnimatableVector
  }

  /// The delay factor of each of `animations`, index for index.
  var delayFactors: [Double] = []
}
