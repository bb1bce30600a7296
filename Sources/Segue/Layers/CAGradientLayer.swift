import Foundation

/// A layer filled with a gradient over its bounds, above its background color.
///
///     let gradient = CAGradientLayer()
///     gradient.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
///     gradient.locations = [0.5, 1]
///     gradient.frame = card.bounds
///     card.layer.addSublayer(gradient)
open class CAGradientLayer: CALayer {
  // The colors, locations and points animate implicitly on a standalone layer, as in Core
  // Animation (a change from or to no colors or locations shows at once).

  /// `CGColor`s, in order; nil (the default) or empty draws nothing.
  open var colors: [Any]? {
    didSet {
      cachedColors = colors?.compactMap { $0 as? CGColor }.map { RGBA($0) } ?? []
      implicitlyAnimate("colors", from: oldValue, to: colors)
    }
  }
  /// Where each color sits, 0…1, ascending, as many as `colors`; nil (the default) spaces
  /// them evenly.
  open var locations: [NSNumber]? {
    didSet {
      cachedLocations = locations?.map { CGFloat($0.doubleValue) }
      implicitlyAnimate("locations", from: oldValue, to: locations)
    }
  }
  /// In the unit square of the bounds: (0, 0) top left; (0.5, 0) by default.
  open var startPoint = CGPoint(x: 0.5, y: 0) {
    didSet { implicitlyAnimate("startPoint", from: oldValue) }
  }
  /// (0.5, 1) by default: top to bottom.
  open var endPoint = CGPoint(x: 0.5, y: 1) {
    didSet { implicitlyAnimate("endPoint", from: oldValue) }
  }
  open var type: CAGradientLayerType = .axial

  /// The colors and locations as the display list takes them, made when they change so a
  /// frame allocates nothing for them.
  private var cachedColors: [RGBA] = []
  private var cachedLocations: [CGFloat]?

  public required init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A standalone copy of `layer`'s properties, a gradient layer's included.
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let gradient = layer as? CAGradientLayer else { return }
    (colors, locations, type) = (gradient.colors, gradient.locations, gradient.type)
    (startPoint, endPoint) = (gradient.startPoint, gradient.endPoint)
    // An initializer's own assignments call no observer: the caches are copied too.
    (cachedColors, cachedLocations) = (gradient.cachedColors, gradient.cachedLocations)
  }

  /// The start and end points animate as Core Animation's do
  /// (`CABasicAnimation(keyPath: "startPoint")`), read when drawn.
  override class var keyedProperties: Set<String> { ["startPoint", "endPoint"] }

  /// `colors`, `locations` and the points as `layer` shows them now, animations applied.
  override func showOwnValues(of shown: LayerPresentation, from layer: CALayer) {
    guard let gradient = layer as? CAGradientLayer else { return }
    colors = gradient.presentedList(.colors, model: gradient.colors) as? [Any]
    locations = gradient.presentedList(.locations, model: gradient.locations) as? [NSNumber]
    startPoint = gradient.presentedProperty("startPoint", model: gradient.startPoint)
    endPoint = gradient.presentedProperty("endPoint", model: gradient.endPoint)
  }

  override func appendContent(
    to list: inout DisplayList, shown: LayerPresentation, transform: CGAffineTransform,
    opacity: CGFloat
  ) {
    var colors = cachedColors
    if animates(.colors) {
      let shownColors = presentedList(.colors, model: self.colors) as? [Any] ?? []
      colors = shownColors.compactMap { $0 as? CGColor }.map { RGBA($0) }
    }
    guard !colors.isEmpty, shown.bounds.width > 0, shown.bounds.height > 0 else { return }
    if opacity < 1 {
      for index in colors.indices { colors[index] = colors[index].multiplied(by: opacity) }
    }
    list.append(
      .gradient(
        Gradient(
          rect: shown.bounds, transform: transform, kind: type.kind, colors: colors,
          locations: locations(count: colors.count),
          start: presentedProperty("startPoint", model: startPoint),
          end: presentedProperty("endPoint", model: endPoint))))
  }

  /// `locations` when there is one per color, otherwise evenly spaced (warned once for a
  /// mismatch, as Core Animation silently misdraws one).
  private func locations(count: Int) -> [CGFloat] {
    if animates(.locations),
      let shown = (presentedList(.locations, model: locations) as? [NSNumber])?.map({
        CGFloat($0.doubleValue)
      }), shown.count == count
    {
      return shown
    }
    if let cachedLocations, cachedLocations.count == count { return cachedLocations }
    if let cachedLocations, !warnedLocations {
      warnedLocations = true
      Diagnostics.warn(
        "CAGradientLayer: \(cachedLocations.count) locations for \(count) colors; spaced evenly")
    }
    if evenLocations.count != count {
      evenLocations = count > 1 ? (0..<count).map { CGFloat($0) / CGFloat(count - 1) } : [0]
    }
    return evenLocations
  }

  /// The last even spacing made, kept apart from the locations set: a frame drawn while
  /// the colors and the locations disagree in number must not replace them.
  private var evenLocations: [CGFloat] = []

  private var warnedLocations = false
}

/// How a `CAGradientLayer` spreads its colors.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Along the line from `startPoint` to `endPoint`.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// In ellipses about `startPoint`, the last color at `endPoint`'s distance on each axis.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around `startPoint`, starting from the direction of `endPoint`.
  public static let conic = CAGradientLayerType(rawValue: "conic")

  var kind: Gradient.Kind {
    switch self {
    case .radial: .radial
    case .conic: .conic
    default: .axial
    }
  }
}
