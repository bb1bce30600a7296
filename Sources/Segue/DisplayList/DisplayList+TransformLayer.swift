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
          transform.depth(ofCenterOf: sublayerShown.bounds), order, sublayer, sublayerShown,
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
}
