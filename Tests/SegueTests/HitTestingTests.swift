import Foundation
import Testing

@testable import Segue

@MainActor
@Suite("Hit testing")
struct HitTestingTests {
  /// A 400×400 root with two overlapping 100×100 views: back at (50, 50), front at (100, 100).
  private func scene() -> (root: UIView, back: UIView, front: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let back = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    return (root, back, front)
  }

  @Test func frontMostViewWins() {
    let (root, back, front) = scene()
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 300, y: 300), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 500, y: 10), with: nil) == nil)
    root.bringSubviewToFront(back)
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
  }

  @Test func deepestDescendantWins() {
    let (root, _, front) = scene()
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    front.addSubview(inner)
    #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
    #expect(root.hitTest(CGPoint(x: 135, y: 135), with: nil) === front)
  }

  @Test func edgesAreHalfOpen() {
    let (root, back, front) = scene()
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 200, y: 150), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 199.5, y: 199.5), with: nil) === front)
  }

  @Test func subviewsOutsideTheirParentAreNotHit() {
    let (root, back, _) = scene()
    let overhang = UIView(frame: CGRect(x: -40, y: 0, width: 60, height: 20))
    back.addSubview(overhang)
    #expect(root.hitTest(CGPoint(x: 20, y: 55), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 60, y: 55), with: nil) === overhang)
  }

  @Test func hiddenViewsAndTheirSubtreesAreSkipped() {
    let (root, back, front) = scene()
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    front.addSubview(inner)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 180, y: 180), with: nil) === root)
  }

  @Test func nearlyTransparentViewsAreSkipped() {
    let (root, back, front) = scene()
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    front.addSubview(inner)
    front.alpha = 0.009
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
    front.alpha = 0.01
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === inner)
    front.alpha = 0
    #expect(root.hitTest(CGPoint(x: 180, y: 180), with: nil) === root)
  }

  @Test func viewsWithInteractionDisabledAreSkippedWithTheirSubtrees() {
    let (root, back, front) = scene()
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    front.addSubview(inner)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 180, y: 180), with: nil) === root)
    root.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)
  }

  @Test func rotatedViewsHitTheirTurnedShape() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    // 200×20 bar centered at (200, 200), turned upright by a quarter turn.
    let bar = UIView(frame: CGRect(x: 100, y: 190, width: 200, height: 20))
    bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    bar.addSubview(marker)
    root.addSubview(bar)
    #expect(root.hitTest(CGPoint(x: 200, y: 120), with: nil) === bar)
    #expect(root.hitTest(CGPoint(x: 250, y: 200), with: nil) === root)
    // The bar's left end (its marker) is now at the top.
    #expect(root.hitTest(CGPoint(x: 205, y: 105), with: nil) === marker)
    #expect(root.hitTest(CGPoint(x: 205, y: 295), with: nil) === bar)
    // A diamond: a square turned by 45° misses its bounding box's corners.
    let diamond = UIView(frame: CGRect(x: 300, y: 300, width: 80, height: 80))
    diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
    root.addSubview(diamond)
    #expect(root.hitTest(CGPoint(x: 340, y: 340), with: nil) === diamond)
    #expect(root.hitTest(CGPoint(x: 290, y: 340), with: nil) === diamond)
    #expect(root.hitTest(CGPoint(x: 305, y: 305), with: nil) === root)
  }

  @Test func scaledViewsHitTheirScaledArea() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let small = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    small.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    root.addSubview(small)
    #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 130, y: 130), with: nil) === small)
    let big = UIView(frame: CGRect(x: 300, y: 0, width: 50, height: 50))
    big.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.addSubview(big)
    #expect(root.hitTest(CGPoint(x: 280, y: 70), with: nil) === big)
  }

  @Test func hitTestPassesBoundsOffsetCoordinates() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroller.bounds.origin = CGPoint(x: 0, y: 200)
    let row = UIView(frame: CGRect(x: 0, y: 210, width: 100, height: 20))
    scroller.addSubview(row)
    root.addSubview(scroller)
    #expect(root.hitTest(CGPoint(x: 50, y: 20), with: nil) === row)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === scroller)
  }

  @Test func pointInsideOverrideWidensTheTarget() {
    final class WideTarget: UIView {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let button = WideTarget(frame: CGRect(x: 100, y: 100, width: 30, height: 30))
    root.addSubview(button)
    #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === button)
    #expect(root.hitTest(CGPoint(x: 75, y: 85), with: nil) === root)
    #expect(button.point(inside: CGPoint(x: -19, y: 49), with: nil))
    #expect(!button.point(inside: CGPoint(x: -21, y: 0), with: nil))
  }

  @Test func pointInsideIsInBoundsCoordinates() {
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    #expect(view.point(inside: CGPoint(x: 10, y: 10), with: nil))
    #expect(!view.point(inside: CGPoint(x: 110, y: 110), with: nil))
    view.bounds.origin = CGPoint(x: 100, y: 100)
    #expect(view.point(inside: CGPoint(x: 110, y: 110), with: nil))
  }

  @Test func labelsAreNotInteractiveByDefault() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Title"
    root.addSubview(label)
    #expect(!label.isUserInteractionEnabled)
    #expect(UIView().isUserInteractionEnabled)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    label.isUserInteractionEnabled = true
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === label)
  }
}
