import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// The tab-swipe scene through the playground app: swipes switch tabs interactively and the
/// tuned policy decides each release.
@MainActor
@Suite struct TabSwipeSceneTests {
  static let size = CGSize(width: 390, height: 844)
  let app = PlaygroundApp(scene: .tabSwipe, size: size, scale: 1)
  var tabs: SwipeTabBarController { app.window.rootViewController as! SwipeTabBarController }

  /// What is on screen in the content area: the title of each tab view there.
  var visibleTabs: [String?] {
    tabs.viewControllers!.filter { $0.viewIfLoaded?.superview != nil }.map(\.title)
  }

  /// Swipes the content left from x = 320 at `speed` pt/s for `seconds`, lets it settle,
  /// and checks that tab `index` (named `title`) is selected and alone on screen, in place.
  func swipeLeft(speed: CGFloat, seconds: TimeInterval, showing index: Int, _ title: String) {
    var pointer = AppPointer(app)
    pointer.drag(
      from: CGPoint(x: 320, y: 400),
      through: Mouse.steady(CGVector(dx: -1, dy: 0), speed: speed, seconds: seconds))
    #expect(tabs.selectedIndex == index)
    #expect(visibleTabs == [title])
    #expect(tabs.viewControllers![index].view.frame.minX == 0)
  }

  @Test func aLongSwipeLeftSwitchesToTheNextTab() {
    swipeLeft(speed: 600, seconds: 0.45, showing: 1, "Green")
  }

  @Test func aShortSlowSwipeCancels() {
    swipeLeft(speed: 60, seconds: 1, showing: 0, "Red")
  }

  @Test func theContentFollowsThePointer() {
    var pointer = AppPointer(app)
    pointer.drag(
      from: CGPoint(x: 320, y: 400),
      through: Mouse.steady(CGVector(dx: -1, dy: 0), speed: 120, seconds: 1), settle: 0)
    // Released a frame ago, 120 pt to the left: the green tab came in that far, give or
    // take the completion's first frame.
    let green = tabs.viewControllers![1].view.presentation().frame.minX
    #expect(green > 390 - 140 && green < 390 - 100, "\(green)")
  }

  @Test func aSwipeRightOnTheFirstTabDoesNothing() {
    var pointer = AppPointer(app)
    pointer.drag(
      from: CGPoint(x: 40, y: 400),
      through: Mouse.steady(CGVector(dx: 1, dy: 0), speed: 600, seconds: 0.45))
    #expect(tabs.selectedIndex == 0)
    #expect(visibleTabs == ["Red"])
  }

  @Test func clickingATabSlidesToIt() {
    var pointer = AppPointer(app)
    pointer.click(CGPoint(x: 390 / 8 * 5, y: 844 - 20))
    #expect(tabs.selectedIndex == 2)
    #expect(visibleTabs == ["Blue"])
  }
}
