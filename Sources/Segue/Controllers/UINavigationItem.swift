import Foundation

/// What a navigation bar shows while its controller is on top: the title, the bar button
/// items at either end, a large title (`largeTitleDisplayMode`) and appearances that
/// override the bar's. Every controller has one (`navigationItem`); setting the
/// controller's `title` sets its title, as in UIKit. Changes show at once while the item is
/// on top, and, for the back button's title and display mode, while it is the one below the
/// top (the bar's `backItem`), whose back button leads back to it.
///
///     navigationItem.title = "Inbox"
///     navigationItem.backButtonTitle = "Mail"
///     navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose,
///       target: self) { [unowned self] _ in self.compose() }
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// What the back button leading back to this item shows (iOS 14), when
  /// `backBarButtonItem` is nil.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// `backButtonTitle`, else `title`, else "Back", else the chevron alone: the first that
    /// fits beside the top item's title.
    case `default`
    /// "Back", else the chevron alone, as room allows.
    case generic
    /// The chevron alone.
    case minimal
  }

  /// When the bar shows the title large (with `prefersLargeTitles` on the bar).
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below it on the stack; large for the bottom one.
    case automatic
    case always
    case never
  }

  /// The title the bar shows; nil (the default) shows none.
  open var title: String? { didSet { changed() } }
  /// The title of the back button that leads back to this item's controller; nil (the
  /// default) uses the title. An empty title shows the chevron alone.
  open var backButtonTitle: String? { didSet { changed() } }
  /// The item whose title the back button leading back to this item's controller shows,
  /// before `backButtonTitle` and regardless of `backButtonDisplayMode`; nil by default.
  /// Its action is not run: the back button pops.
  open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
  /// How the back button leading back to this item's controller picks its title;
  /// `.default` by default.
  open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
  /// True hides the back button while this item is on top, whatever
  /// `leftItemsSupplementBackButton` says; false by default.
  open var hidesBackButton = false { didSet { changed() } }
  /// False (the default): leading items take the back button's place; true: they follow
  /// it.
  open var leftItemsSupplementBackButton = false { didSet { changed() } }
  /// Items at the leading end, first to last; nil by default.
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  /// Items at the trailing end, outermost first; nil by default.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  /// `.automatic` by default.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
  /// Override the bar's appearances of the same name while this item is on top; nil (the
  /// default) leaves the bar's.
  open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
  open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
  open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

  /// The bar showing this item now, on top or as its `backItem`, told of each change.
  weak var bar: UINavigationBar?

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

  /// The back button goes or comes at once: Segue does not fade it (`animated` is ignored).
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

  private func changed() { bar?.itemDidChange(self) }
}
