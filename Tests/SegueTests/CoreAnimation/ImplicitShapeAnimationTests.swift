import Foundation
import Testing

@testable import Segue

/// A standalone shape or gradient layer animates its own properties implicitly, as Core
/// Animation's do: a path, colors, the line, a gradient's colors, locations and points, and
/// a shadow's path, over the transaction's duration; never from or to nil, never while
/// actions are disabled, never on a view's layer.
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

  @Test func aPathAnimatesBetweenPathsOfTheSameElements() {
    linearly {
      shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil)
    }
    #expect(shape.animationKeys() == ["path"])
    engine.advanceAnimationTime(to: 0.5)
    #expect(shape.presentation()?.path?.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 30))
    engine.advanceAnimationTime(to: 1)
    #expect(shape.animationKeys() == nil)
    #expect(shape.presentation()?.path?.boundingBox == CGRect(x: 0, y: 0, width: 60, height: 40))
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

  @Test func aChangeFromOrToNilShowsAtOnce() {
    linearly {
      shape.strokeColor = UIColor.green.cgColor
      shape.fillColor = nil
    }
    #expect(shape.animationKeys() == nil)
    #expect(shape.presentation()?.strokeColor == UIColor.green.cgColor)
    #expect(shape.presentation()?.fillColor == nil)
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
    let first = try #require((shown.colors?.first as! CGColor?)?.components)
    #expect(isClose(first[0], 0.5, within: 1e-6) && isClose(first[2], 0.5, within: 1e-6))
  }

  @Test func aShadowPathAnimates() {
    shape.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    var list = DisplayList()
    list.build(from: root)
    linearly {
      shape.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10), transform: nil)
    }
    engine.advanceAnimationTime(to: 0.5)
    #expect(shape.presentation()?.shadowPath?.boundingBox.width == 20)
  }

  /// The circular reveal's pattern: the model set to the end, then an explicit animation
  /// under the same key, which replaces the implicit one.
  @Test func anExplicitAnimationUnderTheKeyReplacesTheImplicitOne() {
    let end = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    let grow = CABasicAnimation(keyPath: "path")
    grow.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 0, height: 0), transform: nil)
    grow.toValue = end
    grow.duration = 2
    linearly {
      shape.path = end
      shape.add(grow, forKey: "path")
    }
    #expect(shape.animationKeys() == ["path"])
    engine.advanceAnimationTime(to: 1)
    #expect(shape.presentation()?.path?.boundingBox.width == 50)
  }

  @Test func disabledActionsChangeAtOnce() {
    engine.perform {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil)
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
