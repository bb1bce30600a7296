import Foundation
import Testing

@testable import Segue

/// Pausing and frame steps: animation time stands still while host time runs, and jumps
/// forward only when asked.
@MainActor
struct FrameClockPauseTests {
  @Test func pausedTicksMoveHostTimeOnlyAndResumingDoesNotJump() {
    let clock = FrameClock()
    clock.tick(to: 1)
    clock.isPaused = true
    clock.tick(to: 3)
    #expect(clock.now == 1 && clock.hostTime == 3)
    clock.isPaused = false
    #expect(clock.now == 1)
    clock.tick(to: 3.5)
    #expect(clock.now == 1.5)
  }

  @Test func stepsJumpForwardPausedOrNotAndNeverBack() {
    let warnings = WarningLog()
    let clock = FrameClock()
    clock.slowMotionFactor = 5
    clock.isPaused = true
    clock.advanceAnimationTime(to: 0.25)
    #expect(clock.now == 0.25 && clock.hostTime == 0)
    clock.isPaused = false
    clock.tick(to: 1)
    #expect(isClose(clock.now, 0.45), "a fifth of a second more, from the step on")
    Diagnostics.$sink.withValue(warnings.sink) {
      clock.advanceAnimationTime(to: 0.1)
      clock.advanceAnimationTime(to: .infinity)
    }
    #expect(isClose(clock.now, 0.45))
    #expect(warnings.messages.count == 2)
  }

  @Test func aPausedEngineStopsAnimatingButStillRunsWhatIsDue() {
    let engine = AnimationEngine()
    let view = UIView()
    var completed = false
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.alpha = 0
      } completion: { _ in
        completed = true
      }
    }
    engine.tick(to: 0.5)
    engine.clock.isPaused = true
    #expect(!engine.isAnimating)
    engine.tick(to: 5)
    #expect(abs(view.presentation().alpha - 0.5) < 1e-12)
    var scheduled = false
    engine.enqueue { scheduled = true }
    #expect(engine.isAnimating, "a scheduled callback (a transition's start) still needs a frame")
    engine.tick(to: 5.1)
    #expect(scheduled && !engine.isAnimating)
    engine.advanceAnimationTime(to: 1)
    #expect(view.presentation().alpha == 0 && completed)
  }
}
