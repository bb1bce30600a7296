import Foundation

/// A CSS/Core Animation timing curve from (0, 0) to (1, 1) through two control points,
/// solved for y at a given x (time fraction) to about 1e-14.
struct CubicBezier: Equatable, Sendable {
  static let linear = CubicBezier(0, 0, 1, 1)
  static let easeIn = CubicBezier(0.42, 0, 1, 1)
  static let easeOut = CubicBezier(0, 0, 0.58, 1)
  static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
  /// kCAMediaTimingFunctionDefault, POPBasicAnimation's default.
  static let `default` = CubicBezier(0.25, 0.1, 0.25, 1)

  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  // Power-basis coefficients: B(t) = ((a t + b) t + c) t.
  private let ax: Double, bx: Double, cx: Double
  private let ay: Double, by: Double, cy: Double

  /// `x1` and `x2` are clamped to 0…1 so that x is monotonic and the curve a function.
  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = min(max(x1.isNaN ? 0 : x1, 0), 1)
    self.x2 = min(max(x2.isNaN ? 1 : x2, 0), 1)
    self.y1 = y1.isFinite ? y1 : 0
    self.y2 = y2.isFinite ? y2 : 1
    cx = 3 * self.x1
    bx = 3 * (self.x2 - self.x1) - cx
    ax = 1 - cx - bx
    cy = 3 * self.y1
    by = 3 * (self.y2 - self.y1) - cy
    ay = 1 - cy - by
  }

  static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// y for time fraction `x`; exactly 0 at or before 0 and 1 at or after 1.
  func value(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    let t = parameter(for: x)
    return ((ay * t + by) * t + cy) * t
  }

  /// The curve parameter whose x is `x`: Newton's method from x, then bisection, which
  /// always converges because x(t) is monotonic on 0…1.
  private func parameter(for x: Double) -> Double {
    let tolerance = 1e-14
    var t = x
    for _ in 0..<8 {
      let error = ((ax * t + bx) * t + cx) * t - x
      if abs(error) < tolerance { return t }
      let slope = (3 * ax * t + 2 * bx) * t + cx
      guard abs(slope) > 1e-9 else { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<100 {
      let current = ((ax * t + bx) * t + cx) * t
      if abs(current - x) < tolerance { return t }
      if current < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
