import Foundation
import Testing

@testable import Segue

@MainActor
@Suite("Pan gesture")
struct PanGestureTests {
  @Test func aDragBeginsPastTheSlopChangesAndEnds() {
    let (window, view) = gestureScene()
    let log = ActionLog()
    let pan = loggedPan(log)
    view.addGestureRecognizer(pan)
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 155, 150, at: 1.01))
    #expect(pan.state == .possible)
    #expect(log.states.isEmpty)
    window.handle(pointer(.move, 160, 150, at: 1.02))
    #expect(pan.state == .began)
    window.handle(pointer(.move, 180, 140, at: 1.03))
    window.handle(pointer(.up, 190, 140, at: 1.04))
    #expect(log.states == [.began, .changed, .ended])
    #expect(
      log.translations == [
        CGPoint(x: 10, y: 0), CGPoint(x: 30, y: -10), CGPoint(x: 40, y: -10),
      ])
    #expect(pan.state == .ended)
    #expect(pan.numberOfTouches == 0)
  }

  @Test func aClickWithinTheSlopFailsAndTheViewGetsEverything() {
    let (window, view) = gestureScene()
    let log = ActionLog()
    let pan = loggedPan(log)
    view.addGestureRecognizer(pan)
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 157, 157, at: 1.01))
    window.handle(pointer(.up, 157, 157, at: 1.02))
    #expect(pan.state == .failed)
    #expect(log.states.isEmpty)
    #expect(view.methods == ["began", "moved", "ended"])
  }

  @Test func beginningCancelsTheTouchesInTheView() {
    let (window, view) = gestureScene()
    view.addGestureRecognizer(loggedPan(ActionLog()))
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 155, 150, at: 1.01))
    window.handle(pointer(.move, 170, 150, at: 1.02))
    window.handle(pointer(.move, 180, 150, at: 1.03))
    window.handle(pointer(.up, 190, 150, at: 1.04))
    #expect(view.methods == ["began", "moved", "cancelled"])
  }

  @Test func withoutCancelsTouchesInViewTheViewSeesTheWholeDrag() {
    let (window, view) = gestureScene()
    let pan = loggedPan(ActionLog())
    pan.cancelsTouchesInView = false
    view.addGestureRecognizer(pan)
    drag(window, from: CGPoint(x: 150, y: 150), duration: 0.1) { t in CGVector(dx: 500 * t, dy: 0) }
    #expect(view.methods.first == "began")
    #expect(view.methods.last == "ended")
    #expect(!view.methods.contains("cancelled"))
  }

  @Test func translationAndVelocityAreInTheGivenViewsCoordinates() {
    let (window, view) = gestureScene()
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    // 600 pt/s rightwards on screen for 0.1 s.
    drag(window, from: CGPoint(x: 200, y: 200), duration: 0.1, release: false) { t in
      CGVector(dx: 600 * t, dy: 0)
    }
    #expect(isClose(pan.translation(in: nil), CGPoint(x: 60, y: 0), within: 1e-9))
    #expect(isClose(pan.translation(in: view), CGPoint(x: 30, y: 0), within: 1e-9))
    #expect(isClose(pan.velocity(in: nil).x, 600, within: 1e-6))
    #expect(isClose(pan.velocity(in: view).x, 300, within: 1e-6))
    #expect(isClose(pan.location(in: view), CGPoint(x: 130, y: 100), within: 1e-9))
    #expect(pan.numberOfTouches == 1)
  }

  @Test func setTranslationRebasesTheTranslation() {
    let (window, view) = gestureScene()
    let pan = UIPanGestureRecognizer()
    pan.addTarget(nil) { [unowned view] g in
      if g.state == .began { g.setTranslation(.zero, in: view) }
    }
    view.addGestureRecognizer(pan)
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 165, 150, at: 1.01))
    #expect(pan.translation(in: view) == .zero)
    window.handle(pointer(.move, 175, 160, at: 1.02))
    #expect(pan.translation(in: view) == CGPoint(x: 10, y: 10))
    pan.setTranslation(CGPoint(x: 3, y: 4), in: nil)
    #expect(pan.translation(in: nil) == CGPoint(x: 3, y: 4))
  }

  @Test func aDragLeavingTheWindowKeepsReporting() {
    let (window, view) = gestureScene()
    let log = ActionLog()
    view.addGestureRecognizer(loggedPan(log))
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 100, 150, at: 1.01))
    window.handle(pointer(.move, -120, 150, at: 1.02))
    window.handle(pointer(.move, -300, 480, at: 1.03))
    window.handle(pointer(.up, -310, 500, at: 1.04))
    #expect(log.states == [.began, .changed, .changed, .ended])
    #expect(log.translations.last == CGPoint(x: -460, y: 350))
  }

  @Test func focusLossCancelsTheGesture() {
    let (window, view) = gestureScene()
    let log = ActionLog()
    let pan = loggedPan(log)
    view.addGestureRecognizer(pan)
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 180, 150, at: 1.01))
    window.handle(pointer(.cancel, 190, 150, at: 1.02))
    #expect(log.states == [.began, .cancelled])
    #expect(pan.state == .cancelled)
    // The next drag starts afresh.
    window.handle(pointer(.down, 150, 150, at: 2))
    #expect(pan.state == .possible)
    window.handle(pointer(.move, 170, 150, at: 2.01))
    #expect(pan.state == .began)
    #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
  }

  @Test func focusLossBeforeTheSlopFails() {
    let (window, view) = gestureScene()
    let log = ActionLog()
    let pan = loggedPan(log)
    view.addGestureRecognizer(pan)
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.cancel, 152, 150, at: 1.02))
    #expect(pan.state == .failed)
    #expect(log.states.isEmpty)
    #expect(view.methods == ["began", "cancelled"])
  }

  @Test func aSecondButtonMidDragChangesNothing() {
    let (window, view) = gestureScene()
    let log = ActionLog()
    let pan = loggedPan(log)
    view.addGestureRecognizer(pan)
    window.handle(PointerInput(phase: .down, location: CGPoint(x: 150, y: 150), timestamp: 1))
    window.handle(PointerInput(phase: .move, location: CGPoint(x: 170, y: 150), timestamp: 1.01))
    window.handle(
      PointerInput(phase: .down, location: CGPoint(x: 175, y: 150), timestamp: 1.02, button: 3))
    window.handle(
      PointerInput(phase: .move, location: CGPoint(x: 180, y: 150), timestamp: 1.03, button: 1))
    window.handle(
      PointerInput(phase: .up, location: CGPoint(x: 185, y: 150), timestamp: 1.04, button: 3))
    #expect(pan.state == .changed)
    window.handle(PointerInput(phase: .up, location: CGPoint(x: 190, y: 150), timestamp: 1.05))
    #expect(log.states == [.began, .changed, .ended])
    #expect(log.translations.last == CGPoint(x: 40, y: 0))
  }

  @Test func velocityAtReleaseMatchesTheMotionAndAPauseZeroesIt() {
    let (window, view) = gestureScene()
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    drag(window, from: CGPoint(x: 110, y: 200), duration: 0.2) { t in CGVector(dx: 900 * t, dy: 0) }
    #expect(abs(pan.velocity(in: nil).x - 900) < 18)
    let end = drag(window, from: CGPoint(x: 110, y: 200), at: 20, duration: 0.2, release: false) {
      t in CGVector(dx: 900 * t, dy: 0)
    }
    window.handle(pointer(.up, 290, 200, at: end + 0.06))
    #expect(abs(pan.velocity(in: nil).x) < 18)
  }

  @Test func aReleaseJustAfterTheLastMoveKeepsItsSpeed() {
    let (window, view) = gestureScene()
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    let end = drag(window, from: CGPoint(x: 110, y: 200), duration: 0.2, release: false) {
      t in CGVector(dx: 900 * t, dy: 0)
    }
    // Let go where the last move left the pointer, 30 ms later: within the stop gap.
    window.handle(pointer(.up, 290, 200, at: end + 0.03))
    #expect(pan.state == .ended)
    #expect(abs(pan.velocity(in: nil).x - 900) < 18)
  }

  @Test func moreTouchesThanTheMouseHasNeverPan() {
    let (window, view) = gestureScene()
    let pan = UIPanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    view.addGestureRecognizer(pan)
    drag(window, from: CGPoint(x: 150, y: 150), duration: 0.1) { t in CGVector(dx: 500 * t, dy: 0) }
    #expect(pan.state == .failed)
    #expect(view.methods.last == "ended")
  }

  @Test func disabledRecognizersSeeNothingAndDisablingCancels() {
    let (window, view) = gestureScene()
    let log = ActionLog()
    let pan = loggedPan(log)
    view.addGestureRecognizer(pan)
    pan.isEnabled = false
    drag(window, from: CGPoint(x: 150, y: 150), duration: 0.1) { t in CGVector(dx: 500 * t, dy: 0) }
    #expect(log.states.isEmpty)
    pan.isEnabled = true
    window.handle(pointer(.down, 150, 150, at: 30))
    window.handle(pointer(.move, 170, 150, at: 30.01))
    pan.isEnabled = false
    window.handle(pointer(.move, 190, 150, at: 30.02))
    window.handle(pointer(.up, 190, 150, at: 30.03))
    #expect(log.states == [.began, .cancelled])
  }

  @Test func removingTheRecognizerFromItsOwnActionIsSafe() {
    // Seed 002, Listing 10-4: the handler removes the pan when the gesture ends.
    let (window, view) = gestureScene()
    let log = ActionLog()
    let pan = UIPanGestureRecognizer(target: log) { [unowned log] g in
      log.states.append(g.state)
      if g.state == .ended { g.view?.removeGestureRecognizer(g) }
    }
    view.addGestureRecognizer(pan)
    drag(window, from: CGPoint(x: 150, y: 150), duration: 0.05) { t in CGVector(dx: 0, dy: 800 * t)
    }
    #expect(log.states.first == .began && log.states.last == .ended)
    #expect(view.gestureRecognizers == nil)
    #expect(pan.view == nil)
  }

  @Test func recognizersOfAncestorsSeeTheTouches() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = UIView(frame: window.bounds)
    let card = TouchRecorder(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(container)
    container.addSubview(card)
    let log = ActionLog()
    container.addGestureRecognizer(loggedPan(log))
    drag(window, from: CGPoint(x: 100, y: 100), duration: 0.05) { t in CGVector(dx: 0, dy: 800 * t)
    }
    #expect(log.states.first == .began)
    #expect(card.methods.last == "cancelled")
  }

  @Test func actionsOfAGoneTargetAreSkippedAndRemoveTargetRemoves() {
    let (window, view) = gestureScene()
    var calls: [String] = []
    let pan = UIPanGestureRecognizer()
    var target: NSObject? = NSObject()
    pan.addTarget(target) { _ in calls.append("target") }
    let kept = NSObject()
    pan.addTarget(kept) { _ in calls.append("kept") }
    pan.addTarget(nil) { _ in calls.append("nil") }
    target = nil
    view.addGestureRecognizer(pan)
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 170, 150, at: 1.01))
    #expect(calls == ["kept", "nil"])
    pan.removeTarget(kept)
    pan.removeTarget(nil, action: nil)
    window.handle(pointer(.move, 180, 150, at: 1.02))
    #expect(calls == ["kept", "nil"])
    _ = target
  }
}
