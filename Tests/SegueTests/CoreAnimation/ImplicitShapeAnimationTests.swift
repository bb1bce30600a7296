import Foundation
import Testing

@testable import Segue

/// A standalone shape or gradient layer animates its own properties implicitly, as Core
/// Animation's do: colors (nil as clear), the line, a gradient's colors, locations and
/// points, over the transaction's duration; never a path (Core Animation makes no implicit
/// animation of one), never while actions are disabled, never on a view's layer.
@MainActor
struct ImplicitShapeAnimationTests {
  let engine = AnimationEngine()
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let shape = CAShapeLayer()
  let gradient = CAGradientLayer()

  init() {
    shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
    shape.fillColor = UIColor.red.cgColor
    shape.lineWidth = 2
    gradient.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.locations = [0, 1]
    root.layer.addSublayer(shape)
    root.layer.addSublayer(gradient)
    // Drawn once: from now on their changes animate.
    var list = DisplayList()
    list.build(from: root)
  }

  /// Runs `change` in a one-second linear transaction.
  func linearly(_ change: () -> Void) {
    engine.perform {
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      change()
      CATransaction.commit()
    }
  }

  /// Core Animation makes no implicit animation of a path (nor of a shadow's): it changes at
  /// once, unless the layer's own action for it is an animation.
  @Test func aPathChangesAtOnceUnlessTheLayerHasAnActionForIt() {
    let wide = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil)
    linearly {
      shape.path = wide
      shape.shadowPath = wide
    }
    #expect(shape.animationKeys() == nil)
    #expect(shape.presentation()?.path?.boundingBox == wide.boundingBox)
    shape.actions = ["path": CABasicAnimation()]
    linearly {
      shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
    }
    #expect(shape.animationKeys() == ["path"])
    // The action's own timing: a CABasicAnimation's 0.25 s, linear.
    engine.advanceAnimationTime(to: 0.125)
    #expect(shape.presentation()?.path?.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 30))
  }

  @Test func theColorsAndTheLineAnimate() throws {
    linearly {
      shape.fillColor = UIColor.blue.cgColor
      shape.lineWidth = 6
      shape.lineDashPhase = 10
    }
    #expect(Set(shape.animationKeys() ?? []) == ["fillColor", "lineWidth", "lineDashPhase"])
    engine.advanceAnimationTime(to: 0.25)
    let shown = try #require(shape.presentation())
    #expect(isClose(shown.lineWidth, 3, within: 1e-9))
    #expect(isClose(shown.lineDashPhase, 2.5, within: 1e-9))
    let fill = try #require(shown.fillColor?.components)
    #expect(isClose(fill[0], 0.75, within: 1e-6) && isClose(fill[2], 0.25, within: 1e-6))
  }

  /// A color from or to nil animates from or to clear, as a layer's background does.
  @Test func aNilColorIsClear() throws {
    linearly {
      shape.strokeColor = UIColor.green.cgColor
      shape.fillColor = nil
    }
    #expect(Set(shape.animationKeys() ?? []) == ["strokeColor", "fillColor"])
    engine.advanceAnimationTime(to: 0.5)
    let shown = try #require(shape.presentation())
    let stroke = try #require(shown.strokeColor?.components)
    #expect(isClose(stroke[1], 0.5, within: 1e-6) && isClose(stroke[3], 0.5, within: 1e-6))
    let fill = try #require(shown.fillColor?.components)
    #expect(isClose(fill[0], 0.5, within: 1e-6) && isClose(fill[3], 0.5, within: 1e-6))
    engine.advanceAnimationTime(to: 1)
    #expect(shape.presentation()?.fillColor == nil)
  }

  /// A gradient's colors from none have nothing to interpolate from: they show at once.
  @Test func colorsFromNoneShowAtOnce() {
    gradient.colors = nil
    linearly { gradient.colors = [UIColor.green.cgColor, UIColor.blue.cgColor] }
    #expect(gradient.animationKeys() == nil)
  }

  @Test func aGradientsColorsLocationsAndPointsAnimate() throws {
    linearly {
      gradient.colors = [UIColor.blue.cgColor, UIColor.red.cgColor]
      gradient.locations = [0.5, 1]
      gradient.startPoint = CGPoint(x: 0, y: 0)
    }
    #expect(Set(gradient.animationKeys() ?? []) == ["colors", "locations", "startPoint"])
    engine.advanceAnimationTime(to: 0.5)
    let shown = try #require(gradient.presentation())
    #expect(shown.locations == [0.25, 1])
    #expect(shown.startPoint == CGPoint(x: 0.25, y: 0))
    let first = try #require((shown.colors?.first).map { $0 as! CGColor }?.components)
    #expect(isClose(first[0], 0.5, within: 1e-6) && isClose(first[2], 0.5, within: 1e-6))
  }

  /// The circular reveal's pattern, either order: an explicit animation and the model set
  /// to its end; the path's change adds nothing of its own.
  @Test(arguments: [true, false])
  func anExplicitPathAnimationPlaysAlone(modelFirst: Bool) {
    let end = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    let grow = CABasicAnimation(keyPath: "path")
    grow.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 0, height: 0), transform: nil)
    grow.toValue = end
    grow.duration = 2
    linearly {
      if modelFirst { shape.path = end }
      shape.add(grow, forKey: "reveal")
      if !modelFirst { shape.path = end }
    }
    #expect(shape.animationKeys() == ["reveal"])
    engine.advanceAnimationTime(to: 1)
    #expect(shape.presentation()?.path?.boundingBox.width == 50)
  }

  /// A layer in no window, with no engine bound, changes at once and unwarned.
  @Test func aLayerWithNoEngineChangesAtOnceUnwarned() {
    let (_, warnings) = capturingWarnings { shape.fillColor = UIColor.blue.cgColor }
    #expect(warnings.isEmpty)
    #expect(shape.animationKeys() == nil)
    #expect(shape.presentation()?.fillColor == UIColor.blue.cgColor)
  }

  @Test func disabledActionsChangeAtOnce() {
    engine.perform {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      shape.fillColor = UIColor.green.cgColor
      gradient.colors = [UIColor.green.cgColor, UIColor.green.cgColor]
      CATransaction.commit()
    }
    #expect(shape.animationKeys() == nil && gradient.animationKeys() == nil)
  }

  /// A view's layer leaves its changes to the view, which animates none of these.
  @Test func aViewsShapeLayerChangesAtOnce() throws {
    final class RingView: UIView {
      override class var layerClass: AnyClass { CAShapeLayer.self }
    }
    let ring = RingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(ring)
    var list = DisplayList()
    list.build(from: root)
    let layer = try #require(ring.layer as? CAShapeLayer)
    linearly { layer.fillColor = UIColor.blue.cgColor }
    #expect(layer.animationKeys() == nil)
  }
}
