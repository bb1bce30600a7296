import Foundation

/// Core Animation's 4×4 transform, as the C struct: row-major, a point is a row vector
/// (x, y, z, 1) multiplied on the left, so translation sits in `m41`…`m43` and perspective in
/// `m34` (the usual `t.m34 = -1 / 500` puts the eye 500 points in front of the plane).
///
///     var t = CATransform3DIdentity
///     t.m34 = -1 / 500
///     card.layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
public struct CATransform3D: Equatable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity, as the C struct's zero initializer is not: `CATransform3D()` in Swift is
  /// all zeros on iOS too, so code writes `CATransform3DIdentity`.
  public init() {
    self.init(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0, m31: 0, m32: 0, m33: 0,
      m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
  }

  /// The sixteen numbers row by row.
  var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }

  /// False when any entry is NaN or infinite.
  var isFinite: Bool {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
      .allSatisfy(\.isFinite)
  }

  /// Maps the point (x, y) of the z = 0 plane: the projected point, or nil behind the eye
  /// (w ≤ 0), where nothing is drawn.
  public func project(_ point: CGPoint) -> CGPoint? {
    let w = point.x * m14 + point.y * m24 + m44
    guard w > 1e-9 else { return nil }
    return CGPoint(
      x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
  }

  /// True when the z = 0 plane is mapped without perspective (z does not reach x, y or w):
  /// the plane's image is an affine one, drawn without a projective pass.
  var isPlanarAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

  /// The affine part acting on the z = 0 plane (what a flattened layer shows when
  /// `isPlanarAffine`).
  var planarAffine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }
}

public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
  m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation of `angle` radians about the vector (x, y, z), as Core Animation's: a zero
/// vector gives the identity. Positive angles about z turn x toward y (clockwise on the
/// y-down screen), as `CGAffineTransform(rotationAngle:)` does.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (u, v, w) = (x / length, y / length, z / length)
  let (c, s) = (cos(angle), sin(angle))
  let k = 1 - c
  return CATransform3D(
    m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
    m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
    m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: a point goes through `a` first (p · a · b). Written out, so a frame that
/// composes layer transforms allocates nothing.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  CATransform3D(
    m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
    m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
    m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
    m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
    m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
    m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
    m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
    m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
    m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
    m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
    m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
    m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
    m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
    m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
    m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
    m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// Translates first, then applies `t`, as Core Animation's `Translate` does (t' = T · t).
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse; `t` unchanged when it is not invertible, as Core Animation returns it.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  var m = t.rows
  var inverse: [[CGFloat]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
  // Gauss–Jordan with partial pivoting.
  for column in 0..<4 {
    guard
      let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
      abs(m[pivot][column]) > 1e-12
    else { return t }
    m.swapAt(column, pivot)
    inverse.swapAt(column, pivot)
    let scale = m[column][column]
    for j in 0..<4 {
      m[column][j] /= scale
      inverse[column][j] /= scale
    }
    for row in 0..<4 where row != column {
      let factor = m[row][column]
      guard factor != 0 else { continue }
      for j in 0..<4 {
        m[row][j] -= factor * m[column][j]
        inverse[row][j] -= factor * inverse[column][j]
      }
    }
  }
  return CATransform3D(rows: inverse)
}

/// True when `t` has no perspective and leaves z alone: it is a `CGAffineTransform`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0,
    m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// The affine part (what `CATransform3DIsAffine` keeps), whether or not `t` is affine.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
