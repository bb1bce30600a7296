import Foundation
import Testing

@testable import Segue

/// Presentations that would make a cycle are refused. This file holds the controller misuse
/// `PlaygroundFuzzTests` found (cycles, misplaced pushes, a dismissal below a running
/// transition), each pinned by a focused test.
@MainActor
@Suite struct PresentationCycleTests {
  let root = UIViewController()
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  init() { window = makeWindow(root: root) }

  /// A presented controller presenting its own presenter made a cycle: each presented the
  /// other.
  @Test func presentingThePresenterIsRefused() {
    let presented = UIViewController()
    root.present(presented, animated: false)
    engine.step()
    let (_, warnings) = capturingWarnings {
      presented.present(root, animated: true)
      engine.step(frames: 30)
    }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains("already presented, a child, presenting, or on screen") == true)
    #expect(root.presentingViewController == nil)
    #expect(presented.presentedViewController == nil)
    #expect(root.presentedViewController === presented)
  }

  /// The window's root controller is on screen: presenting it from a controller elsewhere
  /// would take its view out of the window.
  @Test func presentingTheRootOnScreenIsRefused() {
    let other = UIViewController()
    let otherWindow = makeWindow(root: other)
    let (_, warnings) = capturingWarnings {
      other.present(root, animated: false)
      otherWindow.animationEngine.step()
    }
    #expect(warnings.count == 1)
    #expect(root.view.window === window)
    #expect(other.presentedViewController == nil)
  }
}

/// Pushing a controller that lives elsewhere put it in two places at once.
@MainActor
@Suite struct MisplacedPushTests {
  let navigation = UINavigationController(rootViewController: UIViewController())
  let window: UIWindow

  init() { window = makeWindow(root: navigation) }

  private func refusesPush(_ controller: UIViewController, _ place: String) {
    let before = navigation.viewControllers
    let (_, warnings) = capturingWarnings {
      navigation.pushViewController(controller, animated: true)
      window.animationEngine.step(frames: 30)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains(place) == true, "\(warnings)")
    #expect(navigation.viewControllers == before)
    #expect(controller.parent !== navigation)
  }

  @Test func aPresentedControllerIsRefused() {
    let presented = UIViewController()
    navigation.present(presented, animated: false)
    window.animationEngine.step()
    refusesPush(presented, "is presented")
  }

  @Test func anotherStacksChildIsRefused() {
    let other = UINavigationController(rootViewController: UIViewController())
    let child = UIViewController()
    other.pushViewController(child, animated: false)
    refusesPush(child, "a child of UINavigationController")
    #expect(other.viewControllers.last === child && child.parent === other)
  }

  @Test func itselfIsRefused() {
    refusesPush(navigation, "this navigation controller or one of its ancestors")
  }

  @Test func setViewControllersWithAPresentedControllerLeavesTheStack() {
    let presented = UIViewController()
    navigation.present(presented, animated: false)
    window.animationEngine.step()
    let before = navigation.viewControllers
    let (_, warnings) = capturingWarnings {
      navigation.setViewControllers([UIViewController(), presented], animated: true)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("the stack is unchanged") == true)
    #expect(navigation.viewControllers == before)
  }
}

/// Dismissing a presentation tears down the ones above it at once; one of those still
/// animating in was torn down half way, and its transition, controller and the window's
/// engine were never released.
@MainActor
@Suite struct DismissBelowATransitionTests {
  @Test func isRefusedWhileAPresentationAboveIsInProgress() {
    let root = UIViewController()
    let window = makeWindow(root: root)
    let engine = window.animationEngine
    let middle = UIViewController()
    let top = UIViewController()
    root.present(middle, animated: false)
    engine.step()
    let (_, warnings) = capturingWarnings {
      middle.present(top, animated: true)
      engine.step(frames: 5)
      root.dismiss(animated: true)
      engine.step(frames: 40)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("while a presentation or dismissal is in progress") == true)
    #expect(root.presentedViewController === middle)
    #expect(middle.presentedViewController === top)
    #expect(top.view.window === window)
    #expect(middle.transitionCoordinator == nil && top.transitionCoordinator == nil)
    root.dismiss(animated: true)
    engine.step(frames: 40)
    #expect(root.presentedViewController == nil)
    #expect(window.subviews == [root.view])
  }
}
