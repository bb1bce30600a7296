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
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
  private var loadedView: UIView?

  /// The root view; reading it loads it (`loadView`, then `viewDidLoad`), as UIKit's
  /// implicitly unwrapped `view` does.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      // Each view's safe area gains or loses this controller's additional insets.
      loadedView?.owningController = nil
      loadedView?.markPath(.layoutPath)
      loadedView = newValue
      newValue?.owningController = self
      newValue?.markPath(.layoutPath)
    }
  }

  /// Setting it sets `navigationItem.title`, which the navigation bar shows, as in UIKit.
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  /// What a navigation bar shows while this controller is on top; made on first use.
  public private(set) lazy var navigationItem: UINavigationItem = {
    let item = UINavigationItem()
    item.title = title
    return item
  }()

  /// True keeps the back swipe of the navigation controller this controller is the top of
  /// from popping it (FDFullscreenPopGesture's `fd_interactivePopDisabled`), for the edge
  /// swipe and the full-screen one alike. False by default.
  public var interactivePopDisabled = false
  /// Points from the left edge of the navigation controller's view within which the
  /// full-screen back swipe may start while this controller is on top; 0 (the default)
  /// allows anywhere. FDFullscreenPopGesture's
  /// `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`.
  public var interactivePopMaxAllowedInitialDistanceToLeftEdge: CGFloat = 0

  // MARK: Containment and presentation state (behaviour lives in the extensions)

  /// The container this controller is a child of (a navigation or tab bar controller).
  public internal(set) weak var parent: UIViewController?
  /// Child controllers, in the order added (`addChild`).
  public internal(set) var children: [UIViewController] = []
  /// The controller this one presented, from `present` until its dismissal completes.
  public internal(set) var presentedViewController: UIViewController?
  /// The controller that presented this one, while presented; for a child of a presented
  /// controller (the root of a presented navigation controller), the one that presented its
  /// nearest presented ancestor, as in UIKit.
  public var presentingViewController: UIViewController? {
    presenter ?? parent?.presentingViewController
  }
  /// The controller that presented this very one (not an ancestor), while presented.
  weak var presenter: UIViewController?
  /// How `present` shows this controller. `.automatic` (the default, as on iOS 13+)
  /// resolves to `.pageSheet`: a card sheet the user swipes down to dismiss.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// True stops the user from swiping a sheet down to dismiss it (the sheet resists and
  /// the delegate hears `presentationControllerDidAttemptToDismiss`); false by default.
  open var isModalInPresentation = false
  /// The size the controller would like, in points; `.zero` (the default) has no wish. An
  /// edge-attached sheet may follow its width. A change tells the container: the parent,
  /// else the presentation controller (`preferredContentSizeDidChange`).
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      let container: (any UIContentContainer)? = parent ?? activePresentationController
      container?.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }
  /// The sheet made for `sheetPresentationController` before `present`, used by it.
  var preparedSheet: UISheetPresentationController?
  /// The built-in animation used when no transitioning delegate provides an animator;
  /// `.coverVertical` by default.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// The transition when this controller is pushed or presented (iOS 18): `.zoom` out of a
  /// source view, or a modal style (which then wins over `modalTransitionStyle`); nil (the
  /// default) uses the navigation controller's slide or `modalTransitionStyle`. A zoom
  /// presents full screen when `modalPresentationStyle` is `.automatic`.
  public var preferredTransition: UIViewController.Transition?
  /// The drag back and the grab of a zoom, while this controller is zoomed in.
  var zoomInteraction: ZoomInteraction?
  /// The interaction a drag started a dismissal with, taken by that dismissal's transition.
  var pendingDismissalInteraction: UIPercentDrivenInteractiveTransition?
  /// Provides the animator, interaction controller and presentation controller for
  /// `present` and `dismiss`. Weak, as in UIKit: keep the delegate alive yourself.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// True from `present` until the presentation transition completes.
  public internal(set) var isBeingPresented = false
  /// True from `dismiss` until the dismissal transition completes.
  public internal(set) var isBeingDismissed = false
  /// True from `present` or `dismiss` of this controller until its transition has ended,
  /// before the "did" appearance callbacks: unlike `isBeingPresented`, which `viewDidAppear`
  /// still sees, it no longer stops a new presentation from there.
  var isInPresentationTransitionItself = false
  /// The coordinator of an animated push or present called but not started yet (weak: the
  /// frame that starts the transition holds it, and it is gone once that frame has run).
  weak var pendingCoordinator: PendingTransitionCoordinator?
  /// True while a container adds this controller (a push, the first appearance as a child).
  public internal(set) var isMovingToParent = false
  /// True while a container removes this controller (a pop).
  public internal(set) var isMovingFromParent = false
  /// The title a tab bar controller shows for this controller (else `title`).
  open var tabBarItem: UITabBarItem!
  /// True hides the tab bar while this controller is on a navigation stack inside a tab bar
  /// controller (pushed on it, not its root), and while controllers pushed after it are on
  /// top: the bar slides out with the push and back with the pop, as on iOS. False by
  /// default.
  open var hidesBottomBarWhenPushed = false
  /// The transition this controller takes part in, if any (see `transitionCoordinator`).
  var activeTransition: TransitionContext?
  /// Set on the presented controller while it is presented.
  var activePresentationController: UIPresentationController?
  /// Where the controller's view stands in the appearance cycle, so callbacks stay balanced.
  var appearance: AppearanceState = .disappeared
  /// Set by `setContentScrollView(_:for:)`.
  var contentScrollViews = ContentScrollViews()

  /// The designated initializer, as in UIKit, so a subclass's own initializer ends with
  /// `super.init(nibName: nil, bundle: nil)` as it does on iOS. There are no nibs here: a
  /// nib named is kept in `nibName`, and `loadView` warns that it makes a plain view instead.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    givenNib = (nibNameOrNil, nibBundleOrNil)
    super.init()
  }

  /// Required of every subclass that has initializers of its own, as UIKit requires it, so
  /// a controller written for iOS compiles whether it calls `super.init(coder:)` or stops
  /// with `fatalError`. There are no storyboards here: nothing is read from `coder`, and the
  /// controller is made as `init(nibName: nil, bundle: nil)` makes it.
  public required init?(coder: NSCoder) {
    givenNib = (nil, nil)
    super.init()
  }

  /// `init(nibName: nil, bundle: nil)`, as in UIKit (where it is not a designated
  /// initializer either).
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  private let givenNib: (name: String?, bundle: Bundle?)
  /// The nib named at initialization; nil by default.
  open var nibName: String? { givenNib.name }
  /// The bundle named at initialization; nil by default.
  open var nibBundle: Bundle? { givenNib.bundle }

  /// Creates the root view: a plain view the size of the screen. Override to build your own
  /// and assign it to `view`; do not call `super` then.
  open func loadView() {
    if let nibName {
      Diagnostics.warn(
        "\(type(of: self)): there are no nibs here, so none named \"\(nibName)\" is loaded;"
          + " loadView makes a plain view (override it to build the view in code)")
    }
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}

  /// Points added to the safe area of the root view (and so of its subviews) on each edge,
  /// on top of what the device and the containers give; zero by default. A container uses it
  /// for the bars it draws over a child.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
  }

  /// Called when the root view is about to lay out its subviews (after a bounds change or
  /// `setNeedsLayout`), before its `layoutSubviews`. Does nothing by default.
  open func viewWillLayoutSubviews() {}

  /// The scroll view the bars watch at `edge` (`.top` or `.bottom`, iOS 15): the one set
  /// with `setContentScrollView(_:for:)`, else, found as Segue does it (UIKit does not
  /// document its search), this controller's view when it is a scroll view, or else the
  /// view's first subview when that is one. Override it to return nil for no watching.
  /// Another edge (UIKit raises an exception) is nil, with a warning.
  open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    watchedScrollView(for: edge)
  }

  /// Called after the root view laid out its subviews: their frames, Auto Layout's
  /// included, are final for this pass. Does nothing by default.
  open func viewDidLayoutSubviews() {}

  /// Called after the root view's `safeAreaInsets` changed, in the layout pass, after the
  /// view's own `safeAreaInsetsDidChange`. Does nothing by default.
  open func viewSafeAreaInsetsDidChange() {}

  /// Updates the root view's constraints in the update-constraints pass, in place of the
  /// view's own `updateConstraints`, which this implementation calls: call `super` last.
  open func updateViewConstraints() {
    view.updateConstraints()
  }

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

  // MARK: Appearance callbacks (called by the transition machinery, never skipped)

  /// The view is about to be added to the screen (or a transition towards it began).
  open func viewWillAppear(_ animated: Bool) {}
  /// The view is on screen and the transition that showed it completed.
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to leave the screen (or a transition away from it began).
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view left the screen and the transition that hid it completed.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: Containment callbacks

  /// Called with the new parent before it changes; `addChild` calls it for you.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the parent changed; `removeFromParent` calls it for you.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Presentation

  /// Presents `viewControllerToPresent` over this controller's context, starting on the
  /// next frame (see `UIViewController+Presentation.swift` for the steps).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presented, or this controller if it presents
  /// nothing, starting on the next frame.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    startDismissal(animated: flag, completion: completion)
  }

  /// Light or dark for this controller, its view and its children, whatever their
  /// environment says; `.unspecified` (the default) inherits. Changing it tells the views
  /// and controllers whose traits change (`traitCollectionDidChange`).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { ownInterfaceStyle }
    set {
      guard newValue != ownInterfaceStyle else { return }
      let before = viewIfLoaded?.traitSnapshot()
      ownInterfaceStyle = newValue
      if let before { viewIfLoaded?.deliverTraitChanges(since: before) }
    }
  }
  private var ownInterfaceStyle = UIUserInterfaceStyle.unspecified

  /// Called after the controller's `traitCollection` changed, before its view's, with the
  /// one before. Does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Status bar (read by the window each frame: `UIWindow+StatusBar.swift`)

  /// The style of the status bar while this controller decides it; `.default` (follows the
  /// appearance) by default.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// True hides the status bar while this controller decides it; false by default.
  open var prefersStatusBarHidden: Bool { false }
  /// A child whose `preferredStatusBarStyle` is used instead of this controller's; nil by
  /// default (navigation and tab bar controllers return their shown child).
  open var childForStatusBarStyle: UIViewController? { nil }
  /// A child whose `prefersStatusBarHidden` is used instead of this controller's; nil by
  /// default (navigation and tab bar controllers return their shown child).
  open var childForStatusBarHidden: UIViewController? { nil }
  /// True lets this controller, presented in a presentation that does not cover the screen
  /// (`.custom`, a sheet), decide the status bar; full-screen presentations always do.
  /// False by default.
  open var modalPresentationCapturesStatusBarAppearance = false

  /// Tells the system to read the status bar members again. Segue's window reads them on
  /// every frame, so there is nothing to do here; iOS needs the call, so keep it in ported
  /// code.
  public func setNeedsStatusBarAppearanceUpdate() {}

  // MARK: Segues (registered in code: `UIViewController+Segues.swift`)

  /// The segues `registerSegue(withIdentifier:kind:triggeredBy:destination:)` registered,
  /// by identifier.
  var segueRegistrations: [String: SegueRegistration] = [:]

  /// Performs the segue registered as `identifier`: makes its destination, calls
  /// `prepare(for:sender:)`, then the segue's `perform()`. As in UIKit it does not ask
  /// `shouldPerformSegue`. An unregistered identifier warns, naming it, and does nothing.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    performRegisteredSegue(withIdentifier: identifier, sender: sender)
  }

  /// Called before a segue is performed, to hand data to `segue.destination`. Does nothing
  /// by default.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether a segue triggered by a control (`registerSegue(…, triggeredBy:)`) goes ahead;
  /// true by default.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  // MARK: UIContentContainer

  /// A child's `preferredContentSize` changed. Does nothing by default.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// A child's Auto Layout fitting size changed. Does nothing by default; Segue does not
  /// track fitting sizes, so only your own containers call it.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// The size a child gets inside this controller's `parentSize` points: `parentSize` by
  /// default.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// The view is about to change to `size` points (the window resized). The default
  /// forwards to each child, at `size(forChildContentContainer:withParentContainerSize:)`:
  /// call `super` when you override it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      child.viewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size),
        with: coordinator)
    }
  }

  /// The traits are about to become `newCollection` (a size class changed). The default
  /// forwards to each child: call `super` when you override it.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      child.willTransition(
        to: newCollection.with(style: child.overrideUserInterfaceStyle), with: coordinator)
    }
  }

  /// The root view's superview, as in UIKit's responder chain.
  open override var next: UIResponder? { loadedView?.superview }
}
