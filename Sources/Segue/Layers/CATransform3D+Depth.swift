import Foundation

extension CATransform3D {
  /// The depth (z after the perspective divide; larger is nearer the viewer) of the center
  /// of `bounds` under this transform; far behind for a center behind the eye. It orders a
  /// `CATransformLayer`'s sublayers: far to near to draw them, near first to hit them.
  func depth(ofCenterOf bounds: CGRect) -> CGFloat {
    let (x, y) = (bounds.midX, bounds.midY)
    let z = x * m13 + y * m23 + m43
    let w = x * m14 + y * m24 + m44
    guard w > 0, z.isFinite, w.isFinite else { return -.infinity }
    return z / w
  }
}
