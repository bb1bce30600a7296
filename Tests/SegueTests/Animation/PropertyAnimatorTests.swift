import Foundation
import Testing

@testable import Segue

@MainActor
struct PropertyAnimatorTests {
  let engine = AnimationEngine()
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

  func makeAnimator(
    _ curve: UIView.AnimationCurve = .linear, positions: @escaping (UIViewAnimatingPosition) -> Void
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: 1, curve: curve) { view.center.x = 150 }
    animator.addCompletion(positions)
    return animator
  }

  var x: CGFloat { view.presentation().center.x }

  @Test func runsToTheEndAndCompletesAtEnd() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = makeAnimator(.easeIn) { positions.append($0) }
    #expect(view.center.x == 50)  // blocks run when the animator starts
    engine.perform { animator.startAnimation() }
    #expect(animator.state == .active && animator.isRunning)
    engine.tick(to: 0.5)
    #expect(abs(x - (50 + 100 * CubicBezier.easeIn.value(at: 0.5))) < 1e-9)
    engine.tick(to: 1)
    #expect(positions == [.end])
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(x == 150)
  }

  @Test func scrubPauseAndContinueWithNewTiming() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = makeAnimator { positions.append($0) }
    engine.perform { animator.pauseAnimation() }
    #expect(animator.state == .active && !animator.isRunning)
    for fraction in [0.2, 0.7, 0.4] {
      animator.fractionComplete = fraction
      #expect(abs(x - (50 + 100 * fraction)) < 1e-9)
      #expect(abs(animator.fractionComplete - fraction) < 1e-12)
    }
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 1)
    // The remaining 60 % takes 60 % of the duration, along ease-out.
    engine.tick(to: 0.3)
    #expect(abs(x - (90 + 60 * CubicBezier.easeOut.value(at: 0.5))) < 1e-9)
    engine.tick(to: 0.6)
    #expect(positions == [.end])
    #expect(x == 150)
  }

  @Test func reversedContinueEndsAtTheStartAndRestoresTheModel() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = makeAnimator { positions.append($0) }
    engine.perform { animator.startAnimation() }
    engine.tick(to: 0.5)
    animator.pauseAnimation()
    #expect(abs(animator.fractionComplete - 0.5) < 1e-12)
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    engine.tick(to: 1)  // half of the way back: 0.5 × 1 s × 2 = 1 s in all
    #expect(abs(x - 75) < 1e-9)
    engine.tick(to: 1.5)
    #expect(positions == [.start])
    #expect(view.center.x == 50 && x == 50)
  }

  /// Scrubbed back to 0 and reversed (a drag released where it began), the animator ends
  /// at the start on the next frame, as on iOS, and does not play forwards.
  @Test func reversedContinueAtZeroEndsAtTheStartAtOnce() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = makeAnimator { positions.append($0) }
    engine.perform { animator.pauseAnimation() }
    animator.fractionComplete = 0.4
    animator.fractionComplete = 0
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    engine.tick(to: 1.0 / 60)
    #expect(positions == [.start])
    engine.tick(to: 0.5)
    #expect(view.center.x == 50 && x == 50)
  }

  @Test func reversingWhileRunningHeadsBack() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = makeAnimator { positions.append($0) }
    engine.perform { animator.startAnimation() }
    engine.tick(to: 0.25)
    animator.isReversed = true
    engine.tick(to: 0.375)
    #expect(abs(x - 62.5) < 1e-9)
    engine.tick(to: 0.5)
    #expect(positions == [.start])
  }

  @Test func stopWithoutFinishingKeepsTheCurrentValues() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = makeAnimator { positions.append($0) }
    engine.perform { animator.startAnimation() }
    engine.tick(to: 0.25)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(view.center.x == 75 && x == 75)
    engine.tick(to: 2)
    #expect(positions.isEmpty)
  }

  @Test func stopThenFinishAtEachPosition() {
    for (position, expected) in [
      (UIViewAnimatingPosition.end, 150.0), (.start, 50), (.current, 75),
    ] {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
      animator.addCompletion { positions.append($0) }
      engine.perform { animator.startAnimation() }
      engine.tick(to: engine.clock.hostTime + 0.25)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      animator.finishAnimation(at: position)
      #expect(view.center.x == expected && view.presentation().center.x == expected)
      #expect(positions == [position])
      #expect(animator.state == .inactive)
    }
  }

  @Test func pausesOnCompletionStaysActive() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = makeAnimator { positions.append($0) }
    animator.pausesOnCompletion = true
    engine.perform { animator.startAnimation() }
    engine.tick(to: 1.5)
    #expect(positions.isEmpty)
    #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
    animator.isReversed = true
    animator.startAnimation()
    engine.tick(to: 2.5)
    #expect(x == 50)
  }

  @Test func scrubbingThroughTheCurveWhenNotLinear() {
    let animator = makeAnimator(.easeIn) { _ in }
    animator.scrubsLinearly = false
    engine.perform { animator.pauseAnimation() }
    animator.fractionComplete = 0.5
    #expect(abs(x - (50 + 100 * CubicBezier.easeIn.value(at: 0.5))) < 1e-9)
  }

  @Test func delayFactorAndAnimationsAddedWhileRunning() {
    let other = UIView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
    engine.perform { animator.startAnimation() }
    engine.tick(to: 0.5)
    #expect(view.presentation().alpha == 1)
    animator.addAnimations { other.center.x = 100 }
    engine.tick(to: 0.75)
    #expect(abs(view.presentation().alpha - 0.5) < 1e-9)
    #expect(abs(other.presentation().center.x - 50) < 1e-9)
  }

  @Test func springTimingParameters() {
    let ratio = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.6) { view.center.x = 150 }
    engine.perform { ratio.startAnimation() }
    engine.tick(to: 0.4)
    let spring = Spring(dampingRatio: 0.6, initialVelocity: 0, duration: 0.8)
    #expect(abs(x - (50 + 100 * spring.value(at: 0.4))) < 1e-9)

    let physical = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
    let timing = physical.timing(duration: 99)
    #expect(
      abs(
        timing.duration
          - Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0).settlingDuration())
        < 1e-12)
  }

  @Test func misuseWarnsAndKeepsState() {
    let warnings = WarningLog()
    let animator = makeAnimator { _ in }
    Diagnostics.$sink.withValue(warnings.sink) {
      animator.finishAnimation(at: .end)
      animator.stopAnimation(true)
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
      engine.perform { animator.startAnimation() }
      animator.fractionComplete = 0.5
    }
    #expect(warnings.messages.count == 4)
    #expect(animator.state == .active && animator.isRunning)
  }
}
