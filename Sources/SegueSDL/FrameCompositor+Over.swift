import CCairo
import CPixelKernels

/// A translucent color OVER a box of whole pixels, as pixman composites a solid color
/// (`combine_over_u`, through `combine_mask` for a coverage), by Segue's own loop
/// (`segue_over_solid`): the runs of a fill between pixels and of a rounded rect, and a
/// translucent fill on whole pixels.
extension FrameCompositor {
  /// pixman's OVER of the premultiplied `pixel` through a constant `coverage`, as its
  /// combiners compute it (`combine_over_u` and `combine_mask`, pixman-combine32.c): the
  /// color scaled by the coverage, then OVER each pixel (`segue_over_solid`). Runs of every
  /// length come here, not to `pixman_image_composite32`: a small fill's runs are a few
  /// pixels each, where a call's setup (finding its fast path) costs more than the pixels,
  /// and over long runs the C loop's eight pixels at a time beat pixman's four.
  func over(
    _ pixel: UInt32, coverage: UInt8, x: Int32, y: Int32, width: Int32, height: Int32,
    in image: OpaquePointer
  ) {
    let source = coverage == 0xff ? pixel : Self.multiplied(pixel, by: coverage)
    guard source != 0 else { return }
    let stride = Int(pixman_image_get_stride(image))
    let start =
      UnsafeMutableRawPointer(pixman_image_get_data(image)!) + Int(y) * stride
      + Int(x) * 4
    segue_over_solid(start.assumingMemoryBound(to: UInt8.self), stride, width, height, source)
  }

  /// pixman's `UN8x4_MUL_UN8`: each channel times `a` / 255, rounded as pixman rounds it
  /// (+0x80, then (t + t / 256) / 256).
  private static func multiplied(_ value: UInt32, by a: UInt8) -> UInt32 {
    // The four channels in 16-bit lanes of one word (blue, red, green, alpha), so each step
    // serves all four: no lane's sums reach the next (at most 0xff × 0xff + 0x80).
    func lanes(_ pixel: UInt32) -> UInt64 {
      UInt64(pixel & 0x00ff_00ff) | UInt64(pixel >> 8 & 0x00ff_00ff) << 32
    }
    let mask: UInt64 = 0x00ff_00ff_00ff_00ff
    var t = lanes(value) &* UInt64(a) &+ 0x0080_0080_0080_0080
    t = ((t &+ ((t >> 8) & mask)) >> 8) & mask
    return UInt32(truncatingIfNeeded: t) | UInt32(truncatingIfNeeded: t >> 32) << 8
  }
}
