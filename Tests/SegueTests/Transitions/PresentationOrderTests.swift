import Foundation
import Testing

@testable import Segue

/// The exact order of delegate, presentation-controller, animator, coordinator and
/// appearance calls of `present` and `dismiss`, which must match UIKit's.
@MainActor
struct PresentationOrderTests {
  let log = CallLog()
  let presenter: LoggingController
  let presented: LoggingController
  let delegate: LoggingTransitioningDelegate
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  init() {
    presenter = LoggingController("A", log: log)
    presented = LoggingController("B", log: log)
    delegate = LoggingTransitioningDelegate(log: log)
    window = makeWindow(root: presenter)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    log.entries.removeAll()
  }

  func present(interaction: UIPercentDrivenInteractiveTransition? = nil) {
    delegate.interaction = interaction
    presenter.present(presented, animated: true) { [log] in log.add("completion") }
  }

  let presentStart = [
    "presentationController(forPresented:)", "animationController(forPresented:)",
    "interactionControllerForPresentation", "B.viewWillAppear", "transitionDuration",
    "presentationTransitionWillBegin",
  ]
  let presentEnd = [
    "animation completion", "alongside completion(true)", "presentationTransitionDidEnd(true)",
    "animationEnded(true)", "B.viewDidAppear", "completion",
  ]

  @Test func presentStartsOnTheNextFrame() {
    present()
    #expect(log.entries.isEmpty)
    #expect(presenter.presentedViewController === presented)
    #expect(presented.isBeingPresented)
    // As UIKit, the coordinator is there at once; the transition starts on the next frame.
    #expect(presenter.transitionCoordinator != nil)
    engine.step()
    #expect(log.entries == presentStart + ["animateTransition"])
    #expect(presenter.transitionCoordinator != nil)
  }

  @Test func presentNonInteractive() {
    present()
    engine.step(frames: 62)
    #expect(log.entries == presentStart + ["animateTransition"] + presentEnd)
    #expect(!presented.isBeingPresented)
    #expect(presenter.transitionCoordinator == nil)
    #expect(presented.presentingViewController === presenter)
  }

  @Test func presentInteractiveFinished() {
    let interaction = LoggingInteraction(log: log)
    present(interaction: interaction)
    engine.step()
    interaction.update(0.5)
    interaction.finish()
    engine.step(frames: 40)
    #expect(
      log.entries == presentStart + ["startInteractiveTransition", "animateTransition"]
        + presentEnd)
  }

  @Test func presentInteractiveCancelled() {
    let interaction = LoggingInteraction(log: log)
    present(interaction: interaction)
    engine.step()
    interaction.update(0.5)
    interaction.cancel()
    engine.step(frames: 40)
    #expect(
      log.entries == presentStart + [
        "startInteractiveTransition", "animateTransition", "animation completion",
        "alongside completion(false)", "presentationTransitionDidEnd(false)",
        "animationEnded(false)", "B.viewWillDisappear", "B.viewDidDisappear",
      ])
    #expect(presenter.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(presented.viewIfLoaded?.superview == nil)
    #expect(window.subviews == [presenter.view])
  }

  func presentAndSettle() {
    present()
    engine.step(frames: 62)
    log.entries.removeAll()
  }

  let dismissStart = [
    "animationController(forDismissed:)", "interactionControllerForDismissal",
    "B.viewWillDisappear", "transitionDuration", "dismissalTransitionWillBegin",
  ]

  @Test func dismissNonInteractive() {
    presentAndSettle()
    presented.dismiss(animated: true) { [log] in log.add("completion") }
    #expect(log.entries.isEmpty)
    engine.step(frames: 62)
    #expect(
      log.entries == dismissStart + [
        "animateTransition", "animation completion", "dismissalTransitionDidEnd(true)",
        "animationEnded(true)", "B.viewDidDisappear", "completion",
      ])
    #expect(presenter.presentedViewController == nil)
    #expect(window.subviews == [presenter.view])
  }

  @Test func dismissInteractiveFinished() {
    presentAndSettle()
    let interaction = LoggingInteraction(log: log)
    delegate.interaction = interaction
    presented.dismiss(animated: true) { [log] in log.add("completion") }
    interaction.update(0.3)  // before the transition starts: kept and applied at the start
    engine.step()
    interaction.finish()
    engine.step(frames: 60)
    #expect(
      log.entries == dismissStart + [
        "startInteractiveTransition", "animateTransition", "animation completion",
        "dismissalTransitionDidEnd(true)", "animationEnded(true)", "B.viewDidDisappear",
        "completion",
      ])
  }

  @Test func dismissInteractiveCancelled() {
    presentAndSettle()
    let interaction = LoggingInteraction(log: log)
    delegate.interaction = interaction
    presented.dismiss(animated: true) { [log] in log.add("completion") }
    engine.step()
    interaction.update(0.3)
    interaction.cancel()
    engine.step(frames: 60)
    #expect(
      log.entries == dismissStart + [
        "startInteractiveTransition", "animateTransition", "animation completion",
        "dismissalTransitionDidEnd(false)", "animationEnded(false)", "B.viewWillAppear",
        "B.viewDidAppear",
      ])
    #expect(presenter.presentedViewController === presented)
    // The presented view is back where it was, in its container above the presenter.
    #expect(presented.view.frame == window.bounds)
    #expect(presented.view.superview?.superview === window)
    #expect(!presented.isBeingDismissed)
  }

  @Test func fullScreenPresentationRemovesAndRestoresThePresentersView() {
    presented.modalPresentationStyle = .fullScreen
    present()
    engine.step()
    #expect(
      log.entries == [
        "animationController(forPresented:)", "interactionControllerForPresentation",
        "A.viewWillDisappear", "B.viewWillAppear", "transitionDuration", "animateTransition",
      ])
    engine.step(frames: 61)
    #expect(
      Array(log.entries.suffix(4)) == [
        "animationEnded(true)", "A.viewDidDisappear", "B.viewDidAppear", "completion",
      ])
    #expect(presenter.view.superview == nil)
    log.entries.removeAll()
    presented.dismiss(animated: true)
    engine.step(frames: 62)
    #expect(
      log.entries == [
        "animationController(forDismissed:)", "interactionControllerForDismissal",
        "B.viewWillDisappear", "A.viewWillAppear", "transitionDuration", "animateTransition",
        "animation completion", "animationEnded(true)", "B.viewDidDisappear", "A.viewDidAppear",
      ])
    #expect(window.subviews == [presenter.view])
    #expect(presenter.view.frame == window.bounds)
  }

  @Test func contextViewsAndFramesFollowUIKitRules() {
    var seen: [String] = []
    presented.modalPresentationStyle = .custom
    present()
    engine.step()
    let context = presenter.activeTransition!
    seen.append(context.view(forKey: .from) == nil ? "from nil" : "from view")
    #expect(context.view(forKey: .to) === presented.view)
    #expect(context.initialFrame(for: presented) == .zero)
    #expect(context.finalFrame(for: presented) == window.bounds)
    #expect(context.responds(to: NSSelectorFromString("viewForKey:")))
    #expect(context.viewController(forKey: UITransitionContextFromViewControllerKey) === presenter)
    #expect(context.viewController(forKey: UITransitionContextToViewControllerKey) === presented)
    #expect(seen == ["from nil"])
  }
}
