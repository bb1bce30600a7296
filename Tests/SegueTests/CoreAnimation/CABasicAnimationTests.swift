import Foundation
import Testing

@testable import Segue

/// Records what a `CAAnimationDelegate` hears.
final class DelegateLog: NSObject, CAAnimationDelegate {
  var events: [String] = []

  func animationDidStart(_ anim: CAAnimation) { events.append("start") }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop(\(flag))")
  }
}

/// A standalone layer 100 × 100 at (50, 50) and an engine at time 0.
@MainActor
func makeLayerAndEngine() -> (CALayer, AnimationEngine) {
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
  layer.position = CGPoint(x: 50, y: 50)
  return (layer, AnimationEngine())
}

@MainActor
struct CABasicAnimationTests {
  @Test func fromToIsLinearWithoutATimingFunctionAndLeavesWhenDone() {
    let (layer, engine) = makeLayerAndEngine()
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 1)
    let log = DelegateLog()
    fade.delegate = log
    engine.perform { layer.add(fade, forKey: "fade") }
    #expect(layer.animationKeys() == ["fade"])
    engine.step(frames: 15)
    #expect(isClose(CGFloat(layer.presentation()!.opacity), 0.75, within: 1e-6))
    #expect(layer.opacity == 1)
    engine.step(frames: 45)
    #expect(layer.animationKeys() == nil)
    #expect(layer.presentation()!.opacity == 1)
    #expect(log.events == ["start", "stop(true)"])
  }

  @Test func zeroDurationMeansAQuarterSecondAlongTheCurve() {
    let (layer, engine) = makeLayerAndEngine()
    let move = CABasicAnimation(keyPath: "position.x")
    move.toValue = 150
    move.timingFunction = CAMediaTimingFunction(name: .easeIn)
    engine.perform { layer.add(move, forKey: nil) }
    engine.advanceAnimationTime(to: 0.125)
    let expected = 50 + 100 * CubicBezier.easeIn.value(at: 0.5)
    #expect(isClose(layer.presentation()!.position.x, expected, within: 1e-9))
    #expect(layer.animationKeys() == nil)  // a nil key is not listed
    engine.advanceAnimationTime(to: 0.25)
    #expect(layer.presentation()!.position.x == 50)
  }

  @Test func fromByAndByToAndAdditive() {
    let (layer, engine) = makeLayerAndEngine()
    let grow = CABasicAnimation(keyPath: "bounds.size")
    (grow.fromValue, grow.byValue, grow.duration) = (
      CGSize(width: 10, height: 20), CGSize(width: 90, height: 80), 1
    )
    let shift = CABasicAnimation(keyPath: "position.y")
    (shift.byValue, shift.toValue, shift.duration) = (40, 100, 1)
    let nudge = CABasicAnimation(keyPath: "position.x")
    (nudge.fromValue, nudge.toValue, nudge.isAdditive, nudge.duration) = (0, 20, true, 1)
    engine.perform {
      layer.add(grow, forKey: "grow")
      layer.add(shift, forKey: "shift")
      layer.add(nudge, forKey: "nudge")
    }
    engine.advanceAnimationTime(to: 0.5)
    let shown = layer.presentation()!
    #expect(shown.bounds.size == CGSize(width: 55, height: 60))
    #expect(shown.position == CGPoint(x: 60, y: 80))
  }

  @Test func forwardsFillKeepsTheEndValueWhenNotRemoved() {
    let (layer, engine) = makeLayerAndEngine()
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.toValue, fade.duration, fade.fillMode, fade.isRemovedOnCompletion) =
      (0.2, 0.5, .forwards, false)
    engine.perform { layer.add(fade, forKey: "fade") }
    engine.step(frames: 60)
    #expect(layer.animationKeys() == ["fade"])
    #expect(isClose(CGFloat(layer.presentation()!.opacity), 0.2, within: 1e-6))
    #expect(!engine.isAnimating)
  }

  @Test func beginTimeDelaysAndBackwardsFillShowsTheStartMeanwhile() {
    let (layer, engine) = makeLayerAndEngine()
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.fromValue, fade.toValue, fade.duration) = (0.5, 0, 1)
    fade.beginTime = 0.5
    fade.fillMode = .backwards
    let plain = fade.copy() as! CABasicAnimation
    plain.fillMode = .removed
    plain.keyPath = "shadowOpacity"
    engine.perform {
      layer.add(fade, forKey: "fade")
      layer.add(plain, forKey: "plain")
    }
    engine.advanceAnimationTime(to: 0.25)
    #expect(layer.presentation()!.opacity == 0.5)
    #expect(layer.presentation()!.shadowOpacity == 0)
    engine.advanceAnimationTime(to: 1)
    #expect(layer.presentation()!.opacity == 0.25)
    #expect(layer.presentation()!.shadowOpacity == 0.25)
  }

  @Test func autoreversesAndRepeatCount() {
    let (layer, engine) = makeLayerAndEngine()
    let pulse = CABasicAnimation(keyPath: "cornerRadius")
    (pulse.fromValue, pulse.toValue, pulse.duration) = (0, 20, 1)
    (pulse.autoreverses, pulse.repeatCount) = (true, 1.5)
    engine.perform { layer.add(pulse, forKey: "pulse") }
    for (time, radius) in [(0.25, 5.0), (1.5, 10), (2.25, 5), (2.75, 15)] {
      engine.advanceAnimationTime(to: time)
      #expect(isClose(layer.presentation()!.cornerRadius, radius, within: 1e-9), "t = \(time)")
    }
    engine.advanceAnimationTime(to: 3)
    #expect(layer.animationKeys() == nil)
  }

  @Test func speedAndTimeOffsetOfTheAnimation() {
    let (layer, engine) = makeLayerAndEngine()
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 1)
    (fade.speed, fade.timeOffset) = (2, 0.25)
    engine.perform { layer.add(fade, forKey: "fade") }
    engine.advanceAnimationTime(to: 0.125)
    #expect(layer.presentation()!.opacity == 0.5)  // 0.125 × 2 + 0.25
  }

  @Test func replacingAKeyStopsTheOldOneUnfinished() {
    let (layer, engine) = makeLayerAndEngine()
    let log = DelegateLog()
    let first = CABasicAnimation(keyPath: "opacity")
    first.toValue = 0
    first.delegate = log
    engine.perform {
      layer.add(first, forKey: "fade")
      layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
    }
    engine.step()
    #expect(log.events == ["stop(false)"])
  }

  @Test func removeAllAnimationsStopsThemUnfinished() {
    let (layer, engine) = makeLayerAndEngine()
    let log = DelegateLog()
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.toValue, fade.delegate) = (0, log)
    engine.perform { layer.add(fade, forKey: "fade") }
    engine.step()
    layer.removeAllAnimations()
    engine.step()
    #expect(log.events == ["start", "stop(false)"])
    #expect(layer.animation(forKey: "fade") == nil)
  }

  @Test func theAddedAnimationIsACopy() {
    let (layer, engine) = makeLayerAndEngine()
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 1)
    engine.perform { layer.add(fade, forKey: "fade") }
    fade.toValue = 1
    engine.advanceAnimationTime(to: 0.5)
    #expect(layer.presentation()!.opacity == 0.5)
    #expect(layer.animation(forKey: "fade") !== fade)
  }
}
