import Foundation

/// A drag: begins once the touch has moved 10 points from where it went down (the slop, so
/// a click is not a drag), then reports each move as `.changed` and the release as `.ended`.
///
///     let pan = UIPanGestureRecognizer(target: self) { [unowned self] g in self.handlePan(g) }
///     view.addGestureRecognizer(pan)
///
/// `translation(in:)` is measured from where the touch went down, so the content a handler
/// moves stays under the pointer, and a delegate's `gestureRecognizerShouldBegin` already
/// sees the direction of the first movement.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Points the touch must move before the pan begins.
  static let slop: CGFloat = 10

  /// Fewest touches that can pan; 1 by default. The mouse is one touch, so more never begins.
  public var minimumNumberOfTouches = 1
  /// Most touches that can pan; `Int.max` by default (UIKit's `UINT_MAX`).
  public var maximumNumberOfTouches = Int.max

  /// Where translation is measured from, in window coordinates.
  private var originInWindow: CGPoint = .zero
  private var tracker = VelocityTracker()
  /// Where and when (window coordinates, seconds) the tracker got its last sample.
  private var lastSample = (location: CGPoint.zero, time: TimeInterval(0))

  /// The drag so far, in `view`'s coordinate system (the window's when nil): how far the
  /// touch is from where it went down, or from where `setTranslation(_:in:)` last put it.
  open func translation(in view: UIView?) -> CGPoint {
    let current = convertFromWindow(lastLocationInWindow, to: view)
    let origin = convertFromWindow(originInWindow, to: view)
    return CGPoint(x: current.x - origin.x, y: current.y - origin.y)
  }

  /// Makes `translation(in: view)` read `translation` from here on (usually `.zero`, to
  /// count each update from the last).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let current = convertFromWindow(lastLocationInWindow, to: view)
    let origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
    originInWindow = convertToWindow(origin, from: view)
  }

  /// Points per second in `view`'s coordinate system, from a least-squares fit over the
  /// last 100 ms of motion; about zero when the pointer rested 40 ms or more.
  /// After `.ended` it keeps the velocity at release.
  open func velocity(in view: UIView?) -> CGPoint {
    let velocity = tracker.velocity
    let base = convertFromWindow(lastLocationInWindow, to: view)
    let ahead = convertFromWindow(
      CGPoint(x: lastLocationInWindow.x + velocity.x, y: lastLocationInWindow.y + velocity.y),
      to: view)
    return CGPoint(x: ahead.x - base.x, y: ahead.y - base.y)
  }

  /// Seconds without movement after which the pointer counts as stopped: a release after
  /// such a rest has zero velocity (a Segue extra; 0.04 s, as Flutter and Android).
  public static let stopInterval: TimeInterval = VelocityTracker.stopGap

  /// Subclasses refuse to begin for some first movements (the edge pan does); `movement`
  /// is in window coordinates.
  internal func shouldBegin(afterMoving movement: CGPoint) -> Bool { true }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard let touch = touches.first else { return }
    guard minimumNumberOfTouches <= 1, maximumNumberOfTouches >= 1 else {
      state = .failed
      return
    }
    originInWindow = touch.location(in: nil)
    tracker.reset()
    track(touch)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first else { return }
    track(touch)
    switch state {
    case .possible:
      let location = touch.location(in: nil)
      let movement = CGPoint(x: location.x - originInWindow.x, y: location.y - originInWindow.y)
      guard hypot(movement.x, movement.y) >= Self.slop else { return }
      state = shouldBegin(afterMoving: movement) ? .began : .failed
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard let touch = touches.first else { return }
    // A release where the last move left the pointer is no sample, as in Android's and
    // Flutter's trackers: a fit through it reads as braking, even backwards (a fling let go
    // 36 ms after its last move read -800 pt/s). It means the pointer stopped only when it
    // comes more than the stop gap after that move.
    if touch.location(in: nil) != lastSample.location {
      track(touch)
    } else if touch.timestamp - lastSample.time > VelocityTracker.stopGap {
      tracker.reset()
    }
    state = state == .possible ? .failed : .ended
  }

  /// Samples `touch` in window coordinates.
  private func track(_ touch: UITouch) {
    let location = touch.location(in: nil)
    tracker.add(location, at: touch.timestamp)
    lastSample = (location, touch.timestamp)
  }

  open override func reset() {
    super.reset()
    tracker.reset()
  }

  private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window = lastWindow else { return point }
    return view.convert(point, from: window)
  }

  private func convertToWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view, let window = lastWindow else { return point }
    return view.convert(point, to: window)
  }
}
