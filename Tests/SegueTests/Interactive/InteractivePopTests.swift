import Foundation
import Testing

@testable import Segue

/// The back swipe on synthetic drags with exact timestamps: when it pops, when it does not
/// begin, and how the release carries on.
@MainActor
struct InteractivePopTests {
  let rig = NavigationRig()
  let edge = CGPoint(x: 5, y: 400)

  @Test func slowDragPastTheThresholdFinishes() {
    // 240 pt at 200 pt/s, then a rest: progress 0.6, velocity about 0.
    rig.drag(from: edge, duration: 1.2, hold: 0.1) { 200 * $0 }
    #expect(rig.navigation.isTransitioning)
    rig.settle()
    #expect(rig.titles == ["A"])
    #expect(rig.navigation.navigationBar.titleLabel.text == "A")
  }

  @Test func theTopViewFollowsThePointer() {
    rig.drag(from: edge, duration: 0.5, release: false) { 300 * $0 }
    // Linear while dragging: B is as far right as the pointer moved (150 pt).
    #expect(isClose(rig.b.view.presentation().frame.minX, 150))
    #expect(isClose(rig.a.view.presentation().frame.minX, -0.3 * rig.width * (1 - 150 / 400)))
    rig.releaseAt(CGPoint(x: 155, y: 400))
    rig.settle()
  }

  /// Held still mid-pop, nothing moves until the pointer does: the host may sleep. Released,
  /// the pop runs again.
  @Test func aHeldPopNeedsNoFrames() {
    rig.drag(from: edge, duration: 0.5, release: false) { 300 * $0 }
    #expect(rig.navigation.isTransitioning)
    #expect(!rig.engine.isAnimating)
    rig.releaseAt(CGPoint(x: 155, y: 400))
    #expect(rig.engine.isAnimating)
    rig.settle()
    #expect(!rig.engine.isAnimating)
  }

