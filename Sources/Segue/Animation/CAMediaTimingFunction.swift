import Foundation

/// Core Animation's named timing functions, as cubic Béziers; POP's basic animations take
/// one (`POPBasicAnimation.timingFunction`).
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
}
