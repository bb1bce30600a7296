import Foundation

/// Scales fonts and values for the user's text size. Segue has one text size, the default
/// ("Large"), at which UIKit scales nothing: every font and value comes back as given, so
/// code written for Dynamic Type lays out as on a device at the default size.
public struct UIFontMetrics: Sendable {
  /// The text style whose curve this follows (not read: nothing scales).
  public let textStyle: UIFont.TextStyle

  /// The body style's metrics.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// `font`, at the default text size.
  public func scaledFont(for font: UIFont) -> UIFont { font }

  /// `font`, at most `maximumPointSize` points (0: no limit).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    maximumPointSize > 0 && font.pointSize > maximumPointSize
      ? font.withSize(maximumPointSize) : font
  }

  /// `font`; the traits are not read.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { font }

  /// `value`, at the default text size.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// `value`; the traits are not read.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  { value }
}
