import Foundation
import Testing

@testable import Segue

/// A property animator's life: stopping, delayed and running starts, pausing and scrubbing,
/// inherited durations, non-interruptible animators.
@MainActor
struct PropertyAnimatorLifecycleTests {
  let engine = AnimationEngine()
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

  var x: CGFloat { view.presentation().center.x }

  @Test func stopWithoutFinishingDiscardsTheCompletions() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
    animator.addCompletion { positions.append($0) }
    engine.perform { animator.startAnimation() }
    engine.tick(to: 0.5)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    animator.addAnimations { view.alpha = 0 }
    engine.perform { animator.startAnimation() }
    engine.tick(to: 2)
    engine.step()
    #expect(view.presentation().alpha == 0)
    #expect(positions.isEmpty)
  }

  @Test func startAfterDelayWaitsThenRuns() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
    animator.addCompletion { positions.append($0) }
    engine.perform { animator.startAnimation(afterDelay: 0.5) }
    #expect(animator.delay == 0.5 && animator.isRunning)
    engine.tick(to: 0.5)
    #expect(x == 50)
    #expect(animator.fractionComplete == 0)
    engine.tick(to: 1)
    #expect(abs(x - 100) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
    engine.tick(to: 1.5)
    engine.step()
    #expect(positions == [.end])
    #expect(x == 150)
  }

  @Test func runningPropertyAnimatorStartsAtOnce() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = engine.perform {
      UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 1, delay: 0.25, options: [.curveLinear, .allowUserInteraction],
        animations: { view.center.x = 150 }, completion: { positions.append($0) })
    }
    #expect(animator.state == .active && animator.isRunning)
    #expect(animator.isUserInteractionEnabled)
    #expect(view.center.x == 150 && x == 50)
    engine.tick(to: 0.75)
    #expect(abs(x - 100) < 1e-9)
    engine.tick(to: 1.25)
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
  }

  @Test func fractionCompleteIsTheTimeFractionAfterPausingAnEaseInAnimator() {
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
    engine.perform { animator.startAnimation() }
    engine.tick(to: 0.5)
    #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
    animator.pauseAnimation()
    let shown = 50 + 100 * CubicBezier.easeIn.value(at: 0.5)
    #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
    #expect(abs(x - shown) < 1e-9)  // pausing does not move the views
    animator.fractionComplete = 0.5  // linear scrub: half of the values
    #expect(abs(x - 100) < 1e-9)
  }

  @Test func scrubbingAlongTheCurveKeepsPausedViewsInPlaceAndContinuesForTheRestOfTheTime() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
    animator.scrubsLinearly = false
    animator.addCompletion { positions.append($0) }
    engine.perform { animator.startAnimation() }
    engine.tick(to: 0.5)
    animator.pauseAnimation()
    let shown = x
    animator.fractionComplete = animator.fractionComplete
    #expect(abs(x - shown) < 1e-9)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    engine.tick(to: 0.99)
    #expect(positions.isEmpty)
    engine.tick(to: 1)
    engine.step()
    #expect(positions == [.end])
  }

  @Test func inheritedDurationInsideAnimatorBlocksIsTheAnimators() {
    var seen: [TimeInterval] = []
    let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {
      seen.append(UIView.inheritedAnimationDuration)
      view.alpha = 0
    }
    engine.perform { animator.startAnimation() }
    animator.addAnimations { seen.append(UIView.inheritedAnimationDuration) }
    #expect(seen == [2, 2])
    #expect(UIView.inheritedAnimationDuration == 0)
  }

  @Test func nonInterruptibleAnimatorsRunToTheEnd() {
    let warnings = WarningLog()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
    animator.isInterruptible = false
    animator.addCompletion { positions.append($0) }
    engine.perform { animator.startAnimation() }
    engine.tick(to: 0.5)
    Diagnostics.$sink.withValue(warnings.sink) {
      animator.pauseAnimation()
      animator.isReversed = true
      animator.isInterruptible = true
    }
    #expect(warnings.messages.count == 3)
    #expect(animator.isRunning && !animator.isReversed && !animator.isInterruptible)
    engine.tick(to: 1)
    #expect(positions == [.end])
    #expect(x == 150)
  }
}
