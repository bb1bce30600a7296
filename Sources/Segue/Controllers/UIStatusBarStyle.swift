import Foundation

/// How the status bar draws its time and battery: `.default` follows the appearance (dark
/// content in light, light content in dark); the others force a color. UIKit's raw values.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  /// White content, for dark backgrounds.
  case lightContent = 1
  /// Black content, for light backgrounds.
  case darkContent = 3
}
