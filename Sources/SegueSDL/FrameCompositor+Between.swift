import CCairo
import Foundation
import Segue

/// A color over a rectangle whose edges lie between pixels (a page sliding to x = 12.37),
/// composited as cairo 1.16 fills it, without the solid image, mask and boxes cairo makes
/// for every such fill.
///
/// cairo takes a rectangle's path as one box in 24.8 fixed point, clips it to the clip's
/// box and the surface, and renders it with its rectangular scan converter's single box,
/// runs of pixels of one coverage (`FrameCompositor+Coverage`). An opaque color is then
/// written, or lerped at partial coverage
/// (`_fill_xrgb32_lerp_opaque_spans`, cairo-image-compositor.c); a translucent one goes OVER
/// through the coverage as a mask (`_inplace_spans`), which pixman computes the same for
/// each pixel however the mask is laid out.
extension FrameCompositor {
  /// A box in cairo's 24.8 fixed point (1/256 pixel), in a target's own pixels: corners
  /// x0 < x1, y0 < y1.
  struct FixedBox {
    let x0: Int32
    let y0: Int32
    let x1: Int32
    let y1: Int32
  }

  /// `rect` as cairo's fill takes it into `target` under `transform` (the context's matrix),
  /// when that only scales (positively) and moves it: `cairo_rectangle` is a move to the
  /// corner, then lines by the width and the height as distances, each turned into fixed
  /// point after the matrix and the surface's device offset (the target's origin). Nil for
  /// another transform, for coordinates too far out for fixed point, and for a box with no
  /// width or height (which cairo's path makes no box of).
  static func box(of rect: CGRect, under transform: CGAffineTransform, in target: Target)
    -> FixedBox?
  {
    let t = transform
    // The sums in cairo's order: the matrix (its zero terms add nothing), then the device
    // offset, each rounded as a double.
    guard t.b == 0, t.c == 0, t.a > 0, t.d > 0,
      let x = fixed(t.a * Double(rect.minX) + t.tx + -Double(target.origin.x)),
      let y = fixed(t.d * Double(rect.minY) + t.ty + -Double(target.origin.y)),
      let width = fixed(t.a * Double(rect.width)), let height = fixed(t.d * Double(rect.height)),
      width > 0, height > 0
    else { return nil }
    return FixedBox(x0: x, y0: y, x1: x + width, y1: y + height)
  }

  /// `value` in 24.8 fixed point as `_cairo_fixed_from_double` rounds it (to nearest, ties
  /// to even); nil past 2^22 pixels, so that a corner plus a side stays in 32 bits.
  static func fixed(_ value: Double) -> Int32? {
    guard value.isFinite, abs(value) < Double(1 << 22) else { return nil }
    return Int32((value * 256).rounded(.toNearestOrEven))
  }

  /// `box` clipped to `clip` (whole pixels, in the pixels the renderer draws in) and to
  /// `target`, in fixed point, as cairo clips a fill's boxes; nil when nothing is left.
  func clipped(_ box: FixedBox, to clip: CGRect, in target: Target) -> FixedBox? {
    guard let (cx0, cy0, cx1, cy1) = pixels(of: clip, in: target) else { return nil }
    let (left, right) = (max(box.x0, cx0 << 8), min(box.x1, cx1 << 8))
    let (top, bottom) = (max(box.y0, cy0 << 8), min(box.y1, cy1 << 8))
    guard left < right, top < bottom else { return nil }
    return FixedBox(x0: left, y0: top, x1: right, y1: bottom)
  }

  /// The whole pixels `box` touches, as corners: cairo's extents of a fill
  /// (`_cairo_box_round_to_rectangle`).
  static func pixels(touchedBy box: FixedBox) -> (Int32, Int32, Int32, Int32) {
    (box.x0 >> 8, box.y0 >> 8, (box.x1 + 0xff) >> 8, (box.y1 + 0xff) >> 8)
  }

  /// Composites `color` OVER `box` (within `target`) through `clip` (whole pixels, in the
  /// pixels the renderer draws in), as cairo fills the box: clipped in fixed point, each
  /// pixel by the coverage cairo's scan converter gives it.
  func composite(_ color: RGBA, over box: FixedBox, within clip: CGRect, in target: Target) {
    guard let pixel = Self.pixel(color), let box = clipped(box, to: clip, in: target) else {
      return
    }
    cairo_surface_flush(target.surface)
    Self.coverage(of: box) { y, height, spans in
      for index in 0..<spans.count - 1 {
        let x = spans.x[index]
        composite(
          pixel, x: x, y: y, width: spans.x[index + 1] - x, height: height,
          coverage: UInt8(spans.coverage[index]), in: target)
      }
    }
    let (x0, y0, x1, y1) = Self.pixels(touchedBy: box)
    marked(target, x0, y0, x1, y1)
    filled += 1
    filledBetweenPixels += 1
  }

  /// One run of pixels at one coverage: an opaque color written where it covers them whole,
  /// lerped where it covers them in part; a translucent one OVER, through the coverage.
  /// (A rounded rect's spans are such runs too, `FrameCompositor+Paths`.)
  func composite(
    _ pixel: UInt32, x: Int32, y: Int32, width: Int32, height: Int32, coverage: UInt8,
    in target: Target
  ) {
    guard coverage > 0 else { return }
    let image = target.image
    guard pixel >> 24 == 0xff else {
      return over(pixel, coverage: coverage, x: x, y: y, width: width, height: height, in: image)
    }
    guard coverage < 0xff else {
      return fillOpaque(pixel, x: x, y: y, width: width, height: height, in: image)
    }
    let data = pixman_image_get_data(image)!
    let stride = Int(pixman_image_get_stride(image) / 4)
    for row in Int(y)..<Int(y + height) {
      let start = data + row * stride + Int(x)
      for column in 0..<Int(width) {
        start[column] = Self.lerp(pixel, coverage, start[column])
      }
    }
  }

  /// cairo's `lerp8x4`: `source` × `a` + `destination` × (255 − `a`), each product of the
  /// two channels in a half word rounded as `mul8x2_8` rounds it (+0x7f, then divided by 255
  /// as (t + t / 256) / 256), their sum saturated (`add8x2_8x2`).
  static func lerp(_ source: UInt32, _ a: UInt8, _ destination: UInt32) -> UInt32 {
    func times(_ pair: UInt32, _ b: UInt8) -> UInt32 {
      let t = (pair & 0x00ff_00ff) &* UInt32(b) &+ 0x007f_007f
      return ((t &+ ((t >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
    }
    func plus(_ p: UInt32, _ q: UInt32) -> UInt32 {
      let t = p &+ q
      return (t | (0x0100_0100 &- ((t >> 8) & 0x00ff_00ff))) & 0x00ff_00ff
    }
    let inverse = ~a
    return plus(times(source, a), times(destination, inverse))
      | (plus(times(source >> 8, a), times(destination >> 8, inverse)) << 8)
  }
}
