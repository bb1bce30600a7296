import Foundation
import Testing

@testable import Segue

@MainActor
struct CAAnimationBadInputTests {
  @Test func anUnknownKeyPathIsOneWarningNamingIt() {
    let (layer, engine) = makeLayerAndEngine()
    let log = DelegateLog()
    let odd = CABasicAnimation(keyPath: "contentsScale.sparkle")
    (odd.toValue, odd.delegate) = (2, log)
    let (_, warnings) = capturingWarnings {
      engine.perform { layer.add(odd, forKey: "odd") }
      engine.step(frames: 30)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("contentsScale.sparkle") == true)
    #expect(log.events == ["start", "stop(true)"])
  }

  @Test func aNaNDurationPlaysAQuarterSecondWithAWarning() {
    let (layer, engine) = makeLayerAndEngine()
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.fromValue, fade.toValue, fade.duration) = (1, 0, .nan)
    let (_, warnings) = capturingWarnings {
      engine.perform { layer.add(fade, forKey: "fade") }
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("CABasicAnimation(keyPath: opacity)") == true)
    engine.advanceAnimationTime(to: 0.125)
    #expect(layer.presentation()!.opacity == 0.5)
  }

  @Test func aValueOfTheWrongTypeAnimatesNothing() {
    let (layer, engine) = makeLayerAndEngine()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = CGPoint(x: 1, y: 2)
    let (_, warnings) = capturingWarnings {
      engine.perform { layer.add(fade, forKey: "fade") }
    }
    #expect(warnings.count == 1)
    engine.step()
    #expect(layer.presentation()!.opacity == 1)
  }

  @Test func aLayerWithNoEngineDropsTheAnimationWithAWarning() {
    let layer = CALayer()
    let (_, warnings) = capturingWarnings {
      layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "x")
    }
    #expect(warnings.count == 1)
    #expect(layer.animationKeys() == nil)
  }
}
