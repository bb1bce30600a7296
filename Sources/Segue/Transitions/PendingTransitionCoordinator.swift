import Foundation

/// The coordinator of an animated push or present between the call and the next frame, when
/// the transition starts: UIKit returns `transitionCoordinator` at once, and iOS code
/// registers its blocks right after the call ("push, then run this when it ends"). The
/// blocks are kept and handed to the transition's own coordinator as it enlists its
/// controllers, before `willBegin`, so they run as blocks registered there do; the context
/// they receive is the running transition's. Until then it reports what is known: the
/// controllers, the style, an animated transition that has not moved.
@MainActor
final class PendingTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  private weak var from: UIViewController?
  private weak var to: UIViewController?
  let presentationStyle: UIModalPresentationStyle
  /// Weak: the window's engine holds this coordinator until the next frame, and a window
  /// dropped before it must not be kept alive by it.
  private weak var container: UIView?
  private var blocks: [TransitionContext.AlongsideBlock] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  /// Makes the coordinator `transitionCoordinator` of `controllers` returns until the
  /// transition enlists them (or the frame that was to start it has passed).
  init(
    from: UIViewController, to: UIViewController, style: UIModalPresentationStyle,
    containerView: UIView, controllers: [UIViewController]
  ) {
    self.from = from
    self.to = to
    presentationStyle = style
    container = containerView
    super.init()
    for controller in controllers { controller.pendingCoordinator = self }
  }

  var isAnimated: Bool { true }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  var percentComplete: CGFloat { 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var targetTransform: CGAffineTransform { .identity }
  /// A detached view once the container is gone: nothing will be shown in it.
  var containerView: UIView { container ?? UIView() }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : key == .to ? to : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    blocks.append(.init(animation: animation, completion: completion))
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  /// Gives the blocks registered so far to `context`, and stops standing in for it.
  func hand(to context: TransitionContext) {
    context.alongsideBlocks.append(contentsOf: blocks)
    context.interactionHandlers.append(contentsOf: interactionHandlers)
    blocks.removeAll()
    interactionHandlers.removeAll()
  }
}
