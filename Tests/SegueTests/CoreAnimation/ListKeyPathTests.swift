import Foundation
import Testing

@testable import Segue

/// Key paths whose values are lists: a gradient's `colors` and `locations`, a shape's `path`
/// and a layer's `shadowPath`, sampled at fixed times against closed forms.
@MainActor
struct ListKeyPathTests {
  let engine = AnimationEngine()

  func add(_ animation: CAAnimation, to layer: CALayer) {
    engine.perform { layer.add(animation, forKey: nil) }
  }

  @Test func locationsInterpolateOneByOne() {
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
    let move = CABasicAnimation(keyPath: "locations")
    (move.fromValue, move.toValue, move.duration) = ([0, 0.5, 1], [0.2, 0.6, 1], 1)
    add(move, to: gradient)
    engine.advanceAnimationTime(to: 0.25)
    let shown = gradient.presentation()!.locations!.map(\.doubleValue)
    #expect(zip(shown, [0.05, 0.525, 1]).allSatisfy { isClose($0, $1, within: 1e-12) })
    #expect(gradient.locations == nil, "the model keeps its value")
  }

  @Test func colorsInterpolateAlongTheTimingFunction() {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    let swap = CABasicAnimation(keyPath: "colors")
    swap.toValue = [UIColor.blue.cgColor, UIColor.red.cgColor]
    swap.duration = 1
    swap.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    add(swap, to: gradient)
    engine.advanceAnimationTime(to: 0.25)
    let f = CubicBezier.easeInOut.value(at: 0.25)
    let shown = gradient.presentation()!.colors as! [CGColor]
    #expect(isClose(shown[0].red, 1 - f, within: 1e-12) && isClose(shown[0].blue, f, within: 1e-12))
    #expect(isClose(shown[1].red, f, within: 1e-12) && isClose(shown[1].blue, 1 - f, within: 1e-12))
    // What is drawn is the gradient of the shown colors.
    let still = CAGradientLayer(layer: gradient)
    still.colors = shown
    #expect(drawn(gradient) == drawn(still))
  }

  /// The display list of `layer` alone.
  func drawn(_ layer: CALayer) -> String {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    host.layer.addSublayer(layer)
    defer { layer.removeFromSuperlayer() }
    var list = DisplayList()
    list.build(from: host)
    return list.description
  }

  let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)

  /// A shape layer showing `square`, animating its path to `target` over `duration`
  /// seconds, kept once done.
  func shape(morphingTo target: CGPath, over duration: Double) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.path = square
    let morph = CABasicAnimation(keyPath: "path")
    (morph.toValue, morph.duration) = (target, duration)
    (morph.fillMode, morph.isRemovedOnCompletion) = (.forwards, false)
    add(morph, to: shape)
    return shape
  }

  @Test func pathsOfTheSameElementsInterpolatePointByPoint() {
    let large = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
    let shape = shape(morphingTo: large, over: 2)
    engine.advanceAnimationTime(to: 0.5)  // a quarter of the way, linear
    let expected = CGPath(rect: CGRect(x: 2.5, y: 5, width: 15, height: 17.5), transform: nil)
    #expect(shape.presentation()!.path!.elements == expected.elements)
    #expect(shape.path!.elements == square.elements, "the model keeps its value")
  }

  @Test func pathsOfOtherElementsSwitchAtTheEnd() {
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    let shape = shape(morphingTo: circle, over: 1)
    engine.advanceAnimationTime(to: 0.99)
    #expect(shape.presentation()!.path!.elements == square.elements)
    engine.advanceAnimationTime(to: 1)
    #expect(shape.presentation()!.path!.elements == circle.elements)
  }

  @Test func shadowPathInterpolatesAndIsDrawn() {
    let card = CALayer()
    card.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    (card.shadowOpacity, card.shadowRadius) = (1, 2)
    card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    let lift = CABasicAnimation(keyPath: "shadowPath")
    lift.toValue = CGPath(rect: CGRect(x: 2, y: 4, width: 10, height: 10), transform: nil)
    lift.duration = 1
    add(lift, to: card)
    engine.advanceAnimationTime(to: 0.5)
    let expected = CGPath(rect: CGRect(x: 1, y: 2, width: 10, height: 10), transform: nil)
    #expect(card.presentation()!.shadowPath!.elements == expected.elements)
    let still = CALayer(layer: card)
    still.shadowPath = expected
    #expect(drawn(card) == drawn(still))
  }

  @Test func aKeyframeAnimationOfAListIsOneWarningNamingIt() {
    let gradient = CAGradientLayer()
    let frames = CAKeyframeAnimation(keyPath: "colors")
    frames.values = [[UIColor.red.cgColor], [UIColor.blue.cgColor]]
    let (_, warnings) = capturingWarnings { add(frames, to: gradient) }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("CAKeyframeAnimation(keyPath: colors)") == true)
  }
}
