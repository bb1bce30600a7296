import Foundation

/// A transform taken apart as Core Animation (and CSS, after Graphics Gems II's "unmatrix")
/// interpolates it: perspective, translation, scale, skew and a rotation quaternion, so a
/// half-way turn is a turn and not a collapse through the matrix average.
struct DecomposedTransform {
  var perspective: SIMD4<Double>
  var translation: SIMD3<Double>
  var scale: SIMD3<Double>
  /// xy, xz, yz shears.
  var skew: SIMD3<Double>
  /// x, y, z, w.
  var quaternion: SIMD4<Double>

  /// nil for a transform that cannot be taken apart (m44 = 0, or a singular linear part).
  /// Works on three row variables, not an array, so a frame allocates nothing.
  init?(_ t: CATransform3D) {
    guard t.m44 != 0 else { return nil }
    let v = t.layerVector / Double(t.m44)
    var r0 = SIMD3(v[0], v[1], v[2])
    var r1 = SIMD3(v[4], v[5], v[6])
    var r2 = SIMD3(v[8], v[9], v[10])
    translation = SIMD3(v[12], v[13], v[14])
    let determinant = (r0 * Self.cross(r1, r2)).sum()
    guard abs(determinant) > 1e-12 else { return nil }
    let right = SIMD4(v[3], v[7], v[11], v[15])
    if right[0] != 0 || right[1] != 0 || right[2] != 0 {
      // M = P · Q, P the matrix without its perspective column and Q the identity with the
      // column q: q's first three are A⁻¹ · right (A the linear part, whose inverse has the
      // rows' cross products over the determinant as its columns), its last what is left.
      let (c0, c1, c2) = (
        Self.cross(r1, r2) / determinant, Self.cross(r2, r0) / determinant,
        Self.cross(r0, r1) / determinant
      )
      let q = c0 * right[0] + c1 * right[1] + c2 * right[2]
      perspective = SIMD4(q[0], q[1], q[2], right[3] - (translation * q).sum())
    } else {
      perspective = SIMD4(0, 0, 0, 1)
    }
    var scale = SIMD3<Double>.zero
    var skew = SIMD3<Double>.zero
    scale[0] = Self.length(r0)
    r0 /= scale[0]
    skew[0] = (r0 * r1).sum()
    r1 -= skew[0] * r0
    scale[1] = Self.length(r1)
    r1 /= scale[1]
    skew[0] /= scale[1]
    skew[1] = (r0 * r2).sum()
    r2 -= skew[1] * r0
    skew[2] = (r1 * r2).sum()
    r2 -= skew[2] * r1
    scale[2] = Self.length(r2)
    r2 /= scale[2]
    skew[1] /= scale[2]
    skew[2] /= scale[2]
    if (r0 * Self.cross(r1, r2)).sum() < 0 {
      scale = -scale
      (r0, r1, r2) = (-r0, -r1, -r2)
    }
    self.scale = scale
    self.skew = skew
    quaternion = Self.quaternion(r0, r1, r2)
  }

  /// The parts mixed `fraction` of the way to `other`, the rotation along the shorter arc.
  func interpolated(to other: DecomposedTransform, fraction f: Double) -> DecomposedTransform {
    var mixed = self
    mixed.perspective += (other.perspective - perspective) * f
    mixed.translation += (other.translation - translation) * f
    mixed.scale += (other.scale - scale) * f
    mixed.skew += (other.skew - skew) * f
    var product = (quaternion * other.quaternion).sum()
    var target = other.quaternion
    if product < 0 {
      product = -product
      target = -target
    }
    guard product < 1 - 1e-12 else { return mixed }
    let theta = acos(min(product, 1))
    let sine = sin(theta)
    mixed.quaternion =
      quaternion * (sin((1 - f) * theta) / sine) + target * (sin(f * theta) / sine)
    return mixed
  }

  /// The transform these parts make.
  var transform: CATransform3D {
    let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
    var r0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
    var r1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
    var r2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    // Shears, then scales, applied before the rotation (rows are the images of the axes).
    r2 += skew[2] * r1 + skew[1] * r0
    r1 += skew[0] * r0
    (r0, r1, r2) = (r0 * scale[0], r1 * scale[1], r2 * scale[2])
    var t = CATransform3D(
      m11: r0[0], m12: r0[1], m13: r0[2], m14: 0, m21: r1[0], m22: r1[1], m23: r1[2], m24: 0,
      m31: r2[0], m32: r2[1], m33: r2[2], m34: 0,
      m41: translation[0], m42: translation[1], m43: translation[2], m44: 1)
    if perspective != SIMD4(0, 0, 0, 1) {
      var p = CATransform3DIdentity
      (p.m14, p.m24, p.m34, p.m44) = (
        perspective[0], perspective[1], perspective[2], perspective[3]
      )
      t = CATransform3DConcat(t, p)
    }
    return t
  }

  /// The rotation of rows r0, r1, r2 as a unit quaternion (x, y, z, w), from its largest
  /// component first (Shepperd's method), so no component comes from the square root of a
  /// rounding error.
  private static func quaternion(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>)
    -> SIMD4<Double>
  {
    let trace = r0[0] + r1[1] + r2[2]
    if trace > 0 {
      let s = 2 * (trace + 1).squareRoot()
      return SIMD4((r1[2] - r2[1]) / s, (r2[0] - r0[2]) / s, (r0[1] - r1[0]) / s, s / 4)
    }
    if r0[0] >= r1[1], r0[0] >= r2[2] {
      let s = 2 * (1 + r0[0] - r1[1] - r2[2]).squareRoot()
      return SIMD4(s / 4, (r0[1] + r1[0]) / s, (r0[2] + r2[0]) / s, (r1[2] - r2[1]) / s)
    }
    if r1[1] >= r2[2] {
      let s = 2 * (1 + r1[1] - r0[0] - r2[2]).squareRoot()
      return SIMD4((r0[1] + r1[0]) / s, s / 4, (r1[2] + r2[1]) / s, (r2[0] - r0[2]) / s)
    }
    let s = 2 * (1 + r2[2] - r0[0] - r1[1]).squareRoot()
    return SIMD4((r0[2] + r2[0]) / s, (r1[2] + r2[1]) / s, s / 4, (r0[1] - r1[0]) / s)
  }

  private static func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }

  private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])
  }

  private static func determinant(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>)
    -> Double
  {
    (a * cross(b, c)).sum()
  }
}
