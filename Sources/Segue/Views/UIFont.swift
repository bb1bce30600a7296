import Foundation

/// A font: Segue ships one family (DejaVu Sans) in regular and bold.
public struct UIFont: Equatable, Hashable, Sendable {
  public struct Weight: Equatable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
  }

  /// Size in points.
  public var pointSize: CGFloat
  public var weight: Weight

  /// Semibold and heavier draw with the bold face.
  public var isBold: Bool { weight.rawValue >= Weight.semibold.rawValue }

  public init(pointSize: CGFloat, weight: Weight = .regular) {
    self.pointSize = pointSize
    self.weight = weight
  }

  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: size, weight: weight)
  }

  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(pointSize: size, weight: .bold)
  }

  public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight) }
}
