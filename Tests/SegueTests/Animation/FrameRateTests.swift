import Foundation
import Testing

@testable import Segue

/// The same animation stepped at 60 Hz, 144 Hz and 1 kHz shows the same values at the same
/// times: everything is evaluated at t, nothing is integrated frame by frame.
@MainActor
struct FrameRateTests {
  /// Runs `start` on a fresh engine and view, steps at `rate` Hz, samples every 1/4 s.
  func samples(rate: Int, _ start: (UIView) -> Void) -> [ViewPresentation] {
    let engine = AnimationEngine()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    engine.perform { start(view) }
    var result: [ViewPresentation] = []
    for frame in 1...(rate * 2) {
      engine.tick(to: Double(frame) / Double(rate))
      if frame % (rate / 4) == 0 { result.append(view.presentation()) }
    }
    return result
  }

  func expectSame(_ start: (UIView) -> Void) {
    let reference = samples(rate: 1000, start)
    for rate in [60, 144] {
      for (a, b) in zip(samples(rate: rate, start), reference) {
        #expect(abs(a.center.x - b.center.x) < 1e-9, "\(rate) Hz")
        #expect(abs(a.alpha - b.alpha) < 1e-9, "\(rate) Hz")
        #expect(abs(a.transform.a - b.transform.a) < 1e-9, "\(rate) Hz")
      }
    }
  }

  @Test func springBlockIsFrameRateIndependent() {
    expectSame { view in
      UIView.animate(
        withDuration: 1.5, delay: 0.1, usingSpringWithDamping: 0.4, initialSpringVelocity: 2
      ) {
        view.center.x = 300
        view.alpha = 0.2
      }
    }
  }

  @Test func curveBlockIsFrameRateIndependent() {
    expectSame { view in
      UIView.animate(withDuration: 1, delay: 0.2, options: [.curveEaseInOut, .autoreverse]) {
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.center.x = -40
      }
    }
  }

  @Test func popSpringIsFrameRateIndependent() {
    expectSame { view in
      let animation = POPSpringAnimation(propertyNamed: kPOPLayerPositionX)
      animation.toValue = 400
      animation.springBounciness = 12
      view.layer.pop_add(animation, forKey: "x")
    }
  }

  @Test func springBlockFollowsTheClosedForm() {
    let engine = AnimationEngine()
    let view = UIView()
    engine.perform {
      UIView.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0
      ) { view.center.x = 100 }
    }
    let spring = Spring(dampingRatio: 0.5, initialVelocity: 0, duration: 1)
    for frame in 1...60 {
      engine.tick(to: Double(frame) / 60)
      let t = engine.clock.now
      let expected = t >= 1 ? 100 : 100 * spring.value(at: t)
      #expect(abs(view.presentation().center.x - expected) < 1e-9)
    }
  }
}
