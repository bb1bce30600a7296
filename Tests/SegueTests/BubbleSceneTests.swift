import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// The ported BubbleTransition in its scene: the button presents inside a bubble that grows
/// from it, "×" shrinks it back, and a downward drag dismisses.
@MainActor
@Suite struct BubbleSceneTests {
  let window = Scene.bubble.makeWindow(size: CGSize(width: 390, height: 844), device: .iPhone15)
  var mouse: Mouse { Mouse(window: window) }
  var home: BubbleHomeViewController { window.rootViewController as! BubbleHomeViewController }

  private func present() {
    window.layoutIfNeeded()
    mouse.click(home.transitionButton)
    window.animationEngine.step(frames: 60)
  }

  @Test func theButtonSitsAboveTheHomeIndicatorAndPresentsFromItsCenter() throws {
    window.layoutIfNeeded()
    // 844 − 34 (home indicator) − 24 − 32 (half the button).
    #expect(home.transitionButton.center == CGPoint(x: 195, y: 754))
    present()
    let modal = try #require(home.presentedViewController as? BubbleModalViewController)
    #expect(modal.view.frame == window.bounds)
    #expect(home.transition.bubble.isHidden)
  }

  @Test func theCloseButtonShrinksTheBubbleBackIntoTheButton() throws {
    present()
    let modal = try #require(home.presentedViewController as? BubbleModalViewController)
    // A frame lays the presented page out before the user can click it.
    window.layoutIfNeeded()
    mouse.click(modal.closeButton)
    window.animationEngine.step(frames: 60)
    #expect(home.presentedViewController == nil)
    #expect(modal.view.superview == nil)
  }

  @Test func aDragDownDismisses() throws {
    present()
    mouse.drag(
      from: CGPoint(x: 195, y: 200),
      through: Mouse.steady(CGVector(dx: 0, dy: 1), speed: 800, seconds: 0.5))
    window.animationEngine.step(frames: 60)
    #expect(home.presentedViewController == nil)
  }
}
