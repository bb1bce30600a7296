import Foundation

extension CGPath {
  /// Whether `point`, mapped through `transform` first, lies inside the path filled with
  /// `rule` (open subpaths count as closed), as Core Graphics' `contains(_:using:transform:)`.
  /// Curves are followed to within 0.1 point; a NaN or infinite point or transform is never
  /// inside (with a warning).
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    guard
      acceptsPathInput(
        point.isFinite && transform.isFinite, in: "CGPath.contains(_:using:transform:)")
    else { return false }
    return PathPolygons(self, tolerance: 0.1).contains(point.applying(transform), using: rule)
  }
}
