import Foundation
import Testing

@testable import Segue

@MainActor
@Suite("Tap gesture")
struct TapGestureTests {
  private func scene(taps: Int = 1) -> (UIWindow, TouchRecorder, UITapGestureRecognizer, ActionLog)
  {
    let (window, view) = gestureScene()
    let log = ActionLog()
    let tap = UITapGestureRecognizer(target: log) { [unowned log] g in log.states.append(g.state) }
    tap.numberOfTapsRequired = taps
    view.addGestureRecognizer(tap)
    return (window, view, tap, log)
  }

  @Test func aClickIsRecognizedOnRelease() {
    let (window, view, tap, log) = scene()
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 153, 152, at: 1.05))
    #expect(log.states.isEmpty)
    window.handle(pointer(.up, 153, 152, at: 1.1))
    #expect(log.states == [.recognized])
    #expect(tap.state == .ended)
    #expect(tap.location(in: view) == CGPoint(x: 53, y: 52))
    // Recognizers see the release before the view: the tap takes it, the view is cancelled.
    #expect(view.methods == ["began", "moved", "cancelled"])
  }

  @Test func movingBeyondTheSlopOrHoldingTooLongFails() {
    let (window, _, tap, log) = scene()
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 162, 150, at: 1.05))
    window.handle(pointer(.up, 150, 150, at: 1.1))
    #expect(tap.state == .failed)
    window.handle(pointer(.down, 150, 150, at: 2))
    window.handle(pointer(.up, 150, 150, at: 2.6))
    #expect(tap.state == .failed)
    #expect(log.states.isEmpty)
  }

  @Test func aDoubleTapNeedsTwoQuickCloseTaps() {
    let (window, _, tap, log) = scene(taps: 2)
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.up, 150, 150, at: 1.05))
    #expect(tap.state == .possible)
    window.handle(pointer(.down, 155, 150, at: 1.3))
    window.handle(pointer(.up, 155, 150, at: 1.35))
    #expect(log.states == [.ended])
    // Too slow: the second press starts a new count.
    window.handle(pointer(.down, 150, 150, at: 3))
    window.handle(pointer(.up, 150, 150, at: 3.05))
    window.handle(pointer(.down, 150, 150, at: 3.5))
    window.handle(pointer(.up, 150, 150, at: 3.55))
    #expect(log.states == [.ended])
    // Too far apart.
    window.handle(pointer(.down, 110, 110, at: 5))
    window.handle(pointer(.up, 110, 110, at: 5.05))
    window.handle(pointer(.down, 250, 250, at: 5.2))
    window.handle(pointer(.up, 250, 250, at: 5.25))
    #expect(log.states == [.ended])
  }

  @Test func aPanAndATapShareATouchUntilOneWins() {
    let (window, view, tap, log) = scene()
    let panLog = ActionLog()
    let pan = loggedPan(panLog)
    view.addGestureRecognizer(pan)
    drag(window, from: CGPoint(x: 150, y: 150), duration: 0.1) { t in CGVector(dx: 500 * t, dy: 0) }
    #expect(panLog.states.first == .began)
    #expect(tap.state == .failed)
    window.handle(pointer(.down, 150, 150, at: 30))
    window.handle(pointer(.up, 150, 150, at: 30.05))
    #expect(log.states == [.ended])
    #expect(pan.state == .failed)
  }
}
