import Foundation

/// A path flattened into closed polygons: each curve replaced by chords that stay within
/// `tolerance` points of it, each subpath (open or not) closed back to its first point, as
/// filling and hit testing see it. Linear in the path's size; one array for all polygons.
struct PathPolygons {
  /// At most this many chords per curve, so a curve with enormous coordinates costs
  /// bounded work (its chords are then coarser than the tolerance).
  static let maximumChordsPerCurve = 1024

  /// Every polygon's points, one polygon after another.
  private(set) var points: [CGPoint] = []
  /// Where each polygon ends in `points` (exclusive).
  private(set) var ends: [Int] = []

  init(_ path: CGPath, tolerance: CGFloat) {
    points.reserveCapacity(Self.pointCount(of: path, tolerance: tolerance))
    Self.forEachPoint(of: path, tolerance: tolerance) { point, startsPolygon in
      if startsPolygon, !points.isEmpty { ends.append(points.count) }
      points.append(point)
    }
    if !points.isEmpty { ends.append(points.count) }
  }

  /// How many times the polygons wind around `point`: positive where they run clockwise on
  /// a y-down screen (Dan Sunday's crossing rule, half-open in y so shared vertices count
  /// once).
  func winding(at point: CGPoint) -> Int {
    var winding = 0
    var first = 0
    for end in ends {
      var a = points[end - 1]
      for index in first..<end {
        let b = points[index]
        let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
        if a.y <= point.y {
          if b.y > point.y, side > 0 { winding += 1 }
        } else if b.y <= point.y, side < 0 {
          winding -= 1
        }
        a = b
      }
      first = end
    }
    return winding
  }

  func contains(_ point: CGPoint, using rule: CGPathFillRule) -> Bool {
    let winding = winding(at: point)
    return rule == .winding ? winding != 0 : winding % 2 != 0
  }

  /// An upper bound on the points `init` produces, to size its storage once.
  static func pointCount(of path: CGPath, tolerance: CGFloat) -> Int {
    var count = 0
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let to):
        (start, current) = (to, to)
        count += 1
      case .line(let to):
        current = to
        count += 2
      case .quadCurve(let to, let control):
        count += 1 + chords(current, control, to, tolerance: tolerance)
        current = to
      case .curve(let to, let control1, let control2):
        count += 1 + chords(current, control1, control2, to, tolerance: tolerance)
        current = to
      case .closeSubpath:
        current = start
      }
    }
    return count
  }

  /// Calls `body` with each polygon vertex in order, `startsPolygon` true on each first one.
  private static func forEachPoint(
    of path: CGPath, tolerance: CGFloat, _ body: (CGPoint, _ startsPolygon: Bool) -> Void
  ) {
    var current = CGPoint.zero
    var start = CGPoint.zero
    var open = false
    // A segment right after a close starts a new polygon at the closed one's first point.
    func beginIfClosed() {
      if !open {
        body(start, true)
        open = true
      }
    }
    for element in path.elements {
      switch element {
      case .move(let to):
        (start, current, open) = (to, to, true)
        body(to, true)
      case .line(let to):
        beginIfClosed()
        body(to, false)
        current = to
      case .quadCurve(let to, let control):
        beginIfClosed()
        let count = chords(current, control, to, tolerance: tolerance)
        for index in 1..<count {
          body(quadraticPoint(current, control, to, at: CGFloat(index) / CGFloat(count)), false)
        }
        body(to, false)
        current = to
      case .curve(let to, let control1, let control2):
        beginIfClosed()
        let count = chords(current, control1, control2, to, tolerance: tolerance)
        for index in 1..<count {
          let t = CGFloat(index) / CGFloat(count)
          body(cubicPoint(current, control1, control2, to, at: t), false)
        }
        body(to, false)
        current = to
      case .closeSubpath:
        (current, open) = (start, false)
      }
    }
  }

  /// Wang's formula: n chords keep a degree-d Bézier within `tolerance` of them when
  /// n ≥ √(d(d−1)/8 · M / tolerance), M the largest second difference of its points.
  static func chords(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat
  ) -> Int {
    chordCount(secondDifference: length(p0, p1, p2), factor: 2.0 / 8, tolerance: tolerance)
  }

  static func chords(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat
  ) -> Int {
    let m = max(length(p0, p1, p2), length(p1, p2, p3))
    return chordCount(secondDifference: m, factor: 6.0 / 8, tolerance: tolerance)
  }

  private static func chordCount(secondDifference m: CGFloat, factor: CGFloat, tolerance: CGFloat)
    -> Int
  {
    let n = (factor * m / max(tolerance, 1e-6)).squareRoot().rounded(.up)
    return n.isFinite ? min(max(Int(n), 1), maximumChordsPerCurve) : maximumChordsPerCurve
  }

  /// |a − 2b + c|
  private static func length(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
    let dx = a.x - 2 * b.x + c.x
    let dy = a.y - 2 * b.y + c.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
