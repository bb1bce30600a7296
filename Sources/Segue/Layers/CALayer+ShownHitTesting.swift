import Foundation

extension CALayer {
  /// A Segue extra for view debuggers: the front-most visible layer of this subtree under
  /// `point` (in this layer's own bounds coordinates) as the layers show now — their
  /// presentation values, so a click on a transition paused mid-flight finds what is drawn
  /// there, not where the animation will end. Like `hitTest(_:)`, 3D transforms included;
  /// nil when no layer is there.
  public func shownLayer(at point: CGPoint) -> CALayer? {
    shownLayer(at: point, shown: presentationState())
  }

  private func shownLayer(at point: CGPoint, shown: LayerPresentation) -> CALayer? {
    guard !isHidden, shown.opacity > 0 else { return nil }
    if masksToBounds, !shown.bounds.contains(point) { return nil }
    for sublayer in sublayersBackToFront.reversed() {
      let sublayerShown = sublayer.presentationState()
      let plane = sublayerShown.plane(
        anchorZ: sublayer.anchorPointZ, parentAnchor: shown.anchor,
        parentSublayerTransform: shown.sublayerTransform)
      guard let local = PlaneMapping(plane).inverted()?.apply(point) else { continue }
      if let hit = sublayer.shownLayer(at: local, shown: sublayerShown) { return hit }
    }
    return shown.bounds.contains(point) ? self : nil
  }
}
