import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// Seed 003 as its article describes it: the presented view drops from above the screen
/// onto the center on a POP spring (bounciness 10, so it overshoots) while its scale
/// springs from (1.2, 1.4) to 1; the dismissal flies it up until its center is as far
/// above the top as it was below it, with POP's basic animation (0.4 s).
@MainActor
@Suite("Seed 003: spring drop-in, fly-out")
struct Seed003Tests {
  let window = Scene.seed003Spring.makeWindow(size: CGSize(width: 400, height: 800))
  var mouse: Mouse { Mouse(window: window) }
  var root: ViewController { window.rootViewController as! ViewController }

  @Test func theDropInOvershootsAndSettlesAtTheCenter() throws {
    mouse.click(root.view.first(UIButton.self)!)
    let presented = try #require(root.presentedViewController as? ModelViewController)
    #expect(presented.modalPresentationStyle == .custom)
    var lowest = -CGFloat.infinity
    var firstScale = CGFloat.nan
    var completedAt: Int?
    for frame in 1...240 {
      window.animationEngine.step()
      let shown = presented.view.presentation()
      if frame == 1 { firstScale = shown.transform.d }
      lowest = max(lowest, shown.center.y)
      if completedAt == nil, presented.transitionCoordinator == nil { completedAt = frame }
    }
    #expect(lowest > 400 + 1)  // past the center: the spring overshoots
    #expect(firstScale > 1.3)  // starting from 1.4 vertically
    #expect(presented.view.center == CGPoint(x: 200, y: 400))
    #expect(presented.view.transform == .identity)
    #expect(completedAt != nil)  // the position spring's completion completes it
  }

  @Test func theFlyOutLeavesUpwardsIn0_4s() throws {
    mouse.click(root.view.first(UIButton.self)!)
    window.animationEngine.step(frames: 240)
    let presented = try #require(root.presentedViewController)
    presented.dismiss(animated: true)
    window.animationEngine.step()
    window.animationEngine.step(frames: 12)  // 0.2 s of 0.4 s
    let y = presented.view.presentation().center.y
    #expect(y < 400 && y > -400)
    window.animationEngine.step(frames: 12)
    #expect(root.presentedViewController == nil)
    #expect(presented.view.center.y == -400)
  }
}
