import CCairo
import Foundation
import Segue

/// Projective transforms for layers turned in 3D: cairo maps images affinely only, and
/// pixman's projective path keeps its matrix and each pixel's homogeneous coordinates in
/// 16.16 fixed point, which cannot hold a screen-sized plane's perspective terms (measured: a
/// 200-point card turned 45° drew its far edge 50 pixels long). So the warp is done here, in
/// doubles: each destination pixel's center is mapped back through the inverse homography and
/// the source sampled bilinearly, transparent outside it. Deterministic; no allocation.
enum Projector {
  /// Draws `source` (cairo ARGB32) mapped by `transform` (source pixels → destination pixels,
  /// a plane homography in `CATransform3D`'s row-vector form) into `destination` (cairo
  /// ARGB32, cleared), whose top-left pixel is `origin` in the destination's space.
  static func warp(
    _ source: OpaquePointer, by transform: CATransform3D, into destination: OpaquePointer,
    at origin: (x: Int32, y: Int32)
  ) {
    guard let inverse = PlaneMapping(transform).inverted() else { return }
    cairo_surface_flush(source)
    cairo_surface_flush(destination)
    let sourceWidth = Int(cairo_image_surface_get_width(source))
    let sourceHeight = Int(cairo_image_surface_get_height(source))
    let sourceStride = Int(cairo_image_surface_get_stride(source))
    let width = Int(cairo_image_surface_get_width(destination))
    let height = Int(cairo_image_surface_get_height(destination))
    let stride = Int(cairo_image_surface_get_stride(destination))
    guard let sourceData = cairo_image_surface_get_data(source),
      let targetData = cairo_image_surface_get_data(destination)
    else { return }
    let pixels = UnsafeRawPointer(sourceData)
    /// The source pixel at (x, y), transparent outside.
    func texel(_ x: Int, _ y: Int) -> UInt32 {
      guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return 0 }
      return (pixels + y * sourceStride).assumingMemoryBound(to: UInt32.self)[x]
    }
    for row in 0..<height {
      let line = UnsafeMutableRawPointer(targetData + row * stride)
        .assumingMemoryBound(to: UInt32.self)
      let y = Double(Int(origin.y) + row) + 0.5
      for column in 0..<width {
        let x = Double(Int(origin.x) + column) + 0.5
        guard let mapped = inverse.apply(CGPoint(x: x, y: y)) else { continue }
        // Source coordinates of the pixel center, relative to texel centers.
        let u = Double(mapped.x) - 0.5
        let v = Double(mapped.y) - 0.5
        guard u > -1, v > -1, u < Double(sourceWidth), v < Double(sourceHeight) else {
          continue
        }
        let (x0, y0) = (Int(u.rounded(.down)), Int(v.rounded(.down)))
        // 8-bit weights, so the blend is integer arithmetic and the same on every run.
        let fx = UInt32(((u - Double(x0)) * 256).rounded())
        let fy = UInt32(((v - Double(y0)) * 256).rounded())
        line[column] = blend(
          texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1), fx, fy)
      }
    }
    cairo_surface_mark_dirty(destination)
  }

  /// Bilinear blend of four premultiplied pixels, weights in 256ths; channel by channel,
  /// written out so the per-pixel loop allocates nothing.
  private static func blend(
    _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ fx: UInt32, _ fy: UInt32
  ) -> UInt32 {
    func channel(_ shift: UInt32) -> UInt32 {
      let top = (a >> shift & 0xFF) * (256 - fx) + (b >> shift & 0xFF) * fx
      let bottom = (c >> shift & 0xFF) * (256 - fx) + (d >> shift & 0xFF) * fx
      return min((top * (256 - fy) + bottom * fy + 32768) >> 16, 255) << shift
    }
    return channel(0) | channel(8) | channel(16) | channel(24)
  }

}
