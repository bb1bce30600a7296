import Foundation

// CoreGraphics' `equalTo(_:)` (the Swift names of CGPointEqualToPoint and friends), which
// ported Objective-C-era samples call; Foundation on Linux has the rest of CGGeometry
// (`insetBy`, `offsetBy`, `integral`, `standardized`, `divided(atDistance:from:)` with
// `CGRectEdge`, `union`, `intersection`).
extension CGPoint {
  public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
  public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
  public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}
