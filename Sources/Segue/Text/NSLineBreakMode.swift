import Foundation

/// How a label fits a line too long for it: on one line (`numberOfLines` 1), that line; on
/// several, lines wrap at words whatever the mode, and the last line the label has room
/// for holds the rest of the text, cut by the mode.
public enum NSLineBreakMode: Int, Sendable {
  /// Cut after the last whole word that fits (the last character that fits when the first
  /// word does not).
  case byWordWrapping = 0
  /// Cut after the last character that fits.
  case byCharWrapping
  /// Cut after the last whole character that fits (UIKit cuts through the glyph at the edge).
  case byClipping
  /// "…" then the line's longest end that fits.
  case byTruncatingHead
  /// The line's longest start that fits, then "…": a label's default.
  case byTruncatingTail
  /// The start and the end around "…", as much of each as fits.
  case byTruncatingMiddle
}
