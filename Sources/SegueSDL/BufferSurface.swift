import CCairo

/// A cairo image surface over memory a pass owns (a blur's result, a shadow's alpha), kept
/// between frames and made again only when the memory or its layout changes: a surface
/// header is a heap allocation, and a steady frame makes none.
@MainActor
final class BufferSurface {
  private var surface: OpaquePointer?
  /// A context drawing into it, made on first use.
  private var drawing: OpaquePointer?
  /// Its pixels as a pixman image, made on first use (`image()`).
  private var pixels: OpaquePointer?
  private var layout: (data: UnsafeMutableRawPointer, format: Int, width: Int, height: Int)?

  isolated deinit {
    release()
  }

  /// A context drawing into the surface last returned, reset to the identity matrix, no
  /// clip and source-over.
  func context() -> OpaquePointer? {
    guard let surface else { return nil }
    let context = drawing ?? cairo_create(surface)!
    drawing = context
    cairo_reset_clip(context)
    cairo_identity_matrix(context)
    cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    return context
  }

  /// The surface over `data` (`width`×`height` pixels of `format`, rows `stride` bytes
  /// apart), marked dirty: its pixels were just written.
  func surface(
    over data: UnsafeMutableRawPointer, format: cairo_format_t, width: Int, height: Int,
    stride: Int
  ) -> OpaquePointer {
    let wanted = (data, Int(format.rawValue), width, height)
    if let surface, let layout, layout == wanted,
      Int(cairo_image_surface_get_stride(surface)) == stride
    {
      cairo_surface_mark_dirty(surface)
      return surface
    }
    release()
    let made = cairo_image_surface_create_for_data(
      data.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height),
      Int32(stride))!
    (surface, layout) = (made, wanted)
    return made
  }

  /// The pixels of the surface last returned, an A8 one, as a pixman image over the same
  /// memory: what `FrameCompositor` composites through. Kept with the surface, so that a
  /// steady frame makes none (cairo makes one for every draw that reads a surface).
  func image() -> OpaquePointer? {
    guard let surface, let layout, layout.format == Int(CAIRO_FORMAT_A8.rawValue) else {
      return nil
    }
    let image =
      pixels
      ?? pixman_image_create_bits(
        PIXMAN_a8, Int32(layout.width), Int32(layout.height),
        layout.data.assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(surface))
    pixels = image
    return image
  }

  private func release() {
    pixels.map { _ = pixman_image_unref($0) }
    drawing.map(cairo_destroy)
    surface.map(cairo_surface_destroy)
    (pixels, drawing, surface) = (nil, nil, nil)
  }
}
