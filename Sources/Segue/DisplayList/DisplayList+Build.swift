import Foundation

extension DisplayList {
  /// Lays out `root`'s tree where needed and flattens its layer tree into this list,
  /// replacing what was here. Hidden and fully transparent layers, and everything under them,
  /// are skipped.
  @MainActor
  public mutating func build(from root: UIView) {
    removeAll()
    appendTree(root, at: .zero)
  }

  /// Replaces the list with `root`'s tree as it shows now, its bounds' origin at (0, 0),
  /// laid out and displayed (`draw(_:)`) first only when `laysOut`: what a snapshot freezes.
  @MainActor
  mutating func capture(_ root: UIView, laysOut: Bool) {
    removeAll()
    displaysLayers = laysOut
    defer { displaysLayers = true }
    appendTree(root, at: .zero, laysOut: laysOut)
  }

  /// Replaces the list with `layer`'s tree, its own values as the model has them (its own
  /// transition not drawn either) and its bounds' origin at (0, 0): what
  /// `CALayer.render(in:)` draws.
  @MainActor
  mutating func capture(_ layer: CALayer) {
    removeAll()
    let shown = layer.modelPresentation()
    appendLayer(
      layer, shown: shown,
      transform: CGAffineTransform(translationX: -shown.bounds.minX, y: -shown.bounds.minY),
      opacity: 1, showsTransition: false)
  }

  /// Lays out `root`'s tree and draws it after what is already here, its origin moved to
  /// `origin` (points): several trees composed into one frame, such as the playground's
  /// device area and inspector.
  @MainActor
  public mutating func append(_ root: UIView, at origin: CGPoint) {
    append(root, at: origin, clipped: false)
  }

  /// Appends `root` as `append(_:at:)` does, clipped to its bounds at `origin`: nothing of
  /// it draws over the trees beside it, as nothing of a device draws past its screen.
  @MainActor
  public mutating func appendClipped(_ root: UIView, at origin: CGPoint) {
    append(root, at: origin, clipped: true)
  }

  @MainActor
  private mutating func append(_ root: UIView, at origin: CGPoint, clipped: Bool) {
    let screen = CGRect(origin: origin, size: root.bounds.size)
    if clipped { append(.pushClip(Clip(rect: screen, transform: .identity))) }
    defer { if clipped { append(.popClip) } }
    let first = commands.count
    appendTree(root, at: origin)
    // A blur samples its own tree's screen, not the trees drawn beside it.
    for index in first..<commands.count {
      guard case .backdropBlur(var blur) = commands[index] else { continue }
      blur.limit = screen
      commands[index] = .backdropBlur(blur)
    }
  }

  /// The root's bounds land at `origin`; its own position and transform are the window's
  /// place on the screen, which the list does not draw. A window is clipped to its screen's
  /// rounded display corners, as the device's glass shows it.
  @MainActor
  private mutating func appendTree(_ root: UIView, at origin: CGPoint, laysOut: Bool = true) {
    if laysOut { root.layoutIfNeeded() }
    let shown = root.layer.presentationState()
    let corners = (root as? UIWindow)?.screen.device.displayCornerRadius ?? 0
    if corners > 0 {
      append(
        .pushClip(
          Clip(
            rect: CGRect(origin: origin, size: shown.bounds.size), transform: .identity,
            cornerRadius: corners, cornerCurve: .continuous)))
    }
    appendLayer(
      root.layer, shown: shown,
      transform: CGAffineTransform(
        translationX: origin.x - shown.bounds.minX, y: origin.y - shown.bounds.minY),
      opacity: 1)
    if let window = root as? UIWindow, window.showsStatusBar {
      appendStatusBar(of: window, at: origin)
    }
    if corners > 0 { append(.popClip) }
  }

