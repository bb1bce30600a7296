import Foundation

/// One step of a path, as the renderer executes it: Segue's own plain name for what Core
/// Graphics hands out as `CGPathElement`. Coordinates are in points, in the path's own space.
///
/// A segment that follows `closeSubpath` without a `move` starts at the closed subpath's
/// first point, as in Core Graphics and cairo.
public enum PathElement: Equatable, Sendable {
  case move(to: CGPoint)
  case line(to: CGPoint)
  case quadCurve(to: CGPoint, control: CGPoint)
  case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
  case closeSubpath

  /// The element with every point mapped through `t` (exact for Béziers: they are affine
  /// invariant).
  func applying(_ t: CGAffineTransform) -> PathElement {
    switch self {
    case .move(let to): .move(to: to.applying(t))
    case .line(let to): .line(to: to.applying(t))
    case .quadCurve(let to, let control):
      .quadCurve(to: to.applying(t), control: control.applying(t))
    case .curve(let to, let control1, let control2):
      .curve(to: to.applying(t), control1: control1.applying(t), control2: control2.applying(t))
    case .closeSubpath: .closeSubpath
    }
  }
}
