import Foundation
import Testing

@testable import Segue

/// Weak references to everything a transition cycle makes; after the cycles, none may be
/// alive.
@MainActor
final class WeakProbes {
  private var probes: [(name: String, object: () -> AnyObject?)] = []

  func watch(_ object: AnyObject, as name: String) {
    weak let weakObject = object
    probes.append((name, { weakObject }))
  }

  var count: Int { probes.count }

  /// The names of the objects still alive, with how many of each.
  var alive: [String: Int] {
    var result: [String: Int] = [:]
    for probe in probes where probe.object() != nil { result[probe.name, default: 0] += 1 }
    return result
  }
}

/// Hands out fading `FuzzAnimator`s and, when set, an interaction, and watches each.
@MainActor
final class ProbedTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate
{
  let probes: WeakProbes
  var interaction: UIPercentDrivenInteractiveTransition?

  init(probes: WeakProbes) { self.probes = probes }

  private func animator() -> FuzzAnimator {
    let animator = FuzzAnimator(duration: 0.2, completion: .once)
    probes.watch(animator, as: "animator")
    return animator
  }

  private func takeInteraction() -> UIPercentDrivenInteractiveTransition? {
    defer { interaction = nil }
    return interaction
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = DimmingPresentationController(
      presentedViewController: presented, presenting: presenting)
    probes.watch(controller, as: "presentation controller")
    probes.watch(controller.dimming, as: "dimming view")
    return controller
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator() }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { animator() }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { takeInteraction() }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { takeInteraction() }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator() }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { takeInteraction() }
}

/// A thousand presentations and dismissals, and a thousand pushes and pops, animated to
/// completion, interactive ones finished and cancelled: afterwards no controller, view,
/// animator, interaction controller, presentation controller or gesture recognizer of
/// theirs is alive, and the engine holds nothing.
@MainActor
@Suite struct TransitionCycleLeakTests {
  static let cycles = 1_000

  /// A controller whose view carries a pan, all three watched.
  private func makeController(_ probes: WeakProbes) -> UIViewController {
    let controller = UIViewController()
    let pan = UIPanGestureRecognizer(target: controller) { _ in }
    controller.view.addGestureRecognizer(pan)
    probes.watch(controller, as: "controller")
    probes.watch(controller.view, as: "view")
    probes.watch(pan, as: "gesture recognizer")
    return controller
  }

  private func interaction(_ probes: WeakProbes) -> UIPercentDrivenInteractiveTransition {
    let interaction = UIPercentDrivenInteractiveTransition()
    probes.watch(interaction, as: "interaction controller")
    return interaction
  }

  @Test func presentAndDismiss() {
    let root = UIViewController()
    let window = makeWindow(root: root)
    let engine = window.animationEngine
    let probes = WeakProbes()
    for cycle in 0..<Self.cycles {
      let delegate = ProbedTransitioningDelegate(probes: probes)
      probes.watch(delegate, as: "transitioning delegate")
      let presented = makeController(probes)
      presented.modalPresentationStyle = cycle % 2 == 0 ? .custom : .overFullScreen
      presented.transitioningDelegate = delegate
      // 0: animated both ways; 1: interactive presentation finished; 2: interactive
      // dismissal cancelled, then finished; 3: not animated.
      let interactive = cycle % 4 == 1 ? interaction(probes) : nil
      delegate.interaction = interactive
      root.present(presented, animated: cycle % 4 != 3)
      engine.step()
      interactive?.update(0.4)
      interactive?.finish()
      engine.step(frames: 20)
      if cycle % 4 == 2 {
        let cancelled = interaction(probes)
        delegate.interaction = cancelled
        presented.dismiss(animated: true)
        engine.step()
        cancelled.update(0.6)
        cancelled.cancel()
        engine.step(frames: 20)
      }
      presented.dismiss(animated: cycle % 4 != 3)
      engine.step(frames: 20)
    }
    #expect(root.presentedViewController == nil)
    #expect(window.subviews == [root.view])
    #expect(!engine.isAnimating)
    #expect(probes.count > 6 * Self.cycles)
    #expect(probes.alive == [:])
  }

  @Test func pushAndPop() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = makeWindow(root: navigation)
    let engine = window.animationEngine
    let probes = WeakProbes()
    for cycle in 0..<Self.cycles {
      // Even cycles through a delegate's animator and interactions, odd ones the default
      // slide and the back swipe's seam.
      let delegate = ProbedTransitioningDelegate(probes: probes)
      probes.watch(delegate, as: "navigation delegate")
      navigation.delegate = cycle % 2 == 0 ? delegate : nil
      navigation.pushViewController(makeController(probes), animated: true)
      engine.step(frames: 25)
      switch cycle % 4 {
      case 0, 1:
        navigation.popViewController(animated: true)
      case 2:
        let cancelled = interaction(probes)
        delegate.interaction = cancelled
        navigation.popViewController(animated: true)
        engine.step()
        cancelled.update(0.5)
        cancelled.cancel()
        engine.step(frames: 25)
        let finished = interaction(probes)
        delegate.interaction = finished
        navigation.popViewController(animated: true)
        engine.step()
        finished.update(0.5)
        finished.finish()
      default:
        let cancelled = navigation.beginInteractivePop()
        engine.step()
        cancelled?.update(0.3)
        cancelled?.cancel()
        engine.step(frames: 25)
        let finished = navigation.beginInteractivePop()
        engine.step()
        finished?.update(0.7)
        finished?.finish()
      }
      engine.step(frames: 25)
    }
    navigation.delegate = nil
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.contentView.subviews == [navigation.viewControllers[0].view])
    #expect(!engine.isAnimating)
    #expect(probes.count > 5 * Self.cycles)
    #expect(probes.alive == [:])
  }

  /// The watchdog of a completed transition is gone with it: the engine idles (and the
  /// window sleeps) on the frame the transition ends, not 2 s later.
  @Test func theEngineIdlesWhenATransitionEnds() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = makeWindow(root: navigation)
    navigation.pushViewController(UIViewController(), animated: true)
    var frames = 0
    while navigation.transitionCoordinator != nil || frames == 0 {
      window.animationEngine.step()
      frames += 1
    }
    #expect(frames == 22)  // the start frame, then 0.35 s
    #expect(!window.animationEngine.isAnimating)
  }
}
