import Foundation
import Testing

@testable import Segue

/// `CAShapeLayer`'s `strokeStart` and `strokeEnd` animate like any other key path, and the
/// stroke drawn follows the animated values.
@MainActor
struct ShapeKeyPathTests {
  let engine = AnimationEngine()
  let ring = CAShapeLayer()

  init() {
    ring.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
    ring.position = CGPoint(x: 40, y: 40)
    ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.blue.cgColor
    ring.lineWidth = 4
  }

  /// The stroked part of the ring's path as the display list draws it.
  func drawnStroke(of layer: CAShapeLayer) -> [PathElement] {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    host.layer.addSublayer(layer)
    defer { layer.removeFromSuperlayer() }
    var list = DisplayList()
    list.build(from: host)
    for case .path(let draw) in list.commands where draw.stroke != nil { return draw.elements }
    return []
  }

  @Test func strokeEndFollowsItsTimingFunction() {
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    (draw.fromValue, draw.toValue, draw.duration) = (0, 1, 1)
    draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    engine.perform { ring.add(draw, forKey: "draw") }
    for t in [0.25, 0.5, 0.75] {
      engine.advanceAnimationTime(to: t)
      let expected = CubicBezier.easeInOut.value(at: t)
      #expect(isClose(ring.presentation()!.strokeEnd, expected, within: 1e-9), "t = \(t)")
      #expect(ring.strokeEnd == 1, "the model keeps its value")
      // What is drawn is the stroke trimmed to the animated end.
      let still = CAShapeLayer(layer: ring)
      still.strokeEnd = ring.presentation()!.strokeEnd
      #expect(drawnStroke(of: ring) == drawnStroke(of: still), "t = \(t)")
    }
    engine.advanceAnimationTime(to: 1)
    #expect(ring.presentation()!.strokeEnd == 1)
  }

  @Test func strokeStartByValueIsLinearWithoutATimingFunction() {
    let erase = CABasicAnimation(keyPath: "strokeStart")
    (erase.byValue, erase.duration) = (0.8, 2)
    engine.perform { ring.add(erase, forKey: nil) }
    engine.advanceAnimationTime(to: 0.5)
    #expect(isClose(ring.presentation()!.strokeStart, 0.2, within: 1e-9))
    engine.advanceAnimationTime(to: 1.5)
    #expect(isClose(ring.presentation()!.strokeStart, 0.6, within: 1e-9))
  }

  @Test func aStandaloneShapeLayerAnimatesStrokeEndImplicitly() {
    _ = drawnStroke(of: ring)  // drawn once: from now on its changes animate
    engine.perform {
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      ring.strokeEnd = 0.5
      CATransaction.commit()
    }
    engine.advanceAnimationTime(to: 0.25)
    #expect(isClose(ring.presentation()!.strokeEnd, 0.875, within: 1e-9))
    engine.advanceAnimationTime(to: 1)
    #expect(ring.presentation()!.strokeEnd == 0.5)
  }
}
