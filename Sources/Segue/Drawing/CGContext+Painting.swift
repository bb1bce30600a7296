import Foundation

/// Painting: each call records one command with the current color, line style and alpha,
/// under the current clip.
extension CGContext {
  /// Fills the current path (open subpaths closed) under `rule`, and empties the path.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    paintPath(fill: rule, stroke: false)
  }

  /// Strokes the current path with the line style, and empties the path.
  public func strokePath() { paintPath(fill: nil, stroke: true) }

  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill: paintPath(fill: .winding, stroke: false)
    case .eoFill: paintPath(fill: .evenOdd, stroke: false)
    case .stroke: paintPath(fill: nil, stroke: true)
    case .fillStroke: paintPath(fill: .winding, stroke: true)
    case .eoFillStroke: paintPath(fill: .evenOdd, stroke: true)
    }
  }

  /// Fills `rect` with the fill color; the current path is kept.
  public func fill(_ rect: CGRect) { paint(CGPath(rect: rect, transform: nil), fill: true) }

  public func fill(_ rects: [CGRect]) {
    let shape = CGMutablePath()
    shape.addRects(rects)
    paint(shape, fill: true)
  }

  public func fillEllipse(in rect: CGRect) {
    paint(CGPath(ellipseIn: rect, transform: nil), fill: true)
  }

  /// Strokes `rect`'s outline with the line style; the current path is kept.
  public func stroke(_ rect: CGRect) { paint(CGPath(rect: rect, transform: nil), fill: false) }

  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  public func strokeEllipse(in rect: CGRect) {
    paint(CGPath(ellipseIn: rect, transform: nil), fill: false)
  }

  /// Strokes a segment between each pair of `points` (0–1, 2–3, …).
  public func strokeLineSegments(between points: [CGPoint]) {
    let shape = CGMutablePath()
    for pair in stride(from: 0, to: points.count - 1, by: 2) {
      shape.addLines(between: [points[pair], points[pair + 1]])
    }
    paint(shape, fill: false)
  }

  /// Makes `rect` transparent: what was drawn under it is erased.
  public func clear(_ rect: CGRect) {
    guard acceptsPathInput(rect.isFinite, in: "CGContext.clear(_:)") else { return }
    drawing.isolated = true
    drawing.commands.append(
      .fill(
        Fill(
          rect: rect.standardized, transform: state.ctm,
          color: RGBA(red: 0, green: 0, blue: 0, alpha: 0), cornerRadius: 0, erases: true)))
  }

  /// Draws `image` stretched into `rect` as Core Graphics does: upside down in UIKit's
  /// y-down space (its first row at the rect's bottom), which is why UIKit code flips the
  /// context first or calls `UIImage.draw(in:)`. `byTiling` draws it once.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    guard acceptsPathInput(rect.isFinite, in: "CGContext.draw(_:in:byTiling:)") else { return }
    let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
    drawImage(image, in: rect, transform: flip.concatenating(state.ctm), tint: nil)
  }

  /// Records `image` in `rect` of the space `transform` maps, with the current alpha.
  func drawImage(
    _ image: CGImage, in rect: CGRect, transform: CGAffineTransform, tint: RGBA?,
    center: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), pointSize: CGSize? = nil
  ) {
    drawing.commands.append(
      .image(
        ImageDraw(
          image: image, rect: rect.standardized, transform: transform,
          source: CGRect(x: 0, y: 0, width: 1, height: 1), center: center,
          pointSize: pointSize ?? rect.standardized.size, opacity: state.alpha,
          tint: tint.map { $0.multiplied(by: state.alpha) })))
  }

  /// Consumes the current path: paints it and starts a new one.
  private func paintPath(fill rule: CGPathFillRule?, stroke: Bool) {
    defer { path = CGMutablePath() }
    record(path.elements, inBaseSpace: true, fill: rule, stroke: stroke)
  }

  /// Paints `shape` (user space) without touching the current path.
  private func paint(_ shape: CGPath, fill: Bool) {
    record(shape.elements, inBaseSpace: false, fill: fill ? .winding : nil, stroke: !fill)
  }

  /// One path command. The stroke's width and dashes are in user space, so the path is
  /// recorded in user space with the transform beside it; a transform that flattens the
  /// plane paints nothing.
  private func record(
    _ elements: [PathElement], inBaseSpace: Bool, fill rule: CGPathFillRule?, stroke: Bool
  ) {
    guard !elements.isEmpty else { return }
    let ctm = state.ctm
    guard ctm.a * ctm.d - ctm.b * ctm.c != 0 else { return }
    let alpha = state.alpha
    drawing.commands.append(
      .path(
        PathDraw(
          elements: inBaseSpace ? elements.map { $0.applying(ctm.inverted()) } : elements,
          transform: ctm, fill: rule.map { _ in RGBA(state.fillColor, opacity: alpha) },
          fillRule: rule ?? .winding,
          stroke: stroke ? RGBA(state.strokeColor, opacity: alpha) : nil,
          lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
          miterLimit: state.miterLimit, dashPattern: state.dashLengths,
          dashPhase: state.dashPhase)))
  }
}

extension CGContext {
  /// Records `commands` (a captured tree, in points) mapped by `transform` into user space,
  /// under the current transform, clip and alpha.
  func record(_ commands: [DisplayCommand], transform: CGAffineTransform) {
    var list = DisplayList()
    list.append(commands, transform: transform.concatenating(state.ctm), opacity: state.alpha)
    // A captured layer's drawing that erases is its own group already.
    drawing.commands.append(contentsOf: list.commands)
  }
}
