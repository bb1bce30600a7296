import Foundation
import Testing

@testable import Segue

/// The seeds' gesture code, ported with the one mechanical change (the `#selector` becomes
/// a closure). The percent-driven transition is stood in for by a recorder.
@MainActor
@Suite("Seed gesture code")
struct SeedPortingTests {
  /// Seed 000's `Interactive`, with `update`/`finish`/`cancel` recorded (the real one
  /// subclasses UIPercentDrivenInteractiveTransition, which is @MainActor).
  @MainActor
  final class Interactive: NSObject {
    lazy var panGesture: UIPanGestureRecognizer = UIPanGestureRecognizer(target: self) {
      [unowned self] g in self.handlePan(gesture: g)
    }
    var containerView: UIView! {
      didSet { containerView.addGestureRecognizer(panGesture) }
    }
    var isInteracting = false
    var log: [String] = []

    func update(_ percent: CGFloat) { log.append("update \(percent)") }
    func finish() { log.append("finish") }
    func cancel() { log.append("cancel") }

    func handlePan(gesture: UIPanGestureRecognizer) {
      func finishOrCancel() {
        let release = TransitionDecisionPolicy.Release(
          pan: gesture, in: containerView, direction: CGVector(dx: 1, dy: 0))
        TransitionDecisionPolicy.velocityThenProgress().shouldFinish(release) ? finish() : cancel()
      }
      switch gesture.state {
      case .began:
        isInteracting = true
      case .changed:
        if isInteracting {
          let translation = gesture.translation(in: containerView)
          var percent = translation.x / containerView.bounds.width
          if percent < 0 { percent = 0 }
          update(percent)
        }
      case .cancelled, .ended:
        if isInteracting {
          finishOrCancel()
          isInteracting = false
        }
      default:
        break
      }
    }
  }

  /// Seed 001's begin rules, as a delegate subclassing NSObject.
  @MainActor
  final class PopRules: NSObject, UIGestureRecognizerDelegate {
    var maxAllowedInitialDistance: CGFloat = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
      let beginningLocation = pan.location(in: pan.view)
      if maxAllowedInitialDistance > 0 && beginningLocation.x > maxAllowedInitialDistance {
        return false
      }
      return pan.translation(in: pan.view).x > 0
    }
  }

  private func window() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    return (window, container)
  }

  @Test func seed000AFastShortFlingFinishes() {
    let (window, container) = window()
    let interactive = Interactive()
    interactive.containerView = container
    drag(window, from: CGPoint(x: 50, y: 300), duration: 0.1) { t in CGVector(dx: 600 * t, dy: 0) }
    // Began at 10 pt (the slop); the first update is the next move, 15 pt of 400.
    #expect(interactive.log.first == "update 0.0375")
    #expect(interactive.log.last == "finish")
  }

  @Test func seed000ASlowShortDragCancels() {
    let (window, container) = window()
    let interactive = Interactive()
    interactive.containerView = container
    drag(window, from: CGPoint(x: 50, y: 300), duration: 1) { t in CGVector(dx: 60 * t, dy: 0) }
    #expect(interactive.log.last == "cancel")
  }

  @Test func seed001BeginsOnlyRightwardsWithinTheAllowedDistance() {
    let (window, container) = window()
    let rules = PopRules()
    rules.maxAllowedInitialDistance = 100
    let pan = UIPanGestureRecognizer()
    pan.maximumNumberOfTouches = 1
    pan.delegate = rules
    container.addGestureRecognizer(pan)
    drag(window, from: CGPoint(x: 80, y: 300), duration: 0.1) { t in CGVector(dx: -300 * t, dy: 0) }
    #expect(pan.state == .failed)
    drag(window, from: CGPoint(x: 150, y: 300), at: 20, duration: 0.1) { t in
      CGVector(dx: 300 * t, dy: 0)
    }
    #expect(pan.state == .failed)
    drag(window, from: CGPoint(x: 80, y: 300), at: 30, duration: 0.1) { t in
      CGVector(dx: 300 * t, dy: 0)
    }
    #expect(pan.state == .ended)
  }
}