  @Test func shortSlowDragCancels() {
    rig.drag(from: edge, duration: 1, hold: 0.1) { 80 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B"])
    #expect(rig.navigation.contentView.subviews == [rig.b.view])
    #expect(rig.b.view.frame == rig.navigation.contentView.bounds)
  }

  @Test(arguments: [
    ("projected", TransitionDecisionPolicy.projected()),
    ("velocityThenProgress", .velocityThenProgress()),
    ("flutterCupertino", .flutterCupertino),
  ])
  func shortFastFlingFinishes(name: String, policy: TransitionDecisionPolicy) {
    rig.navigation.interactivePopDecisionPolicy = policy
    // 60 pt in 0.1 s: progress 0.15 at 600 pt/s.
    rig.drag(from: edge, duration: 0.1) { 600 * $0 }
    rig.settle()
    #expect(rig.titles == ["A"], "\(name)")
  }

  @Test(arguments: [
    ("projected", TransitionDecisionPolicy.projected()),
    ("velocityThenProgress", .velocityThenProgress()),
  ])
  func flingBackwardsCancels(name: String, policy: TransitionDecisionPolicy) {
    rig.navigation.interactivePopDecisionPolicy = policy
    // Out to 240 pt (past half way), then flung back 60 pt in 0.1 s.
    rig.drag(from: edge, duration: 0.9) { t in t <= 0.8 ? 300 * t : 240 - 600 * (t - 0.8) }
    rig.settle()
    #expect(rig.titles == ["A", "B"], "\(name)")
  }

  /// The edge swipe alone (iOS 26's content pop, which would take this drag, turned off).
  @Test func dragStartingOutsideTheEdgeZoneNeverPops() {
    rig.navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
    rig.drag(from: CGPoint(x: 40, y: 400), duration: 1) { 300 * $0 }
    #expect(!rig.navigation.isTransitioning)
    rig.settle()
    #expect(rig.titles == ["A", "B"])
    #expect(rig.trace.allSatisfy { $0 == 0 })
  }

  @Test func leftwardsOrVerticalFirstMovementNeverPops() {
    rig.drag(from: edge, duration: 0.5) { _ in 0 }  // a press that only rests
    rig.drag(from: CGPoint(x: 18, y: 400), duration: 0.5) { -20 * $0 }
    rig.window.handle(PointerInput(phase: .down, location: edge, timestamp: rig.now))
    for i in 1...30 {
      rig.window.handle(
        PointerInput(
          phase: .move, location: CGPoint(x: 5 + i, y: 400 + 10 * i), timestamp: rig.now + 0.01))
      rig.frame()
    }
    rig.releaseAt(CGPoint(x: 35, y: 700))
    rig.settle()
    #expect(rig.titles == ["A", "B"])
  }

  @Test func noPopWithOneControllerOrWhenTheTopDisablesIt() {
    rig.b.interactivePopDisabled = true
    rig.drag(from: edge, duration: 1) { 300 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B"])
    rig.b.interactivePopDisabled = false
    rig.navigation.viewControllers = [rig.a]
    rig.frame()
    rig.drag(from: edge, duration: 1) { 300 * $0 }
    rig.settle()
    #expect(rig.titles == ["A"])
  }

  /// Both back swipes off: nothing pops. With only the edge one off, iOS 26's content pop
  /// covers the edge too.
  @Test func disabledRecognizersNeverPop() {
    rig.navigation.interactivePopGestureRecognizer?.isEnabled = false
    rig.navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
    rig.drag(from: edge, duration: 1) { 300 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B"])
    rig.navigation.interactiveContentPopGestureRecognizer?.isEnabled = true
    rig.drag(from: edge, duration: 1) { 300 * $0 }
    rig.settle()
    #expect(rig.titles == ["A"])
  }

  /// iOS 26's content pop (once Segue's opt-in full-screen pop): on by default, anywhere,
  /// first movement to the right, within the top controller's distance to the left edge.
  @Test func contentPopIsOnAndObeysTheDistanceToTheLeftEdge() throws {
    let middle = CGPoint(x: 200, y: 400)
    let contentPop = try #require(rig.navigation.interactiveContentPopGestureRecognizer)
    contentPop.isEnabled = false
    rig.drag(from: middle, duration: 0.3) { 600 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B"], "turned off")

    contentPop.isEnabled = true
    rig.b.interactivePopMaxAllowedInitialDistanceToLeftEdge = 100
    rig.drag(from: middle, duration: 0.3) { 600 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B"], "starts 200 pt from the edge, 100 allowed")

    rig.drag(from: middle, duration: 0.3) { -600 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B"], "first movement points left")

    rig.b.interactivePopMaxAllowedInitialDistanceToLeftEdge = 0
    rig.drag(from: middle, duration: 0.3) { 600 * $0 }
    rig.settle()
    #expect(rig.titles == ["A"], "anywhere")
  }

  /// The content's pan wins when it can move: a user pan inside takes the drag; a
  /// horizontal scroll view scrolled in takes a rightward drag, and at its left edge hands
  /// it to the pop.
  @Test func theContentsPanWinsWhenItCanMove() {
    let middle = CGPoint(x: 200, y: 400)
    var panned = 0
    let pad = UIView(frame: CGRect(x: 100, y: 300, width: 200, height: 200))
    pad.addGestureRecognizer(UIPanGestureRecognizer(target: pad) { _ in panned += 1 })
    rig.b.view.addSubview(pad)
    rig.drag(from: middle, duration: 0.3) { 600 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B"])
    #expect(panned > 0)
    pad.removeFromSuperview()

    let strip = UIScrollView(frame: rig.b.view.bounds)
    strip.contentSize = CGSize(width: 3 * strip.bounds.width, height: strip.bounds.height)
    strip.contentOffset.x = 200
    rig.b.view.addSubview(strip)
    rig.drag(from: middle, duration: 0.3) { 150 * $0 }
    rig.settle()
    #expect(rig.titles == ["A", "B"], "the strip scrolls back")
    #expect(strip.contentOffset.x < 200)

    strip.contentOffset.x = 0
    rig.drag(from: middle, duration: 0.3) { 600 * $0 }
    rig.settle()
    #expect(rig.titles == ["A"], "at its left edge the strip hands the drag to the pop")
  }

  @Test func dragDuringANonInterruptibleTransitionIsIgnored() {
    let delegate = SlideNavigationDelegate()
    rig.navigation.delegate = delegate
    let c = UIViewController()
    c.title = "C"
    rig.navigation.pushViewController(c, animated: true)
    rig.frame()
    rig.frame()
    #expect(rig.navigation.isTransitioning)
    let before = c.view.presentation().frame.minX
    // An edge swipe and a grab in the middle: neither begins.
    rig.drag(from: edge, duration: 0.1) { 600 * $0 }
    rig.drag(from: CGPoint(x: 300, y: 400), duration: 0.1) { 600 * $0 }
    #expect(c.view.presentation().frame.minX < before, "the push ran on")
    #expect(rig.navigation.interruptionGestureRecognizer.state == .failed)
    rig.settle()
    #expect(rig.titles == ["A", "B", "C"])
    #expect(c.view.frame == rig.navigation.contentView.bounds)
  }

  @Test func edgeSwipeDuringAnInteractivePopDoesNotStartAnother() {
    rig.drag(from: edge, duration: 0.3, release: false) { 300 * $0 }
    #expect(rig.navigation.beginInteractivePop() == nil)
    rig.releaseAt(CGPoint(x: 95, y: 400))
    rig.settle()
  }
}
