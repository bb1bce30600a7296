import Foundation

/// The scroll view whose content the bars watch at each edge (iOS 15): a navigation bar
/// collapses its large title as the top one scrolls (`UINavigationBar`).
///
///     override func viewDidLoad() {
///       super.viewDidLoad()
///       view.addSubview(header)
///       view.addSubview(list)
///       setContentScrollView(list, for: .top)
///     }
extension UIViewController {
  /// The scroll views set per edge, held weakly (the view hierarchy owns them).
  struct ContentScrollViews {
    weak var top: UIScrollView?
    weak var bottom: UIScrollView?
  }

  /// Sets the scroll view the bars watch at `edge`: `.top`, `.bottom` or `.all` (both;
  /// leading and trailing are ignored, as on iOS 15). Nil goes back to finding it
  /// automatically (see `contentScrollView(for:)`).
  public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
    if edge.contains(.top) { contentScrollViews.top = scrollView }
    if edge.contains(.bottom) { contentScrollViews.bottom = scrollView }
    // The bar follows the new scroll view's offset.
    if edge.contains(.top), let navigation = parent as? UINavigationController,
      navigation.isViewLoaded
    {
      navigation.layoutChrome()
    }
  }

  /// Sets the scroll view the bars watch at every edge.
  public func setContentScrollView(_ scrollView: UIScrollView?) {
    setContentScrollView(scrollView, for: .all)
  }

  /// `contentScrollView(for:)`'s answer when not overridden (see there).
  func watchedScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    let set: UIScrollView?
    switch edge {
    case .top: set = contentScrollViews.top
    case .bottom: set = contentScrollViews.bottom
    default:
      Diagnostics.warn(
        "contentScrollView(for:) takes .top or .bottom, not NSDirectionalRectEdge(rawValue: "
          + "\(edge.rawValue)); nil")
      return nil
    }
    if let set { return set }
    guard let view = viewIfLoaded else { return nil }
    return view as? UIScrollView ?? view.subviews.first as? UIScrollView
  }
}
