import Foundation
import Testing

@testable import Segue

/// A standalone layer under a root view, drawn once so its changes animate implicitly.
@MainActor
func makePresentedLayer() -> (CALayer, UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let layer = CALayer()
  layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
  layer.backgroundColor = UIColor.red.cgColor
  root.layer.addSublayer(layer)
  var list = DisplayList()
  list.build(from: root)
  return (layer, root)
}

@MainActor
struct ImplicitAnimationTests {
  @Test func aStandaloneLayerAnimatesAQuarterSecondAlongTheDefaultCurve() {
    let engine = AnimationEngine()
    let (layer, _) = makePresentedLayer()
    engine.perform { layer.opacity = 0 }
    #expect(layer.opacity == 0)
    #expect(layer.animationKeys() == ["opacity"])
    engine.advanceAnimationTime(to: 0.125)
    let expected = 1 - CubicBezier.default.value(at: 0.5)
    #expect(isClose(CGFloat(layer.presentation()!.opacity), expected, within: 1e-6))
    engine.advanceAnimationTime(to: 0.25)
    #expect(layer.animationKeys() == nil)
    #expect(layer.presentation()!.opacity == 0)
  }

  @Test func aLayerNeverDrawnChangesAtOnce() {
    let engine = AnimationEngine()
    let layer = CALayer()
    engine.perform { layer.opacity = 0.5 }
    #expect(layer.animationKeys() == nil)
  }

  @Test func aTransactionSetsDurationAndTimingAndCompletes() {
    let engine = AnimationEngine()
    let (layer, _) = makePresentedLayer()
    var completed = 0
    engine.perform {
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      CATransaction.setCompletionBlock { completed += 1 }
      layer.position = CGPoint(x: 150, y: 50)
      CATransaction.commit()
    }
    engine.advanceAnimationTime(to: 0.5)
    #expect(layer.presentation()!.position == CGPoint(x: 100, y: 50))
    #expect(completed == 0)
    engine.advanceAnimationTime(to: 1)
    #expect(completed == 1)
  }

  @Test func aCompletionWithNoAnimationRunsOnTheNextFrame() {
    let engine = AnimationEngine()
    var completed = 0
    engine.perform {
      CATransaction.begin()
      CATransaction.setCompletionBlock { completed += 1 }
      CATransaction.commit()
    }
    #expect(completed == 0)
    engine.step()
    #expect(completed == 1)
  }

  @Test func disabledActionsAndNullActionsChangeAtOnce() {
    let engine = AnimationEngine()
    let (layer, _) = makePresentedLayer()
    engine.perform {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.opacity = 0.5
      CATransaction.commit()
      layer.actions = ["cornerRadius": NSNull()]
      layer.cornerRadius = 8
    }
    #expect(layer.animationKeys() == nil)
  }

  @Test func anActionFromTheActionsDictionaryRunsFromTheOldValue() {
    let engine = AnimationEngine()
    let (layer, _) = makePresentedLayer()
    let slow = CABasicAnimation()
    slow.duration = 2
    layer.actions = ["borderWidth": slow]
    engine.perform { layer.borderWidth = 10 }
    engine.advanceAnimationTime(to: 1)
    #expect(layer.presentation()!.borderWidth == 5)
  }

  @Test func aViewsLayerDoesNotAnimateOutsideABlockButJoinsOne() {
    let engine = AnimationEngine()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var list = DisplayList()
    list.build(from: view)
    engine.perform { view.layer.borderWidth = 4 }
    #expect(view.layer.presentation()!.borderWidth == 4)
    engine.perform {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        view.layer.borderWidth = 8
        view.layer.shadowOpacity = 1
        view.layer.cornerRadius = 10
      }
    }
    #expect(view.layer.animationKeys() == nil)
    engine.advanceAnimationTime(to: 0.25)
    let shown = view.layer.presentation()!
    #expect(shown.borderWidth == 5)
    #expect(shown.shadowOpacity == 0.25)
    #expect(shown.cornerRadius == 2.5)
  }
}
