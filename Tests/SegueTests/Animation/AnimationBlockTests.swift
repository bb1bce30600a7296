import Foundation
import Testing

@testable import Segue

/// `UIView.animate` blocks: a property set twice, partial replacement, nesting,
/// `performWithoutAnimation`, the clock's start and zero-length repeats.
@MainActor
struct AnimationBlockTests {
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

  // MARK: Clock and zero-length repeat

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
}
