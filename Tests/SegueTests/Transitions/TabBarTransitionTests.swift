import Foundation
import Testing

@testable import Segue

@MainActor
final class LoggingTabDelegate: NSObject, UITabBarControllerDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("animationControllerForTransition")
    return SlideAnimator(log: log, appearing: true)
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("interactionControllerFor")
    return nil
  }
}

@MainActor
struct TabBarTransitionTests {
  @Test func switchingWithADelegateAnimatorRunsATransition() {
    let log = CallLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = [a, b]
    let delegate = LoggingTabDelegate(log: log)
    tabs.delegate = delegate
    let window = makeWindow(root: tabs)
    log.entries.removeAll()
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === b)
    window.animationEngine.step(frames: 62)
    #expect(
      log.entries == [
        "animationControllerForTransition", "interactionControllerFor", "A.viewWillDisappear",
        "B.viewWillAppear", "transitionDuration", "animateTransition", "animation completion",
        "animationEnded(true)", "A.viewDidDisappear", "B.viewDidAppear",
      ])
    #expect(tabs.contentView.subviews == [b.view])
    #expect(b.tabBarController === tabs)
  }

  @Test func switchingWithoutADelegateIsImmediate() {
    let a = UIViewController()
    let b = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [a, b]
    _ = makeWindow(root: tabs)
    tabs.selectedViewController = b
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.contentView.subviews == [b.view])
  }
}
