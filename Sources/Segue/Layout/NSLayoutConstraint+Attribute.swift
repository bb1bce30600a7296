import Foundation

extension NSLayoutConstraint {
  /// The part of an item's alignment rectangle a constraint relates. Segue lays out left to
  /// right: leading is left, trailing is right. Baselines are approximations: a label's
  /// first baseline sits one ascent (0.93 em of DejaVu Sans) below its text's top, its last
  /// baseline one descent (0.24 em) above the bottom; other views use their bottom edge,
  /// as UIKit does for views without text.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline = 12
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0

    public static let baseline = Attribute.lastBaseline

    /// The same edge of the item's layout margins, for the `…Margin` attributes.
    var withoutMargins: Attribute? {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    }

    var isHorizontal: Bool {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        true
      default: false
      }
    }
  }
}
