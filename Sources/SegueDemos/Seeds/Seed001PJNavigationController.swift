// Seed 001: the navigation controller subclass that installs the pop pan and its begin
// rules (after FDFullscreenPopGesture): full-screen when `maxAllowedInitialDistance` is 0.
// Mechanical changes: Objective-C to Swift; `addTarget:action:@selector(...)` is a closure;
// `valueForKey:@"_isTransitioning"` (private KVC) reads `transitionCoordinator != nil`.
// `gesture.view` is optional in Swift (`gesture?.view?`). For iOS 26, the navigation
// controller's own content pop is turned off too (it would take the pan first).
import Segue

class PJNavigationController: UINavigationController, UIGestureRecognizerDelegate {
  var navTransition: PJNavigationInteractiveTransition!
  /// 0: anywhere on the screen (the full-screen pop); otherwise points from the left edge.
  var maxAllowedInitialDistance: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()

    let gesture = self.interactivePopGestureRecognizer
    gesture?.isEnabled = false
    // iOS 26 adds a content pop of its own; this class installs its own full-screen pan.
    interactiveContentPopGestureRecognizer?.isEnabled = false

    let popRecognizer = UIPanGestureRecognizer()
    popRecognizer.delegate = self
    popRecognizer.maximumNumberOfTouches = 1
    gesture?.view?.addGestureRecognizer(popRecognizer)

    let navTransition = PJNavigationInteractiveTransition(viewController: self)
    self.navTransition = navTransition
    popRecognizer.addTarget(navTransition) { [unowned navTransition] gesture in
      navTransition.handleControllerPop(gesture)
    }
  }

  // MARK: - UIGestureRecognizerDelegate
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let gestureRecognizer = gestureRecognizer as? UIPanGestureRecognizer else {
      return false
    }

    // Ignore when no view controller is pushed into the navigation stack.
    if viewControllers.count <= 1 {
      return false
    }

    // Ignore when the beginning location is beyond max allowed initial distance to left edge.
    let beginningLocation = gestureRecognizer.location(in: gestureRecognizer.view)
    if maxAllowedInitialDistance > 0 && beginningLocation.x > maxAllowedInitialDistance {
      return false
    }

    // Ignore pan gesture when the navigation controller is currently in transition.
    if transitionCoordinator != nil {
      return false
    }

    // Prevent calling the handler when the gesture begins in an opposite direction.
    let translation = gestureRecognizer.translation(in: gestureRecognizer.view)
    if translation.x <= 0 {
      return false
    }

    // When the active view controller allow interactive pop.
    if let topViewController = viewControllers.last as? PJViewControllerPopOptions,
      topViewController.pj_interactivePopDisabled
    {
      return false
    }

    return true
  }
}
