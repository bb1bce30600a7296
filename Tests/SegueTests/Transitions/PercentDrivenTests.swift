import Foundation
import Testing

@testable import Segue

/// Presentation values of a percent-driven presentation (1 s, linear slide, dimming
/// alongside), and the length of the finish and cancel.
@MainActor
struct PercentDrivenTests {
  let log = CallLog()
  let presenter = UIViewController()
  let presented = UIViewController()
  let delegate: LoggingTransitioningDelegate
  let interaction: UIPercentDrivenInteractiveTransition
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  init() {
    delegate = LoggingTransitioningDelegate(log: log)
    interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    window = makeWindow(root: presenter)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    presenter.present(presented, animated: true) { [log] in log.add("completion") }
    engine.step()
  }

  var x: CGFloat { presented.view.presentation().frame.minX }
  var dimming: CGFloat { delegate.presentationController!.dimming.presentation().alpha }
  var completed: Bool { log.entries.last == "completion" }

  @Test func aQuarterIsExactlyAQuarterOfTheWay() {
    interaction.update(0.25)
    #expect(isClose(x, 300))
    #expect(isClose(dimming, CGFloat(0.7 * 0.25)))
    engine.step(frames: 30)  // time passing does not move it
    #expect(isClose(x, 300))
    interaction.update(-3)  // clamped
    #expect(isClose(x, 400) && isClose(dimming, 0))
    interaction.update(0.8)
    #expect(isClose(x, 80) && isClose(dimming, 0.56))
    #expect(presenter.transitionCoordinator?.percentComplete == 0.8)
    #expect(presenter.transitionCoordinator?.isInteractive == true)
  }

  @Test func finishPlaysTheRestAlongTheCompletionCurve() {
    interaction.update(0.25)
    interaction.finish()
    #expect(presenter.transitionCoordinator?.isInteractive == false)
    engine.step(frames: 22)  // 0.3667 s of 0.75 s
    let progress = 0.25 + 0.75 * CubicBezier.easeInOut.value(at: (22.0 / 60) / 0.75)
    #expect(isClose(x, 400 * (1 - progress), within: 1e-6))
    engine.step(frames: 22)
    #expect(!completed)
    engine.step()  // 45 frames = 0.75 s = (1 − 0.25) × 1 s
    #expect(completed)
    #expect(presented.view.frame == window.bounds)
  }

  @Test func completionSpeedShortensTheRestAndZeroReadsAsOne() {
    interaction.completionSpeed = 2
    interaction.update(0.25)
    interaction.finish()
    engine.step(frames: 22)
    #expect(!completed)
    engine.step()  // 0.375 s
    #expect(completed)
  }

  @Test func nonPositiveCompletionSpeedReadsAsOne() {
    interaction.completionSpeed = 0
    interaction.update(0.5)
    interaction.cancel()
    engine.step(frames: 29)
    #expect(!log.entries.contains("animation completion"))
    engine.step()  // 0.5 s = 0.5 × 1 s
    #expect(log.entries.contains("animation completion"))
    #expect(presenter.presentedViewController == nil)
  }

  @Test func cancelPlaysBackAndRestoresTheViews() {
    interaction.update(0.25)
    interaction.cancel()
    engine.step(frames: 14)
    #expect(!log.entries.contains("animation completion"))
    engine.step()  // 0.25 s
    #expect(log.entries.contains("presentationTransitionDidEnd(false)"))
    #expect(window.subviews == [presenter.view])
    #expect(delegate.presentationController!.dimming.superview == nil)
  }

  /// A drag that comes back to where it began releases at 0 %: the cancel ends there on
  /// the next frame, nothing having moved. It used to play the presentation forwards over
  /// its whole second (the timeline, driven back to where it stood, ran on), and a
  /// dismissal cancelled so slid its view away although it stayed presented.
  @Test func cancelAtZeroPercentEndsAtOnce() {
    interaction.update(0.4)
    interaction.update(0)
    interaction.cancel()
    engine.step()
    #expect(isClose(x, 400) && isClose(dimming, 0))
    engine.step()
    #expect(log.entries.contains("presentationTransitionDidEnd(false)"))
    #expect(window.subviews == [presenter.view])
  }

  @Test func exactlyOneHundredPercentStillCompletes() {
    interaction.update(1)
    #expect(isClose(x, 0) && isClose(dimming, 0.7))
    engine.step(frames: 10)
    #expect(!completed)  // still interactive: nothing completes on its own
    interaction.finish()
    engine.step()
    #expect(completed)
  }

  @Test func pauseAfterFinishMakesItInteractiveAgain() {
    interaction.update(0.2)
    interaction.finish()
    engine.step(frames: 6)
    interaction.pause()
    #expect(presenter.transitionCoordinator?.isInteractive == true)
    let held = x
    engine.step(frames: 30)
    #expect(x == held)
    interaction.update(0.5)
    #expect(isClose(x, 200))
    interaction.finish()
    engine.step(frames: 40)
    #expect(completed)
  }

  @Test func finishWithVelocityTakesTheShorterTime() {
    interaction.update(0.5)
    // 2.5 widths per second: 0.5 / 2.5 = 0.2 s, shorter than 0.5 s.
    interaction.finish(velocity: 2.5)
    engine.step(frames: 11)
    #expect(!completed)
    engine.step()
    #expect(completed)
  }
}
