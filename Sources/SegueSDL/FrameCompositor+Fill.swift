import CCairo
import CPixelKernels

/// An opaque color stored into a box of whole pixels: a fill on whole pixels, and the runs
/// of a fill between pixels and of a rounded rect that it covers whole.
extension FrameCompositor {
  /// Rows this many pixels long and longer are stored by `segue_fill_rows` (a string store a
  /// row) on x86-64; shorter ones by `pixman_fill`, which starts faster. Measured against
  /// pixman (BENCHMARKS.md, the twentieth session): equal at 256 pixels and quicker beyond,
  /// by a third at 1,380 with the frame in cache, and by a quarter to a third at 780 when
  /// another core has just read the frame (the X server presenting it).
  static let stringStoreWidth: Int32 = 256

  /// Stores `pixel` (opaque) into the `width`×`height` pixels of `image` at (`x`, `y`), as
  /// `pixman_fill` does.
  func fillOpaque(
    _ pixel: UInt32, x: Int32, y: Int32, width: Int32, height: Int32, in image: OpaquePointer
  ) {
    let data = pixman_image_get_data(image)!
    let stride = pixman_image_get_stride(image) / 4
    #if arch(x86_64)
      if width >= Self.stringStoreWidth {
        storedWithStrings += 1
        return segue_fill_rows(
          data + Int(y) * Int(stride) + Int(x), Int(stride), width, height, pixel)
      }
    #endif
    pixman_fill(data, stride, 32, x, y, width, height, pixel)
  }
}
