import Foundation

/// A layer: a rectangle of content in a tree that the compositor draws, as Core Animation's.
/// Every `UIView` is backed by one (`view.layer`, of the view's `layerClass`); layers can also
/// stand alone, added with `addSublayer(_:)`.
///
/// A view's layer shares the view's geometry and look: `position` is the view's `center`,
/// `opacity` its `alpha`, `masksToBounds` its `clipsToBounds`, the affine `transform` its
/// `transform`, and so on, both ways, and animations of either show in both. The layer adds
/// what views do not have: 3D transforms, `anchorPoint`, `zPosition`, borders, shadows,
/// masks, corner shapes.
///
///     let card = UIView(frame: CGRect(x: 20, y: 120, width: 350, height: 220))
///     card.layer.cornerRadius = 16
///     card.layer.cornerCurve = .continuous
///     card.layer.shadowColor = UIColor.black.cgColor
///     card.layer.shadowOpacity = 0.3
///     card.layer.shadowRadius = 12
///     card.layer.shadowOffset = CGSize(width: 0, height: 6)
///
/// The stored values of plain types that each frame reads for every layer are
/// `@exclusivity(unchecked)`, as `UIView`'s are.
@preconcurrency @MainActor
open class CALayer: NSObject {
  /// The view this layer backs; nil for a standalone layer. The view owns the layer and
  /// sets this to nil as it goes (`UIView.deinit`), which is why an unsafe reference is safe
  /// here. Not a weak one: a weakly referenced object counts its references in a side table,
  /// which makes every retain and release of the view slow, and a frame makes thousands.
  nonisolated(unsafe) unowned(unsafe) internal var owningView: UIView?
  /// POP animations by key, so a new one with the same key replaces the old.
  var popAnimations: [String: POPAnimation] = [:]
  /// Core Animation animations, in the order added (later ones apply over earlier ones).
  var animationRuns: [LayerAnimationRun] = [] {
    didSet { hasAnimationRuns = !animationRuns.isEmpty }
  }
  /// Whether `animationRuns` holds any. A plain value: the frame asks it of every layer, most
  /// have none, and reading the array itself costs a dynamic exclusivity check each time.
  @exclusivity(unchecked) private(set) var hasAnimationRuns = false
  /// Set once the layer was drawn in a frame: as in Core Animation, a layer never shown has
  /// nothing to animate from, so its property changes apply without implicit animations.
  @exclusivity(unchecked) var hasBeenPresented = false

  /// The object that draws the layer's content (`display(_:)`, `draw(_:in:)`): a view's
  /// layer has its view; nil by default. Weak, as Core Animation's; the view itself is
  /// reached through `owningView`, not a weak reference (see there).
  public var delegate: (any CALayerDelegate)? {
    get { delegateIsOwningView ? owningView : otherDelegate }
    set {
      delegateIsOwningView = newValue != nil && newValue === owningView
      otherDelegate = delegateIsOwningView ? nil : newValue
    }
  }
  private weak var otherDelegate: (any CALayerDelegate)?
  private var delegateIsOwningView = false
  /// What the last `display()` drew and the bounds it drew them in; nil until then.
  var backingStore: BackingStore?
  /// Set by `setNeedsDisplay()`: the next frame displays the layer first.
  @exclusivity(unchecked) var needsDisplayFlag = false
  /// Values set by key-value coding (`setValue(_:forKey:)`, `@LayerProperty`), by key.
  var keyedValues: [String: Any] = [:]
  /// True while the backing store shows the presentation layer's drawing (a key whose
  /// `needsDisplay(forKey:)` is true animating): the model is drawn again once that stops.
  @exclusivity(unchecked) var displaysPresentation = false
  /// True redraws the layer whenever its bounds change, instead of stretching what it drew
  /// by `contentsGravity`; false by default (a view's `contentMode = .redraw` sets it).
  public var needsDisplayOnBoundsChange = false

  /// Actions by key, consulted by `action(forKey:)` before the default; nil by default. An
  /// `NSNull` value disables the key's implicit animation.
  public var actions: [String: any CAAction]?

  // MARK: Timing (CAMediaTiming): the layer's local time, which its animations run in

  /// Seconds in the superlayer's time at which the layer's time starts; 0 by default.
  public var beginTime: CFTimeInterval = 0
  /// Local seconds per superlayer second; 0 freezes the layer's animations (with
  /// `timeOffset` choosing the frame shown). 1 by default.
  public var speed: Float = 1
  /// Seconds added to the local time; 0 by default.
  public var timeOffset: CFTimeInterval = 0
  /// Kept for `CAMediaTiming`; a layer's own activity does not end. 0 by default.
  public var duration: CFTimeInterval = 0
  public var repeatCount: Float = 0
  public var repeatDuration: CFTimeInterval = 0
  public var autoreverses = false
  public var fillMode: CAMediaTimingFillMode = .removed

