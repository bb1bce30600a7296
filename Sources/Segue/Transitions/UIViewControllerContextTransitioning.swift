import Foundation

/// What an animator is given: the controllers and views of the transition, the container
/// to animate in, their frames, and the calls that report progress and the end.
///
/// Call `completeTransition(_:)` exactly once, when your animations end (usually in their
/// completion), with `!transitionWasCancelled`. Segue warns if it comes twice, and if it
/// has not come 2 s after the transition's duration it completes the transition for you.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view the transition happens in; add the `.to` view to it.
  var containerView: UIView { get }
  /// False for `animated: false`.
  var isAnimated: Bool { get }
  /// True while an interaction controller drives the progress.
  var isInteractive: Bool { get }
  /// True once the transition was cancelled (an interactive one, by `cancel()`).
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  /// Always `.identity`: Segue has no interface rotation.
  var targetTransform: CGAffineTransform { get }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view to add or remove. Nil for the presenter's view when it stays in place
  /// (`shouldRemovePresentersView == false`): `.from` when presenting, `.to` when dismissing.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The controller's frame in the container when the transition begins; `.zero` for the
  /// controller being shown (it is not on screen yet).
  func initialFrame(for vc: UIViewController) -> CGRect
  /// The controller's frame in the container when the transition ends; `.zero` for a
  /// controller whose view is removed.
  func finalFrame(for vc: UIViewController) -> CGRect

  /// Progress of an interactive transition, 0…1 (interaction controllers call these).
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  /// Ends the transition: `didComplete` false leaves everything as it was before it.
  func completeTransition(_ didComplete: Bool)
}

extension UIViewControllerContextTransitioning {
  /// For `responds(to: NSSelectorFromString("viewForKey:"))` checks written for iOS 7: a
  /// Segue context implements every member of the protocol.
  public func responds(to selector: Selector) -> Bool {
    Self.knownSelectors.contains(selector.name)
  }

  private static var knownSelectors: Set<String> {
    [
      "containerView", "isAnimated", "isInteractive", "transitionWasCancelled",
      "presentationStyle", "targetTransform", "viewControllerForKey:", "viewForKey:",
      "initialFrameForViewController:", "finalFrameForViewController:",
      "updateInteractiveTransition:", "finishInteractiveTransition",
      "cancelInteractiveTransition", "pauseInteractiveTransition", "completeTransition:",
    ]
  }
}
