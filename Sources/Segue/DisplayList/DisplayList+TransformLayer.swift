import Foundation

extension DisplayList {
  /// Draws the sublayers of `layer`, a `CATransformLayer` whose plane maps into the list by
  /// `toList` (3D: its z is kept), each through its own full 3D transform (its plane in
  /// `layer`, then `toList`), far to near; nested transform layers likewise.
  @MainActor
  mutating func appendTransformLayer(
    _ layer: CALayer, shown: LayerPresentation, toList: CATransform3D, opacity: CGFloat
  ) {
    guard !layer.isHidden, shown.opacity > 0, opacity > 0 else { return }
    layer.hasBeenPresented = true
    let drawOpacity = opacity * shown.opacity
    // (depth, order, layer, its presentation, its transform to the list).
    var sublayers: [(CGFloat, Int, CALayer, LayerPresentation, CATransform3D)] = []
    for (order, sublayer) in layer.storedSublayers.enumerated() {
      let sublayerShown = sublayer.presentationState()
      let plane = sublayerShown.plane(
        anchorZ: sublayer.anchorPointZ, parentAnchor: shown.anchor,
        parentSublayerTransform: shown.sublayerTransform)
      let transform = CATransform3DConcat(plane, toList)
      sublayers.append(
        (
          Self.depth(of: sublayerShown.bounds, by: transform), order, sublayer, sublayerShown,
          transform
        ))
    }
    sublayers.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    for (_, _, sublayer, sublayerShown, transform) in sublayers {
      if sublayer is CATransformLayer {
        appendTransformLayer(
          sublayer, shown: sublayerShown, toList: transform, opacity: drawOpacity)
      } else {
        appendPlane(sublayer, shown: sublayerShown, toList: transform, opacity: drawOpacity)
      }
    }
  }

  /// The depth (z after the perspective divide; larger is nearer the viewer) of the center
  /// of `bounds` under `transform`; far behind for a center behind the eye.
  private static func depth(of bounds: CGRect, by t: CATransform3D) -> CGFloat {
    let (x, y) = (bounds.midX, bounds.midY)
    let z = x * t.m13 + y * t.m23 + t.m43
    let w = x * t.m14 + y * t.m24 + t.m44
    guard w > 0, z.isFinite, w.isFinite else { return -.infinity }
    return z / w
  }
}
