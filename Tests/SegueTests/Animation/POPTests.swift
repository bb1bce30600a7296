import Foundation
import Testing

@testable import Segue

/// Seed 003's animators, ported: POP springs on a layer's position and scale.
@MainActor
struct POPTests {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  @Test func seed003PresentAnimatorPorts() {
    let toView = UIView()
    var completed: [Bool] = []
    // As seed 003's PresentAnimator, in Swift.
    toView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    toView.center = CGPoint(x: window.center.x, y: -window.center.y)
    window.addSubview(toView)
    let positionAnim = POPSpringAnimation(propertyNamed: kPOPLayerPositionY)
    positionAnim.toValue = window.center.y
    positionAnim.springBounciness = 10
    positionAnim.completionBlock = { _, finished in completed.append(finished) }
    let scaleAnim = POPSpringAnimation(propertyNamed: kPOPLayerScaleXY)
    scaleAnim.springBounciness = 20
    scaleAnim.fromValue = NSValue(cgPoint: CGPoint(x: 1.2, y: 1.4))
    toView.layer.pop_add(positionAnim, forKey: "positionAnimation")
    toView.layer.pop_add(scaleAnim, forKey: "scaleAnimation")

    #expect(toView.center.y == 422)
    #expect(toView.presentation().center.y == -422)
    let scale = toView.presentation().transform
    #expect(abs(scale.a - 1.2) < 1e-12 && abs(scale.d - 1.4) < 1e-12)
    var overshot = false
    for _ in 0..<240 {
      window.animationEngine.step()
      if toView.presentation().center.y > 423 { overshot = true }
    }
    #expect(overshot)
    #expect(completed == [true])
    #expect(toView.presentation().center.y == 422)
    #expect(toView.presentation().transform == .identity)
    #expect(!window.animationEngine.isAnimating)
  }

  @Test func seed003DismissAnimatorPorts() {
    let fromView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(fromView)
    var completed: [Bool] = []
    let offscreen = POPBasicAnimation(propertyNamed: kPOPLayerPositionY)
    offscreen.toValue = -fromView.layer.position.y
    offscreen.completionBlock = { _, finished in completed.append(finished) }
    fromView.layer.pop_add(offscreen, forKey: "offscreenAnimation")
    window.animationEngine.tick(to: 0.2)
    let expected = 422 - 844 * CubicBezier.default.value(at: 0.5)
    #expect(abs(fromView.presentation().center.y - expected) < 1e-9)
    window.animationEngine.tick(to: 0.4)
    #expect(completed == [true])
  }

  @Test func theSameKeyReplacesAndReportsUnfinished() {
    let view = UIView()
    window.addSubview(view)
    var completed: [String] = []
    for name in ["a", "b"] {
      let animation = POPSpringAnimation(propertyNamed: kPOPViewAlpha)
      animation.toValue = 0
      animation.completionBlock = { _, finished in completed.append("\(name) \(finished)") }
      view.pop_add(animation, forKey: "fade")
    }
    window.animationEngine.step(frames: 120)
    #expect(completed == ["a false", "b true"])
    #expect(view.layer.pop_animationKeys().isEmpty)
  }

  @Test func springDynamicsFollowBouncinessAndSpeed() {
    let animation = POPSpringAnimation(propertyNamed: kPOPLayerPositionX)
    #expect(abs(animation.dynamicsTension - 342.1) < 0.1)
    #expect(abs(animation.dynamicsFriction - 30.49) < 0.05)
    animation.springBounciness = 20
    #expect(animation.dynamicsFriction < 30)
  }
}
