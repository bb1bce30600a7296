import Foundation

/// The part of a path between two fractions of its length, as Core Animation strokes
/// `strokeStart`…`strokeEnd`: the length runs over all subpaths in order (a closed
/// subpath's closing line included), and the part is returned as line segments (curves
/// flattened to `chordsPerCurve` chords), each drawn piece a subpath of its own.
enum PathTrim {
  static let chordsPerCurve = 24

  static func elements(of path: CGPath, from start: CGFloat, to end: CGFloat) -> [PathElement] {
    let pieces = polylines(of: path)
    let total = pieces.reduce(0) { $0 + length(of: $1) }
    guard total > 0 else { return [] }
    let (from, to) = (start * total, end * total)
    var result: [PathElement] = []
    var travelled: CGFloat = 0
    for line in pieces {
      var drawing = false
      for (a, b) in zip(line, line.dropFirst()) {
        let segment = hypot(b.x - a.x, b.y - a.y)
        defer { travelled += segment }
        let (s0, s1) = (max(from - travelled, 0), min(to - travelled, segment))
        guard segment > 0, s1 > s0 else {
          drawing = false
          continue
        }
        let p0 = point(a, b, s0 / segment)
        if !drawing { result.append(.move(to: p0)) }
        result.append(.line(to: point(a, b, s1 / segment)))
        drawing = s1 == segment
      }
    }
    return result
  }

  private static func point(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  private static func length(of line: [CGPoint]) -> CGFloat {
    zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
  }

  /// Each subpath as the points a pen passes, curves flattened; a closed one ends where it
  /// began.
  private static func polylines(of path: CGPath) -> [[CGPoint]] {
    var lines: [[CGPoint]] = []
    var line: [CGPoint] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    func finish() {
      if line.count > 1 { lines.append(line) }
      line = []
    }
    for element in path.elements {
      switch element {
      case .move(let to):
        finish()
        (current, start) = (to, to)
        line = [to]
      case .line(let to):
        if line.isEmpty { line = [current] }
        line.append(to)
        current = to
      case .quadCurve(let to, let control):
        if line.isEmpty { line = [current] }
        for step in 1...chordsPerCurve {
          line.append(
            quadraticPoint(current, control, to, at: CGFloat(step) / CGFloat(chordsPerCurve)))
        }
        current = to
      case .curve(let to, let control1, let control2):
        if line.isEmpty { line = [current] }
        for step in 1...chordsPerCurve {
          line.append(
            cubicPoint(
              current, control1, control2, to, at: CGFloat(step) / CGFloat(chordsPerCurve)))
        }
        current = to
      case .closeSubpath:
        if !line.isEmpty { line.append(start) }
        finish()
        current = start
      }
    }
    finish()
    return lines
  }
}
