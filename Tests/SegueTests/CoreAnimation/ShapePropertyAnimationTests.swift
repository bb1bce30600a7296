import Foundation
import Testing

@testable import Segue

/// A shape layer's colors and line, and a gradient's points, animated as iOS code animates
/// them (marching ants by `lineDashPhase`, a stroke that thickens and changes color, a
/// gradient that sweeps), sampled at fixed times.
@MainActor
struct ShapePropertyAnimationTests {
  let engine = AnimationEngine()
  let lists = ListKeyPathTests()

  func animate(_ key: String, from: Any?, to: Any, on layer: CALayer) {
    let animation = CABasicAnimation(keyPath: key)
    (animation.fromValue, animation.toValue, animation.duration) = (from, to, 1)
    engine.perform { layer.add(animation, forKey: key) }
  }

  @Test func aShapesLineAndColorsAnimateAndAreDrawnSo() {
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    ring.path = CGPath(ellipseIn: CGRect(x: 1, y: 1, width: 8, height: 8), transform: nil)
    ring.strokeColor = UIColor.red.cgColor
    ring.lineDashPattern = [4, 2]
    let (_, warnings) = capturingWarnings {
      animate("lineWidth", from: 1, to: 5, on: ring)
      animate("lineDashPhase", from: 0, to: 6, on: ring)
      animate("miterLimit", from: 10, to: 2, on: ring)
      animate("strokeColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor, on: ring)
      animate("fillColor", from: nil, to: UIColor.green.cgColor, on: ring)
    }
    #expect(warnings.isEmpty)
    engine.advanceAnimationTime(to: 0.25)
    let shown = try! #require(ring.presentation())
    #expect(shown.lineWidth == 2 && shown.lineDashPhase == 1.5 && shown.miterLimit == 8)
    #expect(shown.strokeColor?.red == 0.75 && shown.strokeColor?.blue == 0.25)
    // A `fromValue` of nil starts from the model: the fill is black by default.
    #expect(
      ring.lineWidth == 1 && ring.strokeColor == UIColor.red.cgColor, "the model keeps its values")
    let still = CAShapeLayer(layer: ring)
    (still.lineWidth, still.lineDashPhase, still.miterLimit) = (2, 1.5, 8)
    (still.strokeColor, still.fillColor) = (shown.strokeColor, shown.fillColor)
    #expect(lists.drawn(ring) == lists.drawn(still))
  }

  @Test func aGradientsPointsAnimate() {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    animate("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0), on: gradient)
    animate("endPoint", from: CGPoint(x: 0, y: 1), to: CGPoint(x: 1, y: 1), on: gradient)
    engine.advanceAnimationTime(to: 0.5)
    let shown = try! #require(gradient.presentation())
    #expect(shown.startPoint == CGPoint(x: 0.5, y: 0) && shown.endPoint == CGPoint(x: 0.5, y: 1))
    let still = CAGradientLayer(layer: gradient)
    (still.startPoint, still.endPoint) = (shown.startPoint, shown.endPoint)
    #expect(lists.drawn(gradient) == lists.drawn(still))
  }
}
