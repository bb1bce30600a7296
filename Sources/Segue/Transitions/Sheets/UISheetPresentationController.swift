import Foundation

/// The iOS card sheet of `.pageSheet`, `.formSheet` and `.automatic`: the presented view
/// rests at one of its `detents` with rounded top corners, over a dimming view; at the large
/// detent a full-screen presenter is scaled back behind it with its own corners, and a
/// sheet presenting a sheet is pushed back the same way. The user drags it between detents
/// and swipes it down to dismiss it.
///
///     let list = ListController()
///     if let sheet = list.sheetPresentationController {
///       sheet.detents = [.medium(), .large()]
///       sheet.largestUndimmedDetentIdentifier = .medium
///       sheet.prefersGrabberVisible = true
///     }
///     present(list, animated: true)
@preconcurrency @MainActor
public final class UISheetPresentationController: UIPresentationController {
  /// Heights the sheet rests at, smallest first or not; `[.large()]` by default. An empty
  /// array reads as `[.large()]` (with a warning).
  public var detents: [Detent] = [.large()] {
    didSet { layoutIfPresented() }
  }
  /// The detent the sheet rests at; nil (the default) is the smallest. Setting it moves the
  /// sheet at once, or animated inside `animateChanges(_:)`.
  public var selectedDetentIdentifier: Detent.Identifier? {
    didSet { layoutIfPresented() }
  }
  /// At and below this detent there is no dimming and the presenter stays interactive; nil
  /// (the default) dims at every detent.
  public var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { layoutIfPresented() }
  }
  /// Draws the grabber (36×5 pt, 5 pt below the top edge); false by default.
  public var prefersGrabberVisible = false {
    didSet { layoutIfPresented() }
  }
  /// The top corners' radius in points; nil (the default) is the system's 10 pt.
  public var preferredCornerRadius: CGFloat? {
    didSet { layoutIfPresented() }
  }
  /// True (the default): dragging up a scroll view inside expands the sheet to the next
  /// detent before the content scrolls. False scrolls the content at any detent.
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// In compact height (a landscape iPhone) the sheet attaches to the bottom edge with a
  /// portrait width instead of filling the screen; false by default.
  public var prefersEdgeAttachedInCompactHeight = false {
    didSet { layoutIfPresented() }
  }
  /// When edge-attached, the sheet takes the presented controller's
  /// `preferredContentSize.width` (if positive); false by default.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
    didSet { layoutIfPresented() }
  }

  /// The system corner radius of sheets, in points.
  static let defaultCornerRadius: CGFloat = 10
  /// Space between the safe area's top (the status bar) and the sheet at the large detent,
  /// in points.
  static let topGap: CGFloat = 10
  /// Black at this alpha over what is behind a dimmed sheet (UIKit does not document it;
  /// chosen to match how iOS 17 sheets look).
  static let dimmingAlpha: CGFloat = 0.2
  /// Side inset of a presenter scaled back behind a sheet, in points (390 pt wide: ≈0.92).
  static let scaledBackInset: CGFloat = 16

  let dimmingView = UIView()
  let grabber = UIView()
  /// The presenter's corner state before it was scaled back, restored after the dismissal.
  var presenterCorners: (radius: CGFloat, curve: CALayerCornerCurve, masks: Bool)?
  /// Set by a drag: the dismissal the user's swipe started (for `…DidDismiss`) and its
  /// release speed (points per second, down positive) for the animator.
  var dismissesInteractively = false
  var releaseVelocity: CGFloat = 0
  var drag: SheetDrag?
  /// Inside `animateChanges(_:)` or a release: property changes do not lay out at once.
  var defersLayout = false

  public override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    presentationStyle = .pageSheet
    dimmingView.backgroundColor = .black
    dimmingView.alpha = 0
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    grabber.backgroundColor = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
    grabber.layer.cornerRadius = 2.5
  }

  /// Animates the sheet to what the property changes made in `changes` say (a new selected
  /// detent, new detents), with the system's critically damped spring.
  public func animateChanges(_ changes: () -> Void) {
    defersLayout = true
    changes()
    defersLayout = false
    guard isPresentedAndIdle else { return }
    settle()
  }

  /// Moves the sheet to its resting layout along the system's critically damped spring,
  /// starting at `springVelocity` (UIKit's unit: the distance to go, a second).
  func settle(springVelocity: CGFloat = 0) {
    UIView.animate(
      withDuration: SheetAnimator.duration, delay: 0, usingSpringWithDamping: 1,
      initialSpringVelocity: springVelocity, animations: { self.applyRestingLayout() })
  }

  /// Resolves the custom detents again (their inputs changed) and moves the sheet to match.
  public func invalidateDetents() { layoutIfPresented() }

  // MARK: Presentation hooks

  public override var frameOfPresentedViewInContainerView: CGRect {
    frame(top: detentTop(of: selectedDetent))
  }

  public override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    container.insertSubview(dimmingView, at: 0)
    styleSheet()
    let coordinator = presentedViewController.transitionCoordinator
    coordinator?.animate(alongsideTransition: { _ in
      self.applyChrome(sheetTop: self.detentTop(of: self.selectedDetent))
    })
  }

  public override func presentationTransitionDidEnd(_ completed: Bool) {
    guard completed else { return restorePresenter() }
    installDrag()
  }

  public override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.applyChrome(sheetTop: self.containerView?.bounds.height ?? 0)
    })
  }

  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    let interactive = dismissesInteractively
    dismissesInteractively = false
    releaseVelocity = 0
    guard completed else {
      // The sheet stays, where the cancelled dismissal began: below the window when a swipe
      // took it there (an interaction that then cancelled). It settles at its detent.
      settle()
      return
    }
    restorePresenter()
    dimmingView.removeFromSuperview()
    drag?.detach()
    drag = nil
    if interactive { delegate?.presentationControllerDidDismiss(self) }
  }

  public override func containerViewDidLayoutSubviews() {
    guard isPresentedAndIdle else { return }
    applyRestingLayout()
  }

  /// The drag: the sheet's own pan on the presented view, and the hand-off from the first
  /// vertical scroll view inside.
  private func installDrag() {
    guard drag == nil, let view = presentedView else { return }
    let drag = SheetDrag(sheet: self)
    view.addGestureRecognizer(drag.pan)
    dimmingView.addGestureRecognizer(drag.backdropPan)
    if let scroll = Self.firstVerticalScrollView(in: view) { drag.follow(scroll) }
    self.drag = drag
  }

  /// Breadth first, as the scroll view nearest the sheet's top level is its content.
  private static func firstVerticalScrollView(in view: UIView) -> UIScrollView? {
    var queue = [view]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      if let scroll = current as? UIScrollView,
        scroll.scrollableAxes.vertical
          || scroll.alwaysBounceVertical
      {
        return scroll
      }
      queue += current.subviews
    }
    return nil
  }

  // MARK: Geometry

  /// The active detents and their heights, smallest first.
  var resolvedDetents: [(detent: Detent, value: CGFloat)] {
    let context = SheetResolutionContext(
      maximumDetentValue: maximumDetentValue, isCompactHeight: isCompactHeight)
    var list = detents
    if list.isEmpty {
      Diagnostics.warn("UISheetPresentationController.detents is empty; using [.large()]")
      list = [.large()]
      detents = list
    }
    let resolved: [(detent: Detent, value: CGFloat)] = list.compactMap { detent in
      detent.resolvedValue(in: context).map { (detent, $0) }
    }
    // Every detent inactive: the sheet still needs somewhere to rest.
    guard !resolved.isEmpty else { return [(.large(), maximumDetentValue)] }
    return resolved.sorted { $0.value < $1.value }
  }

  /// The selected detent, or the smallest when none (or an inactive one) is selected.
  var selectedDetent: (detent: Detent, value: CGFloat) {
    let resolved = resolvedDetents
    return resolved.first { $0.detent.identifier == selectedDetentIdentifier } ?? resolved[0]
  }

  /// The height of the large detent, in points.
  var maximumDetentValue: CGFloat {
    guard let container = containerView else { return 0 }
    return max(container.bounds.height - largeTop - container.safeAreaInsets.bottom, 0)
  }

  /// The sheet's top at the large detent: under the status bar, or at the very top in
  /// compact height when not edge-attached.
  var largeTop: CGFloat {
    guard let container = containerView else { return 0 }
    if isCompactHeight && !prefersEdgeAttachedInCompactHeight { return 0 }
    return container.safeAreaInsets.top + Self.topGap
  }

  /// The sheet's top at a detent of `value` points.
  func detentTop(of resolved: (detent: Detent, value: CGFloat)) -> CGFloat {
    guard let container = containerView else { return 0 }
    return container.bounds.height - container.safeAreaInsets.bottom - resolved.value
  }

  /// A landscape phone: the container is wider than tall.
  var isCompactHeight: Bool {
    guard let bounds = containerView?.bounds else { return false }
    return bounds.width > bounds.height
  }

  /// The sheet's frame with its top at `top`: down to the container's bottom, full width, or
  /// centered at a portrait width when edge-attached in compact height.
  func frame(top: CGFloat) -> CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    var width = bounds.width
    if isCompactHeight && prefersEdgeAttachedInCompactHeight {
      let preferred = presentedViewController.preferredContentSize.width
      width =
        widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
        ? min(preferred, bounds.width) : bounds.height
    }
    return CGRect(
      x: (bounds.width - width) / 2, y: top, width: width, height: max(bounds.height - top, 0))
  }

  var isPresentedAndIdle: Bool {
    containerView != nil && !presentedViewController.isInPresentationTransitionAbove
      && drag?.isActive != true
  }

  func layoutIfPresented() {
    guard !defersLayout, isPresentedAndIdle else { return }
    applyRestingLayout()
  }

  /// The sheet at its selected detent, with the chrome that goes with it.
  func applyRestingLayout() {
    styleSheet()
    let top = detentTop(of: selectedDetent)
    presentedView?.frame = frame(top: top)
    applyChrome(sheetTop: top)
  }

  /// Rounded top corners and the grabber on the presented view.
  private func styleSheet() {
    guard let view = presentedView else { return }
    let layer = view.layer
    layer.cornerRadius = preferredCornerRadius ?? Self.defaultCornerRadius
    layer.cornerCurve = .continuous
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    layer.masksToBounds = true
    grabber.frame = CGRect(x: (view.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
    grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    if prefersGrabberVisible {
      view.addSubview(grabber)
    } else {
      grabber.removeFromSuperview()
    }
  }
}
