import Foundation
import Testing

@testable import Segue

/// A navigation delegate whose animator is a `CarelessAnimator`, for pushes and pops.
@MainActor
final class CarelessNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let animator = CarelessAnimator()
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// Misuse beyond the one case each of `TransitionMisuseTests`: the other kinds of
/// transition, interactive ones, and every call that a running transition refuses.
/// Each gets exactly one warning and a defined outcome.
@MainActor
struct TransitionMisuseVariantTests {
  let a = UIViewController()
  let b = UIViewController()
  let navigation: UINavigationController
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  init() {
    navigation = UINavigationController(rootViewController: a)
    window = makeWindow(root: navigation)
  }

  @Test func completeTransitionTwiceInAPush() {
    let delegate = CarelessNavigationDelegate()
    delegate.animator.calls = 2
    navigation.delegate = delegate
    let (_, warnings) = capturingWarnings {
      navigation.pushViewController(b, animated: true)
      engine.step()
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("called again for a push transition") == true)
    #expect(navigation.viewControllers == [a, b])
    #expect(navigation.contentView.subviews == [b.view])
    #expect(navigation.transitionCoordinator == nil)
  }

  /// The watchdog ends a pop whose animator never completes it, 0.5 s + 2 s after its
  /// start, and the stack takes pushes again.
  @Test func completeTransitionNeverCalledInAPop() {
    navigation.pushViewController(b, animated: false)
    let delegate = CarelessNavigationDelegate()
    navigation.delegate = delegate
    let (_, warnings) = capturingWarnings {
      navigation.popViewController(animated: true)
      engine.step(frames: 150)
      #expect(navigation.transitionCoordinator != nil)
      engine.step()
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("never called completeTransition(_:) in the pop") == true)
    #expect(navigation.transitionCoordinator == nil)
    #expect(navigation.contentView.subviews == [a.view])
    navigation.delegate = nil
    let (_, later) = capturingWarnings {
      navigation.pushViewController(UIViewController(), animated: true)
      engine.step(frames: 30)
    }
    #expect(later.isEmpty)
    #expect(navigation.viewControllers.count == 2)
  }

  /// After an interaction finishes, the watchdog waits the duration and 2 s from the
  /// release, not from the start: a long hold is not misuse.
  @Test func completeTransitionNeverCalledAfterAnInteractiveFinish() {
    let root = UIViewController()
    let rootWindow = makeWindow(root: root)
    let careless = MixedTransitioningDelegate(animator: CarelessAnimator())
    let interaction = careless.interaction
    let presented = UIViewController()
    presented.transitioningDelegate = careless
    var done = false
    let log = WarningLog()
    Diagnostics.$sink.withValue(log.sink) {
      root.present(presented, animated: true) { done = true }
      rootWindow.animationEngine.step()
      interaction.update(0.5)
      rootWindow.animationEngine.step(frames: 600)  // held for 10 s: not misuse
      #expect(log.messages.isEmpty)
      interaction.finish()
      rootWindow.animationEngine.step(frames: 149)  // 0.5 s + 2 s after the release is 150
      #expect(!done)
      rootWindow.animationEngine.step()
    }
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("never called completeTransition") == true)
    #expect(done)
    #expect(root.presentedViewController === presented)
  }

  @Test func presentWhileADismissalIsInProgress() {
    let presented = UIViewController()
    navigation.present(presented, animated: false)
    engine.step()
    let (_, warnings) = capturingWarnings {
      presented.dismiss(animated: true)
      engine.step(frames: 5)
      navigation.present(UIViewController(), animated: true)
      engine.step(frames: 40)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("while a presentation or dismissal is in progress") == true)
    #expect(navigation.presentedViewController == nil)
    #expect(window.subviews == [navigation.view])
  }

  @Test func dismissWhileAPresentationIsInProgress() {
    let presented = UIViewController()
    let (_, warnings) = capturingWarnings {
      navigation.present(presented, animated: true)
      engine.step(frames: 5)
      presented.dismiss(animated: true)
      engine.step(frames: 40)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("dismiss(animated:)") == true)
    #expect(navigation.presentedViewController === presented)
    #expect(presented.view.window === window)
  }

  /// Every stack change is refused while the back swipe holds a pop; the swipe's outcome
  /// stands.
  @Test(arguments: ["pop", "push", "popToRoot", "popTo", "setViewControllers"])
  func stackChangeDuringAnInteractivePop(call: String) {
    let c = UIViewController()
    navigation.setViewControllers([a, b, c], animated: false)
    let interaction = navigation.beginInteractivePop()
    engine.step()
    interaction?.update(0.3)
    let (_, warnings) = capturingWarnings {
      switch call {
      case "pop": navigation.popViewController(animated: true)
      case "push": navigation.pushViewController(UIViewController(), animated: true)
      case "popToRoot": navigation.popToRootViewController(animated: true)
      case "popTo": navigation.popToViewController(a, animated: false)
      default: navigation.setViewControllers([c], animated: true)
      }
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("while a navigation transition is in progress") == true)
    interaction?.cancel()
    engine.step(frames: 30)
    #expect(navigation.viewControllers == [a, b, c])
    #expect(navigation.contentView.subviews == [c.view])
  }

  @Test func tabSwitchDuringATabTransition() {
    let log = CallLog()
    let first = UIViewController()
    let second = UIViewController()
    let third = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second, third]
    let delegate = LoggingTabDelegate(log: log)
    tabs.delegate = delegate
    let tabWindow = makeWindow(root: tabs)
    let (_, warnings) = capturingWarnings {
      tabs.selectedIndex = 1
      tabWindow.animationEngine.step(frames: 5)
      tabs.selectedIndex = 2
      tabWindow.animationEngine.step(frames: 62)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("tab switch while a tab transition is in progress") == true)
    #expect(tabs.selectedViewController === second)
    #expect(tabs.contentView.subviews == [second.view])
  }

  /// A controller inside a container presents nothing and is not presented: the warning
  /// names it, and the completion still runs.
  @Test func dismissWithNothingPresentedFromAChild() {
    var ran = false
    let (_, warnings) = capturingWarnings { a.dismiss(animated: true) { ran = true } }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("presents nothing and is not presented") == true)
    #expect(ran)
  }
}
