import CCairo
import Foundation
import Segue

/// A projection being drawn: its plane's size in pixels (the top-left part of the plane
/// surface at its depth), what was current before it, and how its pixels map back.
struct OpenPlane {
  let width: Int
  let height: Int
  let previousContext: OpaquePointer
  let previousBase: CGAffineTransform
  /// The plane's pixels to the enclosing surface's pixels.
  let toParent: CATransform3D
}

extension FrameRenderer {
  // MARK: Groups

  /// The blur that is all a group holds, when it is (`commands` follow its push: the blur,
  /// then its pop): a `UIVisualEffectView` faded by its superview, as presentation
  /// controllers fade their dimming backdrop. Such a group is drawn as its blur with the
  /// group's opacity folded in (`BackdropBlurPass`), the same picture up to rounding without
  /// a frame-sized group surface made, cleared and composited. Nil for any other group, and
  /// for one with a shadow or one that adds.
  static func onlyBlur(
    in group: Group, followedBy commands: ArraySlice<DisplayCommand>
  ) -> BackdropBlur? {
    guard group.shadow == nil, !group.adds, commands.count >= 2,
      case .backdropBlur(let blur) = commands[commands.startIndex],
      case .popGroup = commands[commands.startIndex + 1]
    else { return nil }
    return blur
  }

  /// Draws a backdrop blur, in a group of `groupOpacity` (1: none). A projection's plane,
  /// or an image being rasterised, is not the screen it would sample: there it draws
  /// nothing.
  func draw(_ blur: BackdropBlur, groupOpacity: CGFloat = 1) {
    guard drawsInFramePixels else { return }
    blurs.draw(blur, groupOpacity: groupOpacity, in: self)
  }

  /// Starts a group whose content draws over `box` at most (the list's points; nil: not
  /// known; a shadow's box holds the group's content and its shadow). cairo makes a group's
  /// surface as large as the clip, and clears and composites all of it: a bar item's fade
  /// would cost two passes over the damage's rectangle (at scale 2, a navigation bar 1,000
  /// pixels wide). Clipped to its box on whole pixels (`clipToPixels(of:)`), the surface is
  /// the item's size and the pixels are the same, since the content leaves everything
  /// outside its box transparent.
  ///
  /// A group drawn straight into the frame through a clip of whole pixels, not adding, and
  /// with no shadow or one whose mask falls on whole pixels, is drawn into a surface of the
  /// renderer's instead (`ownGroupRegion`, `popOwnGroup`): the same pixels without the
  /// surfaces, images and patterns cairo makes for each. So is a group inside such a group
  /// (with no shadow): each pass then draws it the same way whatever its rectangle, where
  /// cairo's group, its surface the clip's extents, was composited onto the outer one with
  /// another rounding when the pass cut it (a level off all over a translucent fill).
  func pushGroup(_ group: Group, bounds box: CGRect?) -> Opened {
    if let (region, depth) = ownGroupRegion(group, bounds: box),
      let groupContext = groupSurfaces[depth].context
    {
      context = groupContext
      return .ownGroup(group, region: region, depth: depth)
    }
    cairo_save(context)
    clipToPixels(of: box)
    pushCairoGroup()
    groupsPushedToCairo += 1
    return .group(group)
  }

  /// Starts a mask whose content and shape draw over `box` at most (the list's points; nil:
  /// not known), their surfaces clipped to it as a group's are.
  func pushMask(bounds box: CGRect?) {
    cairo_save(context)
    clipToPixels(of: box)
    pushCairoGroup()
  }

  /// Clips to the whole pixels holding `box` (the list's points; nil or null: no clip), so
  /// that a surface cairo makes for what draws there starts at the box's corner within the
  /// clips in force, as the renderer's own group surfaces do (`ownGroupRegion`), not at the
  /// corner of the clip alone: cairo folds a surface's offset into the fixed-point matrix it
  /// samples an image or a gradient through, so the same corner in every pass (the damage
  /// holds such a group or mask whole: `FrameDamage`'s readers) and for either drawer gives
  /// the same pixels.
  private func clipToPixels(of box: CGRect?) {
    guard let box, !box.isNull else { return }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    cairo_identity_matrix(context)
    let pixels = box.applying(base).outerPixels(scale: 1)
    cairo_rectangle(
      context, Double(pixels.minX), Double(pixels.minY), Double(pixels.width),
      Double(pixels.height))
    cairo_clip(context)
    cairo_set_matrix(context, &matrix)
  }

