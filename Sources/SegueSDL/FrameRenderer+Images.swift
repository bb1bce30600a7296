import CCairo
import Foundation
import Segue

extension FrameRenderer {
  /// Draws the image's `source` part into its rect, in nine pieces when only its `center`
  /// stretches; a template as its alpha in the tint. Bilinear, edges padded so a stretched
  /// image does not fade at its border.
  func draw(_ draw: ImageDraw) {
    guard draw.rect.width > 0, draw.rect.height > 0, draw.opacity > 0 else { return }
    use(draw.transform)
    if case .vector(let elements) = draw.image.source {
      return drawVector(elements, draw)
    }
    guard let surface = images.surface(for: draw.image, rasterise: rasterise) else { return }
    let (width, height) = (CGFloat(draw.image.width), CGFloat(draw.image.height))
    // Unit-square columns and rows of the source part, and where they land.
    let s = draw.source
    let c = draw.center
    let sourceXs = [0, c.minX, c.maxX, 1].map { (s.minX + $0 * s.width) * width }
    let sourceYs = [0, c.minY, c.maxY, 1].map { (s.minY + $0 * s.height) * height }
    let r = draw.rect
    let stretches = c == CGRect(x: 0, y: 0, width: 1, height: 1)
    let targetXs =
      stretches
      ? [r.minX, r.minX, r.maxX, r.maxX]
      : [
        r.minX, r.minX + c.minX * draw.pointSize.width,
        r.maxX - (1 - c.maxX) * draw.pointSize.width, r.maxX,
      ]
    let targetYs =
      stretches
      ? [r.minY, r.minY, r.maxY, r.maxY]
      : [
        r.minY, r.minY + c.minY * draw.pointSize.height,
        r.maxY - (1 - c.maxY) * draw.pointSize.height, r.maxY,
      ]
    for row in 0..<3 {
      for column in 0..<3 {
        let from = CGRect(
          x: sourceXs[column], y: sourceYs[row], width: sourceXs[column + 1] - sourceXs[column],
          height: sourceYs[row + 1] - sourceYs[row])
        let to = CGRect(
          x: targetXs[column], y: targetYs[row], width: targetXs[column + 1] - targetXs[column],
          height: targetYs[row + 1] - targetYs[row])
        guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { continue }
        drawPiece(surface, from: from, to: to, draw)
      }
    }
  }

  private func drawPiece(_ surface: OpaquePointer, from: CGRect, to: CGRect, _ draw: ImageDraw) {
    cairo_save(context)
    cairo_rectangle(context, Double(to.minX), Double(to.minY), Double(to.width), Double(to.height))
    cairo_clip(context)
    cairo_translate(context, Double(to.minX), Double(to.minY))
    cairo_scale(context, Double(to.width / from.width), Double(to.height / from.height))
    cairo_translate(context, Double(-from.minX), Double(-from.minY))
    let pattern = cairo_pattern_create_for_surface(surface)!
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    if let tint = draw.tint {
      setSource(tint.multiplied(by: draw.opacity))
      cairo_mask(context, pattern)
    } else {
      cairo_set_source(context, pattern)
      cairo_paint_with_alpha(context, Double(draw.opacity))
    }
    cairo_restore(context)
  }

  /// A vector image (a symbol) filled in its tint (black when it has none), scaled from its
  /// box to the rect.
  private func drawVector(_ elements: [PathElement], _ draw: ImageDraw) {
    let r = draw.rect
    cairo_save(context)
    cairo_translate(context, Double(r.minX), Double(r.minY))
    cairo_scale(
      context, Double(r.width) / Double(max(draw.image.width, 1)),
      Double(r.height) / Double(max(draw.image.height, 1)))
    let color = (draw.tint ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1))
      .multiplied(by: draw.opacity)
    // Filled here as cairo fills it, where that is exact: cairo allocates for every
    // anti-aliased fill of a path that is not made of rectangles (a symbol's chevron).
    var m = cairo_matrix_t()
    cairo_get_matrix(context, &m)
    if let (target, clip) = pixelTarget(),
      compositor.composite(
        color, under: CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0),
        within: clip, in: target, path: { Self.pathSteps(elements, $0) })
    {
      return cairo_restore(context)
    }
    Self.setPath(elements, in: context)
    setSource(color)
    cairo_fill(context)
    cairo_restore(context)
  }

  /// A recorded drawing (`UIGraphicsImageRenderer`'s) as a surface of `width`×`height`
  /// pixels at `scale` pixels per point, transparent where nothing is drawn; drawn by this
  /// renderer's own commands, its state put back after.
  func rasterise(_ drawing: Drawing, scale: CGFloat, width: Int, height: Int) -> OpaquePointer? {
    let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(target)
      return nil
    }
    let targetContext = cairo_create(target)!
    // The planes stay open: one the drawing opens takes the next surface by depth.
    let saved = (context, base, self.scale)
    (context, base, self.scale) = (targetContext, CGAffineTransform(scaleX: scale, y: scale), scale)
    execute(drawing.commands)
    (context, base, self.scale) = saved
    cairo_destroy(targetContext)
    cairo_surface_flush(target)
    return target
  }
}
