import Foundation

@testable import Segue

/// Records the state a recognizer had at each action call.
@MainActor
final class ActionLog {
  var states: [UIGestureRecognizer.State] = []
  var translations: [CGPoint] = []
}

/// A delegate whose answers are closures, so each test states its rule in place.
@MainActor
final class ClosureDelegate: UIGestureRecognizerDelegate {
  var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
  var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
  var shouldReceive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
  var requireFailure: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    shouldBegin(gestureRecognizer)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous(gestureRecognizer, otherGestureRecognizer) }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  { shouldReceive(gestureRecognizer, touch) }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { requireFailure(gestureRecognizer, otherGestureRecognizer) }
}

/// A pan that logs the state at each action call.
@MainActor
func loggedPan(_ log: ActionLog) -> UIPanGestureRecognizer {
  UIPanGestureRecognizer(target: log) { [unowned log] g in
    log.states.append(g.state)
    log.translations.append(g.translation(in: nil))
  }
}

/// A 400×400 window with a 200×200 TouchRecorder at (100, 100).
@MainActor
func gestureScene() -> (window: UIWindow, view: TouchRecorder) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let view = TouchRecorder(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
  window.addSubview(view)
  return (window, view)
}

/// Presses at `start` at `time`, moves along `position(t)` (t in seconds since the press)
/// every `step` seconds until `duration`, and releases at the last position unless
/// `release` is false. Returns the time of the last event.
@MainActor
@discardableResult
func drag(
  _ window: UIWindow, from start: CGPoint, at time: TimeInterval = 10, duration: TimeInterval,
  step: TimeInterval = 1.0 / 120, release: Bool = true,
  position: (TimeInterval) -> CGVector
) -> TimeInterval {
  window.handle(PointerInput(phase: .down, location: start, timestamp: time))
  let steps = Int((duration / step).rounded())
  var last = start
  for i in 1...max(steps, 1) {
    let t = Double(i) * step
    let offset = position(t)
    last = CGPoint(x: start.x + offset.dx, y: start.y + offset.dy)
    window.handle(PointerInput(phase: .move, location: last, timestamp: time + t))
  }
  let end = time + Double(max(steps, 1)) * step
  if release { window.handle(PointerInput(phase: .up, location: last, timestamp: end)) }
  return end
}
