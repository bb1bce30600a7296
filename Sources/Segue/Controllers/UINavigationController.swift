import Foundation

/// A stack of controllers with a title strip on top: push slides the new one in from the
/// right while the one below moves left by 30 % under a dim, pop the reverse, 0.35 s, as on
/// iOS; the delegate can supply its own animator and interaction controller.
///
///     let navigation = UINavigationController(rootViewController: InboxViewController())
///     navigation.pushViewController(MessageViewController(), animated: true)
///
/// As in UIKit, `viewControllers` changes at the call; the views change on the next frame.
/// A push or pop while a transition runs is ignored with a warning.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// What a navigation transition does.
  public enum Operation: Int, Sendable {
    case none, push, pop
  }

  /// Weak, as in UIKit.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Seconds: how long `setNavigationBarHidden(_:animated: true)` slides the bar, as UIKit's
  /// `UINavigationControllerHideShowBarDuration`.
  public static let hideShowBarDuration: CGFloat = 0.2

  /// The stack, bottom first.
  var stack: [UIViewController] = []
  /// Holds the controllers' views; the container of push and pop transitions.
  let contentView = UIView()
  /// The bar showing the top controller's `navigationItem`; configure its appearance here.
  public let navigationBar = UINavigationBar()
  /// Whether the bar is hidden (`setNavigationBarHidden(_:animated:)`), from the call on.
  var barHidden = false
  /// True from an animated push or pop until its transition completes.
  var isTransitioning = false
  /// The interaction controller an interactive pop (`beginInteractivePop`) drives the
  /// default pop animation with.
  var pendingInteraction: (any UIViewControllerInteractiveTransitioning)?
  /// The push or pop on screen; nil between transitions.
  weak var activeContext: TransitionContext?
  /// The pop the back swipe (edge or full-screen) is driving, from `.began` to release.
  var popInteraction: UIPercentDrivenInteractiveTransition?
  /// Points: the width the back swipe's pop was built for. The drag reads its progress over
  /// it, so the page stays under the pointer when the window is resized mid-drag.
  var popWidth: CGFloat = 0
  /// The running transition a pan grabbed (`interruptionGestureRecognizer`), until release.
  var grab: TransitionGrab?

  /// The back swipe: a pan from the left edge (within 20 points) that pops the top
  /// controller, following the pointer, as on iOS. It begins only when a pop can: more
  /// than one controller, no transition running, a first movement to the right, and a top
  /// controller whose `interactivePopDisabled` is false. On release
  /// `interactivePopDecisionPolicy` decides, and the release speed carries into the rest of
  /// the pop. Set `isEnabled = false` to turn it off. Installed on `view`.
  ///
  /// It drives the default pop, and also a delegate's animator for `.pop` when the delegate
  /// returns no interaction controller: a `UIPercentDrivenInteractiveTransition` then scrubs
  /// that animator's animations (UIKit would silently disable the swipe). Return an
  /// interaction controller of your own to drive your animator yourself.
  public private(set) lazy var interactivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer? =
    {
      let edgePan = InteractivePopEdgeRecognizer()
      edgePan.navigation = self
      edgePan.edges = .left
      edgePan.addTarget(self) { [unowned self] pan in handleInteractivePop(pan) }
      return edgePan
    }()

  /// iOS 26's content back swipe: a pan starting anywhere in the content whose first
  /// movement points right (leading to trailing, within 45° of horizontal) pops the top
  /// controller like the edge swipe, in the cases the edge swipe does not cover (a start
  /// outside its edge zone, or with it disabled). On by default, as on iOS 26; set
  /// `isEnabled = false` to turn it off. The same rules apply as for
  /// `interactivePopGestureRecognizer`, plus the top controller's
  /// `interactivePopMaxAllowedInitialDistanceToLeftEdge` (0, the default, allows anywhere).
  /// The content's own pan wins when it can move: a recognizer of a view inside the content
  /// sees the touch first and takes it, and a scroll view takes a rightward drag unless it
  /// is at its left edge (then the pop does). It is FDFullscreenPopGesture's full-screen pop
  /// (`fd_fullscreenPopGestureRecognizer`), which Segue had as `fullscreenPopGestureRecognizer`.
  public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPop }

  /// The former spelling of `interactiveContentPopGestureRecognizer` (FDFullscreenPopGesture's
  /// full-screen pop), off by default then; now the same recognizer, on by default.
  @available(*, deprecated, renamed: "interactiveContentPopGestureRecognizer")
  public var fullscreenPopGestureRecognizer: UIPanGestureRecognizer { contentPop }

  /// The recognizer behind `interactiveContentPopGestureRecognizer`.
  lazy var contentPop: UIPanGestureRecognizer = {
    let pan = ContentPopRecognizer()
    pan.navigation = self
    pan.maximumNumberOfTouches = 1
    pan.addTarget(self) { [unowned self] pan in handleInteractivePop(pan) }
    return pan
  }()

  /// Grabs a running push or pop (Segue only; iOS has no such thing): a press on `view`
  /// while a non-interactive transition runs holds it; a horizontal drag then scrubs it
  /// with the pointer, and the release finishes or cancels it by
  /// `interactivePopDecisionPolicy`, continuing at the release speed (a press released
  /// without a drag lets it go on its way). Grab it again as often as you like. It works for the default
  /// push and pop, and for a delegate's animator that implements
  /// `interruptibleAnimator(using:)` or whose interaction controller is a
  /// `UIPercentDrivenInteractiveTransition` that is not being driven; any other transition
  /// ignores the drag. Set `isEnabled = false` to turn it off.
  public private(set) lazy var interruptionGestureRecognizer: UIPanGestureRecognizer = {
    let pan = TransitionGrabRecognizer()
    pan.navigation = self
    pan.maximumNumberOfTouches = 1
    pan.addTarget(self) { [unowned self] pan in handleTransitionGrab(pan) }
    return pan
  }()

  /// Decides at the release of the back swipe (and of a grabbed transition) whether the pop
  /// finishes: `.projected()` by default. The same value can serve your own pan handlers:
  /// `interaction.finishOrCancel(release, policy: navigationController.interactivePopDecisionPolicy)`.
  public var interactivePopDecisionPolicy: TransitionDecisionPolicy = .projected()

  /// The `completionSpeed` of the back swipe's (and a grab's) interaction: multiplies the
  /// speed of the rest of the pop after release. 1 by default. Segue only.
  public var interactivePopCompletionSpeed: CGFloat = 1

  /// The `timingCurve` of the back swipe's (and a grab's) interaction, for the rest of the
  /// pop after release; nil (the default) is ease-in-out. A cubic curve bends to start at
  /// the release speed; a spring takes it as its initial velocity. Segue only.
  public var interactivePopTimingCurve: (any UITimingCurveProvider)?

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.backgroundColor = .systemBackground
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.clipsToBounds = true
    navigationBar.autoresizingMask = [.flexibleWidth]
    navigationBar.onLargeTitlePreference = { [unowned self] in
      if let top = stack.last, isViewLoaded { show(top) }
    }
    // The back button pops, animated, as UIKit's does (the delegate's animator is asked).
    navigationBar.onBack = { [unowned self] in popViewController(animated: true) }
    root.addSubview(contentView)
    root.addSubview(navigationBar)
    if let edgePan = interactivePopGestureRecognizer { root.addGestureRecognizer(edgePan) }
    root.addGestureRecognizer(contentPop)
    root.addGestureRecognizer(interruptionGestureRecognizer)
    view = root
    layoutChrome()
    if let top = stack.last { show(top) }
  }

  /// The bar and the content below it clear the top of the safe area (the status bar, the
  /// Dynamic Island); the bar's background reaches up under it, as on iOS.
  open override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    layoutChrome()
  }

  /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { stack.last }

  /// The top controller decides the status bar.
  open override var childForStatusBarStyle: UIViewController? { topViewController }
  open override var childForStatusBarHidden: UIViewController? { topViewController }

  /// The controller on screen: a presented one, else the top.
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      return Diagnostics.warn(
        "pushViewController: \(type(of: viewController)) is already on the stack; ignored")
    }
    if let place = placeElsewhere(of: viewController) {
      return Diagnostics.warn(
        "pushViewController: \(type(of: viewController)) is \(place); ignored")
    }
    change(to: stack + [viewController], operation: .push, animated: animated, caller: "push")
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return change(
      to: Array(stack.dropLast()), operation: .pop, animated: animated, caller: "pop")?.first
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return [] }
    return change(to: [stack[0]], operation: .pop, animated: animated, caller: "popToRoot")
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      Diagnostics.warn("popToViewController: \(type(of: viewController)) is not on the stack")
      return nil
    }
    return change(
      to: Array(stack[...index]), operation: .pop, animated: animated, caller: "popTo")
  }

  /// Where `controller` already is, if that keeps it off this stack: it would otherwise sit
  /// in two places (presented, presenting, another container's child, a window's root), or
  /// contain this navigation controller.
  private func placeElsewhere(of controller: UIViewController) -> String? {
    var ancestor: UIViewController? = self
    while let current = ancestor {
      if current === controller { return "this navigation controller or one of its ancestors" }
      ancestor = current.parent ?? current.presenter
    }
    if let parent = controller.parent, parent !== self {
      return "a child of \(type(of: parent))"
    }
    if controller.presenter != nil { return "presented" }
    if controller.presentedViewController != nil { return "presenting" }
    if controller.parent == nil, controller.viewIfLoaded?.window != nil {
      return "a window's root controller"
    }
    return nil
  }

  /// Replaces the stack. Animated, it pushes when the new top was not on the stack and
  /// pops otherwise, as UIKit does.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
      if let place = placeElsewhere(of: controller) {
        return Diagnostics.warn(
          "setViewControllers: \(type(of: controller)) is \(place); the stack is unchanged")
      }
      unique.append(controller)
    }
    let operation: Operation =
      unique.last.map { top in stack.contains { $0 === top } } == true ? .pop : .push
    change(to: unique, operation: operation, animated: animated, caller: "setViewControllers")
  }
}
