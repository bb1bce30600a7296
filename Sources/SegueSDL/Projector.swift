import Foundation
import Segue

/// Projective transforms for layers turned in 3D: cairo maps images affinely only, and
/// pixman's projective path keeps its matrix and each pixel's homogeneous coordinates in
/// 16.16 fixed point, which cannot hold a screen-sized plane's perspective terms (measured: a
/// 200-point card turned 45° drew its far edge 50 pixels long). So the warp is done here, in
/// doubles: each destination pixel's center is mapped back through the inverse homography and
/// the source sampled bilinearly, transparent outside it. Deterministic; no allocation.
///
/// Fast because each row visits only the span the plane covers (where the row crosses the
/// source's outline, mapped forward, with a margin: pixels there are still tested one by
/// one), a pixel's homogeneous coordinates are the previous pixel's plus one row of the
/// matrix (one reciprocal and two multiplies a pixel, no division), the sample point is
/// rounded once to a 256th of a pixel in fixed point (the texel and the weights are its
/// integer and fraction parts), texels wholly inside are read in place, four equal texels
/// (the plane's solid areas) need no blend, and the bilinear blend works on two channels at
/// a time in 64-bit lanes.
enum Projector {
  /// Draws `source` mapped by `transform` (source pixels → destination pixels, a plane
  /// homography in `CATransform3D`'s row-vector form) into all of `destination`, whose
  /// top-left pixel is `origin` in the destination's space; pixels the plane does not cover
  /// become transparent.
  static func warp(
    _ source: PixelRegion, by transform: CATransform3D, into destination: PixelRegion,
    at origin: (x: Int, y: Int)
  ) {
    let forward = PlaneMapping(transform)
    guard let inverse = forward.inverted(), source.width > 0, source.height > 0 else {
      return clear(destination)
    }
    let m = inverse.elements
    let (sourceWidth, sourceHeight) = (source.width, source.height)
    let (limitU, limitV) = (Double(sourceWidth), Double(sourceHeight))
    // The outline of what can be sampled (texel centers ± 1), in destination pixels; nil
    // when part of it is behind the eye (then every pixel is tested).
    let outline = Outline(forward, width: limitU, height: limitV)
    // Source coordinates are worked in 256ths of a pixel: the numerators' terms scaled by
    // 256 once, so a pixel's coordinates cost one reciprocal and two multiplies.
    let (stepU, stepV, stepW) = (m.0 * 256, m.1 * 256, m.2)
    // u > −1 and u < width, in 256ths of a pixel and relative to pixel corners (u + 0.5).
    let (lowest, highestU, highestV) = (-128.0, (limitU + 0.5) * 256, (limitV + 0.5) * 256)
    let (lastX, lastY) = (sourceWidth - 1, sourceHeight - 1)
    let (texels, stride) = (source.base, source.stride)
    /// The source pixel at (x, y), transparent outside.
    @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
      guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return 0 }
      return source.row(y)[x]
    }
    for row in 0..<destination.height {
      let line = destination.row(row)
      let y = Double(origin.y + row) + 0.5
      let span =
        outline?.span(atY: y, originX: origin.x, width: destination.width)
        ?? 0..<destination.width
      if span.isEmpty {
        line.update(repeating: 0, count: destination.width)
        continue
      }
      line.update(repeating: 0, count: span.lowerBound)
      (line + span.upperBound).update(repeating: 0, count: destination.width - span.upperBound)
      // The span's first pixel center mapped through the homography ([x y 1] · m), then
      // stepped a pixel to the right by adding x's row: over a row of a few thousand
      // pixels the sums drift by far less than a 256th of a pixel.
      let x = Double(origin.x + span.lowerBound) + 0.5
      var u = (x * m.0 + y * m.3 + m.6) * 256
      var v = (x * m.1 + y * m.4 + m.7) * 256
      var w = x * m.2 + y * m.5 + m.8
      for column in span {
        defer { (u, v, w) = (u + stepU, v + stepV, w + stepW) }
        guard w > 1e-12 else {
          line[column] = 0
          continue
        }
        let reciprocal = 1 / w
        let (su, sv) = (u * reciprocal, v * reciprocal)
        // NaN fails these too.
        guard su > lowest, sv > lowest, su < highestU, sv < highestV else {
          line[column] = 0
          continue
        }
        // Relative to texel centers (− 0.5 pixel), rounded half up to a 256th, offset by
        // one pixel so that truncation floors: the texel left of and above the sample
        // point, and 8-bit weights, so the blend is integer arithmetic.
        let fixedU = Int(su + 128.5)
        let fixedV = Int(sv + 128.5)
        let (x0, y0) = ((fixedU &>> 8) &- 1, (fixedV &>> 8) &- 1)
        let (fx, fy) = (UInt64(fixedU & 255), UInt64(fixedV & 255))
        let a: UInt32
        let b: UInt32
        let c: UInt32
        let d: UInt32
        if UInt(bitPattern: x0) < UInt(bitPattern: lastX),
          UInt(bitPattern: y0) < UInt(bitPattern: lastY)
        {
          // All four inside: read them in place.
          let texel = texels + (y0 &* stride &+ x0 &* 4)
          (a, b) = (texel.load(as: UInt32.self), texel.load(fromByteOffset: 4, as: UInt32.self))
          c = texel.load(fromByteOffset: stride, as: UInt32.self)
          d = texel.load(fromByteOffset: stride &+ 4, as: UInt32.self)
        } else {
          (a, b, c, d) = (
            texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1)
          )
        }
        // A blend of four equal pixels is that pixel (the plane's solid areas).
        line[column] = a == b && a == c && a == d ? a : blend(a, b, c, d, fx, fy)
      }
    }
  }

  private static func clear(_ region: PixelRegion) {
    for row in 0..<region.height { region.row(row).update(repeating: 0, count: region.width) }
  }

  /// Bilinear blend of four premultiplied pixels, weights in 256ths, rounded to nearest:
  /// alpha and green in one 64-bit word, red and blue in another, 32 bits a channel (a
  /// channel's weighted sum stays below 2²⁴), so each product serves two channels.
  @inline(__always)
  private static func blend(
    _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ fx: UInt64, _ fy: UInt64
  ) -> UInt32 {
    @inline(__always) func lanes(_ p: UInt32) -> (UInt64, UInt64) {
      let p = UInt64(p)
      return ((p >> 8 & 0xFF) | (p >> 24 & 0xFF) << 32, (p & 0xFF) | (p >> 16 & 0xFF) << 32)
    }
    let (a1, a2) = lanes(a)
    let (b1, b2) = lanes(b)
    let (c1, c2) = lanes(c)
    let (d1, d2) = lanes(d)
    let gx = 256 - fx
    let gy = 256 - fy
    let high = ((a1 * gx + b1 * fx) * gy + (c1 * gx + d1 * fx) * fy + 0x8000_0000_8000) >> 16
    let low = ((a2 * gx + b2 * fx) * gy + (c2 * gx + d2 * fx) * fy + 0x8000_0000_8000) >> 16
    // Weights sum to 256 each way, so a channel never exceeds 255.
    return UInt32(truncatingIfNeeded: (high & 0xFF) << 8 | (high >> 32 & 0xFF) << 24)
      | UInt32(truncatingIfNeeded: (low & 0xFF) | (low >> 32 & 0xFF) << 16)
  }

  /// The source's sampled area (texel centers ± 1: (−0.5, −0.5) to (width + 0.5,
  /// height + 0.5) in source pixels) mapped into the destination: a convex quadrilateral
  /// when all of it lies in front of the eye.
  private struct Outline {
    typealias Point = (x: Double, y: Double)
    /// Clockwise from the top left; a tuple, so that no frame allocates one.
    let corners: (Point, Point, Point, Point)

    init?(_ forward: PlaneMapping, width: Double, height: Double) {
      func mapped(_ u: Double, _ v: Double) -> Point? {
        forward.apply(CGPoint(x: u, y: v)).map { (Double($0.x), Double($0.y)) }
      }
      guard let a = mapped(-0.5, -0.5), let b = mapped(width + 0.5, -0.5),
        let c = mapped(width + 0.5, height + 0.5), let d = mapped(-0.5, height + 0.5)
      else { return nil }
      corners = (a, b, c, d)
    }

    /// The columns of a destination row (its center at `y`, its first pixel at `originX`)
    /// that may sample the source, with two pixels' margin for rounding.
    func span(atY y: Double, originX: Int, width: Int) -> Range<Int> {
      var (low, high) = (Double.infinity, -Double.infinity)
      func cross(_ p: Point, _ q: Point) {
        guard min(p.y, q.y) <= y, y <= max(p.y, q.y) else { return }
        if p.y == q.y {
          (low, high) = (min(low, p.x, q.x), max(high, p.x, q.x))
        } else {
          let x = p.x + (y - p.y) * (q.x - p.x) / (q.y - p.y)
          (low, high) = (min(low, x), max(high, x))
        }
      }
      let (a, b, c, d) = corners
      cross(a, b)
      cross(b, c)
      cross(c, d)
      cross(d, a)
      guard low <= high else { return 0..<0 }
      // Clamped before converting: a plane seen nearly edge-on reaches far out.
      let (left, right) = (low - Double(originX), high - Double(originX))
      guard !left.isNaN, !right.isNaN else { return 0..<width }
      let first = Int(min(max(left.rounded(.down) - 2, 0), Double(width)))
      let end = Int(min(max(right.rounded(.up) + 3, 0), Double(width)))
      return first < end ? first..<end : 0..<0
    }
  }
}
