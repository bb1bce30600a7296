import Foundation

/// Light or dark appearance (`traitCollection.userInterfaceStyle`); `.unspecified` follows
/// the environment (`overrideUserInterfaceStyle`'s default).
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}
