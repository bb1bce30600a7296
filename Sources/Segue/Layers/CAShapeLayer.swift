import Foundation

/// A layer that draws a path: filled, then stroked, above its background, in its own
/// coordinates. `strokeStart`/`strokeEnd` draw part of the stroke (a circle drawing itself).
///
///     let ring = CAShapeLayer()
///     ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
///     ring.fillColor = nil
///     ring.strokeColor = UIColor.systemBlue.cgColor
///     ring.lineWidth = 6
///     ring.strokeEnd = 0.75
open class CAShapeLayer: CALayer {
  // The colors and the line animate implicitly on a standalone layer, as in Core Animation
  // (a nil color as clear); the path does not (Core Animation makes no implicit animation
  // of a path), unless an action of the layer's own is given for it.

  /// nil (the default) draws nothing.
  open var path: CGPath? {
    didSet { implicitlyAnimate("path", from: oldValue, to: path) }
  }
  /// Opaque black by default; nil fills nothing.
  open var fillColor: CGColor? = .black {
    didSet { implicitlyAnimate("fillColor", from: oldValue ?? .clear) }
  }
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// nil by default: no stroke.
  open var strokeColor: CGColor? {
    didSet { implicitlyAnimate("strokeColor", from: oldValue ?? .clear) }
  }
  /// Points; 1 by default.
  open var lineWidth: CGFloat = 1 {
    didSet { implicitlyAnimate("lineWidth", from: oldValue) }
  }
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// 10 by default.
  open var miterLimit: CGFloat = 10 {
    didSet { implicitlyAnimate("miterLimit", from: oldValue) }
  }
  /// Alternating painted and unpainted lengths in points; nil (the default) is solid.
  open var lineDashPattern: [NSNumber]? {
    didSet { dashes = lineDashPattern?.map { CGFloat($0.doubleValue) } ?? [] }
  }
  open var lineDashPhase: CGFloat = 0 {
    didSet { implicitlyAnimate("lineDashPhase", from: oldValue) }
  }
  /// The part of the stroke drawn, as fractions of the path's length: 0 and 1 by default.
  /// The fill is not affected. Both animate (`CABasicAnimation(keyPath: "strokeEnd")`),
  /// and implicitly on a standalone layer.
  open var strokeStart: CGFloat = 0 {
    didSet { implicitlyAnimate("strokeStart", from: oldValue) }
  }
  open var strokeEnd: CGFloat = 1 {
    didSet { implicitlyAnimate("strokeEnd", from: oldValue) }
  }

  public required init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A standalone copy of `layer`'s properties, a shape layer's included.
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let shape = layer as? CAShapeLayer else { return }
    (path, fillColor, fillRule, strokeColor) =
      (shape.path, shape.fillColor, shape.fillRule, shape.strokeColor)
    (lineWidth, lineCap, lineJoin, miterLimit) =
      (shape.lineWidth, shape.lineCap, shape.lineJoin, shape.miterLimit)
    (lineDashPattern, lineDashPhase) = (shape.lineDashPattern, shape.lineDashPhase)
    (strokeStart, strokeEnd) = (shape.strokeStart, shape.strokeEnd)
    // An initializer's own assignments call no observer: the cache is copied too.
    dashes = shape.dashes
  }

  /// The colors and the line's width, miter limit and dash phase animate as Core
  /// Animation's do (`CABasicAnimation(keyPath: "lineWidth")`), read when drawn.
  override class var keyedProperties: Set<String> {
    ["fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase"]
  }

  override func takeOwnValues(into shown: inout LayerPresentation) {
    (shown.strokeStart, shown.strokeEnd) = (strokeStart, strokeEnd)
  }

  override func showOwnValues(of shown: LayerPresentation, from layer: CALayer) {
    (strokeStart, strokeEnd) = (shown.strokeStart, shown.strokeEnd)
    guard let shape = layer as? CAShapeLayer else { return }
    path = shape.presentedPath ?? path
    let line = shape.presentedLine
    (fillColor, strokeColor) = (line.fill, line.stroke)
    (lineWidth, miterLimit, lineDashPhase) = (line.width, line.miterLimit, line.dashPhase)
  }

  /// The colors and the line as they show now, their animations applied.
  private var presentedLine:
    (fill: CGColor?, stroke: CGColor?, width: CGFloat, miterLimit: CGFloat, dashPhase: CGFloat)
  {
    // A nil color animates as clear: to clear, as it does from it.
    func color(_ key: String, _ model: CGColor?) -> CGColor? {
      animates(.custom(key)) ? presentedProperty(key, model: model ?? .clear) : model
    }
    return (
      color("fillColor", fillColor),
      color("strokeColor", strokeColor),
      presentedProperty("lineWidth", model: lineWidth),
      presentedProperty("miterLimit", model: miterLimit),
      presentedProperty("lineDashPhase", model: lineDashPhase)
    )
  }

  /// `path` as it shows now: animated with `CABasicAnimation(keyPath: "path")` between
  /// paths of the same elements, discretely between others.
  var presentedPath: CGPath? {
    guard animates(.path) else { return path }
    return presentedList(.path, model: path) as? CGPath
  }

  /// The dash pattern as the display list takes it, made when it changes.
  private var dashes: [CGFloat] = []

  override func appendContent(
    to list: inout DisplayList, shown: LayerPresentation, transform: CGAffineTransform,
    opacity: CGFloat
  ) {
    guard let path = presentedPath, !path.isEmpty else { return }
    let line = presentedLine
    let fill = line.fill.flatMap { $0.alpha > 0 ? RGBA($0, opacity: opacity) : nil }
    let start = min(max(shown.strokeStart, 0), 1)
    let end = min(max(shown.strokeEnd, 0), 1)
    let stroke = line.stroke.flatMap {
      $0.alpha > 0 && line.width > 0 && end > start ? RGBA($0, opacity: opacity) : nil
    }
    var draw = PathDraw(
      elements: path.elements, transform: transform, fill: fill,
      fillRule: fillRule == .evenOdd ? .evenOdd : .winding, stroke: nil, lineWidth: line.width,
      lineCap: lineCap.cgLineCap, lineJoin: lineJoin.cgLineJoin, miterLimit: line.miterLimit,
      dashPattern: dashes, dashPhase: line.dashPhase)
    guard start > 0 || end < 1 else {
      draw.stroke = stroke
      return list.append(.path(draw))
    }
    // A part of the stroke: the fill whole, then the trimmed path stroked on its own.
    if fill != nil { list.append(.path(draw)) }
    guard let stroke else { return }
    draw.fill = nil
    draw.stroke = stroke
    draw.elements = PathTrim.elements(of: path, from: start, to: end)
    list.append(.path(draw))
  }
}

/// `CAShapeLayer.fillRule`: `.nonZero` (the default) or `.evenOdd`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  var cgLineCap: CGLineCap {
    switch self {
    case .round: .round
    case .square: .square
    default: .butt
    }
  }
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  var cgLineJoin: CGLineJoin {
    switch self {
    case .round: .round
    case .bevel: .bevel
    default: .miter
    }
  }
}
