import Foundation

/// A view whose bounds origin, its `contentOffset`, moves over a larger content area: drag
/// it, fling it, pull it past its edges onto the rubber band, or scroll the mouse wheel.
///
///     let scroll = UIScrollView(frame: view.bounds)
///     scroll.contentSize = CGSize(width: view.bounds.width, height: 2_000)
///     scroll.delegate = self
///     view.addSubview(scroll)
///
/// Every motion (deceleration, bounce, animated offsets) is a closed form of the window's
/// animation clock (`ScrollPhysics`), so a scroll is the same on every run and at any frame
/// rate. Subviews are laid out in content coordinates; the scroll view clips them.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// The size of the content, in points; `.zero` by default. Negative or non-finite sizes
  /// are refused with a warning.
  open var contentSize: CGSize = .zero {
    didSet {
      guard contentSize.width.isFinite, contentSize.height.isFinite, contentSize.width >= 0,
        contentSize.height >= 0
      else {
        Diagnostics.warn("UIScrollView.contentSize \(contentSize) is invalid; keeping \(oldValue)")
        contentSize = oldValue
        return
      }
      setNeedsLayout()
    }
  }

  /// The point of the content shown at the top-left corner: the bounds origin. Setting it
  /// stops any motion, moves at once (no clamping, as UIKit) and tells the delegate.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// Extra scrollable space around the content, in points; zero by default.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { updateAdjustedContentInset() }
  }

  /// Whether and where the safe area adds to `contentInset`; `.automatic` by default.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { updateAdjustedContentInset() }
  }

  /// `contentInset` plus the safe area `contentInsetAdjustmentBehavior` lets in: the insets
  /// the scrollable range is measured with.
  public internal(set) var adjustedContentInset: UIEdgeInsets = .zero

  /// Whether a drag or a glide may go past the content's edges and bounce back; true by
  /// default. False stops at the edges.
  open var bounces = true
  /// Lets a vertical drag bounce even when the content fits; false by default.
  open var alwaysBounceVertical = false
  /// Lets a horizontal drag bounce even when the content fits; false by default.
  open var alwaysBounceHorizontal = false

  /// False ignores drags and the wheel (programmatic offsets still move it); true by default.
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }

  /// Stops on multiples of the bounds size after a drag; false by default.
  open var isPagingEnabled = false

  /// How fast a glide slows: the fraction of velocity kept per millisecond; `.normal` by
  /// default.
  open var decelerationRate: DecelerationRate = .normal {
    didSet {
      guard !(decelerationRate.rawValue > 0 && decelerationRate.rawValue < 1) else { return }
      Diagnostics.warn(
        "UIScrollView.decelerationRate \(decelerationRate.rawValue) is outside (0, 1); "
          + "using .normal (0.998)")
      decelerationRate = .normal
    }
  }

  /// Segue draws no scroll indicators; kept (true by default, as UIKit) so code that hides
  /// them compiles unchanged.
  open var showsVerticalScrollIndicator = true
  /// See `showsVerticalScrollIndicator`.
  open var showsHorizontalScrollIndicator = true

  /// True from the moment a touch lands on the scroll view until it lifts, dragging or not.
  public internal(set) var isTracking = false
  /// True while a drag moves the content.
  public internal(set) var isDragging = false
  /// True while the content glides (or bounces back) after a drag.
  public internal(set) var isDecelerating = false

  /// The recognizer behind drags. Attach your own recognizers' `require(toFail:)` to it, or
  /// read its translation; it belongs to the scroll view.
  public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
    let pan = ScrollViewPanGestureRecognizer(scrollView: self)
    pan.addTarget(nil) { [unowned self] pan in self.handlePan(pan) }
    return pan
  }()

  open weak var delegate: (any UIScrollViewDelegate)?

  /// The motion in progress (a glide, a bounce back or an animated offset), if any.
  internal var motion: ScrollMotion?
  /// Where a drag started, before the rubber band (content coordinates).
  internal var dragOrigin: CGPoint = .zero

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    clipsToBounds = true
    addGestureRecognizer(panGestureRecognizer)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateAdjustedContentInset()
  }

  /// Moves the content so `contentOffset` is `offset`: at once, or with an animation the
  /// delegate hears the end of (`scrollViewDidEndScrollingAnimation`). Any glide stops
  /// first. Non-finite offsets are ignored with a warning.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.x.isFinite, offset.y.isFinite else {
      Diagnostics.warn("UIScrollView.setContentOffset(\(offset)) is not finite; ignored")
      return
    }
    stopMotion()
    guard animated, offset != contentOffset, let engine = window?.animationEngine else {
      return moveContent(to: offset)
    }
    startMotion(
      ScrollMotion(
        x: ScrollAxisMotion(springingFrom: contentOffset.x, to: offset.x),
        y: ScrollAxisMotion(springingFrom: contentOffset.y, to: offset.y),
        kind: .animation, start: engine.clock.now),
      on: engine)
  }

  /// Scrolls the least distance that shows `rect` (content coordinates) inside the bounds
  /// less the adjusted insets, never past the scrollable range; a rect larger than the
  /// view shows its top-left corner.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
    else {
      Diagnostics.warn("UIScrollView.scrollRectToVisible(\(rect)) is not finite; ignored")
      return
    }
    let visible = bounds.inset(by: adjustedContentInset)
    func axis(_ low: CGFloat, _ high: CGFloat, _ shownLow: CGFloat, _ shownHigh: CGFloat)
      -> CGFloat
    {
      if low < shownLow || high - low > shownHigh - shownLow { return low - shownLow }
      if high > shownHigh { return high - shownHigh }
      return 0
    }
    let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
    let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
    let target = clampedOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }

  /// Called when `adjustedContentInset` changes (the safe area or `contentInset` moved);
  /// does nothing by default. Override it, calling `super`.
  open func adjustedContentInsetDidChange() {}

  /// Sets the bounds origin and tells the delegate: every offset change goes through here.
  internal func moveContent(to offset: CGPoint) {
    guard offset != bounds.origin else { return }
    bounds.origin = offset
    setNeedsLayout()
    delegate?.scrollViewDidScroll(self)
    tellNavigationBar()
  }
}
