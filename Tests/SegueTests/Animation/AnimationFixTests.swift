import Foundation
import Testing

@testable import Segue

/// Regression tests for the reviewed defects of the animation engine.
@MainActor
struct AnimationFixTests {
  let engine = AnimationEngine()
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

  // MARK: Same property twice in one block

  @Test(arguments: [UIView.AnimationOptions.curveLinear, [.curveLinear, .beginFromCurrentState]])
  func settingAPropertyTwiceInOneBlockAnimatesToTheLastValue(options: UIView.AnimationOptions) {
    var results: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: options) {
        view.alpha = 0.5
        view.alpha = 0
      } completion: {
        results.append($0)
      }
    }
    engine.tick(to: 0.5)
    #expect(abs(view.presentation().alpha - 0.5) < 1e-12)
    engine.tick(to: 1)
    #expect(view.presentation().alpha == 0)
    engine.step()
    #expect(results == [true])
    #expect(!engine.isAnimating)
  }

  @Test(arguments: [UIView.AnimationOptions.curveLinear, [.curveLinear, .beginFromCurrentState]])
  func changingTheFrameTwiceInOneBlockAnimatesBoth(options: UIView.AnimationOptions) {
    var results: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: options) {
        view.frame.origin.x = 100
        view.frame.size.width = 50
      } completion: {
        results.append($0)
      }
    }
    engine.tick(to: 0.5)
    #expect(view.presentation().frame == CGRect(x: 50, y: 0, width: 75, height: 100))
    engine.tick(to: 1)
    #expect(view.presentation().frame == CGRect(x: 100, y: 0, width: 50, height: 100))
    engine.step()
    #expect(results == [true])
  }

  // MARK: Partial replacement

  @Test func replacingSomePropertiesKeepsTheRestAndReportsUnfinished() {
    var first: [Bool] = []
    var second: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.alpha = 0
        view.center.x = 150
      } completion: {
        first.append($0)
      }
    }
    engine.tick(to: 0.25)
    engine.perform {
      UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
        view.alpha = 1
      } completion: {
        second.append($0)
      }
    }
    engine.tick(to: 0.5)
    // Alpha runs from what was shown (0.75) to 1 over 0.5 s; the center keeps its animation.
    #expect(abs(view.presentation().alpha - 0.875) < 1e-12)
    #expect(abs(view.presentation().center.x - 100) < 1e-12)
    engine.tick(to: 0.8)
    #expect(second == [true])
    #expect(first.isEmpty)
    engine.tick(to: 1)
    engine.step()
    #expect(view.presentation().center.x == 150)
    #expect(first == [false])
  }

  @Test func changesAfterANestedBlockReplacedTheOuterOnesStillAnimate() {
    var outer: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.alpha = 0
        UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState) {
          view.alpha = 0.5
        }
        view.center.x = 150
      } completion: {
        outer.append($0)
      }
    }
    engine.tick(to: 0.5)
    #expect(abs(view.presentation().center.x - 100) < 1e-12)
    #expect(abs(view.presentation().alpha - 0.75) < 1e-12)
    engine.tick(to: 1)
    engine.step()
    #expect(view.presentation().center.x == 150)
    #expect(outer == [false])
  }

  // MARK: Nested blocks and performWithoutAnimation

  @Test func nestedBlocksCompleteEachWithItsOwnAnimations() {
    var log: [String] = []
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.alpha = 0
        UIView.animate(
          withDuration: 0.5, delay: 0, options: .overrideInheritedDuration,
          animations: { view.center.x = 150 }, completion: { log.append("inner \($0)") })
      } completion: {
        log.append("outer \($0)")
      }
    }
    #expect(abs(UIView.inheritedAnimationDuration) == 0)
    engine.tick(to: 0.25)
    #expect(abs(view.presentation().center.x - 100) < 1e-12)
    engine.tick(to: 0.5)
    engine.step()
    #expect(log == ["inner true"])
    engine.tick(to: 1)
    engine.step()
    #expect(log == ["inner true", "outer true"])
  }

  @Test func nestedBlockInheritsDurationAndCompletesWithTheOuter() {
    var log: [String] = []
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        UIView.animate(
          withDuration: 0.1, delay: 0, options: [],
          animations: { view.center.x = 150 }, completion: { log.append("inner \($0)") })
      } completion: {
        log.append("outer \($0)")
      }
    }
    engine.tick(to: 0.5)
    #expect(abs(view.presentation().center.x - 100) < 1e-12)
    engine.tick(to: 1)
    engine.step()
    // The outer block animated nothing itself: it completes on the first tick.
    #expect(log == ["outer true", "inner true"])
  }

  @Test func performWithoutAnimationAppliesAtOnceAndStaysApplied() {
    engine.perform {
      UIView.animate(withDuration: 1) {
        UIView.performWithoutAnimation { view.alpha = 0.2 }
      }
    }
    #expect(view.presentation().alpha == 0.2)
    #expect(view.animationContributions.isEmpty)
    engine.tick(to: 0.5)
    #expect(view.presentation().alpha == 0.2)
  }

  @Test func aChangeAfterPerformWithoutAnimationStillAnimates() {
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        UIView.performWithoutAnimation { view.alpha = 0.2 }
        view.alpha = 0.6
      }
    }
    #expect(view.presentation().alpha == 0.2)
    engine.tick(to: 0.5)
    #expect(abs(view.presentation().alpha - 0.4) < 1e-12)
    engine.tick(to: 1)
    #expect(view.presentation().alpha == 0.6)
  }

  // MARK: Clock, zero-length repeat, springs

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteStartingHostTimeReadsAsZero(hostTime: Double) {
    let warnings = WarningLog()
    let clock = Diagnostics.$sink.withValue(warnings.sink) { FrameClock(hostTime: hostTime) }
    #expect(warnings.messages.count == 1)
    #expect(clock.hostTime == 0)
    let engine = AnimationEngine(clock: clock)
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    }
    engine.step(frames: 30)
    #expect(abs(view.presentation().alpha - 0.5) < 1e-9)
  }

  @Test func zeroDurationRepeatAppliesAfterTheDelayAndCompletes() {
    let warnings = WarningLog()
    var results: [Bool] = []
    Diagnostics.$sink.withValue(warnings.sink) {
      engine.perform {
        UIView.animate(withDuration: 0, delay: 0.5, options: [.repeat]) {
          view.alpha = 0
        } completion: {
          results.append($0)
        }
      }
    }
    #expect(warnings.messages.count == 1)
    engine.tick(to: 0.25)
    #expect(view.presentation().alpha == 1)
    engine.tick(to: 0.5)
    #expect(view.presentation().alpha == 0)
    engine.step()
    #expect(results == [true])
    #expect(!engine.isAnimating)
  }

  @Test func undampedPhysicalSpringsGetTheLeastDampingAndSettle() {
    let warnings = WarningLog()
    let parameters = Diagnostics.$sink.withValue(warnings.sink) {
      UISpringTimingParameters(
        mass: 1, stiffness: 100, damping: 0, initialVelocity: CGVector(dx: 0, dy: 0))
    }
    #expect(warnings.messages.count == 1)
    let timing = parameters.timing(duration: 1)
    #expect(timing.duration.isFinite && timing.duration < 100)
    guard case .spring(let spring) = timing.curve else {
      Issue.record("not a spring")
      return
    }
    #expect(abs(spring.dampingRatio - Spring.minimumPhysicalDampingRatio) < 1e-12)

    let pop = Diagnostics.$sink.withValue(warnings.sink) {
      Spring.physical(mass: 1, stiffness: 342, damping: 0, initialVelocity: 0)
    }
    #expect(warnings.messages.count == 2)
    #expect(pop.settlingDuration() < 100)
    // Damped enough already: untouched, no warning.
    _ = Spring.physical(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    #expect(warnings.messages.count == 2)
  }

  @Test func popSpringWithoutFrictionSettles() {
    let animation = POPSpringAnimation(propertyNamed: kPOPViewAlpha)
    animation.dynamicsFriction = 0
    let warnings = WarningLog()
    let timing = Diagnostics.$sink.withValue(warnings.sink) {
      animation.timing(
        from: .zero, to: CGFloat(1).animatableVector, property: PopProperty(name: kPOPViewAlpha)!)
    }
    #expect(warnings.messages.count == 1)
    #expect(timing.duration.isFinite && timing.duration < 100)
  }

  // MARK: Property animators

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
