import Foundation
import Testing

@testable import Segue

/// A navigation delegate that logs and hands out a slide animator and an interaction.
@MainActor
final class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let log: CallLog
  var interaction: UIPercentDrivenInteractiveTransition?
  var providesAnimator = true

  init(log: CallLog) { self.log = log }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) { log.add("willShow(\(viewController.title!))") }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) { log.add("didShow(\(viewController.title!))") }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("animationControllerFor(\(operation == .push ? "push" : "pop"))")
    guard providesAnimator else { return nil }
    return SlideAnimator(log: log, appearing: operation == .push)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("interactionControllerFor")
    return interaction
  }
}

/// The exact order of calls of push and pop, plain, interactive-finished and cancelled.
@MainActor
struct NavigationOrderTests {
  let log = CallLog()
  let a: LoggingController
  let b: LoggingController
  let navigation: UINavigationController
  let delegate: LoggingNavigationDelegate
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  init() {
    a = LoggingController("A", log: log)
    b = LoggingController("B", log: log)
    navigation = UINavigationController(rootViewController: a)
    delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    window = makeWindow(root: navigation)
    log.entries.removeAll()
  }

  func start(_ operation: UINavigationController.Operation) -> [String] {
    let (from, to) = operation == .push ? ("A", "B") : ("B", "A")
    return [
      "willShow(\(to))", "animationControllerFor(\(operation == .push ? "push" : "pop"))",
      "interactionControllerFor", "\(from).viewWillDisappear", "\(to).viewWillAppear",
      "transitionDuration",
    ]
  }

  func end(_ operation: UINavigationController.Operation) -> [String] {
    let (from, to) = operation == .push ? ("A", "B") : ("B", "A")
    return [
      "animation completion", "animationEnded(true)", "\(from).viewDidDisappear",
      "\(to).viewDidAppear", "didShow(\(to))",
    ]
  }

  func pushAndSettle() {
    navigation.pushViewController(b, animated: true)
    engine.step(frames: 62)
    log.entries.removeAll()
  }

  @Test func pushNonInteractive() {
    navigation.pushViewController(b, animated: true)
    #expect(navigation.viewControllers == [a, b])
    #expect(log.entries.isEmpty)
    engine.step(frames: 62)
    #expect(log.entries == start(.push) + ["animateTransition"] + end(.push))
    #expect(b.parent === navigation && b.navigationController === navigation)
    #expect(navigation.contentView.subviews == [b.view])
  }

  @Test func pushInteractiveFinishedAndCancelled() {
    delegate.interaction = LoggingInteraction(log: log)
    navigation.pushViewController(b, animated: true)
    engine.step()
    delegate.interaction!.update(0.6)
    delegate.interaction!.finish()
    engine.step(frames: 30)
    #expect(
      log.entries == start(.push) + ["startInteractiveTransition", "animateTransition"]
        + end(.push))

    let c = LoggingController("C", log: log)
    log.entries.removeAll()
    navigation.pushViewController(c, animated: true)
    engine.step()
    delegate.interaction!.update(0.6)
    delegate.interaction!.cancel()
    engine.step(frames: 40)
    #expect(
      log.entries == [
        "willShow(C)", "animationControllerFor(push)", "interactionControllerFor",
        "B.viewWillDisappear", "C.viewWillAppear", "transitionDuration",
        "startInteractiveTransition", "animateTransition", "animation completion",
        "animationEnded(false)", "C.viewWillDisappear", "C.viewDidDisappear",
        "B.viewWillAppear", "B.viewDidAppear",
      ])
    #expect(navigation.viewControllers == [a, b])
    #expect(c.parent == nil)
  }

  @Test func popNonInteractive() {
    pushAndSettle()
    #expect(navigation.popViewController(animated: true) === b)
    engine.step(frames: 62)
    #expect(log.entries == start(.pop) + ["animateTransition"] + end(.pop))
    #expect(navigation.viewControllers == [a])
    #expect(b.parent == nil)
    #expect(navigation.contentView.subviews == [a.view])
  }

  @Test func popInteractiveFinished() {
    pushAndSettle()
    delegate.interaction = LoggingInteraction(log: log)
    navigation.popViewController(animated: true)
    engine.step()
    delegate.interaction!.update(0.4)
    delegate.interaction!.finish()
    engine.step(frames: 62)
    #expect(
      log.entries == start(.pop) + ["startInteractiveTransition", "animateTransition"]
        + end(.pop))
  }

  @Test func popInteractiveCancelledKeepsTheStack() {
    pushAndSettle()
    delegate.interaction = LoggingInteraction(log: log)
    navigation.popViewController(animated: true)
    #expect(navigation.viewControllers == [a])
    engine.step()
    delegate.interaction!.update(0.4)
    delegate.interaction!.cancel()
    engine.step(frames: 62)
    #expect(
      log.entries == start(.pop) + [
        "startInteractiveTransition", "animateTransition", "animation completion",
        "animationEnded(false)", "A.viewWillDisappear", "A.viewDidDisappear",
        "B.viewWillAppear", "B.viewDidAppear",
      ])
    #expect(navigation.viewControllers == [a, b])
    #expect(navigation.contentView.subviews == [b.view])
    #expect(b.view.frame == navigation.contentView.bounds)
  }

  @Test func defaultPopThroughTheGestureSeam() {
    delegate.providesAnimator = false
    pushAndSettle()
    let interaction = navigation.beginInteractivePop()
    #expect(interaction != nil)
    #expect(navigation.beginInteractivePop() == nil)  // one at a time
    engine.step()
    interaction!.update(0.5)
    let width = navigation.contentView.bounds.width
    // Linear while interactive: B is exactly half way across, A 15 % to the left.
    #expect(isClose(b.view.presentation().frame.minX, width / 2))
    #expect(isClose(a.view.presentation().frame.minX, -0.15 * width))
    interaction!.finish(velocity: 2)
    engine.step(frames: 30)
    #expect(navigation.viewControllers == [a])
    #expect(navigation.navigationBar.titleLabel.text == "A")
  }
}
