import Foundation
import Segue

/// What items of a display list may draw over, for the damage (what a change touches) and
/// for the renderer (what a pass may skip, what a group's surface must hold).
extension FrameDamage {
  /// Where the item starting at `start` ends (one past its last command): past the pop
  /// matching a push, or the end of a list that leaves it open.
  static func itemEnd(_ commands: [DisplayCommand], from start: Int) -> Int {
    var depth = 0
    var index = start
    repeat {
      switch commands[index] {
      case .pushClip, .pushGroup, .pushProjection, .pushMask: depth += 1
      case .popClip, .popGroup, .popProjection, .popMask: depth -= 1
      default: break
      }
      index += 1
    } while depth > 0 && index < commands.count
    return index
  }

  /// How many items `commands[range]` holds.
  static func itemCount(_ commands: [DisplayCommand], _ range: Range<Int>) -> Int {
    var (index, count) = (range.lowerBound, 0)
    while index < range.upperBound {
      index = itemEnd(commands, from: index)
      count += 1
    }
    return count
  }

  /// What the commands in `range` may draw over, in the list's points (`.null`: nothing);
  /// nil when that cannot be bounded.
  static func bounds(_ commands: [DisplayCommand], _ range: Range<Int>) -> CGRect? {
    var box = CGRect.null
    var index = range.lowerBound
    while index < range.upperBound {
      let end = min(itemEnd(commands, from: index), range.upperBound)
      // Between the push and its pop (a list may leave a push open).
      let inner = index + 1..<max(commands[end - 1].isPop ? end - 1 : end, index + 1)
      let item: CGRect?
      switch commands[index] {
      case .pushClip(let clip):
        // Whatever it holds, even what cannot be bounded, stays inside it.
        let box = clip.rect.applying(clip.transform)
        item = (bounds(commands, inner) ?? box).intersection(box)
      case .pushGroup(let group):
        item = bounds(commands, inner).map { content in
          guard let shadow = group.shadow else { return content }
          // The blur spreads three standard deviations, and at least three pixels (three
          // box passes of one); three points cover both.
          let spread = 3 * abs(shadow.radius) + 3
          let caster =
            shadow.path.flatMap { pathBox($0, reach: 0)?.applying(shadow.pathTransform) }
            ?? content
          let cast = caster.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
            .insetBy(dx: -spread, dy: -spread)
          return content.union(cast)
        }
      case .pushProjection(let projection):
        item = projected(projection)
      case .pushMask:
        item = bounds(commands, inner)
      default:
        item = commandBounds(commands[index])
      }
      guard let item, item.isNull || item.isFinite else { return nil }
      box = box.union(item)
      index = end
    }
    return box
  }

  /// A single command's bounds (points); nil when they cannot be known.
  static func commandBounds(_ command: DisplayCommand) -> CGRect? {
    switch command {
    case .fill(let fill): fill.rect.applying(fill.transform)
    case .border(let border): border.rect.applying(border.transform)
    case .gradient(let gradient): gradient.rect.applying(gradient.transform)
    case .image(let image): image.rect.applying(image.transform)
    case .backdropBlur(let blur): blur.rect.applying(blur.transform)
    case .text(let run):
      // One line is truncated to the rect's width (its "…" may be wider, by less than an
      // em) and centered in (or hangs from) its height, a line being under two ems; its
      // glyphs reach a little past. Wrapped lines may overflow the rect.
      run.wraps
        ? nil
        : run.rect.insetBy(dx: -run.pointSize, dy: -2 * run.pointSize)
          .applying(run.transform)
    case .path(let path):
      pathBox(path.elements, reach: strokeReach(path))?.applying(path.transform)
    case .pushClip, .popClip, .pushGroup, .popGroup, .pushProjection, .popProjection, .pushMask,
      .maskWith, .popMask:
      .null
    }
  }

  /// How far `path`'s stroke paints from the path, in its points: half the line's width,
  /// times √2 at a square cap's corners (the square's half-diagonal, when the line ends at a
  /// slant) or the miter limit at a miter join's tip; 0 unstroked.
  static func strokeReach(_ path: PathDraw) -> CGFloat {
    guard path.stroke != nil else { return 0 }
    let cap: CGFloat = path.lineCap == .square ? 2.squareRoot() : 1
    let join: CGFloat = path.lineJoin == .miter ? path.miterLimit : 1
    return abs(path.lineWidth) / 2 * max(cap, join)
  }

  /// The box of a path's points (a Bézier lies inside its control points), grown by
  /// `reach` and a point for anti-aliasing; `.null` for no points.
  private static func pathBox(_ elements: [PathElement], reach: CGFloat) -> CGRect? {
    var (left, top, right, bottom) = (
      CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity
    )
    func include(_ point: CGPoint) {
      (left, top) = (min(left, point.x), min(top, point.y))
      (right, bottom) = (max(right, point.x), max(bottom, point.y))
    }
    for element in elements {
      switch element {
      case .move(let to), .line(let to): include(to)
      case .quadCurve(let to, let control):
        include(to)
        include(control)
      case .curve(let to, let control1, let control2):
        include(to)
        include(control1)
        include(control2)
      case .closeSubpath: break
      }
    }
    guard left <= right, top <= bottom else { return .null }
    let grow = reach + 1
    let box = CGRect(x: left, y: top, width: right - left, height: bottom - top)
      .insetBy(dx: -grow, dy: -grow)
    return box.isFinite ? box : nil
  }

  /// The box a projection's plane lands in, in the enclosing list's points; nil when a
  /// corner is behind the eye.
  private static func projected(_ projection: Projection) -> CGRect? {
    let b = projection.bounds
    let t = projection.transform
    guard let p = t.project(CGPoint(x: b.minX, y: b.minY)),
      let q = t.project(CGPoint(x: b.maxX, y: b.minY)),
      let r = t.project(CGPoint(x: b.minX, y: b.maxY)),
      let s = t.project(CGPoint(x: b.maxX, y: b.maxY))
    else { return nil }
    let (left, right) = (min(p.x, q.x, r.x, s.x), max(p.x, q.x, r.x, s.x))
    let (top, bottom) = (min(p.y, q.y, r.y, s.y), max(p.y, q.y, r.y, s.y))
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
      .insetBy(dx: -1, dy: -1)
  }
}

extension CGRect {
  /// Whether the two share pixels (not just an edge).
  func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// Every coordinate is finite.
  var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension DisplayCommand {
  /// Closes what a push opened.
  var isPop: Bool {
    switch self {
    case .popClip, .popGroup, .popProjection, .popMask: true
    default: false
    }
  }
}
