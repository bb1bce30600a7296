import Foundation
import Testing

@testable import Segue

@Suite("Path bounds and contains")
struct PathGeometryTests {
  @Test func boundingBoxIncludesControlPointsAndBoundingBoxOfPathDoesNot() {
    let path = CGMutablePath()
    path.move(to: point(0, 0))
    path.addCurve(to: point(100, 0), control1: point(0, 80), control2: point(100, 80))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 80))
    // The cubic peaks at t = ½: 3/4 of the control height.
    #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 60)))
    let quad = CGMutablePath()
    quad.move(to: point(0, 0))
    quad.addQuadCurve(to: point(10, 0), control: point(5, -10))
    #expect(quad.boundingBox == CGRect(x: 0, y: -10, width: 10, height: 10))
    #expect(isClose(quad.boundingBoxOfPath, CGRect(x: 0, y: -5, width: 10, height: 5)))
  }

  @Test func circleBoundsAreTheSquareItIsInscribedIn() {
    let circle = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 30), transform: nil)
    #expect(isClose(circle.boundingBoxOfPath, CGRect(x: 10, y: 20, width: 30, height: 30)))
    #expect(isClose(circle.boundingBox, CGRect(x: 10, y: 20, width: 30, height: 30)))
    // An arc's quarter handles stick out beyond a part-circle's tight box.
    let arc = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: .pi / 4, endAngle: 3 * .pi / 4, clockwise: true)
    #expect(isClose(arc.cgPath.boundingBoxOfPath.maxY, 10))
    #expect(arc.bounds.maxY > 10)
  }

  @Test func emptyPathsHaveNullBounds() {
    #expect(CGMutablePath().boundingBox.isNull)
    #expect(CGMutablePath().boundingBoxOfPath.isNull)
    #expect(UIBezierPath().bounds.isNull)
  }

  /// Two concentric circles drawn the same way round: a ring under even-odd, a disc under
  /// non-zero winding.
  private func ring() -> CGMutablePath {
    let path = CGMutablePath()
    path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    return path
  }

  @Test func aRingHasAHoleOnlyUnderEvenOdd() {
    let path = ring()
    #expect(path.contains(point(50, 50)))
    #expect(!path.contains(point(50, 50), using: .evenOdd))
    #expect(path.contains(point(10, 50), using: .evenOdd))
    #expect(path.contains(point(10, 50)))
    #expect(!path.contains(point(2, 2)))
    #expect(!path.contains(point(2, 2), using: .evenOdd))
  }

  @Test func anInnerCircleDrawnBackwardsCutsAHoleUnderEitherRule() {
    let path = CGMutablePath()
    path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addPath(
      CGPath(ellipseIn: CGRect(x: 25, y: 25, width: 50, height: 50), transform: nil).reversed())
    #expect(!path.contains(point(50, 50)))
    #expect(path.contains(point(10, 50)))
  }

  @Test func curvesAreFollowedClosely() {
    let circle = CGPath(
      ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil)
    let diagonal = 100 / 2.0.squareRoot()
    #expect(circle.contains(point(diagonal - 0.5, diagonal - 0.5)))
    #expect(!circle.contains(point(diagonal + 0.5, diagonal + 0.5)))
  }

  @Test func openSubpathsCountAsClosed() {
    let triangle = CGMutablePath()
    triangle.addLines(between: [point(0, 0), point(10, 0), point(0, 10)])
    #expect(triangle.contains(point(2, 2)))
    #expect(!triangle.contains(point(8, 8)))
  }

  @Test func theTransformAppliesToThePoint() {
    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    #expect(!square.contains(point(-5, 5)))
    #expect(square.contains(point(-5, 5), transform: CGAffineTransform(translationX: 10, y: 0)))
  }

  @Test @MainActor func aNonFinitePointIsNeverInside() {
    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    let (inside, warnings) = capturingWarnings { square.contains(point(.nan, 5)) }
    #expect(!inside)
    #expect(warnings.count == 1)
  }

  @Test func flatteningIsBoundedForHugeCurves() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addCurve(to: point(1e300, 0), control1: point(0, 1e300), control2: point(1e300, 1e300))
    let polygons = PathPolygons(path, tolerance: 0.1)
    #expect(polygons.points.count == PathPolygons.maximumChordsPerCurve + 1)
    #expect(PathPolygons.pointCount(of: path, tolerance: 0.1) >= polygons.points.count)
  }

  @Test func polygonsSplitAtEachSubpath() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
    path.addLine(to: point(5, 5))
    let polygons = PathPolygons(path, tolerance: 0.1)
    // The line after the close starts a new polygon at the rectangle's first point.
    #expect(polygons.ends == [4, 6])
    #expect(polygons.points[4] == .zero)
    #expect(polygons.winding(at: point(0.5, 0.5)) == 1)
  }
}
