import Foundation

/// A path with its stroke settings, as UIKit's `UIBezierPath`: builds a `CGPath` in points,
/// y down, for a `CAShapeLayer`, a mask or a hit test. Like UIKit's it is not tied to the
/// main actor.
///
///     // BubbleTransition's circle (MIT, Andrea Mazzini): a circle around the button.
///     let circle = UIBezierPath(ovalIn: CGRect(origin: .zero, size: bubbleSize))
///
/// A call with a NaN or infinite coordinate is ignored with a warning naming it; a segment
/// added to an empty path (no `move(to:)` yet) is ignored with a warning.
open class UIBezierPath: NSObject, NSCopying {
  private var path = CGMutablePath()
  /// The dash lengths in points (on, off, on…) and the phase into them; empty: solid.
  private var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

  /// Stroke width in points. Default 1.
  open var lineWidth: CGFloat = 1
  /// Default `.butt`.
  open var lineCapStyle: CGLineCap = .butt
  /// Default `.miter`.
  open var lineJoinStyle: CGLineJoin = .miter
  /// How long a miter may grow, as a multiple of `lineWidth`, before it is bevelled.
  /// Default 10.
  open var miterLimit: CGFloat = 10
  /// How far, in device pixels, a drawn curve may stray from the true one. Default 0.6.
  open var flatness: CGFloat = 0.6
  /// Fills and `contains(_:)` use the even-odd rule instead of non-zero winding. Default false.
  open var usesEvenOddFillRule = false

  public override init() {}

  /// A closed rectangle from its minimum corner, clockwise on screen.
  public convenience init(rect: CGRect) {
    self.init()
    guard acceptsPathInput(rect.isFinite, in: "UIBezierPath(rect:)") else { return }
    path.addRect(rect)
  }

