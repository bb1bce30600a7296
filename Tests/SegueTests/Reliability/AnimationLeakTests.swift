import Foundation
import Testing

@testable import Segue

/// Cycles LeakSanitizer found: a view and its running animation kept each other alive, and
/// so did an engine and what it animates, once their owner let go of them mid-animation.
@MainActor
@Suite struct AnimationLeakTests {
  @Test func anEngineDroppedMidAnimationIsFreedWithItsViews() {
    weak var weakEngine: AnimationEngine?
    weak var weakView: UIView?
    do {
      let engine = AnimationEngine()
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      engine.perform {
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat]) {
          view.alpha = 0
        } completion: { _ in
          view.removeFromSuperview()
        }
      }
      engine.step(frames: 10)
      weakEngine = engine
      weakView = view
    }
    #expect(weakEngine == nil)
    #expect(weakView == nil)
  }

  /// The engine outlives the view: the animation holds the view's layer, not the view, and
  /// lets go of the layer at its next update once the view is gone; stepping on and stopping
  /// everything reach nothing freed (AddressSanitizer would say).
  @Test func aViewDroppedWhileItsEngineRunsIsFreedWithItsLayer() {
    weak var weakView: UIView?
    weak var weakLayer: CALayer?
    let engine = AnimationEngine()
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      engine.perform {
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat]) { view.alpha = 0 }
      }
      engine.step(frames: 5)
      weakView = view
      weakLayer = view.layer
    }
    #expect(weakView == nil)
    engine.step()
    #expect(weakLayer == nil)
    engine.step(frames: 5)
    engine.stopAll()
  }

  @Test func aPausedPropertyAnimatorAndItsViewAreFreed() {
    weak var weakAnimator: UIViewPropertyAnimator?
    weak var weakView: UIView?
    let engine = AnimationEngine()
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
      animator.addCompletion { _ in view.alpha = 1 }
      engine.perform { animator.startAnimation() }
      engine.step(frames: 10)
      animator.pauseAnimation()
      engine.step()  // the engine lets go of an animator that no longer runs
      weakAnimator = animator
      weakView = view
    }
    #expect(weakAnimator == nil)
    #expect(weakView == nil)
  }

  @Test func aPOPAnimationDroppedWithItsEngineIsFreed() {
    weak var weakAnimation: POPSpringAnimation?
    weak var weakView: UIView?
    do {
      let engine = AnimationEngine()
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let spring = POPSpringAnimation(propertyNamed: kPOPLayerPositionY)
      spring.toValue = 300
      engine.perform { view.layer.pop_add(spring, forKey: "drop") }
      engine.step(frames: 5)
      weakAnimation = spring
      weakView = view
    }
    #expect(weakAnimation == nil)
    #expect(weakView == nil)
  }
}
