import Foundation

extension UIScrollView {
  /// The fraction of its velocity a glide keeps each millisecond.
  public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// 0.998 per millisecond: a fling of 1,000 pt/s glides 499 points (UIKit's default).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99 per millisecond: a fling of 1,000 pt/s glides 99 points.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}
