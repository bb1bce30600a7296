import Foundation

/// Controllers side by side, one shown at a time, with a tab strip at the bottom. Setting
/// `selectedIndex` switches at once, as in UIKit; with a delegate that returns an
/// animator the switch is a transition (on the next frame), which an interaction
/// controller can drive (seed 000's swipe between tabs).
///
///     let tabs = UITabBarController()
///     tabs.viewControllers = [InboxViewController(), SettingsViewController()]
///     tabs.selectedIndex = 1
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// Weak, as in UIKit.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The tab strip's height, in points.
  static let stripHeight: CGFloat = 49

  /// Holds the selected controller's view; the container of tab transitions.
  let contentView = UIView()
  let tabStrip = TabStripView()
  var selection = NSNotFound
  /// True while an animated switch runs; another switch meanwhile is ignored with a warning.
  var isTransitioning = false
  /// True while a pushed controller's `hidesBottomBarWhenPushed` keeps the strip out.
  var stripHidden = false

  open override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.backgroundColor = .systemBackground
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.clipsToBounds = true
    tabStrip.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    tabStrip.onSelect = { [unowned self] index in userSelected(index) }
    root.addSubview(contentView)
    root.addSubview(tabStrip)
    view = root
    layoutStrip()
    refreshStrip()
    if let selected = selectedViewController { show(selected) }
  }

  /// The tabs, in order. Setting it selects the first (or keeps the selected one).
  open var viewControllers: [UIViewController]? {
    didSet { replaceTabs(old: oldValue ?? []) }
  }

  /// `NSNotFound` without tabs.
  open var selectedIndex: Int {
    get { selection }
    set {
      guard let tabs = viewControllers, tabs.indices.contains(newValue) else { return }
      select(newValue, animated: false)
    }
  }

  /// The selected controller decides the status bar.
  open override var childForStatusBarStyle: UIViewController? { selectedViewController }
  open override var childForStatusBarHidden: UIViewController? { selectedViewController }

  open var selectedViewController: UIViewController? {
    get { viewControllers.flatMap { $0.indices.contains(selection) ? $0[selection] : nil } }
    set {
      guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue })
      else { return }
      selectedIndex = index
    }
  }
}

/// Observes tab selection and supplies custom tab-switch transitions. Every method is
/// optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Asked when the user taps a tab; false keeps the current one.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// Called after the user selected a tab.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// nil switches without animation.
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// Asked only when an animator was returned.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}

  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
