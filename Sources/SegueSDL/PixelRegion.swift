import CCairo

/// A rectangle of 32-bit pixels in memory (cairo ARGB32: premultiplied, native-endian
/// 0xAARRGGBB): where its first row starts, its size, and the bytes from one row to the
/// next. A part of a larger surface is a region too, so a surface kept between frames can
/// hold a smaller image than its size.
struct PixelRegion {
  let base: UnsafeMutableRawPointer
  /// Pixels.
  let width: Int
  let height: Int
  /// Bytes.
  let stride: Int

  init(base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
    (self.base, self.width, self.height, self.stride) = (base, width, height, stride)
  }

  /// The top-left `width`×`height` pixels of an image surface (flushed first); nil when it
  /// has no pixels in memory.
  init?(_ surface: OpaquePointer, width: Int, height: Int) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    base = UnsafeMutableRawPointer(data)
    self.width = min(width, Int(cairo_image_surface_get_width(surface)))
    self.height = min(height, Int(cairo_image_surface_get_height(surface)))
    stride = Int(cairo_image_surface_get_stride(surface))
  }

  func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
    (base + y * stride).assumingMemoryBound(to: UInt32.self)
  }
}
