import Foundation

/// Which points a filled path covers, as Core Graphics spells it.
public enum CGPathFillRule: Int, Sendable {
  /// Non-zero winding: a point is inside when the path winds around it a net non-zero
  /// number of times, so a ring drawn twice in the same direction has no hole.
  case winding
  /// A point is inside when a ray from it crosses the path an odd number of times, so a
  /// ring always has a hole.
  case evenOdd
}
