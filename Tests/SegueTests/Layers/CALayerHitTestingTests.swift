import Foundation
import Testing

@testable import Segue

/// `hitTest(_:)`, `contains(_:)`, conversions and `frame` as iOS layer code uses them.
@MainActor
struct CALayerHitTestingTests {
  /// A round button's layer answers for its own shape (SVGKit's layers override it so).
  @Test func aSubclassDecidesWhatItContains() {
    final class Disc: CALayer {
      override func contains(_ p: CGPoint) -> Bool {
        hypot(p.x - bounds.midX, p.y - bounds.midY) <= bounds.width / 2
      }
    }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let disc = Disc()
    disc.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.addSublayer(disc)
    #expect(root.hitTest(CGPoint(x: 50, y: 50)) === disc)
    #expect(root.hitTest(CGPoint(x: 2, y: 2)) === root)
  }

  @Test func aSubclassDecidesWhatItHits() {
    final class Pass: CALayer {
      override func hitTest(_ p: CGPoint) -> CALayer? { nil }
    }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let overlay = Pass()
    overlay.frame = root.bounds
    root.addSublayer(overlay)
    #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
  }

  /// A higher `zPosition` draws a layer above one added after it, and hits it first.
  @Test func zPositionDecidesWhichLayerIsHit() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let low = CALayer()
    let high = CALayer()
    low.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
    high.frame = low.frame
    root.addSublayer(low)
    root.addSublayer(high)
    #expect(root.hitTest(CGPoint(x: 50, y: 50)) === high)
    low.zPosition = 10
    #expect(root.hitTest(CGPoint(x: 50, y: 50)) === low)
  }

  @Test func rectsConvertAsTheBoxOfTheirCorners() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let child = CALayer()
    child.frame = CGRect(x: 100, y: 50, width: 50, height: 50)
    root.addSublayer(child)
    child.transform = CATransform3DMakeScale(2, 2, 1)
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(child.convert(rect, to: root) == CGRect(x: 75, y: 25, width: 20, height: 40))
    #expect(root.convert(CGRect(x: 75, y: 25, width: 20, height: 40), to: child) == rect)
    #expect(child.convert(CGRect.null, to: root).isNull)
  }

  /// Layers in two trees convert through each root's own place.
  @Test func layersInTwoTreesConvertThroughTheirRoots() {
    let a = CALayer()
    a.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    let b = CALayer()
    b.bounds = a.bounds
    b.position = CGPoint(x: 500, y: 500)
    #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -475, y: -475))
    #expect(b.convert(CGPoint.zero, from: a) == CGPoint(x: -475, y: -475))
    #expect(a.convert(CGPoint(x: -475, y: -475), from: b) == .zero)
  }

  /// Setting the frame under a scale or a translation reads back, as Core Animation's does.
  @Test func aFrameSetUnderATransformReadsBack() {
    let layer = CALayer()
    layer.transform = CATransform3DMakeScale(2, 4, 1)
    layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(layer.bounds.size == CGSize(width: 50, height: 12.5))
    #expect(layer.position == CGPoint(x: 60, y: 45))
    #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    let view = UIView()
    view.transform = CGAffineTransform(translationX: 10, y: 20)
    view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    // A quarter turn about a corner.
    let turned = UIView()
    turned.layer.anchorPoint = .zero
    turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
    turned.frame = CGRect(x: 0, y: 0, width: 40, height: 80)
    #expect(abs(turned.frame.minX) < 1e-9 && abs(turned.frame.minY) < 1e-9)
    #expect(abs(turned.bounds.width - 80) < 1e-9 && abs(turned.bounds.height - 40) < 1e-9)
  }

  /// A turn with no exact frame (45°, whose box is the same whatever the sides) keeps the
  /// frame's size and centers it; one whose solve has a negative side (60° into a wide
  /// frame) too; a quarter turn solves exactly, though its cosine rounds to 6e-17.
  @Test func aFrameWithNoExactSolutionIsCentered() {
    let diamond = UIView()
    diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
    diamond.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(
      diamond.center == CGPoint(x: 50, y: 50)
        && diamond.bounds.size == CGSize(width: 100, height: 100))
    let tilted = CALayer()
    tilted.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 3))
    tilted.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(tilted.bounds.size == CGSize(width: 200, height: 100))
    #expect(abs(tilted.position.x - 100) < 1e-9 && abs(tilted.position.y - 50) < 1e-9)
    let quarter = CALayer()
    quarter.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    quarter.frame = CGRect(x: 0, y: 0, width: 1000, height: 100)
    #expect(quarter.bounds.size == CGSize(width: 100, height: 1000))
  }

  /// `replaceSublayer` with a sublayer from before the one replaced puts it in its place.
  @Test func replacingWithAnEarlierSiblingTakesThePlaceReplaced() {
    let root = CALayer()
    let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
    root.sublayers = [a, b, c, d]
    root.replaceSublayer(c, with: a)
    #expect(root.sublayers == [b, a, d] && c.superlayer == nil)
  }

  /// A subclass overriding the geometry to follow it (`override var bounds { didSet }`).
  @Test func aSubclassFollowsItsBounds() {
    final class Ring: CALayer {
      var resized = 0
      override var bounds: CGRect { didSet { resized += 1 } }
    }
    let ring = Ring()
    ring.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(ring.resized >= 1)
  }
}
