import Foundation

extension CALayer {
  /// The hit in this subtree of `point`, given in the coordinates of the plane that
  /// `toPlane` maps this layer's into; `reversedAbove` when the planes above that one
  /// already turn the image over (a back face seen through them faces the viewer again).
  /// A `CATransformLayer`'s sublayers, and a subtree seen through a plane turned over, are
  /// hit by this walk; other sublayers by their own `hitTest(_:)`, front-most (by
  /// `zPosition`, then order) first.
  func hit(
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
    for sublayer in sublayersBackToFront.reversed() {
      let hit =
        reversed
        ? sublayer.hit(local, mappedBy: sublayer.planeInSuperlayer, reversedAbove: true)
        : sublayer.hitTest(local)
      if let hit { return hit }
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

  /// `point` in this layer's coordinates, from `layer`'s (from the root's when nil), through
  /// every transform between them, 3D ones included (through a `CATransformLayer`,
  /// unflattened). Layers in two trees convert through each root's own place in the space
  /// the roots share (a layer with no superlayer is a root); the point itself when it lies
  /// behind the eye.
  public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    guard let layer, layer.rootLayer !== rootLayer else {
      guard let inRoot = layer.map({ $0.mapToRoot(point) }) ?? point else { return point }
      return mapFromRoot(inRoot) ?? point
    }
    return layer.mapToRootsSpace(point).flatMap(mapFromRootsSpace) ?? point
  }

  public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    guard let layer else { return mapToRoot(point) ?? point }
    return layer.convert(point, from: self)
  }

  /// `rect` in this layer's coordinates, from `layer`'s: the box of its corners converted.
  public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    Self.box(of: rect) { convert($0, from: layer) }
  }

  /// `rect`, in this layer's coordinates, in `layer`'s: the box of its corners converted.
  public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
    Self.box(of: rect) { convert($0, to: layer) }
  }

  /// The box of `rect`'s four corners mapped by `map`; a null rect stays null.
  private static func box(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    guard !rect.isNull else { return rect }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// `point` in the space this layer's root sits in: through the root's own transform
  /// about its anchor, at its position.
  private func mapToRootsSpace(_ point: CGPoint) -> CGPoint? {
    mapToRoot(point).flatMap { PlaneMapping(rootLayer.planeInSuperlayer).apply($0) }
  }

  private func mapFromRootsSpace(_ point: CGPoint) -> CGPoint? {
    PlaneMapping(rootLayer.planeInSuperlayer).inverted()?.apply(point).flatMap(mapFromRoot)
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
