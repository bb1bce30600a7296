import Foundation

/// Which corners of a rectangle `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// rounds, as UIKit spells it.
///
///     UIBezierPath(roundedRect: card.bounds, byRoundingCorners: [.topLeft, .topRight],
///                  cornerRadii: CGSize(width: 16, height: 16))
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every bit set, as in UIKit.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}
