import Foundation

/// What alongside blocks and `transitionCoordinator` users can read about a transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  /// True if the transition started interactive.
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  /// True while the interaction drives it.
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  /// Seconds.
  var transitionDuration: TimeInterval { get }
  /// 0…1, the latest percent of the interaction.
  var percentComplete: CGFloat { get }
  /// The interaction controller's `completionSpeed` (1 without one).
  var completionVelocity: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations and code alongside a transition; `transitionCoordinator` of the
/// controllers involved returns it while the transition runs, and nil otherwise.
///
///     transitionCoordinator?.animate(alongsideTransition: { _ in dimmingView.alpha = 0.7 })
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// `animation` joins the transition: it runs with the transition's duration, scrubs with
  /// an interaction and plays the finish or cancel with the rest; `completion` runs once
  /// the transition completes. Returns false (and runs nothing) once it has completed.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// The same, for a view outside the container.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// `handler` runs when the interaction ends (finish or cancel), with `isCancelled` set.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// Segue draws every view of the window in one pass, so a view outside the container
  /// animates alongside like any other.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }
}
