import Foundation

@testable import Segue

/// Same element kinds in the same order, every point within `epsilon` (trigonometry noise).
func isClose(_ a: [PathElement], _ b: [PathElement], within epsilon: CGFloat = 1e-9) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, within: epsilon) }
}

func isClose(_ a: PathElement, _ b: PathElement, within epsilon: CGFloat) -> Bool {
  switch (a, b) {
  case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
    isClose(p, q, within: epsilon)
  case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
    isClose(p, q, within: epsilon) && isClose(c, d, within: epsilon)
  case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
    isClose(p, q, within: epsilon) && isClose(c1, d1, within: epsilon)
      && isClose(c2, d2, within: epsilon)
  case (.closeSubpath, .closeSubpath): true
  default: false
  }
}

/// The control distance of a quarter-circle cubic, as a fraction of its radius.
let kappa: CGFloat = 4 / 3 * (2.0.squareRoot() - 1)

func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The end points of every drawing element, in order.
func endPoints(_ path: CGPath) -> [CGPoint] {
  path.elements.compactMap { element in
    switch element {
    case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): to
    case .closeSubpath: nil
    }
  }
}
