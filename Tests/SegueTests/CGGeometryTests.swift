import Foundation
import Testing

@testable import Segue

/// The CGGeometry calls transition samples make, as they make them.
@Suite struct CGGeometryTests {
  let frame = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test func dividingAFrameIntoASheetAndTheRest() {
    let (sheet, rest) = frame.divided(atDistance: 300, from: .maxYEdge)
    #expect(sheet == CGRect(x: 0, y: 544, width: 390, height: 300))
    #expect(rest == CGRect(x: 0, y: 0, width: 390, height: 544))
  }

  @Test func insetOffsetIntegralStandardized() {
    #expect(frame.insetBy(dx: 16, dy: 20) == CGRect(x: 16, y: 20, width: 358, height: 804))
    #expect(frame.offsetBy(dx: frame.width, dy: 0).minX == 390)
    #expect(
      CGRect(x: 0.4, y: 0.6, width: 10.2, height: 10).integral
        == CGRect(x: 0, y: 0, width: 11, height: 11))
    #expect(
      CGRect(x: 10, y: 10, width: -10, height: -10).standardized
        == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(frame.inset(by: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)).height == 751)
  }

  @Test func pointsAndSizesThroughATransform() {
    let scale = CGAffineTransform(scaleX: 0.5, y: 2)
    #expect(CGPoint(x: 10, y: 10).applying(scale) == CGPoint(x: 5, y: 20))
    #expect(CGSize(width: 10, height: 10).applying(scale) == CGSize(width: 5, height: 20))
  }

  @Test func equalTo() {
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGSize(width: 1, height: 2).equalTo(.zero))
    #expect(frame.equalTo(CGRect(x: 0, y: 0, width: 390, height: 844)))
  }
}
