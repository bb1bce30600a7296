import Foundation

extension CGPath {
  /// The same outline traversed backwards: subpaths in reverse order, each from its end to
  /// its start. A closed subpath keeps its first point and runs the other way round, so a
  /// reversed circle's `strokeEnd` grows from the same point, in the other direction.
  /// Linear in the number of elements.
  func reversed() -> CGMutablePath {
    let reversed = CGMutablePath()
    reversed.elements.reserveCapacity(elements.count + 1)
    for subpath in subpaths().reversed() {
      let segments = subpath.segments
      let end = segments.isEmpty ? subpath.start : elements[segments.upperBound - 1].endPoint
      if subpath.isClosed {
        reversed.appendMove(subpath.start)
        if end != subpath.start { reversed.appendLine(end) }
      } else {
        reversed.appendMove(end)
      }
      for index in segments.reversed() {
        let from = index == segments.lowerBound ? subpath.start : elements[index - 1].endPoint
        switch elements[index] {
        case .line: reversed.appendLine(from)
        case .quadCurve(_, let control): reversed.appendQuadCurve(to: from, control: control)
        case .curve(_, let control1, let control2):
          reversed.appendCurve(to: from, control1: control2, control2: control1)
        case .move, .closeSubpath: break
        }
      }
      if subpath.isClosed { reversed.closeSubpath() }
    }
    return reversed
  }

  /// Each subpath's first point, the indices of its drawing elements and whether it closes.
  /// A segment right after a close starts a subpath at the closed one's first point.
  private func subpaths() -> [(start: CGPoint, segments: Range<Int>, isClosed: Bool)] {
    var subpaths: [(start: CGPoint, segments: Range<Int>, isClosed: Bool)] = []
    var start = CGPoint.zero
    var open = false
    for (index, element) in elements.enumerated() {
      switch element {
      case .move(let to):
        start = to
        open = true
        subpaths.append((to, index + 1..<index + 1, false))
      case .closeSubpath:
        subpaths[subpaths.count - 1].isClosed = true
        open = false
      case .line, .quadCurve, .curve:
        if !open {
          subpaths.append((start, index..<index, false))
          open = true
        }
        let segments = subpaths[subpaths.count - 1].segments
        subpaths[subpaths.count - 1].segments = segments.lowerBound..<index + 1
      }
    }
    return subpaths
  }
}

extension PathElement {
  /// Where the element leaves the pen; undefined (zero) for `closeSubpath`, whose end is the
  /// subpath's start.
  var endPoint: CGPoint {
    switch self {
    case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): to
    case .closeSubpath: .zero
    }
  }
}
