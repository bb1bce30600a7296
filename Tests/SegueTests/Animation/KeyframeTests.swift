import Foundation
import Testing

@testable import Segue

@MainActor
struct KeyframeTests {
  let engine = AnimationEngine()
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

  func run(_ options: UIView.KeyframeAnimationOptions, completion: ((Bool) -> Void)? = nil) {
    engine.perform {
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: options) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
          view.center.x = 100
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          view.center.x = 0
        }
      } completion: {
        completion?($0)
      }
    }
  }

  @Test func keyframesPlayInTurnOnALinearRun() {
    var results: [Bool] = []
    run(UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)) {
      results.append($0)
    }
    #expect(view.center.x == 0)
    let expected: [(Double, Double)] = [
      (0.125, 75), (0.25, 100), (0.4, 100), (0.75, 50), (0.875, 25),
    ]
    for (t, x) in expected {
      engine.tick(to: t)
      #expect(abs(view.presentation().center.x - x) < 1e-9, "t = \(t)")
    }
    engine.tick(to: 1)
    #expect(results == [true])
  }

  @Test func theRunEasesInAndOutByDefault() {
    run([])
    engine.tick(to: 0.1)
    let progress = CubicBezier.easeInOut.value(at: 0.1)
    #expect(abs(view.presentation().center.x - (50 + 50 * progress / 0.25)) < 1e-9)
  }

  @Test func discreteKeyframesJump() {
    run(.calculationModeDiscrete)
    engine.tick(to: 0.1)
    #expect(view.presentation().center.x == 100)
  }

  @Test func addKeyframeOutsideAnimateKeyframesWarnsAndApplies() {
    let warnings = WarningLog()
    Diagnostics.$sink.withValue(warnings.sink) {
      engine.perform {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
      }
    }
    #expect(warnings.messages.count == 1)
    #expect(view.presentation().alpha == 0)
  }
}
