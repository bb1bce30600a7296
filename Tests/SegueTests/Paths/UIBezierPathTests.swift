import Foundation
import Testing

@testable import Segue

@Suite("UIBezierPath")
struct UIBezierPathTests {
  @Test func defaultsMatchUIKit() {
    let path = UIBezierPath()
    #expect(path.isEmpty)
    #expect(path.currentPoint == .zero)
    #expect(path.lineWidth == 1)
    #expect(path.lineCapStyle == .butt)
    #expect(path.lineJoinStyle == .miter)
    #expect(path.miterLimit == 10)
    #expect(path.flatness == 0.6)
    #expect(!path.usesEvenOddFillRule)
  }

  @Test func rectAndOvalMatchCoreGraphics() {
    let rect = CGRect(x: 5, y: 6, width: 70, height: 80)
    #expect(UIBezierPath(rect: rect).cgPath == CGPath(rect: rect, transform: nil))
    #expect(UIBezierPath(ovalIn: rect).cgPath == CGPath(ellipseIn: rect, transform: nil))
  }

  @Test func roundedRectClampsTheRadiusToHalfTheShorterSide() {
    let square = CGRect(x: 0, y: 0, width: 40, height: 40)
    let pill = UIBezierPath(roundedRect: square, cornerRadius: 100)
    #expect(
      pill.cgPath == CGPath(roundedRect: square, cornerWidth: 20, cornerHeight: 20, transform: nil))
    // At half the side the straight edges vanish: four quarter arcs, a circle.
    #expect(pill.cgPath.elements.count == 6)
    #expect(!pill.contains(point(2, 2)))
    #expect(pill.contains(point(20, 2)))
    #expect(
      UIBezierPath(roundedRect: square, cornerRadius: -3).cgPath
        == CGPath(rect: square, transform: nil))
  }

  @Test func topRoundedCardMask() {
    // A bottom sheet's top-only rounded corners, in the idiom sheet and card code uses to
    // mask a view (not a port of one library: no MIT transition library with it was checked):
    //   UIBezierPath(roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight],
    //                cornerRadii: CGSize(width: 12, height: 12))
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 600)
    let mask = UIBezierPath(
      roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: CGSize(width: 12, height: 12))
    let k = 12 * kappa
    #expect(
      mask.cgPath.elements == [
        .move(to: point(12, 0)), .line(to: point(378, 0)),
        .curve(to: point(390, 12), control1: point(378 + k, 0), control2: point(390, 12 - k)),
        .line(to: point(390, 600)), .line(to: point(0, 600)), .line(to: point(0, 12)),
        .curve(to: point(12, 0), control1: point(0, 12 - k), control2: point(12 - k, 0)),
        .closeSubpath,
      ])
    #expect(!mask.contains(point(1, 1)))
    #expect(mask.contains(point(1, 599)))
  }

  @Test func cornerRadiiUseTheWidthAsUIKitDoes() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let mixed = UIBezierPath(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 10, height: 30))
    #expect(mixed.cgPath == UIBezierPath(roundedRect: rect, cornerRadius: 10).cgPath)
    let none = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [], cornerRadii: CGSize(width: 10, height: 10))
    #expect(none.cgPath == UIBezierPath(rect: rect).cgPath)
  }

  @Test func bubbleTransitionCircleCoversTheScreen() {
    // BubbleTransition (MIT, Andrea Mazzini) sizes its bubble so that, centred on the
    // button, it covers every corner of the presented view.
    func frameForBubble(_ originalCenter: CGPoint, size originalSize: CGSize, start: CGPoint)
      -> CGRect
    {
      let lengthX = fmax(start.x, originalSize.width - start.x)
      let lengthY = fmax(start.y, originalSize.height - start.y)
      let offset = sqrt(lengthX * lengthX + lengthY * lengthY) * 2
      let size = CGSize(width: offset, height: offset)
      return CGRect(origin: CGPoint.zero, size: size)
    }
    let screen = CGSize(width: 390, height: 844)
    let button = point(330, 780)
    var frame = frameForBubble(.zero, size: screen, start: button)
    frame.origin = point(button.x - frame.width / 2, button.y - frame.height / 2)
    let bubble = UIBezierPath(ovalIn: frame)
    let start = UIBezierPath(
      ovalIn: CGRect(x: button.x - 22, y: button.y - 22, width: 44, height: 44))
    for corner in [point(0, 0), point(390, 0), point(0, 844), point(390, 844)] {
      #expect(bubble.contains(corner))
      #expect(!start.contains(corner))
    }
    #expect(isClose(bubble.cgPath.boundingBoxOfPath, frame, within: 1e-6))
  }

  @Test func appendApplyAndCurrentPoint() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let dot = UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 4, height: 4))
    path.append(dot)
    #expect(path.cgPath.elements.count == 5 + 6)
    #expect(path.currentPoint == point(24, 2))
    path.apply(CGAffineTransform(translationX: 0, y: 100).scaledBy(x: 2, y: 2))
    #expect(path.cgPath.elements.first == .move(to: point(0, 100)))
    #expect(path.bounds == CGRect(x: 0, y: 100, width: 48, height: 20))
    path.removeAllPoints()
    #expect(path.isEmpty)
  }

  @Test func reversingRunsTheOtherWayFromTheSameStart() {
    let open = UIBezierPath()
    open.move(to: point(0, 0))
    open.addLine(to: point(10, 0))
    open.addQuadCurve(to: point(10, 10), controlPoint: point(15, 5))
    open.addCurve(to: point(0, 10), controlPoint1: point(8, 15), controlPoint2: point(2, 15))
    #expect(
      open.reversing().cgPath.elements == [
        .move(to: point(0, 10)),
        .curve(to: point(10, 10), control1: point(2, 15), control2: point(8, 15)),
        .quadCurve(to: point(10, 0), control: point(15, 5)),
        .line(to: point(0, 0)),
      ])
    let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(
      square.reversing().cgPath.elements == [
        .move(to: point(0, 0)), .line(to: point(0, 1)), .line(to: point(1, 1)),
        .line(to: point(1, 0)), .line(to: point(0, 0)), .closeSubpath,
      ])
    let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    let backwards = circle.reversing()
    #expect(backwards.cgPath.elements.first == .move(to: point(10, 5)))
    #expect(endPoints(backwards.cgPath)[1] == point(5, 0))
    #expect(backwards.reversing().cgPath == circle.cgPath)
  }

  @Test func containsFollowsTheFillRule() {
    let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    ring.append(UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 40, height: 40)))
    #expect(ring.contains(point(50, 50)))
    ring.usesEvenOddFillRule = true
    #expect(!ring.contains(point(50, 50)))
    #expect(ring.contains(point(5, 50)))
  }

  @Test func cgPathRoundTripsAsACopy() {
    let source = CGMutablePath()
    source.addRect(CGRect(x: 0, y: 0, width: 3, height: 3))
    let path = UIBezierPath(cgPath: source)
    source.addLine(to: point(9, 9))
    #expect(path.cgPath.elements.count == 5)
    path.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
    #expect(path.cgPath.elements.count == 6)
    let snapshot = path.cgPath
    path.addLine(to: point(7, 7))
    #expect(snapshot.elements.count == 6)
  }

  @Test func lineDashRoundTrips() {
    let path = UIBezierPath()
    path.setLineDash([6, 3, 1], count: 3, phase: 2)
    var count = 0
    var phase: CGFloat = 0
    path.getLineDash(nil, count: &count, phase: &phase)
    #expect(count == 3)
    #expect(phase == 2)
    var pattern = [CGFloat](repeating: 0, count: count)
    path.getLineDash(&pattern, count: nil, phase: nil)
    #expect(pattern == [6, 3, 1])
    path.setLineDash(nil, count: 0, phase: 0)
    path.getLineDash(nil, count: &count, phase: nil)
    #expect(count == 0)
  }

  @Test func copyTakesTheStrokeSettings() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
    path.lineWidth = 4
    path.lineCapStyle = .round
    path.setLineDash([2, 2], count: 2, phase: 1)
    let copy = path.copy() as! UIBezierPath
    path.addLine(to: point(5, 5))
    #expect(copy.lineWidth == 4)
    #expect(copy.lineCapStyle == .round)
    #expect(copy.cgPath.elements.count == 5)
    var count = 0
    copy.getLineDash(nil, count: &count, phase: nil)
    #expect(count == 2)
  }

  @Test @MainActor func badInputIsIgnoredWithAWarningNamingTheCall() {
    let (path, warnings) = capturingWarnings { () -> UIBezierPath in
      let path = UIBezierPath()
      path.addLine(to: point(1, 1))
      path.move(to: point(0, .nan))
      path.move(to: point(0, 0))
      path.addCurve(to: point(1, 1), controlPoint1: point(.infinity, 0), controlPoint2: .zero)
      path.addArc(withCenter: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
      path.apply(CGAffineTransform(scaleX: .nan, y: 1))
      path.setLineDash([1, -1], count: 2, phase: 0)
      _ = UIBezierPath(roundedRect: .zero, cornerRadius: .infinity)
      return path
    }
    #expect(path.cgPath.elements == [.move(to: .zero)])
    #expect(warnings.count == 7)
    #expect(warnings[0].hasPrefix("UIBezierPath.addLine(to:)"))
    #expect(warnings[4].hasPrefix("UIBezierPath.apply(_:)"))
    #expect(warnings[6].hasPrefix("UIBezierPath(roundedRect:cornerRadius:)"))
  }
}
