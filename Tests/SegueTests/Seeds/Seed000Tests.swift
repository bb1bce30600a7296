import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// Seed 000 as its article describes it: the button presents a red controller sliding in
/// from the right over 0.35 s, and a rightward drag on it dismisses, released by the
/// velocity-then-progress rule.
@MainActor
@Suite("Seed 000: present and pan to dismiss")
struct Seed000Tests {
  let window = Scene.seed000Present.makeWindow(size: CGSize(width: 400, height: 800))
  var mouse: Mouse { Mouse(window: window) }
  var root: Test1Controller { window.rootViewController as! Test1Controller }

  private func presentByClick() {
    mouse.click(root.view.first(UIButton.self)!)
    window.animationEngine.step(frames: 30)
  }

  @Test func theButtonPresentsSlidingInFromTheRight() throws {
    mouse.click(root.view.first(UIButton.self)!)
    let presented = try #require(root.presentedViewController as? TestController)
    #expect(presented.view.backgroundColor == .red)
    #expect(presented.transitioningDelegate === root.deletage)
    // 0.35 s, linear, from the frame after the click: 9 frames (0.15 s) later both views
    // are 3/7 of the way.
    window.animationEngine.step(frames: 9)
    let x = presented.view.presentation().frame.minX
    #expect(abs(x - 400 * (1 - 3.0 / 7)) < 0.01)
    #expect(abs(root.view.presentation().frame.minX + 400 * 3.0 / 7) < 0.01)
    window.animationEngine.step(frames: 20)
    #expect(presented.view.frame == window.bounds)
  }

  private func dismissDrag(_ path: [CGVector]) -> Bool {
    presentByClick()
    mouse.drag(from: CGPoint(x: 100, y: 400), through: path)
    window.animationEngine.step(frames: 60)
    return root.presentedViewController == nil
  }

  @Test func aFastFlickFinishesEvenWhenShort() {
    #expect(dismissDrag(Mouse.steady(CGVector(dx: 1, dy: 0), speed: 300, seconds: 0.2)))
  }

  @Test func aSlowDragPastThirtyPercentFinishes() {
    #expect(dismissDrag(Mouse.steady(CGVector(dx: 1, dy: 0), speed: 60, seconds: 3)))
  }

  @Test func aSlowShortDragCancels() {
    #expect(!dismissDrag(Mouse.steady(CGVector(dx: 1, dy: 0), speed: 60, seconds: 1)))
    #expect(root.presentedViewController?.view.frame == window.bounds)
  }

  @Test func movingBackAtReleaseCancelsEvenFarAlong() {
    let out = Mouse.steady(CGVector(dx: 1, dy: 0), speed: 300, seconds: 1)
    let back = Mouse.steady(CGVector(dx: -1, dy: 0), speed: 120, seconds: 0.25).map {
      CGVector(dx: 300 + $0.dx, dy: 0)
    }
    #expect(!dismissDrag(out + back))
  }

  @Test func theDragScrubsTheDismissal() throws {
    presentByClick()
    let presented = try #require(root.presentedViewController)
    mouse.drag(
      from: CGPoint(x: 100, y: 400),
      through: Mouse.steady(CGVector(dx: 1, dy: 0), speed: 120, seconds: 1), release: false)
    // The red view follows the finger (the pan's translation over the width), within the
    // slop the pan needs to begin.
    let x = presented.view.presentation().frame.minX
    #expect(x > 90 && x <= 120)
    #expect(root.deletage.interactive.isInteracting)
  }
}
