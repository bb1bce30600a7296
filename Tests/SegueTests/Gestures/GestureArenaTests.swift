import Foundation
import Testing

@testable import Segue

@MainActor
@Suite("Gesture arena")
struct GestureArenaTests {
  /// A card inside a container, each with a logged pan; both fill most of the window.
  private func nested() -> (
    window: UIWindow, card: TouchRecorder, inner: UIPanGestureRecognizer,
    outer: UIPanGestureRecognizer, innerLog: ActionLog, outerLog: ActionLog
  ) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = UIView(frame: window.bounds)
    let card = TouchRecorder(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
    window.addSubview(container)
    container.addSubview(card)
    let innerLog = ActionLog()
    let outerLog = ActionLog()
    let inner = loggedPan(innerLog)
    let outer = loggedPan(outerLog)
    card.addGestureRecognizer(inner)
    container.addGestureRecognizer(outer)
    return (window, card, inner, outer, innerLog, outerLog)
  }

  private func swipe(_ window: UIWindow) {
    drag(window, from: CGPoint(x: 100, y: 200), duration: 0.1) { t in CGVector(dx: 600 * t, dy: 0) }
  }

  @Test func theDeepestRecognizerWinsAndTheOthersFail() {
    let scene = nested()
    swipe(scene.window)
    #expect(scene.innerLog.states.first == .began)
    #expect(scene.innerLog.states.last == .ended)
    #expect(scene.outerLog.states.isEmpty)
    #expect(scene.outer.state == .failed)
  }

  @Test func aDelegateCanLetBothRecognize() {
    let scene = nested()
    let delegate = ClosureDelegate()
    delegate.simultaneous = { _, _ in true }
    scene.outer.delegate = delegate
    swipe(scene.window)
    #expect(scene.innerLog.states.first == .began)
    #expect(scene.outerLog.states.first == .began)
    #expect(scene.outerLog.states.last == .ended)
  }

  @Test func shouldBeginFalseFailsItAndLetsTheNextBegin() {
    let scene = nested()
    let delegate = ClosureDelegate()
    var askedWithTranslation: CGPoint?
    delegate.shouldBegin = { recognizer in
      askedWithTranslation = (recognizer as? UIPanGestureRecognizer)?.translation(in: nil)
      return false
    }
    scene.inner.delegate = delegate
    swipe(scene.window)
    #expect(scene.inner.state == .failed)
    #expect(scene.innerLog.states.isEmpty)
    #expect(scene.outerLog.states.first == .began)
    // Seed 001 checks the direction of the first movement here.
    #expect((askedWithTranslation?.x ?? 0) >= 10)
  }

  @Test func shouldReceiveFalseKeepsTheTouchFromIt() {
    let scene = nested()
    let delegate = ClosureDelegate()
    delegate.shouldReceive = { _, _ in false }
    scene.inner.delegate = delegate
    swipe(scene.window)
    #expect(scene.inner.state == .possible)
    #expect(scene.innerLog.states.isEmpty)
    #expect(scene.outerLog.states.first == .began)
  }

  @Test func requireToFailWaitsForTheOtherToFail() {
    let scene = nested()
    // The inner pan waits for the outer one to fail; the outer one begins instead, so the
    // waiting inner one fails.
    scene.inner.require(toFail: scene.outer)
    swipe(scene.window)
    #expect(scene.inner.state == .failed)
    #expect(scene.outerLog.states.first == .began)
  }

  @Test func aRecognizerWaitingForAnotherBeginsWhenItFails() {
    let scene = nested()
    let delegate = ClosureDelegate()
    delegate.shouldBegin = { _ in false }
    scene.outer.delegate = delegate
    scene.inner.require(toFail: scene.outer)
    swipe(scene.window)
    #expect(scene.outer.state == .failed)
    #expect(scene.innerLog.states.first == .began)
    #expect(scene.innerLog.states.last == .ended)
  }

  @Test func delegateRequireFailureWorksLikeRequireToFail() {
    let scene = nested()
    let delegate = ClosureDelegate()
    delegate.requireFailure = { recognizer, other in
      recognizer === scene.inner && other === scene.outer
    }
    scene.inner.delegate = delegate
    swipe(scene.window)
    #expect(scene.inner.state == .failed)
    #expect(scene.outerLog.states.first == .began)
  }

  @Test func anEdgePanPreferredOverAFullScreenPanWithRequireToFail() {
    // An app's own full-screen pan yields to the edge pan when the drag starts at the edge.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let content = UIView(frame: window.bounds)
    window.addSubview(content)
    let edgePan = UIScreenEdgePanGestureRecognizer()
    edgePan.edges = .left
    let fullScreen = UIPanGestureRecognizer()
    fullScreen.require(toFail: edgePan)
    content.addGestureRecognizer(edgePan)
    content.addGestureRecognizer(fullScreen)
    drag(window, from: CGPoint(x: 5, y: 400), duration: 0.1) { t in CGVector(dx: 600 * t, dy: 0) }
    #expect(edgePan.state == .ended)
    #expect(fullScreen.state == .failed)
    drag(window, from: CGPoint(x: 100, y: 400), at: 20, duration: 0.1) { t in
      CGVector(dx: 600 * t, dy: 0)
    }
    #expect(edgePan.state == .failed)
    #expect(fullScreen.state == .ended)
  }

  @Test func recognizersAreAskedInUIKitOrderHitViewFirst() {
    let scene = nested()
    var asked: [String] = []
    let delegate = ClosureDelegate()
    delegate.shouldReceive = { recognizer, _ in
      asked.append(recognizer === scene.inner ? "inner" : "outer")
      return true
    }
    scene.inner.delegate = delegate
    scene.outer.delegate = delegate
    scene.window.handle(pointer(.down, 100, 100, at: 1))
    #expect(asked == ["inner", "outer"])
  }

  @Test func gestureRecognizersListAndMove() {
    let a = UIView()
    let b = UIView()
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    #expect(a.gestureRecognizers == nil)
    a.addGestureRecognizer(pan)
    a.addGestureRecognizer(tap)
    #expect(a.gestureRecognizers == [pan, tap])
    b.addGestureRecognizer(pan)
    #expect(a.gestureRecognizers == [tap])
    #expect(pan.view === b)
    a.gestureRecognizers = nil
    #expect(tap.view == nil)
  }

  @Test func unsupportedDelaysWarn() {
    let pan = UIPanGestureRecognizer()
    let (_, warnings) = capturingWarnings {
      pan.delaysTouchesBegan = true
      pan.delaysTouchesEnded = true
    }
    #expect(warnings.count == 2)
  }
}
