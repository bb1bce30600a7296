import Foundation

extension UIFont {
  /// DejaVu Sans' ascent, descent and line height, in ems (its 2048-unit metrics).
  static let ascent = 1901.0 / 2048
  static let descent = 483.0 / 2048
  static let lineHeight = ascent + descent
  /// The model measures no glyphs (the renderer does): text is estimated at 0.55 em per
  /// character, DejaVu Sans' mean advance over lowercase letters and spaces.
  static let averageAdvance = 0.55

  /// The estimated width of `line` in this font, points.
  func estimatedWidth(of line: some StringProtocol) -> CGFloat {
    CGFloat(Double(line.count) * Self.averageAdvance * Double(pointSize))
  }

  /// The height of `count` lines in this font, points (at least one line).
  func height(ofLines count: Int) -> CGFloat {
    CGFloat(Double(max(count, 1)) * Self.lineHeight * Double(pointSize))
  }
}