  /// Draws `layer` (bounds coordinates mapped into the list by `transform`) as Core Animation
  /// composites it: shadow, background, the view's content, sublayers by `zPosition` (clipped
  /// by `masksToBounds`), border; through its mask; as one group when its opacity is below 1
  /// and it has more than one thing to draw (`allowsGroupOpacity`), otherwise with the
  /// opacity multiplied into each draw.
  /// `drawsSublayers` false draws the layer alone (an exploded view draws each on its own
  /// plane). A running `CATransition` draws the layer's old and new content
  /// (`appendTransition`) unless `showsTransition` is false. `traits`: the superview's,
  /// when the caller has them.
  @MainActor
  mutating func appendLayer(
    _ layer: CALayer, shown: LayerPresentation, transform: CGAffineTransform, opacity: CGFloat,
    drawsSublayers: Bool = true, showsTransition: Bool = true, traits: InheritedTraits? = nil
  ) {
    guard !layer.isHidden, shown.opacity > 0, opacity > 0 else { return }
    if showsTransition, drawsSublayers, let (transition, progress) = layer.shownTransition {
      return appendTransition(
        transition, progress: progress, of: layer, shown: shown, transform: transform,
        opacity: opacity)
    }
    // Drawn once, a standalone layer animates its changes implicitly from now on.
    layer.hasBeenPresented = true
    if displaysLayers { layer.displayForFrame() }
    // Each read once: every layer of every frame comes through here.
    let shadow = shown.castShadow
    let hasSublayers = !layer.storedSublayers.isEmpty
    let (corners, curve, masksToBounds) = (
      layer.maskedCorners, layer.cornerShape, layer.masksToBounds
    )
    let mask = layer.mask
    let grouped =
      layer.allowsGroupOpacity && shown.opacity < 1 && (hasSublayers || shown.borderWidth > 0)
    var clip: Clip {
      Clip(
        rect: shown.bounds, transform: transform, cornerRadius: shown.cornerRadius,
        corners: corners, cornerCurve: curve)
    }
    // A shadow is clipped with everything else by `masksToBounds`, as on iOS.
    let clipsShadow = masksToBounds && shadow != nil
    if clipsShadow { append(.pushClip(clip)) }
    var drawOpacity = opacity * shown.opacity
    if grouped || shadow != nil {
      append(
        .pushGroup(
          Group(
            opacity: drawOpacity,
            shadow: shadow.mapOnMainActor {
              Shadow(
                color: $0.color, offset: $0.offset, radius: $0.radius,
                path: layer.presentedShadowPath?.elements, pathTransform: transform)
            })))
      drawOpacity = 1
    }
    if mask != nil { append(.pushMask) }

    if let color = shown.backgroundColor, color.alpha > 0 {
      append(
        .fill(
          Fill(
            rect: shown.bounds, transform: transform, color: color.multiplied(by: drawOpacity),
            cornerRadius: shown.cornerRadius, corners: corners, cornerCurve: curve)))
    }
    // The clip (when the shadow's does not already) holds the contents image and the
    // sublayers; the background and the view's own drawing lie inside the bounds anyway.
    let clipsContent =
      masksToBounds && !clipsShadow && (hasSublayers || layer.contents != nil || layer.hasDrawing)
    if clipsContent { append(.pushClip(clip)) }
    layer.appendContents(to: &self, shown: shown, transform: transform, opacity: drawOpacity)
    layer.appendBackingStore(to: &self, shown: shown, transform: transform, opacity: drawOpacity)
    layer.appendContent(to: &self, shown: shown, transform: transform, opacity: drawOpacity)
    layer.owningView?.appendContent(to: &self, transform: transform, opacity: drawOpacity)
    if drawsSublayers, hasSublayers {
      appendSublayers(
        of: layer, shown: shown, transform: transform, opacity: drawOpacity, traits: traits)
    }
    if clipsContent { append(.popClip) }
    if shown.borderWidth > 0, let color = shown.borderColor, color.alpha > 0 {
      append(
        .border(
          Border(
            rect: shown.bounds, transform: transform, width: shown.borderWidth,
            color: color.multiplied(by: drawOpacity), cornerRadius: shown.cornerRadius,
            corners: corners, cornerCurve: curve)))
    }

    if let mask {
      append(.maskWith)
      appendSublayer(mask, in: shown, transform: transform, opacity: 1)
      append(.popMask)
    }
    if grouped || shadow != nil { closeGroup() }
    if clipsShadow { append(.popClip) }
  }

