import Foundation

/// What a navigation bar shows while its controller is on top: the title (drawn), and the
/// bar button items and back-button settings, kept for ported code but not drawn yet (the
/// bar draws only its title). Every controller has one (`navigationItem`); setting the
/// controller's `title` sets its title, as in UIKit.
///
///     navigationItem.title = "Inbox"
///     navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose,
///       target: self) { [unowned self] _ in self.compose() }
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The title the bar shows; nil (the default) shows none.
  open var title: String?
  /// The title of the back button that leads back to this item's controller; nil (the
  /// default) uses the title.
  open var backButtonTitle: String?
  /// True hides the back button while this item is on top; false by default.
  open var hidesBackButton = false
  /// Items at the leading end, first to last; nil by default.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// Items at the trailing end, outermost first; nil by default.
  open var rightBarButtonItems: [UIBarButtonItem]?

  /// The first leading item; setting it replaces them all.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first (outermost) trailing item; setting it replaces them all.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  public override init() { super.init() }

  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Segue draws no back button, so `animated` changes nothing.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
}
