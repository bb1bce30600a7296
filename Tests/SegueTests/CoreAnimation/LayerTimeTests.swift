import Foundation
import Testing

@testable import Segue

@MainActor
struct LayerTimeTests {
  @Test func mediaTimeIsTheBoundEnginesClock() {
    let engine = AnimationEngine()
    engine.step(frames: 30)
    #expect(engine.perform { CACurrentMediaTime() } == 0.5)
  }

  @Test func speedZeroAndTimeOffsetScrubLikeHero() {
    let (layer, engine) = makeLayerAndEngine()
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 1)
    engine.step(frames: 60)  // media time 1: the animation begins at the layer's time 1
    engine.perform { layer.add(fade, forKey: "fade") }
    // Pause: freeze the layer where it is.
    let paused = engine.perform { layer.convertTime(CACurrentMediaTime(), from: nil) }
    #expect(paused == 1)
    layer.speed = 0
    layer.timeOffset = paused
    engine.step(frames: 30)
    #expect(layer.presentation()!.opacity == 1)
    #expect(!engine.isAnimating)
    // Scrub: the offset is the time shown.
    layer.timeOffset = paused + 0.25
    #expect(layer.presentation()!.opacity == 0.75)
    // Resume as Hero does, from where it was scrubbed to.
    let scrubbed = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime =
      engine.perform { layer.convertTime(CACurrentMediaTime(), from: nil) } - scrubbed
    #expect(layer.presentation()!.opacity == 0.75)
    engine.step(frames: 15)
    #expect(isClose(CGFloat(layer.presentation()!.opacity), 0.5))
    engine.step(frames: 30)
    #expect(layer.animationKeys() == nil)
  }

  @Test func convertTimeFollowsTheLayersAbove() {
    let engine = AnimationEngine()
    let parent = CALayer()
    let child = CALayer()
    parent.addSublayer(child)
    (parent.speed, parent.beginTime) = (2, 1)
    child.timeOffset = 3
    engine.step(frames: 120)  // media time 2
    engine.perform {
      #expect(parent.convertTime(2, from: nil) == 2)  // (2 − 1) × 2
      #expect(child.convertTime(2, from: nil) == 5)
      #expect(child.convertTime(5, to: nil) == 2)
      #expect(child.convertTime(2, from: parent) == 5)
      #expect(parent.convertTime(5, from: child) == 2)
    }
  }

  @Test func aDisplayLinkFiresOncePerFrameOnTheEngineClock() {
    let engine = AnimationEngine()
    var stamps: [CFTimeInterval] = []
    let link = CADisplayLink(target: nil) { stamps.append($0.timestamp) }
    engine.perform { link.add(to: .main, forMode: .common) }
    #expect(engine.isAnimating)
    engine.step(frames: 3)
    let frames: [CFTimeInterval] = [1, 2, 3].map { $0 / 60 }
    #expect(stamps == frames)
    #expect(link.duration == 1.0 / 60)
    #expect(link.targetTimestamp == 4.0 / 60)
    link.isPaused = true
    #expect(!engine.isAnimating)
    engine.step()
    link.isPaused = false
    link.preferredFramesPerSecond = 30
    engine.step(frames: 4)
    #expect(stamps.count == 5)
    link.invalidate()
    engine.step()
    #expect(stamps.count == 5)
  }

  @Test func aLinkWhoseTargetIsGoneInvalidatesItself() {
    let engine = AnimationEngine()
    var target: NSObject? = NSObject()
    var calls = 0
    let link = CADisplayLink(target: target) { _ in calls += 1 }
    engine.perform { link.add(to: .main, forMode: .common) }
    engine.step()
    target = nil
    engine.step(frames: 2)
    #expect(calls == 1)
    #expect(!engine.isAnimating)
  }

  @Test func aLinkNeverInvalidatedIsLetGoWhenItsWindowGoes() {
    weak var weakLink: CADisplayLink?
    weak var weakHeld: NSObject?
    let (_, warnings) = capturingWarnings {
      var engine: AnimationEngine? = AnimationEngine()
      let held = NSObject()
      weakHeld = held
      let link = CADisplayLink(target: nil) { _ in _ = held }
      weakLink = link
      engine?.perform { link.add(to: .main, forMode: .common) }
      engine?.step()
      // What a window going away does with its engine (`UIWindow.tearDown`).
      engine?.stopAll()
      engine = nil
    }
    #expect(weakLink == nil)
    #expect(weakHeld == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("CADisplayLink") == true)
  }
}
