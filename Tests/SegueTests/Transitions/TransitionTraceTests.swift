import Foundation
import Testing

@testable import Segue

/// `TransitionTrace` records every call a transition makes into user code, in the order of
/// the call-order tests beside it, and reports the transition in flight.
@MainActor
struct TransitionTraceTests {
  let log = CallLog()
  let trace = TransitionTrace()

  func navigationWindow() -> (UINavigationController, LoggingNavigationDelegate, UIWindow) {
    let navigation = UINavigationController(rootViewController: LoggingController("A", log: log))
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    let window = makeWindow(root: navigation)
    window.transitionTrace = trace
    return (navigation, delegate, window)
  }

  @Test func pushInOrder() {
    let (navigation, delegate, window) = navigationWindow()
    navigation.pushViewController(LoggingController("B", log: log), animated: true)
    #expect(trace.calls.isEmpty)
    window.animationEngine.step(frames: 62)
    #expect(trace.operation == .push)
    #expect(
      trace.calls.map(\.description) == [
        "delegate.willShow", "delegate.animationControllerFor(push)",
        "delegate.interactionControllerFor", "animator.transitionDuration",
        "animator.animateTransition", "coordinator.alongside animation",
        "context.completeTransition(true)", "coordinator.alongside completion",
        "animator.animationEnded(true)", "delegate.didShow",
      ])
    #expect(trace.inFlight == nil)
    #expect(navigation.delegate === delegate)
  }

  @Test func interactivePopCancelledInOrder() {
    let (navigation, delegate, window) = navigationWindow()
    let engine = window.animationEngine
    navigation.pushViewController(LoggingController("B", log: log), animated: true)
    engine.step(frames: 62)
    let interaction = LoggingInteraction(log: log)
    delegate.interaction = interaction
    navigation.popViewController(animated: true)
    engine.step()
    interaction.update(0.2)
    interaction.update(0.4)
    let flight = trace.inFlight
    #expect(flight?.operation == .pop)
    #expect(flight?.animator == "SlideAnimator")
    #expect(flight?.isInteractive == true)
    #expect(flight?.percentComplete == 0.4)
    interaction.cancel()
    #expect(trace.inFlight?.isInteractive == false)
    engine.step(frames: 62)
    #expect(trace.operation == .pop)
    #expect(
      trace.calls.map(\.description) == [
        "delegate.willShow", "delegate.animationControllerFor(pop)",
        "delegate.interactionControllerFor", "animator.transitionDuration",
        "interaction.startInteractiveTransition", "animator.animateTransition",
        "coordinator.alongside animation", "context.updateInteractiveTransition(0.40) ×3",
        "context.cancelInteractiveTransition", "context.completeTransition(false)",
        "coordinator.alongside completion", "animator.animationEnded(false)",
      ])
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func customPresentationWithAPresentationControllerInOrder() {
    let presenter = LoggingController("A", log: log)
    let presented = LoggingController("B", log: log)
    let delegate = LoggingTransitioningDelegate(log: log)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    let window = makeWindow(root: presenter)
    window.transitionTrace = trace
    presenter.present(presented, animated: true)
    // The transition starts on the first frame, then runs 30 frames of its 1 s.
    window.animationEngine.step(frames: 31)
    let flight = trace.inFlight
    #expect(flight?.operation == .present)
    #expect(flight?.isInteractive == false)
    // Half of the 1 s slide, as its animations have run.
    #expect(flight.map { abs($0.percentComplete - 0.5) < 0.001 } == true)
    window.animationEngine.step(frames: 31)
    let presentation = [
      "delegate.presentationController(forPresented:)",
      "delegate.animationController(forPresented:)",
      "delegate.interactionControllerForPresentation",
      "presentationController.frameOfPresentedViewInContainerView",
      "animator.transitionDuration", "presentationController.presentationTransitionWillBegin",
      "animator.animateTransition", "coordinator.alongside animation",
      "context.completeTransition(true)", "coordinator.alongside completion",
      "presentationController.presentationTransitionDidEnd(true)",
      "animator.animationEnded(true)",
    ]
    #expect(trace.calls.map(\.description) == presentation)
    // Laying out the container afterwards (a resize) is recorded with the presentation.
    window.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    window.layoutIfNeeded()
    #expect(
      trace.calls.map(\.description).suffix(3) == [
        "presentationController.containerViewWillLayoutSubviews",
        "presentationController.frameOfPresentedViewInContainerView",
        "presentationController.containerViewDidLayoutSubviews",
      ])
    presented.dismiss(animated: true)
    window.animationEngine.step()
    #expect(trace.operation == .dismiss)
    #expect(
      trace.calls.map(\.description) == [
        "delegate.animationController(forDismissed:)",
        "delegate.interactionControllerForDismissal",
        "animator.transitionDuration", "presentationController.dismissalTransitionWillBegin",
        "animator.animateTransition", "coordinator.alongside animation",
      ])
  }

  @Test func aWindowWithoutATraceRecordsNothing() {
    let (navigation, delegate, window) = navigationWindow()
    let other = UINavigationController(rootViewController: UIViewController())
    let otherWindow = makeWindow(root: other)
    other.pushViewController(UIViewController(), animated: true)
    otherWindow.animationEngine.step(frames: 30)
    #expect(trace.calls.isEmpty)
    #expect(trace.operation == nil)
    #expect(trace.revision == 0)
    navigation.pushViewController(LoggingController("B", log: log), animated: true)
    window.animationEngine.step()
    #expect(trace.inFlight?.animator == "SlideAnimator")
    #expect(trace.revision > 0)
    #expect(navigation.delegate === delegate)
  }

  /// An animator that never calls `completeTransition(_:)`: the watchdog's completion shows
  /// in the trace, 2 s after the duration.
  @Test func aTransitionSegueHadToCompleteSaysSo() {
    final class NeverCompleting: NSObject, UINavigationControllerDelegate {
      let log: CallLog
      init(log: CallLog) { self.log = log }
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = SlideAnimator(log: log, appearing: true)
        animator.completes = false
        return animator
      }
    }
    let (navigation, _, window) = navigationWindow()
    let delegate = NeverCompleting(log: log)
    navigation.delegate = delegate
    let (_, warnings) = capturingWarnings {
      navigation.pushViewController(LoggingController("B", log: log), animated: true)
      window.animationEngine.step(frames: 1 + 60 + 121)
    }
    #expect(warnings.count == 1)
    #expect(
      trace.calls.map(\.description) == [
        "delegate.willShow", "delegate.animationControllerFor(push)",
        "delegate.interactionControllerFor", "animator.transitionDuration",
        "animator.animateTransition", "coordinator.alongside animation",
        "context.never completed: Segue completes it", "context.completeTransition(true)",
        "coordinator.alongside completion", "animator.animationEnded(true)", "delegate.didShow",
      ])
  }

  @Test func keepsAtMostTheMaximumNumberOfCalls() {
    let (navigation, delegate, window) = navigationWindow()
    trace.maximumCalls = 4
    navigation.pushViewController(LoggingController("B", log: log), animated: true)
    window.animationEngine.step(frames: 62)
    #expect(
      trace.calls.map(\.description) == [
        "context.completeTransition(true)", "coordinator.alongside completion",
        "animator.animationEnded(true)", "delegate.didShow",
      ])
    #expect(navigation.delegate === delegate)
  }
}
