import Foundation

/// Insets named by reading direction, in points. Segue lays out left to right only, so
/// leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  public static let zero = NSDirectionalEdgeInsets()
}
