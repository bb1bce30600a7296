import Foundation

/// A scroll view's motion on both axes, timed from `start` (engine seconds): each axis
/// moves independently, as UIKit's do (a diagonal fling may stop on one axis first).
@MainActor
internal struct ScrollMotion {
  enum Kind {
    /// After a drag: ends with `scrollViewDidEndDecelerating`.
    case deceleration
    /// From `setContentOffset(_:animated: true)`: ends with
    /// `scrollViewDidEndScrollingAnimation`.
    case animation
  }

  var x: ScrollAxisMotion?
  var y: ScrollAxisMotion?
  let kind: Kind
  let start: TimeInterval
  /// The engine's handle on this motion; set when it starts.
  var driver: FrameDriver?
  /// Points added to every position: the content moved under the motion
  /// (`UIScrollView.shiftContent(by:)`), so the glide goes on from where it shows.
  var shift: CGPoint = .zero

  init(x: ScrollAxisMotion?, y: ScrollAxisMotion?, kind: Kind, start: TimeInterval) {
    self.x = x
    self.y = y
    self.kind = kind
    self.start = start
  }

  /// The offset at engine time `now` from `current` (axes without motion stay), and
  /// whether both axes have arrived.
  mutating func offset(at now: TimeInterval, from current: CGPoint) -> (CGPoint, Bool) {
    var point = current
    var arrived = true
    if var motion = x {
      let (position, done) = motion.position(at: now - start)
      point.x = position + shift.x
      arrived = arrived && done
      x = motion
    }
    if var motion = y {
      let (position, done) = motion.position(at: now - start)
      point.y = position + shift.y
      arrived = arrived && done
      y = motion
    }
    return (point, arrived)
  }
}

extension UIScrollView {
  /// Runs `newMotion` on `engine` from its next frame.
  internal func startMotion(_ newMotion: ScrollMotion, on engine: AnimationEngine) {
    stopMotion()
    var started = newMotion
    let driver = FrameDriver { [weak self] driver, now in
      self?.advanceMotion(of: driver, to: now) ?? false
    }
    started.driver = driver
    motion = started
    isDecelerating = started.kind == .deceleration
    engine.addFrameDriver(driver)
  }

  /// Ends the motion where it is, without the delegate's end call (a touch caught it, or a
  /// new offset was set).
  internal func stopMotion() {
    guard let current = motion else { return }
    motion = nil
    isDecelerating = false
    if let driver = current.driver { window?.animationEngine.removeFrameDriver(driver) }
  }

  /// One frame of the motion `driver` runs; false once it has arrived (and the delegate
  /// was told) or another motion replaced it.
  private func advanceMotion(of driver: FrameDriver, to now: TimeInterval) -> Bool {
    guard var current = motion, current.driver === driver else { return false }
    let (offset, arrived) = current.offset(at: now, from: contentOffset)
    motion = arrived ? nil : current
    moveContent(to: offset)
    guard arrived else { return true }
    isDecelerating = false
    switch current.kind {
    case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
    case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
    }
    return false
  }
}
