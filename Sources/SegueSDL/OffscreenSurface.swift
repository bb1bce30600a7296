import CCairo

/// An ARGB32 surface and a context drawing into it, kept between frames and grown (never
/// shrunk) to the largest size asked of it, so that a steady frame allocates none: the
/// planes of 3D layers and their warped images, a group's pixels. A frame uses its top-left
/// part, as a `PixelRegion`. Its pixels are also a pixman image, for `FrameCompositor`,
/// made and freed with the surface.
@MainActor
final class OffscreenSurface {
  private(set) var surface: OpaquePointer?
  private(set) var context: OpaquePointer?
  private(set) var image: OpaquePointer?
  private var capacity = (width: 0, height: 0)

  isolated deinit {
    release()
  }

  /// Its top-left `width`×`height` pixels, cleared to transparent, with the context reset
  /// (identity matrix, no clip but that region, source-over); nil when a surface that size
  /// cannot be made. Drawing at `origin` lands in its corner: the region stands for the
  /// pixels at `origin` of a larger space (as cairo's group surfaces do, by device offset).
  /// cairo does not know it clear: every draw onto it composites OVER, as onto the groups the
  /// renderer has cairo push (`FrameRenderer.pushCairoGroup`).
  func prepare(width: Int, height: Int, origin: (x: Int, y: Int) = (0, 0)) -> PixelRegion? {
    if width > capacity.width || height > capacity.height {
      release()
      let grown = (max(width, capacity.width), max(height, capacity.height))
      let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(grown.0), Int32(grown.1))!
      guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS,
        let pixels = FrameCompositor.image(over: made)
      else {
        cairo_surface_destroy(made)
        return nil
      }
      surface = made
      context = cairo_create(made)
      image = pixels
      capacity = grown
    }
    guard let surface, let context,
      let region = PixelRegion(surface, width: width, height: height)
    else { return nil }
    cairo_reset_clip(context)
    cairo_identity_matrix(context)
    for row in 0..<height { region.row(row).update(repeating: 0, count: width) }
    cairo_surface_mark_dirty(surface)
    cairo_surface_set_device_offset(surface, -Double(origin.x), -Double(origin.y))
    cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    cairo_rectangle(
      context, Double(origin.x), Double(origin.y), Double(width), Double(height))
    cairo_clip(context)
    return region
  }

  private func release() {
    image.map { _ = pixman_image_unref($0) }
    context.map(cairo_destroy)
    surface.map(cairo_surface_destroy)
    (image, context, surface, capacity) = (nil, nil, nil, (0, 0))
  }
}
