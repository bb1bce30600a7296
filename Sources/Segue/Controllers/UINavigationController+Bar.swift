import Foundation

/// The navigation bar's place: its height (a large title adds a row), hiding it, and the
/// content area below it.
extension UINavigationController {
  /// Whether the bar is hidden; setting it is `setNavigationBarHidden(_:animated: false)`.
  public var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar: animated, it slides up off the top (or back down) over
  /// `hideShowBarDuration`, the content growing into its place, or alongside the push or
  /// pop under way when called during one (in `viewWillAppear`, as iOS code does). The top
  /// controller's safe area then includes the status bar while the bar is hidden.
  ///
  ///     override func viewWillAppear(_ animated: Bool) {
  ///       super.viewWillAppear(animated)
  ///       navigationController?.setNavigationBarHidden(true, animated: animated)
  ///     }
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barHidden else { return }
    barHidden = hidden
    guard isViewLoaded else { return }
    if !hidden { navigationBar.isHidden = false }
    let settle: (Bool) -> Void = { [self] _ in if barHidden { navigationBar.isHidden = true } }
    guard animated, view.window != nil else {
      layoutChrome()
      return settle(true)
    }
    if let coordinator = activeContext?.coordinator {
      coordinator.animate(
        alongsideTransition: { [self] _ in layoutChrome() }, completion: { settle(!$0.isCancelled) }
      )
    } else {
      UIView.animate(
        withDuration: TimeInterval(Self.hideShowBarDuration),
        animations: { [self] in layoutChrome() },
        completion: settle)
    }
  }

  /// Whether `controller`'s title shows large: with `prefersLargeTitles`, as its item's
  /// `largeTitleDisplayMode` says, `.automatic` taking the one below it on the stack (large
  /// at the bottom).
  func showsLargeTitle(for controller: UIViewController) -> Bool {
    guard navigationBar.prefersLargeTitles,
      let index = stack.firstIndex(where: { $0 === controller })
    else { return false }
    for below in stack[...index].reversed() {
      switch below.navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The item the back button over `controller` leads back to: the one below it on the
  /// stack, nil at the bottom.
  func backItem(below controller: UIViewController) -> UINavigationItem? {
    guard let index = stack.firstIndex(where: { $0 === controller }), index > 0 else {
      return nil
    }
    return stack[index - 1].navigationItem
  }

  /// Places the bar (slid up off the top while hidden) and the content: below the title
  /// row, the large-title row (when the top controller shows one) lying over it, as iOS's
  /// bar lies over content. That row shrinks as the top controller's content scroll view
  /// scrolls up (`UINavigationBar`).
  func layoutChrome() {
    let top = view.safeAreaInsets.top
    let bounds = view.bounds
    let large = stack.last.map(showsLargeTitle(for:)) ?? false
    navigationBar.scrollLargeTitle(by: large ? topContentScrolled : 0)
    let largeRow = large ? UINavigationBar.largeTitleHeight - navigationBar.largeTitleCollapse : 0
    let height = top + UINavigationBar.rowHeight + largeRow
    let barBottom = barHidden ? 0 : height
    navigationBar.rowTop = top
    navigationBar.frame = CGRect(x: 0, y: barBottom - height, width: bounds.width, height: height)
    let contentTop = barHidden ? 0 : top + UINavigationBar.rowHeight
    contentView.frame = CGRect(
      x: 0, y: contentTop, width: bounds.width, height: max(bounds.height - contentTop, 0))
    if let controller = stack.last { placeUnderLargeTitle(controller) }
  }

  /// Points the top controller's content scroll view (`contentScrollView(for: .top)`) has
  /// scrolled up from resting at its top: its offset plus its adjusted top inset; 0 without
  /// one.
  private var topContentScrolled: CGFloat {
    guard let scrollView = stack.last?.contentScrollView(for: .top) else { return 0 }
    return scrollView.contentOffset.y + scrollView.adjustedContentInset.top
  }

  /// The large-title row covers the top of `controller`'s view at its full height, whatever
  /// its collapse, and its safe area reaches below it: a scroll view's adjusted inset, and
  /// so the offset it rests at, stay put while the title collapses (content at rest sits
  /// just below the large title).
  func placeUnderLargeTitle(_ controller: UIViewController) {
    guard let view = controller.viewIfLoaded else { return }
    let covered =
      !barHidden && showsLargeTitle(for: controller) ? UINavigationBar.largeTitleHeight : 0
    guard view.layoutState.barInsets.top != covered else { return }
    view.layoutState.barInsets.top = covered
    view.setNeedsLayout()
  }

  /// Removes `controllers` from this container; their views are no longer under the bar.
  func removeChildren(_ controllers: [UIViewController]) {
    for controller in controllers {
      if let view = controller.viewIfLoaded, view.layoutState.barInsets != .zero {
        view.layoutState.barInsets = .zero
        view.markPath(.layoutPath)
      }
      controller.removeFromParent()
    }
  }
}
