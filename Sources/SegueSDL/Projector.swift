import CCairo
import Foundation
import Segue

/// pixman's projective transforms, for layers turned in 3D: cairo maps images affinely only.
enum Projector {
  /// Draws `source` (cairo ARGB32) mapped by `transform` (source pixels → destination
  /// pixels, a plane homography in `CATransform3D`'s row-vector form) into `destination`
  /// (cairo ARGB32), whose top-left pixel is `origin` in the destination's space; bilinear,
  /// transparent outside the source.
  static func warp(
    _ source: OpaquePointer, by transform: CATransform3D, into destination: OpaquePointer,
    at origin: (x: Int32, y: Int32)
  ) {
    cairo_surface_flush(destination)
    guard
      let sourceImage = pixmanImage(source), let destinationImage = pixmanImage(destination),
      var inverse = inverseColumnTransform(transform)
    else { return }
    defer {
      pixman_image_unref(sourceImage)
      pixman_image_unref(destinationImage)
    }
    var fixed = pixman_transform()
    guard pixman_transform_from_pixman_f_transform(&fixed, &inverse) != 0 else { return }
    pixman_image_set_transform(sourceImage, &fixed)
    pixman_image_set_filter(sourceImage, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_set_repeat(sourceImage, PIXMAN_REPEAT_NONE)
    pixman_image_composite32(
      PIXMAN_OP_SRC, sourceImage, nil, destinationImage, origin.x, origin.y, 0, 0, 0, 0,
      cairo_image_surface_get_width(destination), cairo_image_surface_get_height(destination))
    cairo_surface_mark_dirty(destination)
  }

  /// A pixman image over a cairo ARGB32 surface's pixels (the same premultiplied format).
  private static func pixmanImage(_ surface: OpaquePointer) -> OpaquePointer? {
    pixman_image_create_bits(
      PIXMAN_a8r8g8b8, cairo_image_surface_get_width(surface),
      cairo_image_surface_get_height(surface),
      UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))?
        .assumingMemoryBound(to: UInt32.self),
      cairo_image_surface_get_stride(surface))
  }

  /// The destination → source mapping pixman samples with, as its column-vector 3×3:
  /// the inverse of the plane homography (x, y, w columns of `t`), scaled so its largest
  /// entry is large, which keeps pixman's 16.16 fixed point precise for the small
  /// perspective terms (a homography is the same at any scale).
  private static func inverseColumnTransform(_ t: CATransform3D) -> pixman_f_transform? {
    // Row-vector [x y 1] · H, H = [[m11 m12 m14] [m21 m22 m24] [m41 m42 m44]]; column form Hᵀ.
    var forward = pixman_f_transform()
    withUnsafeMutableBytes(of: &forward.m) { raw in
      let m = raw.bindMemory(to: Double.self)
      let entries = [t.m11, t.m21, t.m41, t.m12, t.m22, t.m42, t.m14, t.m24, t.m44]
      for (index, value) in entries.enumerated() { m[index] = Double(value) }
    }
    var inverse = pixman_f_transform()
    guard pixman_f_transform_invert(&inverse, &forward) != 0 else { return nil }
    let largest = withUnsafeBytes(of: inverse.m) { raw in
      raw.bindMemory(to: Double.self).map(abs).max() ?? 0
    }
    guard largest > 0, largest.isFinite else { return nil }
    withUnsafeMutableBytes(of: &inverse.m) { raw in
      let m = raw.bindMemory(to: Double.self)
      for index in m.indices { m[index] *= 16000 / largest }
    }
    return inverse
  }
}
