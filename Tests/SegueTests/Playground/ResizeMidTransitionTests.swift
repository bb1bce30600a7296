import Foundation
import SegueDemos
import SeguePlaygroundCore
import Testing

@testable import Segue

/// The window resized while a transition runs: the transition completes, the views end up
/// laid out to the new size, nothing is left behind, and no coordinate becomes NaN.
@MainActor
@Suite struct ResizeMidTransitionTests {
  static let newSize = CGSize(width: 430, height: 700)

  func resize(_ driver: PlaygroundDriver) {
    driver.app.resize(to: Self.newSize, scale: 1, at: Double(driver.frame) / 60)
  }

  /// `scene`, clicked at `point`, resized `frames` frames later (mid-transition), run until
  /// nothing moves.
  func resized(_ scene: String, afterClicking point: CGPoint, frames: Int) -> PlaygroundDriver {
    let driver = PlaygroundDriver(scene)
    driver.run(5)
    driver.click(point)
    driver.run(frames)
    resize(driver)
    expectFiniteFrames(driver, frames: 30)
    driver.settle()
    return driver
  }

  /// Every number the frame draws is finite, on each frame `run` steps through.
  func expectFiniteFrames(_ driver: PlaygroundDriver, frames: Int) {
    for _ in 0..<frames {
      driver.run(1)
      let text = driver.displayList.description
      #expect(!text.contains("nan") && !text.contains("inf"), "frame \(driver.frame): \(text)")
    }
  }

  var newBounds: CGRect { CGRect(origin: .zero, size: Self.newSize) }

  @Test func duringAPush() {
    let driver = resized("navigation", afterClicking: CGPoint(x: 200, y: 500), frames: 6)

    let navigation = driver.app.window.rootViewController as! UINavigationController
    #expect(!navigation.isTransitioning)
    #expect(navigation.viewControllers.map(\.title) == ["Red", "Orange", "Blue", "Green"])
    #expect(driver.app.window.subviews == [navigation.view])
    #expect(navigation.view.frame == newBounds)
    let top = navigation.topViewController!
    #expect(navigation.contentView.subviews == [top.view], "the pushed-from view is gone")
    #expect(top.view.frame == navigation.contentView.bounds)
    #expect(navigation.contentView.frame.width == Self.newSize.width)
    #expect(navigation.contentView.frame.maxY == Self.newSize.height)
    #expect(top.view.transform == .identity && top.view.alpha == 1)
  }

  /// Seed 002's diagonal presentation, then its dismissal at the new size.
  @Test func duringACustomPresentation() {
    let driver = resized("seed002-diagonal", afterClicking: CGPoint(x: 195, y: 144), frames: 12)

    let root = driver.app.window.rootViewController!
    let presented = root.presentedViewController!
    let container = presented.view.superview!
    #expect(presented.transitionCoordinator == nil && !presented.isBeingPresented)
    #expect(container.frame == newBounds)
    #expect(presented.view.frame == container.bounds, "the presented view fills the new size")
    #expect(driver.app.window.subviews.count == 2)

    driver.click(CGPoint(x: 215, y: 144))  // "Dismiss", centred in the new width
    expectFiniteFrames(driver, frames: 10)
    driver.settle()
    #expect(root.presentedViewController == nil)
    #expect(driver.app.window.subviews == [root.view], "the container is gone")
    #expect(root.view.frame == newBounds)
  }

  /// Seed 000's full-screen presentation, which takes the presenter's view out of the
  /// window: dismissed after the resize, that view comes back at the new size.
  @Test func duringAFullScreenPresentation() {
    let driver = resized("seed000-present", afterClicking: CGPoint(x: 195, y: 422), frames: 8)

    let root = driver.app.window.rootViewController!
    let presented = root.presentedViewController!
    #expect(presented.view.frame == newBounds)
    #expect(root.view.window == nil, "full screen: the presenter's view is out of the window")

    driver.pointer(.down, CGPoint(x: 100, y: 400))
    for x in stride(from: 140, through: 380, by: 40) {
      driver.pointer(.move, CGPoint(x: x, y: 400))
    }
    driver.pointer(.up, CGPoint(x: 380, y: 400))
    expectFiniteFrames(driver, frames: 10)
    driver.settle()
    #expect(root.presentedViewController == nil)
    #expect(driver.app.window.subviews == [root.view])
    #expect(root.view.frame == newBounds, "the presenter's view follows the new size")
  }

  /// An edge swipe that is resized mid-drag, then flung past half way.
  @Test func duringAnInteractivePopDrag() {
    let driver = PlaygroundDriver("navigation")
    driver.run(5)
    let page = (driver.app.window.rootViewController as! UINavigationController)
      .topViewController!.view!
    driver.pointer(.down, CGPoint(x: 5, y: 500))
    for x in stride(from: 15, through: 105, by: 10) { driver.pointer(.move, CGPoint(x: x, y: 500)) }
    let navigation = driver.app.window.rootViewController as! UINavigationController
    #expect(navigation.isTransitioning, "the pop follows the drag")
    let behind = 105 - page.presentation().frame.minX
    resize(driver)
    for x in stride(from: 125, through: 345, by: 20) {
      driver.pointer(.move, CGPoint(x: x, y: 500))
      let left = page.presentation().frame.minX
      #expect(abs(CGFloat(x) - left - behind) < 0.5, "the page stays under the pointer at \(x)")
    }
    // Both titles are laid out to the new bar: centered on it but for their slides.
    let titles = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }
    #expect(titles.count == 2)
    for title in titles {
      #expect(title.bounds.width == Self.newSize.width)
      #expect(title.center.x == Self.newSize.width / 2)
    }
    driver.pointer(.up, CGPoint(x: 345, y: 500))
    expectFiniteFrames(driver, frames: 30)
    driver.settle()

    #expect(!navigation.isTransitioning)
    #expect(navigation.viewControllers.map(\.title) == ["Red", "Orange"])
    let top = navigation.topViewController!
    #expect(navigation.contentView.subviews == [top.view], "the popped view is gone")
    #expect(top.view.frame == navigation.contentView.bounds)
    #expect(navigation.contentView.frame.width == Self.newSize.width)
    #expect(top.view.transform == .identity && top.view.alpha == 1)
    #expect(driver.app.window.activeTouch == nil)
  }
}