  /// Has cairo push a group the list's items are drawn into (a group's, a mask's content or
  /// shape), telling it the surface is not clear: then its first draw composites OVER, as
  /// every later one does and as into the renderer's own group surfaces. Onto a surface it
  /// knows clear, cairo composites with SRC, another rounding at anti-aliased edges; and
  /// which draw comes first depends on the pass, since an item wholly outside it is not drawn.
  func pushCairoGroup() {
    cairo_push_group(context)
    cairo_surface_mark_dirty(cairo_get_group_target(context))
  }

  /// The pixels a group drawn into a surface of the renderer's covers (its box within the
  /// whole-pixel clip), and the depth of that surface in `groupSurfaces`, with the surface
  /// prepared for it: as large as the group's box within the clip, its device offset the
  /// region's corner. (A shadow's box holds the group's content and its shadow.) Nil where
  /// cairo draws the group.
  ///
  /// A group casting a shadow is drawn so only straight into the frame (`popOwnShadowGroup`
  /// composites there).
  private func ownGroupRegion(_ group: Group, bounds box: CGRect?) -> (CGRect, depth: Int)? {
    guard !group.adds, !group.opacity.isNaN, let box, !box.isNull,
      group.shadow.map({ ShadowPass.fallsOnWholePixels($0, scale: scale) }) ?? true,
      let (clip, depth) = wholePixelClipInFramePixels(), group.shadow == nil || depth == 0
    else { return nil }
    let region = box.applying(base).outerPixels(scale: 1).intersection(clip)
    if groupSurfaces.count <= depth { groupSurfaces.append(OffscreenSurface()) }
    guard !region.isNull, !region.isEmpty,
      groupSurfaces[depth].prepare(
        width: Int(region.width), height: Int(region.height),
        origin: (Int(region.minX), Int(region.minY))) != nil
    else { return nil }
    return (region, depth)
  }

  /// Composites a group drawn into `groupSurfaces[depth]` over its region with its opacity
  /// (over its shadow, when it casts one), as `popGroup` paints cairo's, and draws into what
  /// holds it again: the frame, or the group around it.
  func popOwnGroup(_ group: Group, region: CGRect, depth: Int) {
    // The group around it is open, so its surface was made.
    context = depth == 0 ? frameContext : groupSurfaces[depth - 1].context!
    let holder = depth == 0 ? compositor.frame : pixelTarget()?.target
    guard let holder, let drawn = FrameCompositor.Target(groupSurfaces[depth]) else { return }
    cairo_surface_flush(drawn.surface)
    let opacity = Double(min(max(group.opacity, 0), 1))
    if let shadow = group.shadow {
      return popOwnShadowGroup(drawn, casting: shadow, region: region, opacity: opacity)
    }
    compositor.composite(
      drawn, at: (Int32(region.minX), Int32(region.minY)), opacity: opacity, over: region,
      in: holder)
  }

  /// Composites the group: its shadow first (cast from its alpha), then the group, both with
  /// the group's opacity; then ends the clip `pushGroup` set.
  func popGroup(_ group: Group) {
    defer { cairo_restore(context) }
    let pattern = popGroupInDeviceSpace()
    defer { cairo_pattern_destroy(pattern) }
    let opacity = Double(min(max(group.opacity, 0), 1))
    guard let shadow = group.shadow else {
      cairo_set_source(context, pattern)
      guard group.adds else { return cairo_paint_with_alpha(context, opacity) }
      cairo_set_operator(context, CAIRO_OPERATOR_ADD)
      cairo_paint_with_alpha(context, opacity)
      return cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    }
    // Marked not clear as the list's groups are: the shadow's draw composites the same
    // bytes either way, and the group's paint, first where the shadow draws nothing, OVER.
    pushCairoGroup()
    shadows.draw(shadow, of: pattern, in: self)
    cairo_set_source(context, pattern)
    cairo_paint(context)
    cairo_pop_group_to_source(context)
    cairo_paint_with_alpha(context, opacity)
  }

  // MARK: Masks

  /// The mask's shape is the group on top, its content the one beneath.
  func popMask() {
    let shape = popGroupInDeviceSpace()
    defer { cairo_pattern_destroy(shape) }
    let content = popGroupInDeviceSpace()
    defer { cairo_pattern_destroy(content) }
    cairo_set_source(context, content)
    cairo_mask(context, shape)
    // The clip `pushMask` set.
    cairo_restore(context)
  }

