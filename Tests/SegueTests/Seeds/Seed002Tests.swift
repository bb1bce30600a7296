import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// Seed 002 (Apple's guide) as the article describes it: the presented view moves in from
/// the lower-right corner to its final frame (Listing 10-2) and leaves there; the
/// interactive animator of Listings 10-3/10-4 installs its pan on the container when the
/// transition starts, follows the vertical travel over the container's height, and
/// finishes whenever the drag ends.
@MainActor
@Suite("Seed 002: diagonal present and vertical-drag dismissal")
struct Seed002Tests {
  let window = Scene.seed002Diagonal.makeWindow(size: CGSize(width: 400, height: 800))
  var mouse: Mouse { Mouse(window: window) }
  var root: DiagonalPresenterViewController {
    window.rootViewController as! DiagonalPresenterViewController
  }

  private func button(_ title: String, in controller: UIViewController) -> UIButton {
    controller.view.first(UIButton.self) { $0.title == title }!
  }

  @Test func presentingMovesDiagonallyFromTheLowerRightCorner() throws {
    mouse.click(button("Present", in: root))
    let presented = try #require(root.presentedViewController)
    // From (400, 800), zero-sized (the context's initial frame of a presented view), to
    // the container's bounds, linear in x and y along the ease in-out curve.
    window.animationEngine.step(frames: 15)  // 0.25 s of 0.5 s
    let frame = presented.view.presentation().frame
    let f = CubicBezier.easeInOut.value(at: 0.5)
    #expect(abs(frame.minX - 400 * (1 - f)) < 1e-6)
    #expect(abs(frame.minY - 800 * (1 - f)) < 1e-6)
    #expect(abs(frame.minX / frame.minY - 0.5) < 1e-9)  // on the diagonal
    window.animationEngine.step(frames: 15)
    #expect(presented.view.frame == window.bounds)
  }

  @Test func dismissingMovesToTheLowerRightCorner() throws {
    mouse.click(button("Present", in: root))
    window.animationEngine.step(frames: 40)
    let presented = try #require(root.presentedViewController)
    mouse.click(button("Dismiss", in: presented))
    window.animationEngine.step(frames: 15)
    let frame = presented.view.presentation().frame
    #expect(frame.minX > 0 && abs(frame.minX / frame.minY - 0.5) < 1e-9)
    window.animationEngine.step(frames: 20)
    #expect(root.presentedViewController == nil)
    #expect(presented.view.superview == nil)
  }

  @Test func theVerticalDragDrivesTheDismissalAndAlwaysFinishes() throws {
    mouse.click(button("Present", in: root))
    window.animationEngine.step(frames: 40)
    let presented = try #require(root.presentedViewController)
    mouse.click(button("Drag to dismiss", in: presented))
    // The transition waits at 0 for the drag.
    window.animationEngine.step(frames: 30)
    #expect(presented.view.presentation().frame == window.bounds)
    let container = try #require(presented.view.superview)
    #expect(container.gestureRecognizers?.first is UIPanGestureRecognizer)
    // Upwards counts as much as downwards (fabs). The listing resets the translation when
    // the pan begins, after the pan's 10 pt of slop: 190 pt of 800.
    mouse.drag(
      from: CGPoint(x: 200, y: 600),
      through: Mouse.steady(CGVector(dx: 0, dy: -1), speed: 200, seconds: 1), release: false)
    #expect(presented.transitionCoordinator?.percentComplete == 190.0 / 800)
    // Released under a quarter of the way, it still finishes (Listing 10-4), and the pan goes.
    mouse.release(at: CGPoint(x: 200, y: 400))
    #expect(container.gestureRecognizers?.isEmpty ?? true)
    window.animationEngine.step(frames: 60)
    #expect(root.presentedViewController == nil)
  }
}
