import Foundation

extension CALayer {
  /// The front-most visible layer of this subtree containing `point`, in the superlayer's
  /// coordinates, through 3D transforms; nil when none does.
  public func hitTest(_ point: CGPoint) -> CALayer? {
    guard !isHidden, opacity > 0,
      let local = PlaneMapping(planeInSuperlayer).inverted()?.apply(point)
    else { return nil }
    if masksToBounds, !contains(local) { return nil }
    for sublayer in storedSublayers.reversed() {
      if let hit = sublayer.hitTest(local) { return hit }
    }
    return contains(local) ? self : nil
  }

  /// True when `point`, in the layer's coordinates, is inside its bounds.
  public func contains(_ point: CGPoint) -> Bool {
    bounds.contains(point)
  }

  /// `point` in this layer's coordinates, from `layer`'s (from the root's when nil), through
  /// every transform between them, 3D ones included; the point itself when the layers share
  /// no tree or it lies behind the eye.
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

  private func mapToRoot(_ point: CGPoint) -> CGPoint? {
    var current: CGPoint? = point
    var layer = self
    while let parent = layer.superlayer, let p = current {
      current = PlaneMapping(layer.planeInSuperlayer).apply(p)
      layer = parent
    }
    return current
  }

  private func mapFromRoot(_ point: CGPoint) -> CGPoint? {
    guard let parent = superlayer else { return point }
    return parent.mapFromRoot(point).flatMap {
      PlaneMapping(planeInSuperlayer).inverted()?.apply($0)
    }
  }
}