  /// Ends the group just pushed; one that drew nothing (a fading view whose subviews are
  /// hidden or empty, as the navigation bar's item rows are) is dropped instead, since it
  /// draws nothing and the renderer's group costs a surface. A shadow cast from a
  /// `shadowPath` draws without content, so its group stays.
  private mutating func closeGroup() {
    if case .pushGroup(let group) = commands.last, group.shadow?.path == nil {
      commands.removeLast()
    } else {
      append(.popGroup)
    }
  }

  /// The sublayers back to front (`CALayer.sublayersBackToFront`).
  @MainActor
  private mutating func appendSublayers(
    of layer: CALayer, shown: LayerPresentation, transform: CGAffineTransform, opacity: CGFloat,
    traits known: InheritedTraits?
  ) {
    // Worked out once for all the subviews, from the superview's when known, not by each
    // subview up the tree. Only in a window's tree, where they cost a step: outside one,
    // traits come from a screen made for each asking (`UIScreen.main`), which the subviews
    // do only for a dynamic color.
    var traits: InheritedTraits?
    if let view = layer.owningView, known != nil || view is UIWindow {
      traits = InheritedTraits(view: view, traits: view.traitCollection(inheriting: known))
    }
    for sublayer in layer.sublayersBackToFront {
      appendSublayer(sublayer, in: shown, transform: transform, opacity: opacity, traits: traits)
    }
  }

  /// Draws `sublayer` in `parent`'s plane: flat when its transform keeps the plane flat,
  /// otherwise through a projection of its own plane (perspective), skipped when its back
  /// faces the viewer and it is not double-sided. `traits`: the parent's view and its
  /// traits, which the sublayer's view inherits.
  @MainActor
  private mutating func appendSublayer(
    _ sublayer: CALayer, in parentShown: LayerPresentation,
    transform: CGAffineTransform, opacity: CGFloat, traits: InheritedTraits? = nil
  ) {
    let shown = sublayer.presentationState(inheriting: traits)
    // A flat, double-sided layer in a flat parent (most layers): no back to hide, no
    // projection, so its plane is worked out in two dimensions.
    if sublayer.isDoubleSided, !(sublayer is CATransformLayer),
      let plane = shown.flatPlane(parentSublayerTransform: parentShown.sublayerTransform)
    {
      return appendLayer(
        sublayer, shown: shown, transform: plane.concatenating(transform), opacity: opacity,
        traits: traits)
    }
    let plane = shown.plane(
      anchorZ: sublayer.anchorPointZ, parentAnchor: parentShown.anchor,
      parentSublayerTransform: parentShown.sublayerTransform)
    let toList = CATransform3DConcat(plane, CATransform3DMakeAffineTransform(transform))
    guard !(sublayer is CATransformLayer) else {
      return appendTransformLayer(sublayer, shown: shown, toList: toList, opacity: opacity)
    }
    appendPlane(sublayer, shown: shown, toList: toList, opacity: opacity, traits: traits)
  }

  /// Draws `layer`, whose plane maps into the list by `toList`: flat when that keeps the
  /// plane flat, otherwise through a projection of its own plane (perspective), skipped when
  /// its back faces the viewer and it is not double-sided. `traits`: the superview's, when
  /// the caller has them.
  @MainActor
  mutating func appendPlane(
    _ layer: CALayer, shown: LayerPresentation, toList: CATransform3D, opacity: CGFloat,
    traits: InheritedTraits? = nil
  ) {
    guard layer.isDoubleSided || !PlaneMapping(toList).facesAway else { return }
    if toList.isPlanarAffine {
      appendLayer(
        layer, shown: shown, transform: toList.planarAffine, opacity: opacity, traits: traits)
    } else {
      append(.pushProjection(Projection(bounds: layer.drawnBounds(shown), transform: toList)))
      appendLayer(layer, shown: shown, transform: .identity, opacity: opacity, traits: traits)
      append(.popProjection)
    }
  }
}

extension CALayer {
  /// What a projected layer draws, in its own coordinates: its bounds and its sublayers'
  /// frames (unclipped content may reach past the bounds).
  @MainActor
  func drawnBounds(_ shown: LayerPresentation) -> CGRect {
    guard !masksToBounds else { return shown.bounds }
    return storedSublayers.reduce(shown.bounds) { $0.union($1.frame) }
  }
}
