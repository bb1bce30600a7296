import Foundation
import Testing

@testable import Segue

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
  @Test func identityLeavesPointsAlone() {
    let t = CGAffineTransform.identity
    #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(t.isIdentity)
    #expect(CGAffineTransform() == t)
    #expect(CGAffineTransformIdentity == t)
    #expect(CGPoint(x: 3, y: -7).applying(t) == CGPoint(x: 3, y: -7))
    #expect(!CGAffineTransform(translationX: 0, y: 0.5).isIdentity)
  }

  @Test func translationConstructor() {
    let t = CGAffineTransform(translationX: 10, y: -4)
    #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -4))
    #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -2))
    #expect(CGAffineTransformMakeTranslation(10, -4) == t)
  }

  @Test func scaleConstructor() {
    let t = CGAffineTransform(scaleX: 2, y: 3)
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
    #expect(CGPoint(x: 4, y: 5).applying(t) == CGPoint(x: 8, y: 15))
    #expect(CGAffineTransformMakeScale(2, 3) == t)
  }

  @Test func rotationConstructorMatchesCoreGraphics() {
    let angle: CGFloat = 0.3
    let t = CGAffineTransform(rotationAngle: angle)
    #expect(t.a == cos(angle))
    #expect(t.b == sin(angle))
    #expect(t.c == -sin(angle))
    #expect(t.d == cos(angle))
    #expect(t.tx == 0 && t.ty == 0)
    #expect(CGAffineTransformMakeRotation(angle) == t)
  }

  @Test func positiveRotationTurnsPlusXTowardPlusY() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
    #expect(isClose(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    let eighth = CGAffineTransform(rotationAngle: .pi / 4)
    let p = CGPoint(x: 10, y: 0).applying(eighth)
    #expect(isClose(p, CGPoint(x: 10 / 2.0.squareRoot(), y: 10 / 2.0.squareRoot())))
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let translate = CGAffineTransform(translationX: 10, y: 0)
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let translateThenScale = translate.concatenating(scale)
    let scaleThenTranslate = scale.concatenating(translate)
    #expect(CGPoint(x: 1, y: 1).applying(translateThenScale) == CGPoint(x: 22, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(scaleThenTranslate) == CGPoint(x: 12, y: 2))
    #expect(translateThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    #expect(scaleThenTranslate == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
  }

  @Test func concatenatingRotationThenTranslation() {
    let t = CGAffineTransform(rotationAngle: .pi / 2)
      .concatenating(CGAffineTransform(translationX: 5, y: 7))
    #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 5, y: 8)))
    let u = CGAffineTransform(translationX: 5, y: 7)
      .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(CGPoint(x: 1, y: 0).applying(u), CGPoint(x: -7, y: 6)))
  }

  @Test func concatenatingWithIdentityIsNeutral() {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(t.concatenating(.identity) == t)
    #expect(CGAffineTransform.identity.concatenating(t) == t)
  }

  @Test func translatedByTranslatesBeforeTheReceiver() {
    // As CGAffineTransformTranslate: the new translation is in the receiver's input space.
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 1)
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 3))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 6))
    #expect(CGAffineTransformTranslate(CGAffineTransform(scaleX: 2, y: 3), 10, 1) == t)
  }

  @Test func scaledByScalesBeforeTheReceiver() {
    let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 4)
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 20))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 24))
    #expect(CGAffineTransformScale(CGAffineTransform(translationX: 10, y: 20), 2, 4) == t)
  }

  @Test func rotatedRotatesBeforeTheReceiver() {
    let t = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi / 2)
    // (1, 0) turns to (0, 1), then moves by (100, 0).
    #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 100, y: 1)))
    #expect(isClose(t.tx, 100) && isClose(t.ty, 0))
  }

  @Test func invertedUndoesTheTransform() {
    let t = CGAffineTransform(scaleX: 2, y: 4).rotated(by: 0.7).translatedBy(x: 3, y: -9)
    let inverse = t.inverted()
    #expect(isClose(t.concatenating(inverse), .identity))
    #expect(isClose(inverse.concatenating(t), .identity))
    let p = CGPoint(x: 12.5, y: -3)
    #expect(isClose(p.applying(t).applying(inverse), p))
  }

  @Test func invertedOfExactValues() {
    let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 20)
    #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
  }

  @Test func invertedOfSingularReturnsSelf() {
    let flat = CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 3, ty: 4)
    #expect(flat.inverted() == flat)
    let degenerate = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
    #expect(degenerate.inverted() == degenerate)
  }

  @Test func sizeApplyingIgnoresTranslationAndMayGoNegative() {
    let moved = CGAffineTransform(translationX: 50, y: 50).scaledBy(x: 2, y: 3)
    #expect(CGSize(width: 10, height: 20).applying(moved) == CGSize(width: 20, height: 60))
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(
      isClose(CGSize(width: 10, height: 20).applying(quarter), CGSize(width: -20, height: 10)))
  }

  @Test func rectApplyingGivesTheBoundingBox() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(
      rect.applying(CGAffineTransform(translationX: 5, y: 6))
        == CGRect(x: 5, y: 6, width: 100, height: 50))
    #expect(
      rect.applying(CGAffineTransform(scaleX: -1, y: 2))
        == CGRect(x: -100, y: 0, width: 100, height: 100))
    let quarter = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(quarter, CGRect(x: -50, y: 0, width: 50, height: 100)))
    // A square turned by 45° about its origin: its bounding box is √2 times wider.
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)
    let diamond = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
    let diagonal = 10 * 2.0.squareRoot()
    #expect(isClose(diamond, CGRect(x: -diagonal / 2, y: 0, width: diagonal, height: diagonal)))
  }

  @Test func nullRectStaysNull() {
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
  }
}