  /// A closed ellipse inscribed in `rect`, from the middle of its right edge, clockwise on
  /// screen.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    guard acceptsPathInput(rect.isFinite, in: "UIBezierPath(ovalIn:)") else { return }
    path.addEllipse(in: rect)
  }

  /// A closed rectangle with every corner rounded by `cornerRadius` points, clamped to half
  /// the shorter side as UIKit does (so a square's half width gives a circle). UIKit's
  /// corners are continuous (squircle-like); these are circular quarter arcs, which differ
  /// from them by under 3 % of the radius. Starts after the top-left corner, clockwise.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, corners: .allCorners, radius: cornerRadius,
      call: "UIBezierPath(roundedRect:cornerRadius:)")
  }

  /// A closed rectangle with only `corners` rounded. As UIKit does since iOS 7, the corners
  /// are circular with radius `cornerRadii.width` (the height is not used), clamped to half
  /// the shorter side.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init(
      roundedRect: rect, corners: corners, radius: cornerRadii.width,
      call: "UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)")
  }

  private convenience init(
    roundedRect rect: CGRect, corners: UIRectCorner, radius: CGFloat, call: String
  ) {
    self.init()
    guard acceptsPathInput(rect.isFinite && radius.isFinite, in: call) else { return }
    let r = rect.standardized
    let clamped = min(max(radius, 0), min(r.width, r.height) / 2)
    func size(_ corner: UIRectCorner) -> CGSize {
      corners.contains(corner) ? CGSize(width: clamped, height: clamped) : .zero
    }
    let radii = CornerRadii(
      topLeft: size(.topLeft), topRight: size(.topRight),
      bottomRight: size(.bottomRight), bottomLeft: size(.bottomLeft))
    path.appendRoundedRect(r, radii: radii, .identity)
  }

  /// An open arc, as `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` on an empty
  /// path.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      center, radius, startAngle, endAngle, clockwise,
      call: "UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)")
  }

  /// A path with `cgPath`'s elements (copied: changing one later leaves the other alone).
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// The path's elements as an immutable `CGPath`; setting it replaces them.
  open var cgPath: CGPath {
    get { CGPath(copying: path) }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  /// The end of the last segment; `.zero` on an empty path.
  open var currentPoint: CGPoint { path.currentPoint }

  open var isEmpty: Bool { path.isEmpty }

  /// Holds every point, control points included (`.null` when empty), as UIKit's `bounds`.
  open var bounds: CGRect { path.boundingBox }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) {
    guard acceptsPathInput(point.isFinite, in: "UIBezierPath.move(to:)") else { return }
    path.appendMove(point)
  }

  open func addLine(to point: CGPoint) {
    guard accepts(point.isFinite, in: "UIBezierPath.addLine(to:)") else { return }
    path.appendLine(point)
  }

  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    let finite = endPoint.isFinite && controlPoint.isFinite
    guard accepts(finite, in: "UIBezierPath.addQuadCurve(to:controlPoint:)") else { return }
    path.appendQuadCurve(to: endPoint, control: controlPoint)
  }

  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    let finite = endPoint.isFinite && controlPoint1.isFinite && controlPoint2.isFinite
    guard accepts(finite, in: "UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)")
    else { return }
    path.appendCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// An arc from `startAngle` to `endAngle` (radians from the positive x axis), after a line
  /// from the current point to its start. `clockwise` is as seen on screen (y down): toward
  /// increasing angles, the opposite of `CGMutablePath.addArc`'s flag. A full turn or more
  /// in that direction is one circle; otherwise the angles count modulo 2π.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    addArc(
      center, radius, startAngle, endAngle, clockwise,
      call: "UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)")
  }

  /// Closes the current subpath with a line back to its first point.
  open func close() { path.closeSubpath() }

  /// Removes every element; the stroke settings stay.
  open func removeAllPoints() { path = CGMutablePath() }

  /// Appends `bezierPath`'s elements (its stroke settings are not taken).
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// The same outline traversed backwards; see `CGPath.reversed()`. Stroke settings are
  /// not copied, as in UIKit.
  open func reversing() -> UIBezierPath {
    let reversed = UIBezierPath()
    reversed.path = path.reversed()
    return reversed
  }

  /// Maps every point through `transform`; a NaN or infinite transform is ignored with a
  /// warning.
  open func apply(_ transform: CGAffineTransform) {
    path = path.mutableCopy(applying: transform, in: "UIBezierPath.apply(_:)")
  }

  /// Whether the area the path encloses (open subpaths closed) holds `point`, by
  /// `usesEvenOddFillRule`. The stroke width does not count.
  open func contains(_ point: CGPoint) -> Bool {
    guard acceptsPathInput(point.isFinite, in: "UIBezierPath.contains(_:)") else { return false }
    return path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Sets the stroke's dash: `count` lengths in points (on, off, on…) read from `pattern`,
  /// starting `phase` points in. A nil pattern or a count of 0 makes the stroke solid.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    let lengths = Array(
      UnsafeBufferPointer(start: pattern, count: pattern == nil ? 0 : max(count, 0)))
    let finite = phase.isFinite && lengths.allSatisfy { $0.isFinite && $0 >= 0 }
    guard
      acceptsPathInput(
        finite, in: "UIBezierPath.setLineDash(_:count:phase:) (or a negative length)")
    else { return }
    lineDash = (lengths, phase)
  }

  /// Writes the dash lengths into `pattern` (which must hold them all), their number into
  /// `count` and the phase into `phase`; any of them may be nil.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern {
      for (index, length) in lineDash.pattern.enumerated() { pattern[index] = length }
    }
    count?.pointee = lineDash.pattern.count
    phase?.pointee = lineDash.phase
  }

  /// A copy of the elements and the stroke settings.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIBezierPath()
    copy.path = CGMutablePath(copying: path)
    copy.lineDash = lineDash
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.miterLimit = miterLimit
    copy.flatness = flatness
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    return copy
  }

  /// `finite`, and a current point to draw from, each refused with a warning naming `call`.
  private func accepts(_ finite: Bool, in call: String) -> Bool {
    acceptsPathInput(finite, in: call) && path.hasCurrentPoint(for: call)
  }

  private func addArc(
    _ center: CGPoint, _ radius: CGFloat, _ startAngle: CGFloat, _ endAngle: CGFloat,
    _ clockwise: Bool, call: String
  ) {
    path.appendArc(
      center: center, radius: radius, startAngle: startAngle, to: endAngle, transform: .identity,
      call: call
    ) { CGMutablePath.arcSweep(from: $0, to: $1, clockwise: !clockwise) }
  }
}
