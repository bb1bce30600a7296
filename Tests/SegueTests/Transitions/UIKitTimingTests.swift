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

  @Test func theCoordinatorIsThereRightAfterAnAnimatedPush() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = makeWindow(root: navigation)
    var completed = false
    var alongside = 0
    // extension UINavigationController {
    //   func pushViewController(_ vc: UIViewController, animated: Bool, completion: @escaping () -> Void) {
    //     pushViewController(vc, animated: animated)
    //     guard animated, let coordinator = transitionCoordinator else { completion(); return }
    //     coordinator.animate(alongsideTransition: nil) { _ in completion() }
    //   }
    // }
    navigation.pushViewController(UIViewController(), animated: true)
    #expect(navigation.transitionCoordinator != nil)
    navigation.transitionCoordinator?.animate(alongsideTransition: { _ in alongside += 1 }) { _ in
      completed = true
    }
    window.animationEngine.step(frames: 5)
    #expect(!completed && alongside == 1)
    window.animationEngine.step(frames: 60)
    #expect(completed)
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test func theCoordinatorIsThereRightAfterAnAnimatedPresent() {
    let root = UIViewController()
    let window = makeWindow(root: root)
    let presented = UIViewController()
    var completions: [String] = []
    root.present(presented, animated: true)
    #expect(root.transitionCoordinator != nil)
    #expect(presented.transitionCoordinator != nil)
    root.transitionCoordinator?.animate(alongsideTransition: nil) { context in
      completions.append("root \(context.isCancelled)")
    }
    presented.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
      completions.append("presented")
    }
    window.animationEngine.step(frames: 60)
    #expect(completions == ["root false", "presented"])
    #expect(root.transitionCoordinator == nil)
  }
}
