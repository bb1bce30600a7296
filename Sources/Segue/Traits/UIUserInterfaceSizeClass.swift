import Foundation

/// How much room an interface has along one axis, as size classes describe it: compact
/// (a phone's width, a landscape phone's height) or regular (a pad).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}
