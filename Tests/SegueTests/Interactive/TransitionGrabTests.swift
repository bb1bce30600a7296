import Foundation
import Testing

@testable import Segue

/// Grabbing running pushes and pops with the pointer, and the back swipe driving a
/// delegate's animator that came without an interaction controller.
@MainActor
struct TransitionGrabTests {
  let rig = NavigationRig()
  let c = UIViewController()

  init() { c.title = "C" }

  var cX: CGFloat { c.view.presentation().frame.minX }

  @Test func grabAPushScrubItReleaseItGrabItAgain() {
    rig.traced = c
    rig.navigation.pushViewController(c, animated: true)
    for _ in 0..<10 { rig.frame() }
    #expect(rig.navigation.isTransitioning)
    let grabbedAt = cX

    // The press holds it; a slow 100 pt drag left takes C on by as much.
    rig.drag(from: CGPoint(x: 300, y: 400), duration: 1, release: false) { -100 * $0 }
    let held = cX
    #expect(isClose(held, grabbedAt - 100, within: 0.5), "\(held) vs \(grabbedAt)")
    for _ in 0..<10 { rig.frame(.move, at: CGPoint(x: 200, y: 400)) }
    #expect(cX == held, "held still while grabbed")
    rig.frame(.move, at: CGPoint(x: 220, y: 400))
    #expect(isClose(cX, held + 20))
    // Fling right: the push cancels.
    rig.frame(.move, at: CGPoint(x: 240, y: 400))
    rig.frame(.move, at: CGPoint(x: 260, y: 400))
    rig.releaseAt(CGPoint(x: 260, y: 400))
    rig.frame()
    #expect(rig.navigation.isTransitioning)
    #expect(cX > held + 60, "heading back out")

    // Grab it again on its way out and fling it left: it finishes after all.
    rig.drag(from: CGPoint(x: 300, y: 400), duration: 0.15) { -1000 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B", "C"])
    #expect(c.view.frame == rig.navigation.contentView.bounds)
    #expect(rig.navigation.contentView.subviews == [c.view])
  }

  @Test func aClickHoldsThePushAndLetsItGoOn() {
    rig.traced = c
    rig.navigation.pushViewController(c, animated: true)
    for _ in 0..<8 { rig.frame() }
    rig.frame(.down, at: CGPoint(x: 200, y: 400))
    let held = cX
    for _ in 0..<5 { rig.frame(.move, at: CGPoint(x: 202, y: 401)) }
    #expect(cX == held)
    rig.window.handle(
      PointerInput(phase: .up, location: CGPoint(x: 202, y: 401), timestamp: rig.now))
    rig.frame()
    #expect(cX < held)
    rig.settle()
    #expect(rig.titles == ["A", "B", "C"])
  }

  @Test func grabAPopAndCancelIt() {
    rig.navigation.popViewController(animated: true)
    for _ in 0..<8 { rig.frame() }
    let grabbedAt = rig.b.view.presentation().frame.minX
    #expect(grabbedAt > 0)
    rig.drag(from: CGPoint(x: 250, y: 400), duration: 0.2) { -800 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B"])
    #expect(rig.b.view.frame == rig.navigation.contentView.bounds)
  }

  @Test func grabTheRestOfAnEdgeSwipeAfterItsRelease() {
    rig.drag(from: CGPoint(x: 5, y: 400), duration: 0.15) { 1000 * $0 }
    rig.frame()
    #expect(rig.navigation.isTransitioning)
    // Caught on its way out and pushed back left: B stays.
    rig.drag(from: CGPoint(x: 250, y: 400), duration: 0.2) { -1000 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B"])
  }

  @Test func grabsAnInterruptibleCustomAnimator() {
    let delegate = SlideNavigationDelegate()
    delegate.interruptible = true
    rig.navigation.delegate = delegate
    rig.navigation.pushViewController(c, animated: true)
    for _ in 0..<10 { rig.frame() }
    let before = cX
    rig.drag(from: CGPoint(x: 300, y: 400), duration: 0.3, release: false) { 200 * $0 }
    #expect(cX > before, "dragged back towards the right")
    rig.releaseAt(CGPoint(x: 360, y: 400))
    rig.settle()
    #expect(rig.titles == ["A", "B"], "released moving right: the push cancels")
  }

  @Test func edgeSwipeDrivesADelegatesAnimatorWithoutInteractionController() {
    let delegate = SlideNavigationDelegate()
    rig.navigation.delegate = delegate
    rig.drag(from: CGPoint(x: 5, y: 400), duration: 0.5, release: false) { 400 * $0 }
    // The slide animator (linear, 0.5 s) is scrubbed: B is half way out.
    #expect(rig.navigation.isTransitioning)
    #expect(isClose(rig.b.view.presentation().frame.minX, 200))
    #expect(rig.b.transitionCoordinator?.isInteractive == true)
    rig.releaseAt(CGPoint(x: 205, y: 400))
    rig.settle()
    #expect(rig.titles == ["A"])
    #expect(delegate.log.entries.contains("animationEnded(true)"))
  }

  @Test func delegatesOwnInteractionControllerIsLeftToTheDelegate() {
    let delegate = SlideNavigationDelegate()
    let own = UIPercentDrivenInteractiveTransition()
    delegate.interaction = own
    rig.navigation.delegate = delegate
    rig.drag(from: CGPoint(x: 5, y: 400), duration: 0.5, release: false) { 400 * $0 }
    #expect(isClose(rig.b.view.presentation().frame.minX, 0), "the swipe does not drive it")
    own.update(0.25)
    #expect(isClose(rig.b.view.presentation().frame.minX, 100))
    own.finish()
    rig.releaseAt(CGPoint(x: 205, y: 400))
    rig.settle()
    #expect(rig.titles == ["A"])
  }
}
