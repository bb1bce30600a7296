import Foundation

/// How a label fits a line too long for it. On one line (`numberOfLines` 1) the wrapping
/// modes cut the line without an ellipsis, as clipping does; on several, lines wrap at
/// words whatever the mode.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
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
