import Foundation

/// The four corner radii of a rounded rectangle, in points (width along x, height along y).
struct CornerRadii: Equatable {
  var topLeft: CGSize
  var topRight: CGSize
  var bottomRight: CGSize
  var bottomLeft: CGSize

  init(topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  init(all radius: CGSize) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }
}

extension CGMutablePath {
  /// A closed ellipse inscribed in `rect`: four cubic quarter arcs from the middle of the right
  /// edge, clockwise on screen (y down), as Core Graphics draws it.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    guard
      acceptsPathInput(
        rect.isFinite && transform.isFinite, in: "CGMutablePath.addEllipse(in:transform:)")
    else { return }
    let r = rect.standardized
    var pen = ShapePen(path: self, transform: transform, start: CGPoint(x: r.maxX, y: r.midY))
    pen.quarterArc(corner: CGPoint(x: r.maxX, y: r.maxY), to: CGPoint(x: r.midX, y: r.maxY))
    pen.quarterArc(corner: CGPoint(x: r.minX, y: r.maxY), to: CGPoint(x: r.minX, y: r.midY))
    pen.quarterArc(corner: CGPoint(x: r.minX, y: r.minY), to: CGPoint(x: r.midX, y: r.minY))
    pen.quarterArc(corner: CGPoint(x: r.maxX, y: r.minY), to: CGPoint(x: r.maxX, y: r.midY))
    closeSubpath()
  }

  /// A closed rectangle with quarter-ellipse corners `cornerWidth` × `cornerHeight` points.
  /// Core Graphics traps when a corner is negative or wider (taller) than half the rectangle;
  /// Segue clamps it into range with a warning. The outline starts after the top-left corner
  /// and runs clockwise on screen, as `UIBezierPath(roundedRect:cornerRadius:)` does; with a
  /// zero corner it is `addRect(_:transform:)`.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let call = "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)"
    let finite = rect.isFinite && cornerWidth.isFinite && cornerHeight.isFinite
    guard acceptsPathInput(finite && transform.isFinite, in: call) else { return }
    let r = rect.standardized
    let width = min(max(cornerWidth, 0), r.width / 2)
    let height = min(max(cornerHeight, 0), r.height / 2)
    if width != cornerWidth || height != cornerHeight {
      Diagnostics.warn(
        "\(call): corner \(cornerWidth)×\(cornerHeight) does not fit \(r.width)×\(r.height) "
          + "(Core Graphics traps); clamped to \(width)×\(height)")
    }
    appendRoundedRect(r, radii: CornerRadii(all: CGSize(width: width, height: height)), transform)
  }

  /// A closed rounded rectangle, radii already clamped to fit; a corner with a zero radius
  /// is square.
  func appendRoundedRect(_ r: CGRect, radii: CornerRadii, _ transform: CGAffineTransform) {
    if radii == CornerRadii(all: .zero) { return addRect(r, transform: transform) }
    let (tl, tr, br, bl) = (radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
    var pen = ShapePen(
      path: self, transform: transform, start: CGPoint(x: r.minX + tl.width, y: r.minY))
    pen.line(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
    pen.corner(CGPoint(x: r.maxX, y: r.minY), to: CGPoint(x: r.maxX, y: r.minY + tr.height))
    pen.line(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
    pen.corner(CGPoint(x: r.maxX, y: r.maxY), to: CGPoint(x: r.maxX - br.width, y: r.maxY))
    pen.line(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
    pen.corner(CGPoint(x: r.minX, y: r.maxY), to: CGPoint(x: r.minX, y: r.maxY - bl.height))
    pen.line(to: CGPoint(x: r.minX, y: r.minY + tl.height))
    pen.corner(CGPoint(x: r.minX, y: r.minY), to: CGPoint(x: r.minX + tl.width, y: r.minY))
    closeSubpath()
  }
}

/// Draws an axis-aligned outline in untransformed coordinates, so it can tell a zero-length
/// edge or corner (left out) from a real one.
private struct ShapePen {
  /// 4/3 (√2 − 1): the control distance, as a fraction of the radius, of the cubic that best
  /// matches a quarter circle (radial error 0.027 %).
  static let kappa: CGFloat = 4 / 3 * (2.0.squareRoot() - 1)

  let path: CGMutablePath
  let transform: CGAffineTransform
  var at: CGPoint

  init(path: CGMutablePath, transform: CGAffineTransform, start: CGPoint) {
    self.path = path
    self.transform = transform
    at = start
    path.appendMove(start.applying(transform))
  }

  mutating func line(to point: CGPoint) {
    guard point != at else { return }
    path.appendLine(point.applying(transform))
    at = point
  }

  /// A quarter ellipse to `end`, inscribed in the box whose other corner is `corner`; a
  /// straight line when one of the radii is zero.
  mutating func corner(_ corner: CGPoint, to end: CGPoint) {
    if at == corner || end == corner {
      line(to: corner)
      line(to: end)
    } else {
      quarterArc(corner: corner, to: end)
    }
  }

  mutating func quarterArc(corner: CGPoint, to end: CGPoint) {
    let k = Self.kappa
    let control1 = CGPoint(x: at.x + k * (corner.x - at.x), y: at.y + k * (corner.y - at.y))
    let control2 = CGPoint(x: end.x + k * (corner.x - end.x), y: end.y + k * (corner.y - end.y))
    path.appendCurve(
      to: end.applying(transform), control1: control1.applying(transform),
      control2: control2.applying(transform))
    at = end
  }
}
