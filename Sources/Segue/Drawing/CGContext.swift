import Foundation

/// A Core Graphics drawing context, as UIKit hands it out (`UIGraphicsGetCurrentContext()`,
/// `UIGraphicsImageRendererContext.cgContext`, `CALayer.draw(in:)`): a state machine of a
/// current path and a graphics state (transform, colors, line style, clip, alpha) saved and
/// restored on a stack. UIKit's contexts have y down and points as units, and so has this
/// one.
///
/// Segue records each painting call as display commands (`Drawing`) in the context's space
/// instead of touching pixels; the renderer executes them wherever the drawing shows.
///
///     let ctx = UIGraphicsGetCurrentContext()!
///     ctx.setFillColor(UIColor.systemBlue.cgColor)
///     ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
///     ctx.fillPath()
///
/// A call with a NaN or infinite coordinate is ignored with a warning naming it.
public final class CGContext: @unchecked Sendable {
  // Used from one thread at a time, as a Core Graphics context is.

  /// The graphics state `saveGState()` saves.
  struct GState {
    var ctm: CGAffineTransform
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    /// Points of user space; 1 by default.
    var lineWidth: CGFloat = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    /// 0…1, multiplied into everything painted; 1 by default.
    var alpha: CGFloat = 1
    /// Clips pushed since this state began; `restoreGState()` pops them.
    var clips = 0
  }

  var state: GState
  private var saved: [GState] = []
  /// The current path, in the context's base space (points are mapped by the transform
  /// current when they are added, as in Core Graphics).
  var path = CGMutablePath()
  var drawing = Drawing()
  /// The extent of the context in its base space: where gradients that extend stop.
  let extent: CGRect

  /// A context over `extent` (its base space), user space starting at `ctm`.
  init(extent: CGRect, ctm: CGAffineTransform = .identity) {
    self.extent = extent
    state = GState(ctm: ctm)
  }

  /// The drawing recorded so far, with the clips still open closed.
  var recording: Drawing {
    var result = drawing
    let open = saved.reduce(state.clips) { $0 + $1.clips }
    result.commands.append(contentsOf: repeatElement(.popClip, count: open))
    return result
  }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state (the path is not part of it).
  public func saveGState() {
    saved.append(state)
    state.clips = 0
  }

  /// Returns to the state of the matching `saveGState()`, lifting the clips set since; with
  /// none saved, a warning and nothing else.
  public func restoreGState() {
    guard let previous = saved.popLast() else {
      return Diagnostics.warn("CGContext.restoreGState(): no saved state to restore; ignored")
    }
    drawing.commands.append(contentsOf: repeatElement(.popClip, count: state.clips))
    state = previous
  }

  /// The current transform from user space to the context's base space (points, y down).
  public var ctm: CGAffineTransform { state.ctm }

  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    concatenate(CGAffineTransform(translationX: tx, y: ty))
  }

  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    concatenate(CGAffineTransform(scaleX: sx, y: sy))
  }

  /// Radians; positive turns clockwise on screen (y down).
  public func rotate(by angle: CGFloat) {
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Applies `transform` to user space before the current transform.
  public func concatenate(_ transform: CGAffineTransform) {
    guard acceptsPathInput(transform.isFinite, in: "CGContext.concatenate(_:)") else { return }
    state.ctm = transform.concatenating(state.ctm)
  }

  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(gray: gray, alpha: alpha)
  }

  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(gray: gray, alpha: alpha)
  }

  /// Points of user space; a negative or non-finite width is ignored with a warning.
  public func setLineWidth(_ width: CGFloat) {
    guard width.isFinite, width >= 0 else {
      return Diagnostics.warn("CGContext.setLineWidth(\(width)): not a width; ignored")
    }
    state.lineWidth = width
  }

  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

  /// Alternating painted and unpainted `lengths` (points), starting `phase` points in; empty
  /// lengths make lines solid.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    let finite = phase.isFinite && lengths.allSatisfy { $0.isFinite && $0 >= 0 }
    guard
      acceptsPathInput(finite, in: "CGContext.setLineDash(phase:lengths:) (or a negative length)")
    else { return }
    (state.dashPhase, state.dashLengths) = (phase, lengths)
  }

  /// 0…1 (clamped), multiplied into everything painted after.
  public func setAlpha(_ alpha: CGFloat) {
    guard alpha.isFinite else {
      return Diagnostics.warn("CGContext.setAlpha(\(alpha)): not a number; ignored")
    }
    state.alpha = min(max(alpha, 0), 1)
  }
}
