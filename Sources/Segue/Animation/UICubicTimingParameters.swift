import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1); ease-in-out by default, as in UIKit.
///
///     let animator = UIViewPropertyAnimator(
///       duration: 0.4, timingParameters: UICubicTimingParameters(animationCurve: .easeOut))
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
  // Immutable after init, which is what makes the unchecked Sendable sound.
  public let animationCurve: UIView.AnimationCurve
  /// The first control point; x is clamped to 0…1.
  public let controlPoint1: CGPoint
  /// The second control point; x is clamped to 0…1.
  public let controlPoint2: CGPoint
  let bezier: CubicBezier

  public override convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    bezier = curve.bezier
    controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
    controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
    super.init()
  }

  /// A custom curve. UIKit reports `.easeInOut` as its `animationCurve`, and so does Segue.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    if !(0...1).contains(point1.x) || !(0...1).contains(point2.x) {
      Diagnostics.warn("cubic timing control point x outside 0…1; clamped")
    }
    animationCurve = .easeInOut
    bezier = CubicBezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
    controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
    controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
    super.init()
  }

  public var timingCurveType: UITimingCurveType { .cubic }
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }
}
