import Foundation

/// Which corners `cornerRadius` rounds (`CALayer.maskedCorners`); all four by default. The
/// names are Core Animation's, in its y-up terms: on the y-down screen "min Y" is the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Top left on screen.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// Top right on screen.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// Bottom left on screen.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// Bottom right on screen.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

  static let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

/// The shape of rounded corners: `.circular` quarter circles, or `.continuous`, which
/// starts the curve earlier along each edge and eases into it (iOS's app-icon shape).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