  /// Pops a group as a pattern in device space, and leaves the matrix the identity. A
  /// popped group's pattern is made for the matrix of its push, which the shape of a mask
  /// and its content need not share; every draw sets its own matrix again.
  private func popGroupInDeviceSpace() -> OpaquePointer {
    let pattern = cairo_pop_group(context)!
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    cairo_pattern_set_matrix(pattern, &identity)
    cairo_identity_matrix(context)
    return pattern
  }

  // MARK: Projections

  /// Starts drawing the projection's plane into the plane surface of its depth, its bounds'
  /// origin at the surface's corner, at the frame's pixel scale. A plane whose surface
  /// cannot be made is drawn nowhere (into a surface of one pixel, not shown).
  func pushProjection(_ projection: Projection) {
    let bounds = projection.bounds
    let width = Int(min(max((bounds.width * scale).rounded(.up), 1), 8192))
    let height = Int(min(max((bounds.height * scale).rounded(.up), 1), 8192))
    if planeSurfaces.count <= planes.count { planeSurfaces.append(OffscreenSurface()) }
    let plane = planeSurfaces[planes.count]
    // Plane pixels → plane points → the enclosing plane's points → its pixels.
    let fromPixels = CATransform3DConcat(
      CATransform3DMakeScale(1 / scale, 1 / scale, 1),
      CATransform3DMakeTranslation(bounds.minX, bounds.minY, 0))
    let toParent = CATransform3DConcat(
      CATransform3DConcat(fromPixels, projection.transform), CATransform3DMakeAffineTransform(base))
    let made = plane.prepare(width: width, height: height) != nil
    planes.append(
      OpenPlane(
        width: made ? width : 0, height: made ? height : 0, previousContext: context,
        previousBase: base, toParent: toParent))
    if made {
      context = plane.context!
    } else {
      _ = discarded.prepare(width: 1, height: 1)
      context = discarded.context!
    }
    base = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
  }

  /// Maps the plane's pixels into the enclosing surface (`Projector`: a projective
  /// transform, bilinear), over the box its corners land in, and paints that through the
  /// enclosing clip. A plane reaching behind the eye is not drawn.
  func popProjection() {
    guard let plane = planes.popLast() else { return }
    context = plane.previousContext
    base = plane.previousBase
    guard plane.width > 0, let planeSurface = planeSurfaces[planes.count].surface,
      let source = PixelRegion(planeSurface, width: plane.width, height: plane.height)
    else { return }
    let (width, height) = (CGFloat(plane.width), CGFloat(plane.height))
    let mapping = plane.toParent
    guard let a = mapping.project(.zero), let b = mapping.project(CGPoint(x: width, y: 0)),
      let c = mapping.project(CGPoint(x: 0, y: height)),
      let d = mapping.project(CGPoint(x: width, y: height))
    else { return }
    // The enclosing space: a plane's surface, or the frame's pixels (also inside a group
    // drawn into `groupSurfaces`, whose own size is not the frame's).
    let target = cairo_get_target(context)!
    let (spaceWidth, spaceHeight) =
      planes.isEmpty
      ? (self.width, self.height)
      : (Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)))
    let (minX, maxX) = (min(a.x, b.x, c.x, d.x), max(a.x, b.x, c.x, d.x))
    let (minY, maxY) = (min(a.y, b.y, c.y, d.y), max(a.y, b.y, c.y, d.y))
    // The box in the enclosing surface's pixels (NaN and the far away fall outside it).
    let left = Int(min(max(minX.rounded(.down), 0), CGFloat(Self.maximumPixels)))
    let top = Int(min(max(minY.rounded(.down), 0), CGFloat(Self.maximumPixels)))
    let right = Int(min(max(maxX.rounded(.up), 0), CGFloat(spaceWidth)))
    let bottom = Int(min(max(maxY.rounded(.up), 0), CGFloat(spaceHeight)))
    guard right > left, bottom > top,
      let destination = warped.prepare(width: right - left, height: bottom - top),
      let warpedSurface = warped.surface
    else { return }
    Projector.warp(source, by: mapping, into: destination, at: (left, top))
    cairo_surface_mark_dirty(warpedSurface)
    let box = CGRect(x: left, y: top, width: right - left, height: bottom - top)
    if let (target, clip) = pixelTarget(), let source = FrameCompositor.Target(warped) {
      return compositor.composite(
        source, at: (Int32(left), Int32(top)), opacity: 1, over: box.intersection(clip),
        in: target)
    }
    cairo_save(context)
    cairo_identity_matrix(context)
    cairo_set_source_surface(context, warpedSurface, Double(left), Double(top))
    // The box only: the warped surface is larger than this frame's image.
    cairo_rectangle(
      context, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
    cairo_fill(context)
    cairo_restore(context)
  }
}
