import Foundation
import Testing

@testable import Segue

@MainActor
struct CAKeyframeAndSpringTests {
  /// m = 1, k = 100, c = 10: ζ = 0.5, ω0 = 10 rad/s, ωd = 10·√0.75.
  @Test func aSpringWithTheDefaultsFollowsTheClosedForm() {
    let (layer, engine) = makeLayerAndEngine()
    let drop = CASpringAnimation(keyPath: "position.y")
    (drop.fromValue, drop.toValue) = (0, 300)
    #expect((drop.mass, drop.stiffness, drop.damping, drop.initialVelocity) == (1, 100, 10, 0))
    drop.duration = drop.settlingDuration
    engine.perform { layer.add(drop, forKey: "drop") }
    let omega = 10 * 0.75.squareRoot()
    for t in [0.1, 0.3, 0.5] {
      engine.advanceAnimationTime(to: t)
      let x = 1 - exp(-5 * t) * (cos(omega * t) + 5 / omega * sin(omega * t))
      #expect(isClose(layer.presentation()!.position.y, 300 * x, within: 1e-9), "t = \(t)")
    }
  }

  @Test func keyframesWithKeyTimesAndTimingFunctions() {
    let (layer, engine) = makeLayerAndEngine()
    let hop = CAKeyframeAnimation(keyPath: "position.x")
    hop.values = [0, 100, 50]
    hop.keyTimes = [0, 0.25, 1]
    hop.timingFunctions = [
      CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeOut),
    ]
    hop.duration = 1
    engine.perform { layer.add(hop, forKey: "hop") }
    engine.advanceAnimationTime(to: 0.125)
    #expect(isClose(layer.presentation()!.position.x, 50))
    engine.advanceAnimationTime(to: 0.625)
    let expected = 100 - 50 * CubicBezier.easeOut.value(at: 0.5)
    #expect(isClose(layer.presentation()!.position.x, expected))
  }

  @Test func discreteKeyframesHoldEachValue() {
    let (layer, engine) = makeLayerAndEngine()
    let steps = CAKeyframeAnimation(keyPath: "opacity")
    steps.values = [1, 0.5, 0]
    steps.calculationMode = .discrete
    steps.duration = 0.9
    engine.perform { layer.add(steps, forKey: "steps") }
    engine.advanceAnimationTime(to: 0.2)
    #expect(layer.presentation()!.opacity == 1)
    engine.advanceAnimationTime(to: 0.4)
    #expect(layer.presentation()!.opacity == 0.5)
    engine.advanceAnimationTime(to: 0.7)
    #expect(layer.presentation()!.opacity == 0)
  }

  @Test func pacedKeyframesMoveAtConstantSpeed() {
    let (layer, engine) = makeLayerAndEngine()
    let move = CAKeyframeAnimation(keyPath: "position")
    move.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)]
    move.calculationMode = .paced
    move.duration = 1
    engine.perform { layer.add(move, forKey: "move") }
    engine.advanceAnimationTime(to: 0.5)
    #expect(isClose(layer.presentation()!.position, CGPoint(x: 20, y: 0)))
  }

  @Test func aPathIsFollowedAndTurnedAlongWithRotateAuto() {
    let (layer, engine) = makeLayerAndEngine()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 100))
    let slide = CAKeyframeAnimation(keyPath: "position")
    slide.path = path
    slide.rotationMode = .rotateAuto
    slide.duration = 1
    engine.perform { layer.add(slide, forKey: "slide") }
    engine.advanceAnimationTime(to: 0.25)
    let shown = layer.presentation()!
    #expect(isClose(shown.position, CGPoint(x: 0, y: 25)))
    #expect(isClose(shown.transform.rotation(about: .z), .pi / 2))
  }

  @Test func mismatchedKeyTimesAreOneWarningAndEvenSpacing() {
    let (layer, engine) = makeLayerAndEngine()
    let hop = CAKeyframeAnimation(keyPath: "position.x")
    (hop.values, hop.keyTimes, hop.duration) = ([0, 100, 50], [0, 1], 1)
    let (_, warnings) = capturingWarnings { engine.perform { layer.add(hop, forKey: "hop") } }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("CAKeyframeAnimation(keyPath: position.x)") == true)
    engine.advanceAnimationTime(to: 0.25)
    #expect(isClose(layer.presentation()!.position.x, 50))
  }

  @Test func aGroupRunsItsChildrenInItsTimeAndCutsThemOff() {
    let (layer, engine) = makeLayerAndEngine()
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 2)
    let late = CABasicAnimation(keyPath: "cornerRadius")
    (late.fromValue, late.toValue, late.duration, late.beginTime) = (0, 10, 0.5, 0.5)
    let group = CAAnimationGroup()
    (group.animations, group.duration) = ([fade, late], 1)
    let log = DelegateLog()
    group.delegate = log
    engine.perform { layer.add(group, forKey: "group") }
    engine.advanceAnimationTime(to: 0.75)
    #expect(layer.presentation()!.opacity == 0.625)
    #expect(layer.presentation()!.cornerRadius == 5)
    engine.advanceAnimationTime(to: 1)
    #expect(layer.presentation()!.opacity == 1)
    #expect(log.events == ["start", "stop(true)"])
  }

  @Test func aRotationAboutYOnAViewsLayerKeepsItsPerspective() {
    let engine = AnimationEngine()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    view.layer.transform = perspective
    let turn = CABasicAnimation(keyPath: "transform.rotation.y")
    (turn.fromValue, turn.toValue, turn.duration) = (0, CGFloat.pi / 2, 1)
    engine.perform { view.layer.add(turn, forKey: "turn") }
    engine.advanceAnimationTime(to: 0.5)
    let expected = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective)
    let shown = view.layer.presentation()!.transform
    #expect(
      zip(shown.layerVector.indices, shown.layerVector.indices).allSatisfy {
        isClose(shown.layerVector[$0.0], expected.layerVector[$0.1])
      })
    var list = DisplayList()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubview(view)
    list.build(from: root)
    #expect(list.commands.contains { if case .pushProjection = $0 { true } else { false } })
  }
}
