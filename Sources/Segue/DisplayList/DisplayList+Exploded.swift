import Foundation

/// A Segue extra for view debuggers (as Xcode's view debugger and Hero's debug plugin show
/// a window): the layer tree drawn exploded in 3D, each layer alone on its own plane.
extension DisplayList {
  /// How an exploded tree is seen.
  public struct ExplodedView: Equatable, Sendable {
    /// Radians about the vertical axis (positive turns the right side away) and about the
    /// horizontal axis (positive tips the top away); each kept within ±80° by the drawing.
    public var yaw: CGFloat
    public var pitch: CGFloat
    /// Points between a layer's plane and its sublayers' (100 by default).
    public var spacing: CGFloat
    /// The layer drawn with a highlighted outline (a debugger's selection); nil for none.
    public var highlighted: ObjectIdentifier?

    public init(
      yaw: CGFloat = 0.7, pitch: CGFloat = 0.2, spacing: CGFloat = 100,
      highlighted: ObjectIdentifier? = nil
    ) {
      self.yaw = yaw
      self.pitch = pitch
      self.spacing = spacing
      self.highlighted = highlighted
    }
  }

  /// Lays out `root`'s tree and draws it after what is already here, exploded, within
  /// `area` (points, in the list): every visible layer as it shows now (presentation values,
  /// so a transition paused mid-flight explodes as it stands), without its sublayers, on a
  /// plane `depth × spacing` points in front of the root's (the middle depth at the
  /// area's plane), turned by `view`'s angles about
  /// the area's centre in perspective, with a thin outline so empty containers show.
  /// Planes are drawn back to front by depth.
  @MainActor
  public mutating func appendExploded(_ root: UIView, in area: CGRect, view: ExplodedView) {
    root.layoutIfNeeded()
    let shown = root.layer.presentationState()
    var planes: [(layer: CALayer, shown: LayerPresentation, toRoot: CATransform3D, depth: Int)] =
      []
    collectPlanes(
      root.layer, shown: shown,
      toRoot: CATransform3DMakeTranslation(-shown.bounds.minX, -shown.bounds.minY, 0), depth: 0,
      into: &planes)
    let limit = CGFloat.pi * 80 / 180
    let yaw = min(max(view.yaw.isFinite ? view.yaw : 0, -limit), limit)
    let pitch = min(max(view.pitch.isFinite ? view.pitch : 0, -limit), limit)
    let centre = CGPoint(x: shown.bounds.width / 2, y: shown.bounds.height / 2)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / max(3 * max(area.width, area.height), 1)
    // Fits the turned tree into the area, whose size may differ from the root's, with room
    // for the planes the turn brings nearer.
    let fit =
      min(area.width / max(shown.bounds.width, 1), area.height / max(shown.bounds.height, 1)) * 0.6
    let camera = [
      CATransform3DMakeTranslation(-centre.x, -centre.y, 0),
      CATransform3DMakeScale(fit, fit, fit),
      CATransform3DMakeRotation(yaw, 0, 1, 0),
      CATransform3DMakeRotation(pitch, 1, 0, 0),
      perspective,
      CATransform3DMakeTranslation(area.midX, area.midY, 0),
    ].reduce(CATransform3DIdentity, CATransform3DConcat)
    append(
      .fill(
        Fill(
          rect: area, transform: .identity,
          color: RGBA(red: 0.13, green: 0.13, blue: 0.15, alpha: 1),
          cornerRadius: 0)))
    let middle = CGFloat(planes.map(\.depth).max() ?? 0) / 2
    let outline = RGBA(red: 0.6, green: 0.7, blue: 0.85, alpha: 0.7)
    let highlight = RGBA(red: 1, green: 0.8, blue: 0, alpha: 1)
    for plane in planes.enumerated().sorted(by: {
      ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset)
    }).map(\.element) {
      let lifted = CATransform3DConcat(
        plane.toRoot,
        CATransform3DMakeTranslation(0, 0, (CGFloat(plane.depth) - middle) * view.spacing))
      let bounds = plane.shown.bounds
      append(
        .pushProjection(
          Projection(bounds: bounds, transform: CATransform3DConcat(lifted, camera))))
      appendLayer(
        plane.layer, shown: plane.shown, transform: .identity, opacity: 1, drawsSublayers: false)
      let selected = ObjectIdentifier(plane.layer) == view.highlighted
      append(
        .border(
          Border(
            rect: bounds, transform: .identity, width: selected ? 3 : 1,
            color: selected ? highlight : outline, cornerRadius: 0, corners: .all,
            cornerCurve: .circular)))
      append(.popProjection)
    }
  }

  /// `layer` and its visible sublayers, depth first, each with the transform from its own
  /// bounds coordinates to the root's.
  @MainActor
  private func collectPlanes(
    _ layer: CALayer, shown: LayerPresentation, toRoot: CATransform3D, depth: Int,
    into planes:
      inout [(layer: CALayer, shown: LayerPresentation, toRoot: CATransform3D, depth: Int)]
  ) {
    guard !layer.isHidden, shown.opacity > 0 else { return }
    planes.append((layer, shown, toRoot, depth))
    for sublayer in layer.storedSublayers {
      let sublayerShown = sublayer.presentationState()
      let plane = sublayerShown.plane(
        anchorZ: sublayer.anchorPointZ, parentAnchor: shown.anchor,
        parentSublayerTransform: shown.sublayerTransform)
      collectPlanes(
        sublayer, shown: sublayerShown, toRoot: CATransform3DConcat(plane, toRoot),
        depth: depth + 1, into: &planes)
    }
  }
}
