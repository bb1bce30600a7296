import Foundation
import Testing

@testable import Segue

@Suite("CGMutablePath")
struct CGMutablePathTests {
  @Test func linesAndCurvesAppendInOrder() {
    let path = CGMutablePath()
    #expect(path.isEmpty)
    #expect(path.currentPoint == .zero)
    path.move(to: point(1, 2))
    path.addLine(to: point(10, 2))
    path.addQuadCurve(to: point(10, 20), control: point(15, 10))
    path.addCurve(to: point(1, 20), control1: point(8, 25), control2: point(3, 25))
    #expect(path.currentPoint == point(1, 20))
    path.closeSubpath()
    #expect(path.currentPoint == point(1, 2))
    #expect(
      path.elements == [
        .move(to: point(1, 2)), .line(to: point(10, 2)),
        .quadCurve(to: point(10, 20), control: point(15, 10)),
        .curve(to: point(1, 20), control1: point(8, 25), control2: point(3, 25)),
        .closeSubpath,
      ])
  }

  @Test func closingTwiceOrAnEmptyPathAddsNothing() {
    let path = CGMutablePath()
    path.closeSubpath()
    #expect(path.isEmpty)
    path.move(to: point(0, 0))
    path.addLine(to: point(5, 0))
    path.closeSubpath()
    path.closeSubpath()
    #expect(path.elements.count == 3)
  }

  @Test func rectRunsClockwiseOnScreenFromTheMinimumCorner() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      path.elements == [
        .move(to: point(10, 20)), .line(to: point(40, 20)), .line(to: point(40, 60)),
        .line(to: point(10, 60)), .closeSubpath,
      ])
    // A negative size is standardized, as Core Graphics does.
    #expect(CGPath(rect: CGRect(x: 40, y: 60, width: -30, height: -40), transform: nil) == path)
  }

  @Test func addRectsAddsOneClosedSubpathEach() {
    let path = CGMutablePath()
    path.addRects([
      CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 2, height: 2),
    ])
    #expect(path.elements.count == 10)
    #expect(path.elements[5] == .move(to: point(5, 5)))
    #expect(path.currentPoint == point(5, 5))
  }

  @Test func addLinesBetweenStartsWithAMove() {
    let path = CGMutablePath()
    path.addLines(between: [point(0, 0), point(3, 4), point(6, 0)])
    #expect(
      path.elements == [.move(to: point(0, 0)), .line(to: point(3, 4)), .line(to: point(6, 0))])
  }

  @Test func ellipseIsFourQuarterCubicsFromTheRightEdge() {
    let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
    let (kx, ky) = (50 * kappa, 25 * kappa)
    #expect(
      path.elements == [
        .move(to: point(100, 25)),
        .curve(to: point(50, 50), control1: point(100, 25 + ky), control2: point(50 + kx, 50)),
        .curve(to: point(0, 25), control1: point(50 - kx, 50), control2: point(0, 25 + ky)),
        .curve(to: point(50, 0), control1: point(0, 25 - ky), control2: point(50 - kx, 0)),
        .curve(to: point(100, 25), control1: point(50 + kx, 0), control2: point(100, 25 - ky)),
        .closeSubpath,
      ])
  }

  @Test func roundedRectHasQuarterEllipseCorners() {
    let path = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 10, cornerHeight: 5,
      transform: nil)
    let (kx, ky) = (10 * kappa, 5 * kappa)
    #expect(
      path.elements == [
        .move(to: point(10, 0)), .line(to: point(90, 0)),
        .curve(to: point(100, 5), control1: point(90 + kx, 0), control2: point(100, 5 - ky)),
        .line(to: point(100, 55)),
        .curve(to: point(90, 60), control1: point(100, 55 + ky), control2: point(90 + kx, 60)),
        .line(to: point(10, 60)),
        .curve(to: point(0, 55), control1: point(10 - kx, 60), control2: point(0, 55 + ky)),
        .line(to: point(0, 5)),
        .curve(to: point(10, 0), control1: point(0, 5 - ky), control2: point(10 - kx, 0)),
        .closeSubpath,
      ])
  }

  @Test @MainActor func oversizedCornersAreClampedWithAWarningWhereCoreGraphicsTraps() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let (path, warnings) = capturingWarnings {
      CGPath(roundedRect: rect, cornerWidth: 50, cornerHeight: 50, transform: nil)
    }
    #expect(path == CGPath(roundedRect: rect, cornerWidth: 20, cornerHeight: 10, transform: nil))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("addRoundedRect") == true)
    #expect(
      CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 0, transform: nil)
        == CGPath(rect: rect, transform: nil))
  }

  @Test func transformsMapEveryPointOfTheCall() {
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let path = CGMutablePath()
    path.move(to: point(1, 1), transform: scale)
    path.addLine(to: point(2, 1), transform: scale)
    path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: scale)
    #expect(path.elements[0] == .move(to: point(2, 3)))
    #expect(path.elements[1] == .line(to: point(4, 3)))
    #expect(path.elements[4] == .line(to: point(2, 3)))
    var move = CGAffineTransform(translationX: 5, y: 0)
    let moved = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &move)
    #expect(moved.elements.first == .move(to: point(15, 5)))
  }

  @Test func addPathAppendsTransformedAndKeepsTheSubpathState() {
    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
    let path = CGMutablePath()
    path.move(to: point(-1, -1))
    path.addPath(square, transform: CGAffineTransform(translationX: 10, y: 0))
    #expect(path.elements.count == 6)
    #expect(path.elements[1] == .move(to: point(10, 0)))
    #expect(path.currentPoint == point(10, 0))
    path.addPath(path)
    #expect(path.elements.count == 12)
  }

  @Test func copiesAreIndependentAndEqual() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
    let frozen = path.copy()!
    let extended = path.mutableCopy()!
    extended.addLine(to: point(9, 9))
    #expect(frozen == path)
    #expect(extended != path)
    #expect(!(frozen is CGMutablePath))
    var twice = CGAffineTransform(scaleX: 2, y: 2)
    let scaled = path.copy(using: &twice)!
    #expect(scaled == CGPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil))
    #expect(path.mutableCopy(using: nil) == path)
  }

  @Test @MainActor func segmentsNeedACurrentPoint() {
    let path = CGMutablePath()
    let (_, warnings) = capturingWarnings {
      path.addLine(to: point(1, 1))
      path.addCurve(to: point(1, 1), control1: .zero, control2: .zero)
      path.addArc(tangent1End: point(1, 0), tangent2End: point(1, 1), radius: 1)
    }
    #expect(path.isEmpty)
    #expect(warnings.count == 3)
    #expect(warnings.allSatisfy { $0.contains("no current point") })
  }

  @Test @MainActor func nonFiniteInputIsDroppedWithOneWarningNamingTheCall() {
    let path = CGMutablePath()
    let (_, warnings) = capturingWarnings {
      path.move(to: point(.nan, 0))
      path.move(to: point(0, 0))
      path.addLine(to: point(.infinity, 1))
      path.addLine(to: point(1, 1), transform: CGAffineTransform(translationX: .nan, y: 0))
      path.addLines(between: [point(2, 2), point(.nan, .nan), point(3, 3), point(4, .infinity)])
      path.addRect(.null)
      path.addEllipse(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
      path.addArc(center: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: true)
    }
    #expect(
      path.elements == [.move(to: point(0, 0)), .move(to: point(2, 2)), .line(to: point(3, 3))])
    #expect(warnings.count == 7)
    #expect(warnings[0].hasPrefix("CGMutablePath.move(to:transform:)"))
    #expect(warnings[3].hasPrefix("CGMutablePath.addLines(between:transform:)"))
    #expect(warnings[6].hasPrefix("CGMutablePath.addArc(center:"))
  }

  @Test func equalityComparesElements() {
    let a = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
    let b = CGMutablePath()
    b.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(a == b)
    b.closeSubpath()
    #expect(a == b)
    b.addLine(to: point(1, 1))
    #expect(a != b)
  }

  @Test func aMillionPointsStayCheap() {
    let points = (0..<1_000_000).map { point(CGFloat($0 % 1000), CGFloat($0 / 1000)) }
    let path = CGMutablePath()
    path.addLines(between: points)
    #expect(path.elements.count == 1_000_000)
    #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 999, height: 999))
    #expect(UIBezierPath(cgPath: path).reversing().currentPoint == point(0, 0))
    _ = path.contains(point(500.5, 500.5))
  }
}
