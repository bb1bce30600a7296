import Foundation

extension NSLayoutConstraint {
  /// The axis content hugging and compression resistance apply to; a stack view's direction.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

extension UIView {
  /// An intrinsic size axis with no natural length.
  public static let noIntrinsicMetric: CGFloat = -1
  /// For `systemLayoutSizeFitting`: the smallest size the constraints allow.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// For `systemLayoutSizeFitting`: the largest size the constraints allow (10⁷ points here).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// Approximate: see `NSLayoutConstraint.Attribute`.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  /// Approximate: see `NSLayoutConstraint.Attribute`.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  /// The active constraints installed on this view (those whose nearest common ancestor it is).
  public var constraints: [NSLayoutConstraint] { layoutState.constraints }

  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.activate(on: self) }
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.activate(on: self) }
  }
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// True (the default for views made in code) turns `frame` and `autoresizingMask` into
  /// required constraints; set false on views that constraints place.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState.translatesAutoresizingMask }
    set {
      guard newValue != layoutState.translatesAutoresizingMask else { return }
      layoutState.translatesAutoresizingMask = newValue
      layoutRoot.invalidateLayoutEngine()
    }
  }

  /// How strongly the view resists growing past its intrinsic size; 250 by default.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? layoutState.hugging.horizontal : layoutState.hugging.vertical
  }

  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      layoutState.hugging.horizontal = priority
    } else {
      layoutState.hugging.vertical = priority
    }
    layoutRoot.invalidateLayoutEngine()
  }

  /// How strongly the view resists shrinking below its intrinsic size; 750 by default.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal
      ? layoutState.compressionResistance.horizontal : layoutState.compressionResistance.vertical
  }

  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      layoutState.compressionResistance.horizontal = priority
    } else {
      layoutState.compressionResistance.vertical = priority
    }
    layoutRoot.invalidateLayoutEngine()
  }

  /// Tells Auto Layout that `intrinsicContentSize` changed; it is read again at the next pass.
  public func invalidateIntrinsicContentSize() {
    guard let engine = layoutRoot.layoutState.engine else { return }
    engine.intrinsicContentSizeDidChange(of: self)
  }

  // MARK: The update-constraints pass

  public func setNeedsUpdateConstraints() {
    layoutState.needsUpdateConstraints = true
    markPath(.constraintsPath)
  }

  public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

  /// Runs `updateConstraints` (a controller's root view: `updateViewConstraints`) where
  /// requested in this subtree, subviews before their superview, as UIKit does.
  /// Visits only the views marked on the way (`LayoutMarks.constraintsPath`).
  public func updateConstraintsIfNeeded() {
    guard layoutMarks.contains(.constraintsPath) else { return }
    layoutMarks.remove(.constraintsPath)
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard layoutState.needsUpdateConstraints else { return }
    layoutState.needsUpdateConstraints = false
    if let controller = owningController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  // MARK: Debugging

  /// True when the constraints leave this view's frame free in some direction; the frame
  /// shown is then the defined one the engine picks (the smallest size, nearest the origin).
  public var hasAmbiguousLayout: Bool {
    let root = layoutRoot
    root.solveLayoutIfNeeded()
    return root.layoutState.engine?.isAmbiguous(self) ?? false
  }

  /// The size the constraints inside this view give it, pulled towards `targetSize` at
  /// `.fittingSizeLevel` (50): `layoutFittingCompressedSize` asks for the smallest.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// As `systemLayoutSizeFitting(_:)`, with each axis pulled at its own priority; `.required`
  /// fixes that axis to the target.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    let engine = LayoutEngine(
      root: self,
      fitting: .init(
        size: targetSize, horizontal: horizontalFittingPriority,
        vertical: verticalFittingPriority))
    return engine.fittedSize
  }

  // MARK: Hierarchy

  /// The top of this view's tree: where its constraints are solved.
  var layoutRoot: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  func nearestCommonAncestor(with other: UIView) -> UIView? {
    var candidate: UIView? = self
    while let view = candidate {
      if other.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }

  /// Drops the solved system of this root; the next layout pass rebuilds it.
  func invalidateLayoutEngine() {
    layoutState.engine = nil
    layoutState.needsEngine = true
    setNeedsLayout()
  }

  /// Brings the root's system up to date: builds it if needed, re-reads the frames of views
  /// that translate their autoresizing mask, margins and intrinsic sizes, re-solves, and
  /// marks the superviews of views whose solved rectangle moved as needing layout.
  func solveLayoutIfNeeded() {
    if layoutState.engine == nil, layoutState.needsEngine {
      layoutState.needsEngine = false
      layoutState.engine = LayoutEngine(root: self, fitting: nil)
    }
    layoutState.engine?.update()
  }

  /// Before a view leaves `parent`'s tree: constraints installed above it that reach into
  /// its subtree lose their common ancestor, and UIKit deactivates them.
  func deactivateConstraintsCrossing(from parent: UIView) {
    var ancestor: UIView? = parent
    while let view = ancestor {
      let crossing = view.layoutState.constraints.filter { constraint in
        [constraint.firstLayoutItem, constraint.secondLayoutItem].contains { item in
          item?.hostView?.isDescendant(of: self) ?? false
        }
      }
      NSLayoutConstraint.deactivate(crossing)
      ancestor = view.superview
    }
  }
}
