import Foundation
import Testing

@testable import Segue

@MainActor
@Suite("UIView geometry")
struct UIViewGeometryTests {
  @Test func frameSetsCenterAndBoundsSize() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test func movingTheCenterMovesTheFrame() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test func boundsSizeGrowsAboutTheCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.bounds = CGRect(x: 0, y: 0, width: 200, height: 10)
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.frame == CGRect(x: -40, y: 40, width: 200, height: 10))
  }

  @Test func boundsOriginDoesNotMoveTheFrame() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.bounds.origin = CGPoint(x: 30, y: 40)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test func settingFrameKeepsBoundsOrigin() {
    let view = UIView(frame: .zero)
    view.bounds.origin = CGPoint(x: 5, y: 6)
    view.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    #expect(view.bounds == CGRect(x: 5, y: 6, width: 30, height: 40))
  }

  @Test func frameOfAScaledViewIsScaledAboutTheCenter() {
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
    #expect(view.frame == CGRect(x: 50, y: 112.5, width: 200, height: 25))
    #expect(view.center == CGPoint(x: 150, y: 125))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test func frameOfARotatedViewIsTheBoundingBox() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let side = 150 / 2.0.squareRoot()
    #expect(
      isClose(view.frame, CGRect(x: 50 - side / 2, y: 25 - side / 2, width: side, height: side)))
  }

  @Test func translationMovesTheFrameButNotTheCenter() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.transform = CGAffineTransform(translationX: 7, y: -3)
    #expect(view.frame == CGRect(x: 7, y: -3, width: 10, height: 10))
    #expect(view.center == CGPoint(x: 5, y: 5))
  }

  @Test func settingFrameKeepsTheTransform() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    view.transform = scale
    view.frame = CGRect(x: 100, y: 200, width: 40, height: 20)
    #expect(view.transform == scale)
    #expect(view.center == CGPoint(x: 120, y: 210))
  }

  @Test func settingFrameOnAScaledViewMatchesTheRectangle() {
    // CALayer.frame: "the layer changes its position and bounds properties to match the
    // rectangle you specified" (not for rotations other than multiples of 90°).
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(view.center == CGPoint(x: 100, y: 50))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func reassigningTheFrameOfAQuarterTurnedViewChangesNothing() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    view.frame = view.frame
    #expect(isClose(view.center, CGPoint(x: 50, y: 25)))
    #expect(isClose(view.bounds.size, CGSize(width: 100, height: 50)))
  }

  @Test func boundsOriginShiftsSubviews() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
    parent.addSubview(child)
    parent.bounds.origin = CGPoint(x: 30, y: 10)
    // The child's frame is unchanged, but it now appears 30 left and 10 up.
    #expect(child.frame == CGRect(x: 50, y: 50, width: 20, height: 20))
    #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 50, y: 50))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.addSubview(parent)
    #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 20, y: 40))
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 40))
  }

  @Test func convertBetweenSiblings() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
    root.addSubview(a)
    root.addSubview(b)
    #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -25))
    #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -185, y: -25))
    #expect(a.convert(CGPoint(x: 5, y: 5), from: b) == CGPoint(x: 195, y: 35))
    #expect(
      a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: b)
        == CGRect(x: -190, y: -30, width: 10, height: 10))
  }

  @Test func convertThroughAScaledView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.addSubview(scaled)
    #expect(scaled.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
    #expect(scaled.convert(CGPoint(x: 100, y: 100), to: root) == CGPoint(x: 250, y: 250))
    #expect(scaled.convert(CGPoint(x: 150, y: 60), from: root) == CGPoint(x: 50, y: 5))
    #expect(
      scaled.convert(CGRect(x: 10, y: 10, width: 10, height: 5), to: root)
        == CGRect(x: 70, y: 70, width: 20, height: 10))
  }

  @Test func convertThroughARotatedView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let rotated = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
    root.addSubview(rotated)
    // A quarter turn clockwise about the center (100, 100): the top-left corner goes to
    // the top right, the top-right corner to the bottom right.
    #expect(isClose(rotated.convert(CGPoint.zero, to: root), CGPoint(x: 150, y: 50)))
    #expect(isClose(rotated.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 150, y: 150)))
    #expect(isClose(rotated.convert(CGPoint(x: 60, y: 100), from: root), CGPoint(x: 50, y: 90)))
    #expect(
      isClose(
        rotated.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: root),
        CGRect(x: 140, y: 50, width: 10, height: 20)))
  }

  @Test func convertThroughNestedTransformsAndBoundsOffsets() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    outer.transform = CGAffineTransform(scaleX: 2, y: 2)
    outer.bounds.origin = CGPoint(x: 10, y: 20)
    let inner = UIView(frame: CGRect(x: 50, y: 60, width: 40, height: 40))
    inner.transform = CGAffineTransform(translationX: 5, y: 0)
    root.addSubview(outer)
    outer.addSubview(inner)
    // inner (0,0) → outer (55, 60) → relative to outer's bounds middle (110, 120):
    // (−55, −60), doubled (−110, −120), placed at outer's center (200, 200).
    #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 90, y: 80))
    #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 90, y: 80))
    #expect(inner.convert(CGPoint(x: 90, y: 80), from: root) == .zero)
    #expect(inner.convert(CGPoint(x: 10, y: 10), to: outer) == CGPoint(x: 65, y: 70))
    #expect(outer.convert(CGPoint(x: 65, y: 70), to: inner) == CGPoint(x: 10, y: 10))
    let sibling = UIView(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
    root.addSubview(sibling)
    #expect(inner.convert(CGPoint(x: 1, y: 1), to: sibling) == CGPoint(x: 92, y: -418))
  }

  @Test func convertToAndFromNilUsesTheWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
    window.addSubview(card)
    card.addSubview(badge)
    #expect(badge.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 26, y: 38))
    #expect(badge.convert(CGPoint(x: 26, y: 38), from: nil) == CGPoint(x: 1, y: 2))
    #expect(badge.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 26, y: 38))
    #expect(window.convert(CGPoint(x: 3, y: 4), to: nil) == CGPoint(x: 3, y: 4))
    #expect(window.convert(CGPoint(x: 26, y: 38), to: badge) == CGPoint(x: 1, y: 2))
  }

  @Test func convertToSelfIsIdentity() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    child.transform = CGAffineTransform(rotationAngle: 0.4)
    root.addSubview(child)
    #expect(isClose(child.convert(CGPoint(x: 7, y: 8), to: child), CGPoint(x: 7, y: 8)))
  }

  @Test func roundTripsReturnTheStartingPoint() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let a = UIView(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
    a.transform = CGAffineTransform(rotationAngle: 0.35).scaledBy(x: 1.5, y: 0.75)
    a.bounds.origin = CGPoint(x: -7, y: 11)
    let b = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    b.transform = CGAffineTransform(rotationAngle: -1.1)
    let c = UIView(frame: CGRect(x: 300, y: 200, width: 60, height: 60))
    c.transform = CGAffineTransform(scaleX: 0.5, y: 3)
    root.addSubview(a)
    a.addSubview(b)
    root.addSubview(c)
    for p in [CGPoint(x: 0, y: 0), CGPoint(x: 13.5, y: -2), CGPoint(x: 100, y: 250)] {
      #expect(isClose(c.convert(b.convert(p, to: c), to: b), p, within: 1e-9))
      #expect(isClose(b.convert(b.convert(p, to: nil), from: nil), p, within: 1e-9))
      #expect(isClose(a.convert(a.convert(p, from: b), to: b), p, within: 1e-9))
    }
  }
}
