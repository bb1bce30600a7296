import Foundation
import Testing

@testable import Segue

@MainActor
struct TransformInterpolationTests {
  var perspective: CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    return t
  }

  func expectClose(_ a: CATransform3D, _ b: CATransform3D, _ comment: Comment? = nil) {
    let (u, v) = (a.layerVector, b.layerVector)
    #expect((0..<16).allSatisfy { isClose(u[$0], v[$0], within: 1e-9) }, comment)
  }

  @Test func takingApartAndPuttingBackIsExact() {
    let samples = [
      CATransform3DIdentity,
      CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 0), perspective),
      CATransform3DTranslate(
        CATransform3DScale(CATransform3DMakeRotation(2.1, 1, 1, 0), 2, 0.5, 1.5), 30, -12, 4),
      CATransform3DConcat(
        CATransform3DMakeAffineTransform(
          CGAffineTransform(a: 1, b: 0.3, c: 0.2, d: 1, tx: 5, ty: 7)),
        perspective),
    ]
    for sample in samples {
      expectClose(DecomposedTransform(sample)!.transform, sample, "\(sample)")
    }
  }

  @Test func aTransformAnimationTurnsThroughTheMiddle() {
    let (layer, engine) = makeLayerAndEngine()
    let flip = CABasicAnimation(keyPath: "transform")
    flip.fromValue = perspective
    flip.toValue = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), perspective)
    flip.duration = 1
    engine.perform { layer.add(flip, forKey: "flip") }
    engine.advanceAnimationTime(to: 0.5)
    expectClose(
      layer.presentation()!.transform,
      CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective))
  }
}

@MainActor
struct BoxedValueTests {
  @Test func boxedGeometryAnimatesAsTheValueItself() {
    let (layer, engine) = makeLayerAndEngine()
    let grow = CABasicAnimation(keyPath: "bounds")
    grow.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 200, height: 100))
    grow.duration = 1
    let move = CABasicAnimation(keyPath: "position")
    move.toValue = NSValue(cgPoint: CGPoint(x: 150, y: 50))
    move.duration = 1
    let (_, warnings) = capturingWarnings {
      engine.perform {
        layer.add(grow, forKey: "grow")
        layer.add(move, forKey: "move")
      }
    }
    #expect(warnings.isEmpty)
    engine.advanceAnimationTime(to: 0.5)
    let shown = layer.presentation()!
    #expect(shown.bounds.size == CGSize(width: 150, height: 100))
    #expect(shown.position == CGPoint(x: 100, y: 50))
  }
}
