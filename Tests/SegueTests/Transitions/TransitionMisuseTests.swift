import Foundation
import Testing

@testable import Segue

/// An animator that forgets `completeTransition`, or calls it twice.
@MainActor
final class CarelessAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var calls = 0
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    context.containerView.addSubview(context.view(forKey: .to)!)
    for _ in 0..<calls { context.completeTransition(true) }
  }
}

@MainActor
final class CarelessDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator = CarelessAnimator()
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// Misuse gets one clear warning and a defined outcome, never a crash or a stuck screen.
@MainActor
struct TransitionMisuseTests {
  let root = UIViewController()
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  init() { window = makeWindow(root: root) }

  @Test func completeTransitionTwice() {
    let delegate = CarelessDelegate()
    delegate.animator.calls = 2
    let presented = UIViewController()
    presented.transitioningDelegate = delegate
    let (_, warnings) = capturingWarnings {
      root.present(presented, animated: true)
      engine.step()
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("completeTransition(true) called again") == true)
    #expect(root.presentedViewController === presented && !presented.isBeingPresented)
  }

  @Test func completeTransitionNeverCalled() {
    let delegate = CarelessDelegate()
    let presented = UIViewController()
    presented.transitioningDelegate = delegate
    var done = false
    let (_, warnings) = capturingWarnings {
      root.present(presented, animated: true) { done = true }
      engine.step(frames: 1 + 149)  // 0.5 s + 2 s = 150 frames after the start
      #expect(!done)
      engine.step()
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("never called completeTransition") == true)
    #expect(done)  // completed for the user: the screen is not stuck
  }

  /// The watchdog's timer stops with the transition: a window whose transition completed
  /// has nothing left to animate, so the host can sleep.
  @Test func watchdogStopsWhenTheTransitionCompletes() {
    let presented = UIViewController()
    var done = false
    root.present(presented, animated: true) { done = true }
    var frames = 0
    while !done && frames < 60 {
      engine.step()
      frames += 1
    }
    #expect(done)
    #expect(frames < 30)  // the default 0.35 s presentation, not the watchdog's 2 s more
    engine.step()
    #expect(!engine.isAnimating)
  }

  @Test func presentWhileAPresentationIsInProgress() {
    let first = UIViewController()
    let second = UIViewController()
    let (_, warnings) = capturingWarnings {
      root.present(first, animated: true)
      root.present(second, animated: true)
      engine.step(frames: 30)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("in progress") == true)
    #expect(root.presentedViewController === first)
    #expect(second.presentingViewController == nil)
  }

  @Test func popDuringATransition() {
    let a = UIViewController()
    let navigation = UINavigationController(rootViewController: a)
    let b = UIViewController()
    let c = UIViewController()
    window.rootViewController = navigation
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: true)
    let (popped, warnings) = capturingWarnings { navigation.popViewController(animated: true) }
    #expect(popped == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("in progress") == true)
    engine.step(frames: 30)
    #expect(navigation.viewControllers == [a, b, c])
    #expect(navigation.contentView.subviews == [c.view])
  }

  @Test func dismissWithNothingPresented() {
    var ran = false
    let (_, warnings) = capturingWarnings { root.dismiss(animated: true) { ran = true } }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("presents nothing") == true)
    #expect(ran)
  }
}

/// Nothing keeps a dismissed or popped controller alive.
@MainActor
struct TransitionLeakTests {
  @Test func dismissedControllerAndViewAreReleased() {
    let log = CallLog()
    let root = UIViewController()
    let window = makeWindow(root: root)
    let delegate = LoggingTransitioningDelegate(log: log)
    let interaction = UIPercentDrivenInteractiveTransition()
    weak var weakController: UIViewController?
    weak var weakView: UIView?
    weak var weakPresentation: UIPresentationController?
    do {
      let presented = UIViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      weakController = presented
      weakView = presented.view
      root.present(presented, animated: true)
      window.animationEngine.step(frames: 62)
      weakPresentation = delegate.presentationController
      delegate.presentationController = nil
      delegate.interaction = interaction
      presented.dismiss(animated: true)
      window.animationEngine.step()
      interaction.update(0.5)
      interaction.finish()
      window.animationEngine.step(frames: 62)
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    #expect(weakPresentation == nil)
    #expect(window.subviews == [root.view])
  }

  @Test func poppedControllerAndViewAreReleased() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = makeWindow(root: navigation)
    weak var weakController: UIViewController?
    weak var weakView: UIView?
    do {
      let pushed = UIViewController()
      weakController = pushed
      weakView = pushed.view
      navigation.pushViewController(pushed, animated: true)
      window.animationEngine.step(frames: 30)
      let interaction = navigation.beginInteractivePop()
      window.animationEngine.step()
      interaction?.update(0.7)
      interaction?.finish()
      window.animationEngine.step(frames: 30)
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
  }
}
