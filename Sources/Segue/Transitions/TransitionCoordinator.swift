import Foundation

/// The coordinator of one transition, and the context its blocks receive: a read-only view
/// of the `TransitionContext` plus alongside animations.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  /// Unowned: the context owns its coordinator and outlives every use of it.
  unowned let context: TransitionContext

  init(context: TransitionContext) {
    self.context = context
    super.init()
  }

  var isAnimated: Bool { context.isAnimated }
  var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
  var initiallyInteractive: Bool { context.initiallyInteractive }
  var isInterruptible: Bool { context.driver.propertyAnimator != nil }
  var isInteractive: Bool { context.isInteractive }
  var isCancelled: Bool { context.transitionWasCancelled }
  var transitionDuration: TimeInterval { context.duration }
  var percentComplete: CGFloat { context.percentComplete }
  var completionVelocity: CGFloat {
    guard let speed = context.interactor?.completionSpeed, speed > 0 else { return 1 }
    return speed
  }
  var completionCurve: UIView.AnimationCurve {
    context.interactor?.completionCurve ?? .easeInOut
  }
  var containerView: UIView { context.containerView }
  var targetTransform: CGAffineTransform { context.targetTransform }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    context.viewController(forKey: key)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    context.view(forKey: key)
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !context.isCompleted else { return false }
    context.alongsideBlocks.append(.init(animation: animation, completion: completion))
    context.driver.join(animation)
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    context.interactionHandlers.append(handler)
  }
}

extension UIViewController {
  /// The coordinator of the transition this controller (or its parent) takes part in, from
  /// the animated `push`/`present` call on, as UIKit; nil when none runs.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let transition = activeTransition, !transition.isCompleted {
      return transition.coordinator
    }
    if let pendingCoordinator { return pendingCoordinator }
    return parent?.transitionCoordinator
  }
}
