import Foundation
import Testing

@testable import Segue

/// UIKit's timing as iOS code relies on it: a controller may present or push from its own
/// `viewDidAppear` (the usual place to show an alert), and `transitionCoordinator` is there
/// right after an animated `push`/`present`, so the common "push, then run this when the
/// transition ends" helper completes. Each test is written as that iOS code is.
@MainActor
struct UIKitTimingTests {
  /// Runs `onAppear` from its `viewDidAppear`, once.
  final class ShowsOnAppear: UIViewController {
    var onAppear: (() -> Void)?

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      let action = onAppear
      onAppear = nil
      action?()
    }
  }

  @Test func aPresentedControllerPresentsFromItsViewDidAppear() {
    let root = UIViewController()
    let window = makeWindow(root: root)
    let page = ShowsOnAppear()
    let alert = UIViewController()
    page.onAppear = { page.present(alert, animated: true) }
    let (_, warnings) = capturingWarnings {
      root.present(page, animated: true)
      window.animationEngine.step(frames: 60)
    }
    #expect(warnings.isEmpty)
    #expect(page.presentedViewController === alert)
    #expect(alert.viewIfLoaded?.window === window)
  }

  @Test func aPushedControllerPushesFromItsViewDidAppear() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = makeWindow(root: navigation)
    let first = ShowsOnAppear()
    let second = UIViewController()
    first.onAppear = { first.navigationController?.pushViewController(second, animated: true) }
    let (_, warnings) = capturingWarnings {
      navigation.pushViewController(first, animated: true)
      window.animationEngine.step(frames: 60)
    }
    #expect(warnings.isEmpty)
    #expect(navigation.viewControllers.last === second)
  }
}
