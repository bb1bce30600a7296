import Foundation

/// Calls an action once per frame of its window, before the frame is drawn, as Core
/// Animation's display link: for interactions and physics that step themselves.
///
/// No Objective-C runtime here, so the target's method is a closure (the shape gesture
/// recognizers take); the target is held weakly and a link whose target is gone
/// invalidates itself. Time is the engine's animation clock, never the wall clock.
///
///     link = CADisplayLink(target: self) { [unowned self] link in step(to: link.targetTimestamp) }
///     link.add(to: .main, forMode: .common)
///     …
///     link.invalidate()
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
  private let target: WeakTarget
  private var action: ((CADisplayLink) -> Void)?
  private weak var engine: AnimationEngine?
  private var lastFire: CFTimeInterval?

  /// Media time (`CACurrentMediaTime()` seconds) of the frame being prepared; 0 before the
  /// first call.
  public private(set) var timestamp: CFTimeInterval = 0
  /// When the frame being prepared will show: `timestamp + duration`.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// Seconds between frames: 1/60; 0 before the first call.
  public private(set) var duration: CFTimeInterval = 0
  /// True skips the calls (the link stays added); false by default.
  public var isPaused = false
  /// The rates the action wants; `.default` (the window's) by default. A maximum below the
  /// window's 60 Hz skips frames so the calls come at most that often.
  public var preferredFrameRateRange: CAFrameRateRange = .default
  /// The older spelling of `preferredFrameRateRange.preferred`: 0 (the default) is the
  /// window's rate.
  public var preferredFramesPerSecond = 0

  /// A link that calls `action` with itself each frame once added to a run loop. A nil
  /// `target` is never considered gone.
  public init(target: AnyObject?, action: @escaping (CADisplayLink) -> Void) {
    self.target = WeakTarget(target)
    self.action = action
    super.init()
  }

  /// Starts the calls on the frames of the bound engine (else the key window's). The run
  /// loop and mode are accepted for source compatibility: every window frame counts.
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard action != nil else {
      return Diagnostics.warn("CADisplayLink.add: the link was invalidated; ignored")
    }
    guard let engine = AnimationEngine.current ?? UIApplication.shared.keyWindow?.animationEngine
    else {
      return Diagnostics.warn("CADisplayLink.add: no window and no AnimationEngine bound; ignored")
    }
    self.engine?.remove(self)
    self.engine = engine
    engine.add(self)
  }

  /// Stops the calls; the link can be added again.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    engine?.remove(self)
    engine = nil
  }

  /// Stops the calls for good and lets go of the action (and what it holds).
  public func invalidate() {
    remove(from: .main, forMode: .common)
    action = nil
  }

  /// Whether the calls want frames: not while paused.
  var wantsFrames: Bool { !isPaused }

  /// Called by the engine once per frame at media time `now`.
  func fire(at now: CFTimeInterval) {
    guard !isPaused, let action else { return }
    if target.isGone { return invalidate() }
    let interval = FrameClock.frameInterval
    let rate = Double(
      preferredFrameRateRange.preferred
        ?? Float(preferredFramesPerSecond > 0 ? preferredFramesPerSecond : 0))
    let wanted = min(
      rate > 0 ? rate : 60,
      Double(preferredFrameRateRange.maximum > 0 ? preferredFrameRateRange.maximum : 60))
    // Half a frame of slack: frames land on multiples of 1/60 s, give or take rounding.
    if let lastFire, now - lastFire < 1 / wanted - interval / 2 { return }
    lastFire = now
    (timestamp, duration, targetTimestamp) = (now, interval, now + interval)
    action(self)
  }
}

/// The frame rates a display link would like, in frames per second.
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?

  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
  }

  /// No preference: the window's rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
