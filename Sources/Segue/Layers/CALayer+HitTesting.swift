import Foundation

extension CALayer {
  /// The front-most visible layer of this subtree containing `point`, in the superlayer's
  /// coordinates, through 3D transforms; nil when none does. A `CATransformLayer`'s
  /// sublayers are hit through their full 3D transforms composed with its own, nearest
  /// first, as they are drawn; a back face hidden because it is not double-sided is not hit.
  public func hitTest(_ point: CGPoint) -> CALayer? {
    hit(point, mappedBy: planeInSuperlayer, reversedAbove: false)
  }

  /// The hit in this subtree of `point`, given in the coordinates of the plane that
  /// `toPlane` maps this layer's into; `reversedAbove` when the planes above that one
  /// already turn the image over (a back face seen through them faces the viewer again).
  private func hit(
    _ point: CGPoint, mappedBy toPlane: CATransform3D, reversedAbove: Bool
  ) -> CALayer? {
    guard !isHidden, opacity > 0 else { return nil }
    guard !(self is CATransformLayer) else {
      // It has no plane of its own to flatten into: each sublayer keeps its 3D, its
      // transform composed with `toPlane`.
      for (sublayer, transform) in sublayersNearestFirst(mappedBy: toPlane) {
        if let hit = sublayer.hit(point, mappedBy: transform, reversedAbove: reversedAbove) {
          return hit
        }
      }
      return nil
    }
    let mapping = PlaneMapping(toPlane)
    let reversed = reversedAbove != mapping.facesAway
    guard isDoubleSided || !reversed else { return nil }
    guard let local = mapping.inverted()?.apply(point) else { return nil }
    if masksToBounds, !contains(local) { return nil }
    for sublayer in storedSublayers.reversed() {
      if let hit = sublayer.hit(
        local, mappedBy: sublayer.planeInSuperlayer, reversedAbove: reversed)
      {
        return hit
      }
    }
    return contains(local) ? self : nil
  }

  /// This transform layer's sublayers with their planes mapped on by `toPlane`, nearest the
  /// viewer first (the depth of each one's center, as `DisplayList` orders them to draw;
  /// among equals, the later sublayer first).
  private func sublayersNearestFirst(
    mappedBy toPlane: CATransform3D
  ) -> [(CALayer, CATransform3D)] {
    storedSublayers.enumerated().map { order, sublayer in
      let transform = CATransform3DConcat(sublayer.planeInSuperlayer, toPlane)
      return (order, sublayer, transform, transform.depth(ofCenterOf: sublayer.bounds))
    }
    .sorted { $0.3 != $1.3 ? $0.3 > $1.3 : $0.0 > $1.0 }
    .map { ($0.1, $0.2) }
  }

  /// True when `point`, in the layer's coordinates, is inside its bounds.
  public func contains(_ point: CGPoint) -> Bool {
    bounds.contains(point)
  }

  /// `point` in this layer's coordinates, from `layer`'s (from the root's when nil), through
  /// every transform between them, 3D ones included (through a `CATransformLayer`, unflattened);
  /// the point itself when the layers share no tree or it lies behind the eye.
  public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    let root = rootLayer
    let inRoot = layer.flatMap { $0.rootLayer === root ? $0.mapToRoot(point) : nil } ?? point
    return mapFromRoot(inRoot) ?? point
  }

  public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    guard let inRoot = mapToRoot(point) else { return point }
    guard let layer else { return inRoot }
    guard layer.rootLayer === rootLayer else { return point }
    return layer.mapFromRoot(inRoot) ?? point
  }

  private var rootLayer: CALayer {
    var layer = self
    while let parent = layer.superlayer { layer = parent }
    return layer
  }

  /// The layer this one is flattened into and its plane there: its superlayer, or past
  /// `CATransformLayer`s (which keep their sublayers' 3D) the first ancestor that is not
  /// one, with their transforms composed; nil at the root.
  private var flatteningPlane: (CATransform3D, CALayer)? {
    guard var parent = superlayer else { return nil }
    var transform = planeInSuperlayer
    while parent is CATransformLayer, let next = parent.superlayer {
      transform = CATransform3DConcat(transform, parent.planeInSuperlayer)
      parent = next
    }
    return (transform, parent)
  }

  private func mapToRoot(_ point: CGPoint) -> CGPoint? {
    var current: CGPoint? = point
    var layer = self
    while let (transform, parent) = layer.flatteningPlane, let p = current {
      current = PlaneMapping(transform).apply(p)
      layer = parent
    }
    return current
  }

  private func mapFromRoot(_ point: CGPoint) -> CGPoint? {
    guard let (transform, parent) = flatteningPlane else { return point }
    return parent.mapFromRoot(point).flatMap { PlaneMapping(transform).inverted()?.apply($0) }
  }
}