  /// What a standalone layer stores itself; a view's layer reads and writes the view's.
  @exclusivity(unchecked) private var ownBounds: CGRect = .zero
  @exclusivity(unchecked) private var ownPosition: CGPoint = .zero
  @exclusivity(unchecked) private var ownOpacity: Float = 1
  @exclusivity(unchecked) private var ownIsHidden = false
  private var ownBackgroundColor: CGColor?
  @exclusivity(unchecked) private var ownCornerRadius: CGFloat = 0
  @exclusivity(unchecked) private var ownMasksToBounds = false
  @exclusivity(unchecked) private var ownAffineTransform: CGAffineTransform = .identity
  /// A transform that is not affine (perspective, rotation out of the plane); nil when the
  /// transform is the affine one above (or the view's).
  @exclusivity(unchecked) internal var nonAffineTransform: CATransform3D?

  internal var storedSublayers: [CALayer] = []
  public internal(set) weak var superlayer: CALayer?

  public required override init() {
    super.init()
  }

  /// Required of every subclass that has initializers of its own, as Core Animation requires
  /// it, so a layer written for iOS compiles whether it calls `super.init(coder:)` or stops
  /// with `fatalError`. Nothing is read from `coder`: the layer is made as `init()` makes it.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// A standalone copy of `layer`'s properties (not its sublayers, animations or view), as
  /// Core Animation makes presentation and model layers; subclasses copy their own.
  public required init(layer: Any) {
    super.init()
    guard let layer = layer as? CALayer else { return }
    copyModel(of: layer)
  }

  // MARK: Geometry

  /// The layer's own coordinate space; its size is the layer's size.
  open var bounds: CGRect {
    get { owningView?.bounds ?? ownBounds }
    set {
      guard let owningView else {
        let old = ownBounds
        ownBounds = newValue
        if needsDisplayOnBoundsChange, old.size != newValue.size { setNeedsDisplay() }
        return implicitlyAnimate("bounds", from: old)
      }
      owningView.bounds = newValue
    }
  }

  /// Where `anchorPoint` sits in the superlayer's coordinates (the view's `center` when the
  /// anchor is the middle).
  open var position: CGPoint {
    get { owningView?.center ?? ownPosition }
    set {
      guard let owningView else {
        let old = ownPosition
        ownPosition = newValue
        return implicitlyAnimate("position", from: old)
      }
      owningView.center = newValue
    }
  }

