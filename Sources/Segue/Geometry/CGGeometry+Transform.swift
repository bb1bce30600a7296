import Foundation

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed without translation, as Core Graphics does (components may go negative).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that contains the transformed corners. Allocation-free: the
  /// renderer and the culling pass call it for every command of every frame.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let a = CGPoint(x: minX, y: minY).applying(t)
    let b = CGPoint(x: maxX, y: minY).applying(t)
    let c = CGPoint(x: minX, y: maxY).applying(t)
    let d = CGPoint(x: maxX, y: maxY).applying(t)
    let left = Swift.min(a.x, b.x, c.x, d.x)
    let top = Swift.min(a.y, b.y, c.y, d.y)
    return CGRect(
      x: left, y: top, width: Swift.max(a.x, b.x, c.x, d.x) - left,
      height: Swift.max(a.y, b.y, c.y, d.y) - top)
  }
}
