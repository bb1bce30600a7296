import CCairo
import Foundation

/// cairo's matrices as its image backend turns a gradient pattern's into pixman's transform
/// (cairo-matrix.c, cairo 1.16), computed with cairo's own matrix functions where they are
/// public and their order and roundings where they are not, so that the transform is cairo's
/// bit for bit.
extension cairo_matrix_t {
  static var identity: cairo_matrix_t { cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0) }

  /// `cairo_matrix_multiply`: `a`, then `b`.
  static func product(_ a: inout cairo_matrix_t, _ b: inout cairo_matrix_t) -> cairo_matrix_t {
    var result = cairo_matrix_t()
    cairo_matrix_multiply(&result, &a, &b)
    return result
  }

  /// `_cairo_matrix_is_identity`.
  var isIdentity: Bool { isTranslation && x0 == 0 && y0 == 0 }

  /// `_cairo_matrix_is_translation`.
  var isTranslation: Bool { xx == 1 && yx == 0 && xy == 0 && yy == 1 }

  /// `_cairo_matrix_to_pixman_matrix_offset` for a matrix that is not a translation: the
  /// whole pixels moved out of the matrix into the source's offset (so that pixman's 16-bit
  /// offsets are spread evenly), then the transform in 16.16 fixed point, its translation
  /// corrected so that pixman agrees with cairo at the pattern-space point of (`xc`, `yc`),
  /// the centre of what is drawn. Nil where cairo fails (a matrix too large for pixman).
  func pixmanTransform(fixing xc: Double, _ yc: Double) -> (
    transform: pixman_transform_t, x: Int32, y: Int32
  )? {
    var m = self
    var offset: (x: Int32, y: Int32) = (0, 0)
    cairo_matrix_translate(&m, 0, 0)
    if m.x0 != 0 || m.y0 != 0 {
      var (tx, ty) = (m.x0, m.y0)
      var norm = Self.larger(abs(tx), abs(ty))
      for i in stride(from: -1.0, through: 1, by: 2) {
        for j in stride(from: -1.0, through: 1, by: 2) {
          var den = (m.xx + i) * (m.yy + j) - m.xy * m.yx
          if abs(den) < Double.ulpOfOne { continue }
          var x = m.y0 * m.xy - m.x0 * (m.yy + j)
          var y = m.x0 * m.yx - m.y0 * (m.xx + i)
          den = 1 / den
          x *= den
          y *= den
          let newNorm = Self.larger(abs(x), abs(y))
          if norm > newNorm { (norm, tx, ty) = (newNorm, x, y) }
        }
      }
      (tx, ty) = (tx.rounded(.down), ty.rounded(.down))
      guard abs(tx) < Double(Int32.max), abs(ty) < Double(Int32.max) else { return nil }
      offset = (Int32(-tx), Int32(-ty))
      cairo_matrix_translate(&m, tx, ty)
    }
    guard let transform = m.pixmanMatrix(fixing: xc, yc) else { return nil }
    return (transform, offset.x, offset.y)
  }

  /// C's `MAX`: `a` unless `b` is larger.
  private static func larger(_ a: Double, _ b: Double) -> Double { a > b ? a : b }

  /// `_cairo_matrix_to_pixman_matrix`.
  private func pixmanMatrix(fixing xc: Double, _ yc: Double) -> pixman_transform_t? {
    var transform = pixman_transform_t(
      matrix: (
        (xx.cairoFixed16_16, xy.cairoFixed16_16, x0.cairoFixed16_16),
        (yx.cairoFixed16_16, yy.cairoFixed16_16, y0.cairoFixed16_16), (0, 0, 1 << 16)
      ))
    guard !hasUnityScale else { return transform }
    // PIXMAN_MAX_INT
    let largest = 32767.0
    guard abs(xx) <= largest, abs(xy) <= largest, abs(x0) <= largest, abs(yx) <= largest,
      abs(yy) <= largest, abs(y0) <= largest
    else { return nil }
    var matrix = self
    var inverse = self
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return transform }
    for _ in 0..<5 {
      var vector = pixman_vector_t(vector: (xc.cairoFixed16_16, yc.cairoFixed16_16, 1 << 16))
      guard pixman_transform_point_3d(&transform, &vector) != 0 else { return transform }
      var x = Double(vector.vector.0) / 65536
      var y = Double(vector.vector.1) / 65536
      cairo_matrix_transform_point(&inverse, &x, &y)
      x -= xc
      y -= yc
      cairo_matrix_transform_distance(&matrix, &x, &y)
      let (dx, dy) = (x.cairoFixed16_16, y.cairoFixed16_16)
      transform.matrix.0.2 &-= dx
      transform.matrix.1.2 &-= dy
      if dx == 0, dy == 0 { break }
    }
    return transform
  }

  /// `_cairo_matrix_has_unity_scale`: a determinant of ±1 (within 1/256) and no rotation.
  private var hasUnityScale: Bool {
    let epsilon = 1.0 / 256
    let det = xx * yy - yx * xy
    guard abs(det * det - 1.0) < epsilon else { return false }
    return (abs(xy) < epsilon && abs(yx) < epsilon) || (abs(xx) < epsilon && abs(yy) < epsilon)
  }
}

extension Double {
  /// This in pixman's 16.16 fixed point as `_cairo_fixed_16_16_from_double` makes it: added
  /// to 1.5 × 2^36, whose low 32 bits then hold it rounded to nearest, ties to even (and
  /// wrapped where it does not fit, as cairo's is).
  var cairoFixed16_16: pixman_fixed_t {
    Int32(truncatingIfNeeded: (self + 103_079_215_104.0).bitPattern)
  }
}