  /// The point of the bounds, in unit coordinates, that `position` places and `transform`
  /// turns about; (0.5, 0.5) by default. Changing it keeps `position`, so the layer moves.
  @exclusivity(unchecked) public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet {
      owningView?.setNeedsLayout()
      owningView?.markGeometryChanged()
      implicitlyAnimate("anchorPoint", from: oldValue)
    }
  }

  /// The anchor's z, in points; 0 by default.
  @exclusivity(unchecked) public var anchorPointZ: CGFloat = 0

  /// The layer's place along z: siblings draw in increasing `zPosition` (stable, so equal
  /// ones keep their order); 0 by default. Without perspective it changes nothing else.
  @exclusivity(unchecked) public var zPosition: CGFloat = 0 {
    didSet { implicitlyAnimate("zPosition", from: oldValue) }
  }

  /// Applied about `anchorPoint`; the identity by default. A view's affine `transform` is this
  /// transform's affine part.
  public var transform: CATransform3D {
    get {
      nonAffineTransform
        ?? CATransform3DMakeAffineTransform(owningView?.transform ?? ownAffineTransform)
    }
    set {
      guard newValue.isFinite else {
        return Diagnostics.warn("CALayer.transform: NaN or infinite entries; ignored")
      }
      let old = transform
      let affine = CATransform3DGetAffineTransform(newValue)
      if let owningView { owningView.transform = affine } else { ownAffineTransform = affine }
      nonAffineTransform = CATransform3DIsAffine(newValue) ? nil : newValue
      owningView?.markGeometryChanged()
      implicitlyAnimate("transform", from: old)
    }
  }

  /// Applied to the sublayers about this layer's anchor, before their own transforms: the
  /// usual home of the shared perspective (`sublayerTransform.m34 = -1 / 500`).
  @exclusivity(unchecked) public var sublayerTransform = CATransform3DIdentity {
    didSet {
      // It places the subviews' layers, and so their safe areas.
      owningView?.markGeometryChanged()
      implicitlyAnimate("sublayerTransform", from: oldValue)
    }
  }

  /// The bounding box of the transformed bounds in the superlayer's coordinates. Setting it
  /// moves `position` and resizes `bounds`, keeping the transform, so that it reads back
  /// (under a scale or a translation; Core Animation leaves a turn that is not a quarter
  /// one undefined).
  open var frame: CGRect {
    get {
      if let owningView { return owningView.frame }
      return ViewPresentation.frame(
        center: position, bounds: bounds, transform: affineTransform(), anchorPoint: anchorPoint)
    }
    set {
      guard let owningView else {
        let placed = ViewPresentation.placement(
          of: newValue, transform: affineTransform(), anchorPoint: anchorPoint)
        bounds.size = placed.size
        position = placed.center
        return
      }
      owningView.frame = newValue
    }
  }

  public func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }

  public func setAffineTransform(_ transform: CGAffineTransform) {
    self.transform = CATransform3DMakeAffineTransform(transform)
  }

  // MARK: Visibility

  public var isHidden: Bool {
    get { owningView?.isHidden ?? ownIsHidden }
    set {
      guard let owningView else { return ownIsHidden = newValue }
      owningView.isHidden = newValue
    }
  }

  /// 0…1; the view's `alpha`.
  public var opacity: Float {
    get { owningView.map { Float($0.alpha) } ?? ownOpacity }
    set {
      guard let owningView else {
        let old = ownOpacity
        ownOpacity = newValue
        return implicitlyAnimate("opacity", from: old)
      }
      owningView.alpha = CGFloat(newValue)
    }
  }

  /// True (the default, as on iOS): a layer with `opacity` below 1 is composited as one
  /// image, so its overlapping sublayers do not show through each other. False multiplies the
  /// opacity into each sublayer.
  @exclusivity(unchecked) public var allowsGroupOpacity = true

  /// False hides the layer whenever its back faces the viewer (turned more than a quarter
  /// about x or y); true by default.
  @exclusivity(unchecked) public var isDoubleSided = true

  // MARK: Look

  public var backgroundColor: CGColor? {
    get { owningView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
    set {
      guard let owningView else {
        let old = ownBackgroundColor
        ownBackgroundColor = newValue
        return implicitlyAnimate("backgroundColor", from: old ?? .clear)
      }
      owningView.backgroundColor = newValue.map(UIColor.init(cgColor:))
    }
  }

  /// Points; 0 by default. Rounds the background and the border, and the clip when
  /// `masksToBounds`, at the corners `maskedCorners` names, in the shape `cornerCurve` names.
  public var cornerRadius: CGFloat {
    get { owningView?.cornerRadius ?? ownCornerRadius }
    set {
      guard let owningView else {
        let old = ownCornerRadius
        ownCornerRadius = newValue
        return implicitlyAnimate("cornerRadius", from: old)
      }
      owningView.cornerRadius = newValue
    }
  }

  @exclusivity(unchecked) public var maskedCorners: CACornerMask = .all
  public var cornerCurve: CALayerCornerCurve = .circular {
    didSet { cornerShape = CornerCurve(cornerCurve) }
  }
  /// `cornerCurve` as the display list draws it, kept with it: each frame reads it for every
  /// layer, where comparing the strings cost more than the rest of the corner.
  @exclusivity(unchecked) private(set) var cornerShape = CornerCurve.circular

  /// Clips the sublayers (and contents) to the bounds, rounded as the background is; the
  /// view's `clipsToBounds`. It clips the layer's own shadow too, as on iOS.
  public var masksToBounds: Bool {
    get { owningView?.clipsToBounds ?? ownMasksToBounds }
    set {
      guard let owningView else { return ownMasksToBounds = newValue }
      owningView.clipsToBounds = newValue
    }
  }

  /// Points, drawn inside the bounds over the content and sublayers; 0 by default.
  @exclusivity(unchecked) public var borderWidth: CGFloat = 0 {
    didSet { propertyDidChange(.borderWidth, from: oldValue.animatableVector, old: oldValue) }
  }
  /// Opaque black by default, as on iOS.
  public var borderColor: CGColor? = .black {
    didSet {
      propertyDidChange(.borderColor, from: oldValue.animatableVector, old: oldValue ?? .clear)
    }
  }

  /// The shadow's color (opaque black by default); it shows only with `shadowOpacity` > 0.
  public var shadowColor: CGColor? = .black {
    didSet {
      propertyDidChange(.shadowColor, from: oldValue.animatableVector, old: oldValue ?? .clear)
    }
  }
  /// 0…1; 0 by default (no shadow).
  @exclusivity(unchecked) public var shadowOpacity: Float = 0 {
    didSet {
      propertyDidChange(.shadowOpacity, from: CGFloat(oldValue).animatableVector, old: oldValue)
    }
  }
  /// The blur, in points: the standard deviation of the Gaussian (as Sketch's and CSS's blur
  /// of twice this); 3 by default.
  @exclusivity(unchecked) public var shadowRadius: CGFloat = 3 {
    didSet { propertyDidChange(.shadowRadius, from: oldValue.animatableVector, old: oldValue) }
  }
  /// Points; (0, −3) by default, as on iOS (a shadow above the layer).
  @exclusivity(unchecked) public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { propertyDidChange(.shadowOffset, from: oldValue.animatableVector, old: oldValue) }
  }
  /// The shadow's shape in the layer's coordinates; nil casts it from what the layer draws
  /// (background, border, sublayers), which costs an offscreen pass and a scan.
  public var shadowPath: CGPath? {
    didSet { implicitlyAnimate("shadowPath", from: oldValue, to: shadowPath) }
  }

  /// A layer whose alpha masks this one's content and sublayers, in this layer's coordinates.
  /// Its `superlayer` is this layer, though it is not a sublayer (as Core Animation keeps
  /// it), and its `removeFromSuperlayer()` takes it off. One in a tree of its own (UIKit's
  /// rule), another layer's mask, this layer or an ancestor is refused with a warning.
  public var mask: CALayer? {
    didSet {
      guard mask !== oldValue else { return }
      if let mask, let refusal = refusal(ofMask: mask) {
        Diagnostics.warn("CALayer.mask: \(refusal); ignored")
        // Setting it in its own observer does not call the observer again.
        return self.mask = oldValue
      }
      if oldValue?.superlayer === self { oldValue?.superlayer = nil }
      mask?.superlayer = self
    }
  }

  /// A name for finding the layer; nil by default.
  public var name: String?

  /// An image (`CGImage`, as `image.cgImage` gives it) drawn over the background, placed by
  /// `contentsGravity`; nil by default. Anything else draws nothing, with one warning.
  public var contents: Any? {
    didSet {
      // Contents set by hand replace what the layer drew, as they would its backing store.
      backingStore = nil
      hasImageContents = contents is CGImage
      guard let contents, !hasImageContents else { return }
      Diagnostics.warn("CALayer.contents: \(type(of: contents)) is not a CGImage; nothing drawn")
    }
  }
  /// Whether `contents` is an image, which the frame asks of every layer (see
  /// `hasAnimationRuns`).
  @exclusivity(unchecked) private(set) var hasImageContents = false
  /// `.resize` by default.
  public var contentsGravity: CALayerContentsGravity = .resize
  /// The part of the image shown, in its unit square; the whole by default.
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Pixels of `contents` per point, for the gravities that keep its size: 1 by default,
  /// and for a view's layer the scale of the screen the view is on (its window's, else the
  /// main screen's) until set, as UIKit keeps it.
  public var contentsScale: CGFloat {
    get { ownContentsScale ?? owningView.map { ($0.window?.screen ?? UIScreen.main).scale } ?? 1 }
    set { ownContentsScale = newValue }
  }
  private var ownContentsScale: CGFloat?
  /// True when `contents` is a template (set by `UIImageView`): drawn as its alpha in the
  /// view's `tintColor` as it is at each frame, unless it has a tint of its own.
  internal var contentsIsTemplate = false
  /// The image's own tint (`withTintColor`, set by `UIImageView`): `contents` drawn as its
  /// alpha in it, whatever the rendering mode.
  internal var contentsTint: UIColor?
  /// How the image's pixels are turned or flipped to be shown (set by `UIImageView`).
  internal var contentsOrientation = UIImage.Orientation.up
  /// The stretchable part of the image, in its unit square: the rest keeps its size
  /// (nine-slice); the whole by default.
  public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)

  /// What the layer itself draws above its background (a gradient, a shape); nothing by
  /// default. `transform` maps bounds coordinates into the list; `opacity` is inherited.
  func appendContent(
    to list: inout DisplayList, shown: LayerPresentation, transform: CGAffineTransform,
    opacity: CGFloat
  ) {}

  /// Puts a subclass's own animatable model values (a shape layer's stroke part) into
  /// `shown`; none by default.
  func takeOwnValues(into shown: inout LayerPresentation) {}

  /// Sets a subclass's own animatable values from `shown` and from what `layer` (the model
  /// it copies) shows of its list properties, for `presentation()`; none by default.
  func showOwnValues(of shown: LayerPresentation, from layer: CALayer) {}

  /// Takes `layer`'s model values (a view's layer's are its view's), for `init(layer:)`.
  private func copyModel(of layer: CALayer) {
    keyedValues = layer.keyedValues
    (ownBounds, ownPosition, ownOpacity) = (layer.bounds, layer.position, layer.opacity)
    (ownIsHidden, ownBackgroundColor) = (layer.isHidden, layer.backgroundColor)
    (ownCornerRadius, ownMasksToBounds) = (layer.cornerRadius, layer.masksToBounds)
    ownAffineTransform = layer.affineTransform()
    nonAffineTransform = layer.nonAffineTransform
    (anchorPoint, anchorPointZ, zPosition) = (
      layer.anchorPoint, layer.anchorPointZ, layer.zPosition
    )
    (sublayerTransform, allowsGroupOpacity) = (layer.sublayerTransform, layer.allowsGroupOpacity)
    (isDoubleSided, maskedCorners, cornerCurve) =
      (layer.isDoubleSided, layer.maskedCorners, layer.cornerCurve)
    (borderWidth, borderColor) = (layer.borderWidth, layer.borderColor)
    (shadowColor, shadowOpacity) = (layer.shadowColor, layer.shadowOpacity)
    (shadowRadius, shadowOffset) = (layer.shadowRadius, layer.shadowOffset)
    (beginTime, speed, timeOffset) = (layer.beginTime, layer.speed, layer.timeOffset)
    name = layer.name
  }

  // MARK: Display (CALayer+Display.swift)

  /// Whether a change of `key` (set on the model, or animating) redraws the layer; false by
  /// default. A subclass whose `draw(in:)` reads a property returns true for its key, and is
  /// redrawn every frame while that key animates, from its presentation layer.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// The value of a key never set (CALayer+KeyValueCoding.swift); nil by default. Override
  /// for your keys.
  open class func defaultValue(forKey key: String) -> Any? { nil }

  /// The properties of a Segue layer class that animate as keyed values
  /// (`CABasicAnimation(keyPath:)` plays on them, read when the layer is drawn): a shape's
  /// colors and line, a gradient's points. None for `CALayer`.
  class var keyedProperties: Set<String> { [] }

  /// Updates the layer's content: the delegate's `display(_:)` when there is a delegate,
  /// otherwise `draw(in:)` into a fresh context over the bounds. Called by the frame when
  /// needed; call `setNeedsDisplay()` rather than this.
  open func display() {
    guard let delegate else { return drawBackingStore() }
    delegate.display(self)
  }

  /// Draws the layer's content into `ctx` (bounds coordinates, y down): the delegate's
  /// `draw(_:in:)` by default. Override it in a layer subclass that draws itself.
  open func draw(in ctx: CGContext) {
    delegate?.draw(self, in: ctx)
  }

  // MARK: Actions

  /// The action for a change of the property `event`: `actions[event]` if set, else the
  /// class's `defaultAction(forKey:)`, else, for a property that animates, a
  /// `CABasicAnimation` of the current transaction's duration and timing function (the
  /// implicit animation). A view's layer has none: its view decides, and animates only
  /// inside animation blocks.
  open func action(forKey event: String) -> (any CAAction)? {
    guard owningView == nil else { return nil }
    if let action = actions?[event] { return action }
    if let action = type(of: self).defaultAction(forKey: event) { return action }
    guard
      LayerKeyPath(event) != nil
        || LayerListKeyPath(rawValue: event)?.animatesImplicitly == true
        || type(of: self).keyedProperties.contains(event)
    else { return nil }
    let animation = CABasicAnimation(keyPath: event)
    animation.duration = CATransaction.animationDuration()
    animation.timingFunction =
      CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    return animation
  }

  /// A subclass's default action for `event`; nil by default.
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

  // MARK: Hit testing (CALayer+HitTesting.swift)

  /// The front-most visible layer of this subtree containing `point`, in the superlayer's
  /// coordinates, through 3D transforms; nil when none does. Its walk asks each sublayer's
  /// own `hitTest(_:)` and each layer's `contains(_:)`: override either.
  open func hitTest(_ point: CGPoint) -> CALayer? {
    hit(point, mappedBy: planeInSuperlayer, reversedAbove: false)
  }

  /// True when `point`, in the layer's coordinates, is inside its bounds.
  open func contains(_ point: CGPoint) -> Bool {
    bounds.contains(point)
  }
}
