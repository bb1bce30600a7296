import Foundation
import Testing

@testable import Segue

@MainActor
struct UIViewAnimateTests {
  let engine = AnimationEngine()
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

  /// Steps `engine` to exactly host time `seconds` from its start.
  func tick(_ seconds: Double) { engine.tick(to: seconds) }

  @Test func modelChangesAtOncePresentationFollowsTheCurve() {
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn) { view.alpha = 0 }
    }
    #expect(view.alpha == 0)
    #expect(view.presentation().alpha == 1)
    tick(0.25)
    #expect(abs(view.presentation().alpha - (1 - CubicBezier.easeIn.value(at: 0.25))) < 1e-12)
    tick(1)
    #expect(view.presentation().alpha == 0)
    #expect(!engine.isAnimating)
  }

  @Test func frameAnimatesCenterAndBounds() {
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.frame = CGRect(x: 100, y: 200, width: 300, height: 50)
      }
    }
    tick(0.5)
    #expect(view.presentation().frame == CGRect(x: 50, y: 100, width: 200, height: 75))
  }

  @Test func transformTurnsRatherThanCollapsing() {
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
      }
    }
    tick(0.5)
    let shown = view.presentation().transform
    let expected = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 1.5, y: 1.5)
    for (a, b) in zip(
      [shown.a, shown.b, shown.c, shown.d], [expected.a, expected.b, expected.c, expected.d])
    {
      #expect(abs(a - b) < 1e-12)
    }
  }

  @Test func colorAndCornerRadiusAnimate() {
    view.backgroundColor = .black
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        view.layer.cornerRadius = 20
      }
    }
    tick(0.5)
    let shown = view.presentation()
    #expect(shown.backgroundColor == UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1))
    #expect(shown.cornerRadius == 10)
  }

  @Test func completionFinishedAfterTheEndOnATick() {
    var results: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 0.5, animations: { view.center.x = 80 }) { results.append($0) }
    }
    tick(0.49)
    #expect(results.isEmpty)
    tick(0.5)
    #expect(results == [true])
  }

  @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextTick() {
    var results: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }) { results.append($0) }
    }
    #expect(view.presentation().alpha == 0.5)
    #expect(results.isEmpty)
    engine.step()
    #expect(results == [true])
  }

  @Test func aBlockThatChangesNothingStillCompletesOnTheNextTick() {
    var results: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, animations: {}) { results.append($0) }
    }
    #expect(results.isEmpty)
    engine.step()
    #expect(results == [true])
  }

  @Test func beginFromCurrentStateReplacesAndReportsUnfinished() {
    var first: [Bool] = []
    var second: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.center.x = 100
      } completion: {
        first.append($0)
      }
    }
    tick(0.5)
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
        view.center.x = 0
      } completion: {
        second.append($0)
      }
    }
    // Starts where the first one was, 75 (center 50 → 100, halfway).
    #expect(view.presentation().center.x == 75)
    engine.step()
    #expect(first == [false])
    tick(1.5)
    #expect(second == [true])
    #expect(view.presentation().center.x == 0)
  }

  @Test func withoutBeginFromCurrentStateAnimationsAddUp() {
    var results: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.center.x = 100
      } completion: {
        results.append($0)
      }
    }
    tick(0.5)
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.center.x = 0
      } completion: {
        results.append($0)
      }
    }
    // No jump: 0 + (100 − 0)·1 + (50 − 100)·0.5 = 75, wherever the second block starts.
    #expect(view.presentation().center.x == 75)
    tick(1)
    #expect(results == [true])
    #expect(view.presentation().center.x == 50)
    tick(1.5)
    #expect(results == [true, true])
  }

  @Test func removeAllAnimationsStopsAndReportsUnfinished() {
    var results: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { results.append($0) }
    }
    tick(0.5)
    view.layer.removeAllAnimations()
    #expect(view.presentation().alpha == 0)
    engine.step()
    #expect(results == [false])
  }

  @Test func delayShowsTheStartValue() {
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { view.alpha = 0 }
    }
    tick(0.4)
    #expect(view.presentation().alpha == 1)
    tick(1)
    #expect(abs(view.presentation().alpha - 0.5) < 1e-12)
  }

  @Test func autoreverseRepeatsForeverAndNeverCompletes() {
    var results: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) {
        view.alpha = 0
      } completion: {
        results.append($0)
      }
    }
    tick(0.25)
    #expect(abs(view.presentation().alpha - 0.75) < 1e-12)
    tick(1.25)
    #expect(abs(view.presentation().alpha - 0.25) < 1e-12)
    tick(2.5)
    #expect(abs(view.presentation().alpha - 0.5) < 1e-12)
    tick(100)
    #expect(results.isEmpty)
  }

  @Test func autoreverseOnceEndsOnTheModelValue() {
    var results: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse]) {
        view.alpha = 0
      } completion: {
        results.append($0)
      }
    }
    tick(1.5)
    #expect(abs(view.presentation().alpha - 0.5) < 1e-12)
    tick(2)
    #expect(results == [true])
    #expect(view.presentation().alpha == 0)
  }

  @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
    let other = UIView()
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.alpha = 0
        UIView.animate(withDuration: 4) { other.alpha = 0 }
        UIView.animate(withDuration: 2, delay: 0, options: .overrideInheritedDuration) {
          view.center.x = 100
        }
      }
    }
    tick(0.5)
    #expect(abs(other.presentation().alpha - 0.5) < 1e-12)
    #expect(abs(view.presentation().center.x - 62.5) < 1e-12)  // 50 → 100, linear, 1/4
  }

  @Test func performWithoutAnimationAppliesAtOnceInsideABlock() {
    engine.perform {
      UIView.animate(withDuration: 1) {
        UIView.performWithoutAnimation { view.alpha = 0.2 }
        #expect(UIView.inheritedAnimationDuration == 1)
      }
    }
    #expect(view.presentation().alpha == 0.2)
    #expect(!engine.isAnimating || view.animationContributions.isEmpty)
  }

  @Test func badDurationsWarnAndApplyAtOnce() {
    let warnings = WarningLog()
    var results: [Bool] = []
    Diagnostics.$sink.withValue(warnings.sink) {
      engine.perform {
        UIView.animate(withDuration: .nan, delay: -1, animations: { view.alpha = 0 }) {
          results.append($0)
        }
      }
    }
    #expect(warnings.messages.count == 2)
    #expect(view.presentation().alpha == 0)
    engine.step()
    #expect(results == [true])
  }

  @Test func viewInAWindowUsesTheWindowsEngine() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(view)
    UIView.animate(withDuration: 1) { view.alpha = 0 }
    #expect(window.animationEngine.isAnimating)
    window.animationEngine.tick(to: 1)
    #expect(view.presentation().alpha == 0)
  }

  @Test func viewOutsideAnyWindowWithNoEngineWarnsAndCompletesAtOnce() {
    let warnings = WarningLog()
    var results: [Bool] = []
    Diagnostics.$sink.withValue(warnings.sink) {
      UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { results.append($0) }
    }
    #expect(warnings.messages.count == 1)
    #expect(results == [true])
    #expect(view.presentation().alpha == 0)
  }

  @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.addSubview(view)
    engine.perform { UIView.animate(withDuration: 1) { view.alpha = 0.5 } }
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    tick(1)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) {
        view.alpha = 1
      }
    }
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
  }

  @Test func displayListDrawsPresentationValues() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.backgroundColor = .white
    root.addSubview(view)
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.center = CGPoint(x: 150, y: 50)
        view.alpha = 0
      }
    }
    tick(0.5)
    var list = DisplayList()
    list.build(from: root)
    #expect(list.description == "fill [0,0 100×100] #FFFFFF80 +(50,0)")
  }

  @Test func slowMotionOnlyScalesTime() {
    engine.clock.slowMotionFactor = 10
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    }
    tick(5)
    #expect(abs(view.presentation().alpha - 0.5) < 1e-12)
    engine.clock.slowMotionFactor = 1
    tick(5.25)
    #expect(abs(view.presentation().alpha - 0.25) < 1e-12)
  }
}

@MainActor
struct FrameClockTests {
  @Test func manualStepsLandOnExactFrameTimes() {
    let clock = FrameClock()
    for _ in 0..<60 { clock.step() }
    #expect(clock.now == 1)
  }

  @Test func timeNeverRunsBackwards() {
    let warnings = WarningLog()
    let clock = FrameClock()
    Diagnostics.$sink.withValue(warnings.sink) {
      clock.tick(to: 2)
      clock.tick(to: 1)
      clock.tick(to: .nan)
      clock.slowMotionFactor = 0
    }
    #expect(clock.now == 2 && clock.slowMotionFactor == 1)
    #expect(warnings.messages.count == 3)
  }

  @Test func aOneSecondAnimationEndsOnFrameSixty() {
    let engine = AnimationEngine()
    let view = UIView()
    var results: [Bool] = []
    engine.perform {
      UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { results.append($0) }
    }
    engine.step(frames: 59)
    #expect(results.isEmpty)
    engine.step()
    #expect(results == [true])
  }
}
