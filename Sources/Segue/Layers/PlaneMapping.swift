import Foundation

/// How a layer's z = 0 plane lands in its superlayer's plane: the 3×3 homography of a
/// `CATransform3D` (its x, y and w columns), with its inverse for hit testing. Points
/// behind the eye (w ≤ 0) have no image. The renderer warps 3D layers' planes with it.
public struct PlaneMapping: Sendable {
  /// Row-vector form: [x y 1] · m = [X Y W].
  private var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

  public init(_ t: CATransform3D) {
    m = (
      Double(t.m11), Double(t.m12), Double(t.m14), Double(t.m21), Double(t.m22), Double(t.m24),
      Double(t.m41), Double(t.m42), Double(t.m44)
    )
  }

  private init(
    _ m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)
  ) {
    self.m = m
  }

  /// The matrix, row by row: x's row (m11, m12, m14), y's (m21, m22, m24), then the
  /// translation's (m41, m42, m44). A renderer evaluating the mapping per pixel reads it.
  public var elements: (Double, Double, Double, Double, Double, Double, Double, Double, Double) {
    m
  }

  public func apply(_ point: CGPoint) -> CGPoint? {
    let (x, y) = (Double(point.x), Double(point.y))
    let w = x * m.2 + y * m.5 + m.8
    guard w > 1e-12 else { return nil }
    return CGPoint(x: (x * m.0 + y * m.3 + m.6) / w, y: (x * m.1 + y * m.4 + m.7) / w)
  }

  /// Negative when the mapping reverses the plane's orientation; zero seen edge-on.
  var determinant: Double {
    let (a, b, c, d, e, f, g, h, i) = m
    return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
  }

  /// True when the plane's front faces away from the viewer: its image is reversed.
  var facesAway: Bool { determinant < 0 }

  /// The inverse mapping; nil when the plane is seen edge-on (singular).
  public func inverted() -> PlaneMapping? {
    let (a, b, c, d, e, f, g, h, i) = m
    let determinant = determinant
    guard abs(determinant) > 1e-12 else { return nil }
    let k = 1 / determinant
    return PlaneMapping(
      (
        (e * i - f * h) * k, (c * h - b * i) * k, (b * f - c * e) * k,
        (f * g - d * i) * k, (a * i - c * g) * k, (c * d - a * f) * k,
        (d * h - e * g) * k, (b * g - a * h) * k, (a * e - b * d) * k
      ))
  }
}

extension CALayer {
  /// The model plane of this layer in its superlayer's: its own transform about its anchor
  /// at `position`, then the superlayer's `sublayerTransform` about the superlayer's anchor.
  @MainActor
  var planeInSuperlayer: CATransform3D {
    let parentAnchor = superlayer.map {
      CGPoint(
        x: $0.bounds.minX + $0.anchorPoint.x * $0.bounds.width,
        y: $0.bounds.minY + $0.anchorPoint.y * $0.bounds.height)
    }
    return modelPresentation().plane(
      anchorZ: anchorPointZ, parentAnchor: parentAnchor ?? .zero,
      parentSublayerTransform: superlayer?.sublayerTransform ?? CATransform3DIdentity)
  }

  /// True when the layer's plane meets its superlayer's with perspective or out of the
  /// plane, so affine geometry does not describe it.
  @MainActor
  var isProjected: Bool {
    nonAffineTransform != nil
      || superlayer.map { !CATransform3DIsIdentity($0.sublayerTransform) }
        == true
  }
}
