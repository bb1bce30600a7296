import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// Seed 001 as its article describes it: a rightward pan anywhere pops with PJPopAnimation
/// (the top view slides right over the one below), finishing past half the width; the
/// pan refuses to begin at the root, leftward, or when the top controller disables it.
@MainActor
@Suite("Seed 001: custom pop with full-screen pop")
struct Seed001Tests {
  let window = Scene.seed001Pop.makeWindow(size: CGSize(width: 400, height: 800))
  var mouse: Mouse { Mouse(window: window) }
  var navigation: PJNavigationController { window.rootViewController as! PJNavigationController }

  private func pushByClick() {
    let push = navigation.topViewController!.view.first(UIButton.self) { $0.title == "Push" }!
    mouse.click(push)
    window.animationEngine.step(frames: 60)
  }

  private func pan(dx: CGFloat, from x: CGFloat = 300, release: Bool = true) {
    mouse.drag(
      from: CGPoint(x: x, y: 500),
      through: Mouse.steady(CGVector(dx: dx < 0 ? -1 : 1, dy: 0), speed: abs(dx), seconds: 1),
      release: release)
  }

  @Test func aPanFromTheMiddlePastHalfPops() {
    pushByClick()
    #expect(navigation.viewControllers.count == 2)
    pan(dx: 240)
    window.animationEngine.step(frames: 60)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func aPanShortOfHalfCancels() {
    pushByClick()
    pan(dx: 150)
    window.animationEngine.step(frames: 60)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController!.view.transform == .identity)
  }

  @Test func theTopViewSlidesRightOverTheOneBelow() throws {
    pushByClick()
    let top = try #require(navigation.topViewController)
    let below = navigation.viewControllers[0]
    pan(dx: 100, release: false)
    #expect(navigation.transitionCoordinator?.isInteractive == true)
    // The percent (the finger's 100 pt over the 400 pt width) scrubs the animation's
    // time; its curve (UIView.animate's default, ease in-out) still shapes the movement,
    // as on iOS.
    let shift = top.view.presentation().transform.tx
    #expect(
      abs(shift - 400 * CubicBezier.easeInOut.value(at: 0.25)) < 1e-6,
      "\(shift) \(navigation.transitionCoordinator?.percentComplete ?? -1)")
    #expect(below.view.superview === top.view.superview)
    let container = try #require(top.view.superview)
    #expect(
      container.subviews.firstIndex(of: below.view)! < container.subviews.firstIndex(of: top.view)!)
  }

  @Test func theSystemBackSwipeIsOffAndThePanSharesItsView() {
    let edge = navigation.interactivePopGestureRecognizer
    #expect(edge?.isEnabled == false)
    #expect(edge?.view === navigation.view)
    #expect(
      navigation.view.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer && $0 !== edge }
        == true)
  }

  @Test func theBeginRules() {
    // At the root nothing pops.
    pan(dx: 240)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.transitionCoordinator == nil)
    // A leftward start is refused.
    pushByClick()
    pan(dx: -240)
    window.animationEngine.step(frames: 60)
    #expect(navigation.viewControllers.count == 2)
    // With an edge zone, a start beyond it is refused, one inside it pops.
    navigation.maxAllowedInitialDistance = 40
    pan(dx: 240, from: 200)
    window.animationEngine.step(frames: 60)
    #expect(navigation.viewControllers.count == 2)
    pan(dx: 240, from: 20)
    window.animationEngine.step(frames: 60)
    #expect(navigation.viewControllers.count == 1)
  }

  final class Locked: UIViewController, PJViewControllerPopOptions {
    var pj_interactivePopDisabled: Bool { true }
    var pj_transitionFinishedBlock: (() -> Void)? { nil }
  }

  @Test func aTopControllerCanDisableThePop() {
    navigation.pushViewController(Locked(), animated: false)
    window.animationEngine.step(frames: 2)
    pan(dx: 240)
    window.animationEngine.step(frames: 60)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func backPopsWithTheCustomAnimationNotInteractively() throws {
    pushByClick()
    let back = navigation.topViewController!.view.first(UIButton.self) { $0.title == "Back" }!
    mouse.click(back)
    #expect(navigation.transitionCoordinator?.isInteractive == false)
    window.animationEngine.step(frames: 9)  // 0.15 s of 0.3 s, ease in-out: half way
    let shift = navigation.viewControllers.isEmpty ? 0 : back.superview!.presentation().transform.tx
    #expect(abs(shift - 200) < 1, "\(shift)")
    window.animationEngine.step(frames: 10)
    #expect(navigation.viewControllers.count == 1)
  }
}
