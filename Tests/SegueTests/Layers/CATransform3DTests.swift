import Foundation
import Testing

@testable import Segue

/// The C API against values worked out by hand, as transition code calls it.
@MainActor
@Suite struct CATransform3DTests {
  private func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
  }

  @Test func aQuarterTurnAboutZTurnsXTowardYLikeTheAffineRotation() {
    let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(close(t.project(CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1)))
    let affine = CATransform3DGetAffineTransform(t)
    let expected = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(abs(affine.b - expected.b) < 1e-12 && abs(affine.c - expected.c) < 1e-12)
  }

  /// The flip every card transition writes: perspective, then a turn about y. The right
  /// edge recedes: x' = x·cos θ / (1 + x·sin θ / d).
  @Test func perspectiveShrinksTheRecedingSide() {
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
    let x: CGFloat = 100
    let expected = x * cos(.pi / 3) / (1 + x * sin(.pi / 3) / 500)
    #expect(close(t.project(CGPoint(x: x, y: 0)), CGPoint(x: expected, y: 0)))
    // The near side grows.
    let near = t.project(CGPoint(x: -x, y: 0))!
    #expect(near.x < -x * cos(.pi / 3))
    #expect(!CATransform3DIsAffine(t))
  }

  @Test func concatAppliesTheFirstThenTheSecond() {
    let t = CATransform3DConcat(
      CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
    #expect(close(t.project(CGPoint(x: 1, y: 0)), CGPoint(x: 22, y: 0)))
    // Translate, Scale and Rotate put the new step first, as Core Animation's do.
    let scaledThenMoved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    #expect(close(scaledThenMoved.project(CGPoint(x: 1, y: 0)), CGPoint(x: 22, y: 0)))
  }

  @Test func invertUndoesAndLeavesASingularMatrixAlone() {
    var t = CATransform3DMakeRotation(0.7, 1, 2, 3)
    t.m34 = -1 / 400
    t = CATransform3DTranslate(t, 5, -7, 2)
    let product = CATransform3DConcat(t, CATransform3DInvert(t))
    for (a, b) in zip(product.rows.joined(), CATransform3DIdentity.rows.joined()) {
      #expect(abs(a - b) < 1e-9)
    }
    let flat = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DInvert(flat) == flat)
    #expect(
      CATransform3DEqualToTransform(
        CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)),
        CATransform3DMakeTranslation(-1, -2, -3)))
  }

  @Test func affineRoundTripAndPredicates() {
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t = CATransform3DMakeAffineTransform(affine)
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == affine)
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(!CATransform3DIsIdentity(t))
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
  }

  /// Hit testing a card turned 60° about y under perspective: a point on its receding half
  /// lands where the projection put it, and the shrunk edge no longer catches a tap.
  @Test func hitTestingFollowsThePerspective() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    root.addSubview(card)
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    card.layer.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
    let rightEdge = 200 + 100 * cos(CGFloat.pi / 3) / (1 + 100 * sin(CGFloat.pi / 3) / 500)
    #expect(root.hitTest(CGPoint(x: rightEdge - 2, y: 200), with: nil) === card)
    #expect(root.hitTest(CGPoint(x: rightEdge + 2, y: 200), with: nil) === root)
    // Layers answer the same.
    #expect(root.layer.hitTest(CGPoint(x: rightEdge - 2, y: 200)) === card.layer)
    let local = card.layer.convert(CGPoint(x: rightEdge, y: 200), from: root.layer)
    #expect(abs(local.x - 200) < 1e-6 && abs(local.y - 100) < 1e-6)
  }
}
