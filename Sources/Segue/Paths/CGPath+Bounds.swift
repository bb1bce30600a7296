import Foundation

extension CGPath {
  /// The smallest rectangle holding every point of the path, Bézier control points
  /// included, as Core Graphics' `CGPathGetBoundingBox`; `.null` for an empty path. Cheap,
  /// but looser than `boundingBoxOfPath` around curves.
  public var boundingBox: CGRect {
    var box = BoundsAccumulator()
    for element in elements {
      switch element {
      case .move(let to), .line(let to): box.add(to)
      case .quadCurve(let to, let control):
        box.add(to)
        box.add(control)
      case .curve(let to, let control1, let control2):
        box.add(to)
        box.add(control1)
        box.add(control2)
      case .closeSubpath: break
      }
    }
    return box.rect
  }

  /// The smallest rectangle holding the path as drawn (curve extrema, not control points),
  /// as Core Graphics' `CGPathGetPathBoundingBox`; `.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    var box = BoundsAccumulator()
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let to):
        start = to
        current = to
        box.add(to)
      case .line(let to):
        current = to
        box.add(to)
      case .quadCurve(let to, let control):
        for t in quadraticExtrema(current, control, to) {
          box.add(quadraticPoint(current, control, to, at: t))
        }
        current = to
        box.add(to)
      case .curve(let to, let control1, let control2):
        for t in cubicExtrema(current, control1, control2, to) {
          box.add(cubicPoint(current, control1, control2, to, at: t))
        }
        current = to
        box.add(to)
      case .closeSubpath:
        current = start
      }
    }
    return box.rect
  }
}

private struct BoundsAccumulator {
  var minX = CGFloat.infinity
  var minY = CGFloat.infinity
  var maxX = -CGFloat.infinity
  var maxY = -CGFloat.infinity

  mutating func add(_ p: CGPoint) {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  var rect: CGRect {
    minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// The parameters in (0, 1) where a quadratic Bézier turns back in x or in y.
private func quadraticExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
  [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)].compactMap { a, b, c in
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return nil }
    let t = (a - b) / denominator
    return t > 0 && t < 1 ? t : nil
  }
}

/// The parameters in (0, 1) where a cubic Bézier turns back in x or in y: the roots of its
/// derivative, a quadratic per axis.
private func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint)
  -> [CGFloat]
{
  var roots: [CGFloat] = []
  for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
    // B'(t) / 3 = a t² + b t + c
    let a = -a0 + 3 * a1 - 3 * a2 + a3
    let b = 2 * (a0 - 2 * a1 + a2)
    let c = a1 - a0
    if abs(a) < 1e-12 {
      if b != 0 { roots.append(-c / b) }
      continue
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { continue }
    let root = discriminant.squareRoot()
    roots.append((-b + root) / (2 * a))
    roots.append((-b - root) / (2 * a))
  }
  return roots.filter { $0 > 0 && $0 < 1 }
}

func quadraticPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, at t: CGFloat) -> CGPoint {
  let u = 1 - t
  return CGPoint(
    x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
    y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
}

func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat)
  -> CGPoint
{
  let u = 1 - t
  let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
  return CGPoint(
    x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
    y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
}
