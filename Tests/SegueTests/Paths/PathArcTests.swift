import Foundation
import Testing

@testable import Segue

/// Arcs in UIKit's flipped (y-down) screen space: angle 0 points right, π/2 points down.
@Suite("Path arcs")
struct PathArcTests {
  let center = point(50, 50)

  /// Where the arc is after its first quarter of travel, to read its direction on screen.
  private func firstSegmentEnd(_ path: CGPath) -> CGPoint {
    endPoints(path)[1]
  }

  @Test func uiKitClockwiseTurnsClockwiseOnScreen() {
    // From 3 o'clock, clockwise on a y-down screen goes down first, to 6 o'clock.
    let clockwise = UIBezierPath(
      arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(
      isClose(
        clockwise.cgPath.elements,
        [
          .move(to: point(60, 50)),
          .curve(
            to: point(50, 60), control1: point(60, 50 + 10 * kappa),
            control2: point(50 + 10 * kappa, 60)),
        ]))
    // Counterclockwise from 3 o'clock to 6 o'clock goes up first: three quarters of a turn.
    let counter = UIBezierPath(
      arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(counter.cgPath.elements.count == 4)
    #expect(isClose(firstSegmentEnd(counter.cgPath), point(50, 40)))
    #expect(isClose(counter.currentPoint, point(50, 60)))
  }

  @Test func coreGraphicsClockwiseIsTheFlippedSense() {
    // CGMutablePath's `clockwise` is meant for a y-up space: on a y-down screen `true` turns
    // counterclockwise (Apple: "In a flipped coordinate system … specifying a clockwise arc
    // results in a counterclockwise arc").
    let path = CGMutablePath()
    path.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(path.elements.count == 4)
    #expect(isClose(firstSegmentEnd(path), point(50, 40)))
    let uiKit = UIBezierPath(
      arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(isClose(path.elements, uiKit.cgPath.elements))
  }

  @Test func fullCircleIsFourQuarters() {
    // The classic progress ring: from 12 o'clock all the way round.
    let ring = UIBezierPath(
      arcCenter: center, radius: 20, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
      clockwise: true)
    let ends = endPoints(ring.cgPath)
    #expect(ends.count == 5)
    for (end, expected) in zip(
      ends, [point(50, 30), point(70, 50), point(50, 70), point(30, 50), point(50, 30)])
    {
      #expect(isClose(end, expected))
    }
    #expect(isClose(ring.bounds, CGRect(x: 30, y: 30, width: 40, height: 40)))
  }

  @Test func anglesCountModuloAFullTurnInTheChosenDirection() {
    // 0 → 2π is a whole turn clockwise, but no turn at all counterclockwise (UIKit draws
    // nothing then: only the start point).
    let nothing = UIBezierPath(
      arcCenter: center, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    #expect(nothing.cgPath.elements == [.move(to: point(60, 50))])
    // 0 → 5π/2 clockwise is a full turn; 0 → -π/2 clockwise is three quarters.
    let more = UIBezierPath(
      arcCenter: center, radius: 10, startAngle: 0, endAngle: 5 * .pi / 2, clockwise: true)
    #expect(more.cgPath.elements.count == 5)
    let threeQuarters = UIBezierPath(
      arcCenter: center, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
    #expect(threeQuarters.cgPath.elements.count == 4)
    #expect(isClose(threeQuarters.currentPoint, point(50, 40)))
  }

  @Test func segmentsNeverExceedAQuarterTurn() {
    let path = CGMutablePath()
    path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 0.75 * .pi)
    #expect(path.elements.count == 3)
    // Every cubic's control points lie on the tangents, 4/3 tan(θ/4) along them.
    guard case .curve(let end, let c1, _) = path.elements[1] else {
      Issue.record("not a curve")
      return
    }
    let handle = 4.0 / 3 * tan(0.375 * .pi / 4)
    #expect(isClose(c1, point(1, handle)))
    #expect(isClose(end, point(cos(0.375 * .pi), sin(0.375 * .pi))))
  }

  @Test func relativeArcSignFollowsIncreasingAngles() {
    let path = CGMutablePath()
    path.addRelativeArc(center: center, radius: 10, startAngle: 0, delta: -.pi / 2)
    #expect(isClose(path.currentPoint, point(50, 40)))
    // A delta of many turns draws one.
    let spiral = CGMutablePath()
    spiral.addRelativeArc(center: center, radius: 10, startAngle: 0, delta: 1e9)
    #expect(spiral.elements.count == 5)
  }

  @Test func arcOnAnOpenPathStartsWithALine() {
    let path = UIBezierPath()
    path.move(to: point(0, 0))
    path.addArc(withCenter: center, radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
    #expect(path.cgPath.elements[1] == .line(to: point(40, 50)))
    // π → 0 clockwise on screen passes through 12 o'clock.
    #expect(isClose(endPoints(path.cgPath)[2], point(50, 40)))
  }

  @Test func tangentArcRoundsACorner() {
    let path = CGMutablePath()
    path.move(to: point(0, 0))
    path.addArc(tangent1End: point(100, 0), tangent2End: point(100, 100), radius: 10)
    path.addLine(to: point(100, 100))
    #expect(path.elements[1] == .line(to: point(90, 0)))
    guard case .curve(let end, let c1, let c2) = path.elements[2] else {
      Issue.record("not a curve")
      return
    }
    #expect(isClose(end, point(100, 10)))
    #expect(isClose(c1, point(90 + 10 * kappa, 0)))
    #expect(isClose(c2, point(100, 10 - 10 * kappa)))
    // Collinear points, or no radius: just the line to the corner.
    let straight = CGMutablePath()
    straight.move(to: .zero)
    straight.addArc(tangent1End: point(10, 0), tangent2End: point(20, 0), radius: 5)
    straight.addArc(tangent1End: point(20, 10), tangent2End: point(30, 10), radius: 0)
    #expect(
      straight.elements == [.move(to: .zero), .line(to: point(10, 0)), .line(to: point(20, 10))])
  }

  @Test func arcsTakeTheirTransform() {
    let path = CGMutablePath()
    path.addArc(
      center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false,
      transform: CGAffineTransform(scaleX: 10, y: 5))
    #expect(isClose(path.currentPoint, point(0, 5)))
    #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5)))
  }
}
