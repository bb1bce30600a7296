import Foundation

/// A rectangle of the screen: geometry, appearance and a place in the view tree.
///
/// Geometry follows UIKit: `center` is in the superview's coordinates, `bounds` in the
/// view's own, and `transform` turns the view about its center. `frame` is derived from
/// those three.
///
///     let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
///     card.backgroundColor = .systemOrange
///     card.layer.cornerRadius = 16
///     root.addSubview(card)
///
/// The stored values of plain types that each frame reads for every view are
/// `@exclusivity(unchecked)`: the frame reads them thousands of times, and a dynamic
/// exclusivity check on each was an eighth of building the display list. An overlapping
/// access to a value of a plain type cannot corrupt memory.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// The view's position: the middle of its bounds, in the superview's coordinates.
  @exclusivity(unchecked) open var center: CGPoint = .zero {
    didSet {
      if center != oldValue { markGeometryChanged() }
      modelDidChange(.center, from: oldValue.animatableVector)
    }
  }

  /// The view's own coordinate space. A new size lays the view out again.
  @exclusivity(unchecked) open var bounds: CGRect = .zero {
    didSet {
      if bounds != oldValue { markGeometryChanged() }
      modelDidChange(.bounds, from: oldValue.animatableVector)
      guard bounds.size != oldValue.size else { return }
      if layer.needsDisplayOnBoundsChange || type(of: layer).needsDisplay(forKey: "bounds") {
        layer.setNeedsDisplay()
      }
      resizeSubviews(from: oldValue.size)
      setNeedsLayout()
    }
  }

  /// Applied about the center (the layer's anchor); identity by default. Setting it replaces
  /// any 3D transform the layer had.
  @exclusivity(unchecked) open var transform: CGAffineTransform = .identity {
    didSet {
      if transform != oldValue || layer.nonAffineTransform != nil { markGeometryChanged() }
      layer.nonAffineTransform = nil
      modelDidChange(.transform, from: oldValue.animatableVector)
    }
  }

  /// 0…1. Children multiply it into their own (see README, "Compositing").
  @exclusivity(unchecked) open var alpha: CGFloat = 1 {
    didSet { modelDidChange(.alpha, from: oldValue.animatableVector) }
  }

  /// A hidden arranged subview of a stack view takes no space there.
  @exclusivity(unchecked) open var isHidden = false {
    didSet {
      guard isHidden != oldValue, let stack = superview as? UIStackView else { return }
      stack.arrangedSubviewVisibilityDidChange(self)
    }
  }

  /// nil draws nothing: the view is transparent, its subviews still draw.
  open var backgroundColor: UIColor? {
    didSet {
      modelDidChange(.backgroundColor, from: resolvedForDrawing(oldValue).animatableVector)
    }
  }

  /// The layer's `cornerRadius` (UIKit has no view property of that name, so a subclass may
  /// declare its own); kept here because the view's animatable values live here.
  @exclusivity(unchecked) internal var cornerRadius: CGFloat = 0 {
    didSet { modelDidChange(.cornerRadius, from: oldValue.animatableVector) }
  }

  @exclusivity(unchecked) open var clipsToBounds = false

  /// A view whose alpha masks this one's content and subviews, in this view's coordinates:
  /// its layer becomes the layer's `mask` (nil when the layer's mask was set to another
  /// layer since). It must not have a superview: the layer refuses it, with a warning, and
  /// the mask stays as it was.
  open var mask: UIView? {
    get { maskView.flatMap { $0.layer === layer.mask ? $0 : nil } }
    set {
      layer.mask = newValue?.layer
      if layer.mask === newValue?.layer { maskView = newValue }
    }
  }

  /// The mask view, kept alive while its layer masks this one's (a layer does not keep its
  /// view).
  private var maskView: UIView?

  @exclusivity(unchecked) open var isUserInteractionEnabled = true

  /// How content fills the bounds; `.scaleToFill` by default. The layer's gravity follows;
  /// `.redraw` redraws the view (`draw(_:)`) whenever its bounds change size.
  open var contentMode: ContentMode = .scaleToFill {
    didSet {
      layer.contentsGravity = contentMode.gravity
      layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }
  }

  /// The tint of templates and controls: the view's own, or its superview's, or the system
  /// blue at the root (UIKit's default).
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      ownTintColor = newValue
      tintColorDidChange()
    }
  }

  /// Called when `tintColor` is set; override to restyle.
  open func tintColorDidChange() {}

  private var ownTintColor: UIColor?

  /// How the view follows its superview's size changes; none by default, as in UIKit.
  open var autoresizingMask: AutoresizingMask = []

  open var tag = 0

  /// The view this one is a subview of. It holds this view (`subviews`), and sets this to
  /// nil as it goes (`deinit`), so an unsafe reference is safe here; a weak one would move
  /// the superview's reference count into a side table, making each of the frame's retains
  /// and releases of it slow.
  public internal(set) nonisolated(unsafe) unowned(unsafe) var superview: UIView?

  public internal(set) var subviews: [UIView] = []

  /// The controller whose root view this is; the next responder after the view.
  internal weak var owningController: UIViewController?

  @exclusivity(unchecked) internal var needsLayout = true

  /// Which views the layout passes visit (Layout/LayoutMarks.swift).
  @exclusivity(unchecked) internal var layoutMarks = LayoutMarks.all

  /// Constraints, margins and the engine of Auto Layout (Layout/).
  internal var layoutState = ViewLayoutState()

  /// Backs `gestureRecognizers` (UIView+Gestures.swift).
  internal var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// The layer that draws the view, of the class `layerClass` names.
  public let layer: CALayer

  /// Pixels per point of the view's content: its layer's `contentsScale`, the scale of the
  /// screen the view is on until set.
  open var contentScaleFactor: CGFloat {
    get { layer.contentsScale }
    set { layer.contentsScale = newValue }
  }

  /// The class of the view's layer: override it to back a view with a `CAShapeLayer`, a
  /// `CAGradientLayer` or a layer of your own. `CALayer` by default.
  open class var layerClass: AnyClass { CALayer.self }

  /// What running animations add to the animatable properties (see `presentation()`).
  internal var animationContributions: [Contribution] = []

  public init(frame: CGRect) {
    layer = Self.makeLayer()
    super.init()
    adoptLayer()
    self.frame = frame
  }

  /// Required of every subclass that has initializers of its own, as UIKit requires it, so
  /// a view written for iOS compiles whether it calls `super.init(coder:)` or stops with
  /// `fatalError`. There are no nibs or storyboards here: nothing is read from `coder`, and
  /// the view is made as `init(frame: .zero)` makes it.
  public required init?(coder: NSCoder) {
    layer = Self.makeLayer()
    super.init()
    adoptLayer()
  }

  private static func makeLayer() -> CALayer {
    (layerClass as? CALayer.Type ?? CALayer.self).init()
  }

  private func adoptLayer() {
    layer.owningView = self
    layer.delegate = self
    // A view draws itself (`draw(_:)`) before it is first shown.
    layer.needsDisplayFlag = true
  }

  deinit {
    Self.forget(self, layer: layer, subviews: subviews, contributions: animationContributions)
  }

  /// Leaves what may outlive a view that is going (someone keeps it) without the references
  /// to it that are not weak: its layer and its subviews no longer reach it, and the
  /// animations that moved it let go of its layer at their next update. Called by `deinit`,
  /// and first by a window's, whose teardown runs while its views still see it.
  nonisolated static func forget(
    _ view: UIView, layer: CALayer, subviews: [UIView], contributions: [Contribution]
  ) {
    layer.owningView = nil
    for subview in subviews where subview.superview === view { subview.superview = nil }
    for contribution in contributions { contribution.animation.lostTarget = true }
  }

  public convenience override init() { self.init(frame: .zero) }

  /// The bounding box of the transformed bounds, in the superview's coordinates.
  /// Setting it keeps the transform and moves `center` and resizes `bounds` so the
  /// transformed box fills the new frame, as Core Animation does for scales and quarter
  /// turns. Under other rotations (which UIKit leaves undefined) bounds take the frame's size.
  open var frame: CGRect {
    get {
      ViewPresentation.frame(
        center: center, bounds: bounds, transform: transform, anchorPoint: layer.anchorPoint)
    }
    set {
      let placed = ViewPresentation.placement(
        of: newValue, transform: transform, anchorPoint: layer.anchorPoint)
      center = placed.center
      // A whole-value set, not `bounds.size =`: the open property's modify coroutine
      // allocates its frame on the heap (an inspector's bar resized every frame).
      bounds = CGRect(origin: bounds.origin, size: placed.size)
    }
  }

  /// Light or dark for this view and its subviews, whatever their environment says;
  /// `.unspecified` (the default) inherits. Changing it tells the views whose traits
  /// change (`traitCollectionDidChange`).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { ownInterfaceStyle }
    set {
      guard newValue != ownInterfaceStyle else { return }
      let before = traitSnapshot()
      ownInterfaceStyle = newValue
      deliverTraitChanges(since: before)
    }
  }
  private var ownInterfaceStyle = UIUserInterfaceStyle.unspecified

  /// Called after the view's `traitCollection` changed (the appearance, a size class), with
  /// the one before. Does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  open override var next: UIResponder? { owningController ?? superview }

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Lays out subviews; override it. Runs before a frame is drawn after `setNeedsLayout`,
  /// once the frames Auto Layout solved are applied to the subviews (UIKit applies them in
  /// `super.layoutSubviews()`; here an override that skips `super` gets them too).
  open func layoutSubviews() {}

  /// Called when `safeAreaInsets` changed (the window's device, the view's place in it, a
  /// controller's `additionalSafeAreaInsets`), in the layout pass, before `layoutSubviews`;
  /// the view is marked for layout then. Does nothing by default.
  open func safeAreaInsetsDidChange() {}

  /// The size the content wants, in points, per axis; `UIView.noIntrinsicMetric` (-1) for
  /// an axis without one (the default). Auto Layout holds the view to it with content
  /// hugging and compression resistance; call `invalidateIntrinsicContentSize()` on change.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size that best fits `size`, in points; the view's current size by default, as in
  /// UIKit. Views with content of their own (a label, an image view, a button) answer with
  /// their content's. Override this, not `sizeToFit()`.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits` its current size, keeping its frame's corner where
  /// it was (`label.sizeToFit()` after placing it).
  open func sizeToFit() {
    let corner = frame.origin
    bounds = CGRect(origin: bounds.origin, size: sizeThatFits(bounds.size))
    let moved = frame.origin
    center = CGPoint(x: center.x + corner.x - moved.x, y: center.y + corner.y - moved.y)
  }

  /// Adds or updates the view's constraints; called before layout after
  /// `setNeedsUpdateConstraints()` (and once before the first layout). Call `super` last.
  open func updateConstraints() {}

  /// True when `point`, in this view's coordinates, is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive descendant containing `point` (in this view's
  /// coordinates), front-most first; nil for a hidden, transparent or inert view.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !ignoresTouchesWhileAnimating,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      // A layer turned in 3D maps through its plane; the rest are affine.
      let local =
        subview.layer.isProjected
        ? PlaneMapping(subview.layer.planeInSuperlayer).inverted()?.apply(point)
        : point.applying(subview.transformToSuperview.inverted())
      if let local, let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  // MARK: Drawing (UIView+Drawing.swift)

  /// Draws the view's content in `rect` (its bounds) into the current context
  /// (`UIGraphicsGetCurrentContext()`), in bounds coordinates; nothing by default. Called
  /// before the view is first shown, after `setNeedsDisplay()`, and on each change of size
  /// with `contentMode = .redraw`; never call it yourself.
  open func draw(_ rect: CGRect) {}

  /// Marks the view's drawing as out of date: `draw(_:)` runs before the next frame.
  open func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Segue redraws the whole view.
  open func setNeedsDisplay(_ invalidRect: CGRect) { layer.setNeedsDisplay() }

  /// As the layer's delegate: draws the layer (`draw(_:in:)`) into its backing store.
  /// Override it to set `layer.contents` yourself instead.
  open func display(_ layer: CALayer) { layer.drawBackingStore() }

  /// As the layer's delegate: runs `draw(_:)` with `ctx` current.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    GraphicsContextStack.drawing(in: ctx) { draw(layer.bounds) }
  }

  /// The view's own drawing above its background (text, a gradient); nothing by default.
  /// `transform` maps bounds coordinates to the window's; `opacity` is the inherited alpha.
  internal func appendContent(
    to list: inout DisplayList, transform: CGAffineTransform, opacity: CGFloat
  ) {}

  /// The first view in this subtree, self included, whose tag matches.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }
}
