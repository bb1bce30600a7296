import Foundation

/// Core Animation's timing functions: cubic Béziers from (0, 0) to (1, 1), named or given by
/// their two control points. Core Animation's animations (`CAAnimation.timingFunction`,
/// `CAKeyframeAnimation.timingFunctions`, `CATransaction.setAnimationTimingFunction`) and
/// POP's basic animations take one.
///
///     fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
///     fade.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)
public final class CAMediaTimingFunction: Sendable {
  public struct Name: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = Name(rawValue: "linear")
    public static let easeIn = Name(rawValue: "easeIn")
    public static let easeOut = Name(rawValue: "easeOut")
    public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
    /// (0.25, 0.1), (0.25, 1): Core Animation's default.
    public static let `default` = Name(rawValue: "default")
  }

  let bezier: CubicBezier

  /// An unknown name reads as `.default`, with a warning.
  public init(name: Name) {
    switch name {
    case .linear: bezier = .linear
    case .easeIn: bezier = .easeIn
    case .easeOut: bezier = .easeOut
    case .easeInEaseOut: bezier = .easeInOut
    case .default: bezier = .default
    default:
      Diagnostics.warn("unknown timing function \(name.rawValue); using default")
      bezier = .default
    }
  }

  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    bezier = CubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
  }

  /// Writes control point `index` (0: (0, 0), 1 and 2: the given ones, 3: (1, 1)) as two
  /// floats, x then y, to `values`. An index outside 0…3 writes nothing, with a warning.
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let points = [(0.0, 0.0), (bezier.x1, bezier.y1), (bezier.x2, bezier.y2), (1.0, 1.0)]
    guard points.indices.contains(index) else {
      return Diagnostics.warn("CAMediaTimingFunction.getControlPoint(at: \(index)): 0…3 expected")
    }
    values[0] = Float(points[index].0)
    values[1] = Float(points[index].1)
  }
}

/// The name type, as Core Animation's Swift overlay spells it.
public typealias CAMediaTimingFunctionName = CAMediaTimingFunction.Name
