import Foundation

/// Manages one screenful: its view (loaded on first access), its title, and, in later
/// layers, its place in presentations and navigation stacks.
///
///     final class InboxViewController: UIViewController {
///       override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Inbox"
///         view.backgroundColor = .systemBackground
///       }
///     }
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// The root view; reading it loads it (`loadView`, then `viewDidLoad`), as UIKit's
  /// implicitly unwrapped `view` does.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningController = nil
      loadedView = newValue
      newValue?.owningController = self
    }
  }

  open var title: String?

  public override init() { super.init() }

  /// For ports of code that names a nib: there are no nibs here, both values are ignored.
  public convenience init(nibName: String?, bundle: Bundle?) { self.init() }

  /// Creates the root view: a plain view the size of the screen. Override to build your own
  /// and assign it to `view`; do not call `super` then.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}

  public var isViewLoaded: Bool { loadedView != nil }

  public var viewIfLoaded: UIView? { loadedView }

  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil {
      Diagnostics.warn("\(type(of: self)).loadView() did not set `view`; using a plain view")
      view = UIView(frame: UIScreen.main.bounds)
    }
    viewDidLoad()
  }

  /// The root view's superview, as in UIKit's responder chain.
  open override var next: UIResponder? { loadedView?.superview }
}
