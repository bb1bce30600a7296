// Seed 001: PJNavigationInteractiveTransition, the navigation controller's delegate: it
// returns PJPopAnimation for pops and drives it with a UIPercentDrivenInteractiveTransition
// from the pop pan (finish when the drag passed half the width, else cancel).
// Mechanical changes: Objective-C to Swift; `updateInteractiveTransition:`,
// `finishInteractiveTransition` and `cancelInteractiveTransition` are `update(_:)`,
// `finish()` and `cancel()` in Swift; the category property `pj_transitionFinishedBlock`
// is read through `PJViewControllerPopOptions` (Swift has no associated objects). For the
// playground's tuning: one stateless `popAnimation` is kept and returned instead of a new
// PJPopAnimation per pop, and the article's `progress > 0.5` is the identical
// `TransitionDecisionPolicy.progress(0.5)` in `decisionPolicy`, given the same clamped
// progress (and the pan's velocity, which that policy ignores); each update hands the
// interaction that release and policy (`update(_:policy:)`, the same progress), so the
// playground's inspector predicts with it.
import Segue

class PJNavigationInteractiveTransition: NSObject, UINavigationControllerDelegate {
  weak var navigationController: UINavigationController?
  var interactivePopTransition: UIPercentDrivenInteractiveTransition?
  private weak var _fromViewController: UIViewController?
  let popAnimation = PJPopAnimation()
  // The article's release rule.
  var decisionPolicy = TransitionDecisionPolicy.progress(0.5)

  init(viewController vc: UINavigationController) {
    super.init()
    navigationController = vc
    navigationController?.delegate = self
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {

    if operation == .pop {
      return popAnimation
    }
    _fromViewController = fromVC

    return nil
  }

  func handleControllerPop(_ gestureRecognizer: UIGestureRecognizer) {
    /**
     * 稳定进度区间,让它在0.0(未完成)~1.0(已完成)之间
     */
    var progress: CGFloat = 0.0
    var velocity: CGFloat = 0.0
    if let recognizer = gestureRecognizer as? UIPanGestureRecognizer {
      progress = recognizer.translation(in: recognizer.view).x / recognizer.view!.bounds.size.width
      progress = min(1.0, max(0.0, progress))
      velocity = recognizer.velocity(in: recognizer.view).x
    }

    p_handleGestureRecognizer(gestureRecognizer, progress: progress, velocity: velocity)
  }

  private func p_handleGestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, progress: CGFloat, velocity: CGFloat
  ) {

    if gestureRecognizer.state == .began {
      interactivePopTransition = UIPercentDrivenInteractiveTransition()
      navigationController?.popViewController(animated: true)
    } else if gestureRecognizer.state == .changed {
      interactivePopTransition?.update(
        release(progress, velocity, gestureRecognizer), policy: decisionPolicy)
    } else if gestureRecognizer.state == .ended || gestureRecognizer.state == .cancelled {
      let release = release(progress, velocity, gestureRecognizer)
      if decisionPolicy.shouldFinish(release) {
        interactivePopTransition?.finish()
        if let block = (_fromViewController as? PJViewControllerPopOptions)?
          .pj_transitionFinishedBlock
        {
          block()
        }
      } else {
        interactivePopTransition?.cancel()
      }
      interactivePopTransition = nil
    }
  }

  /// Segue: the release the end decides, also given to `update` so the playground's
  /// inspector predicts with `decisionPolicy`.
  private func release(
    _ progress: CGFloat, _ velocity: CGFloat, _ gestureRecognizer: UIGestureRecognizer
  ) -> TransitionDecisionPolicy.Release {
    let width = gestureRecognizer.view?.bounds.size.width ?? 1
    return TransitionDecisionPolicy.Release(progress: progress, velocity: velocity, distance: width)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {

    if animationController is PJPopAnimation {
      return interactivePopTransition
    }
    return nil
  }
}

/// The article's `UIViewController (PJ)` category properties. Objective-C stores them as
/// associated objects; in Swift a controller adopts this protocol to set them.
protocol PJViewControllerPopOptions: UIViewController {
  /// True to refuse the pop pan while this controller is on top.
  var pj_interactivePopDisabled: Bool { get }
  /// Called when an interactive pop from this controller finishes.
  var pj_transitionFinishedBlock: (() -> Void)? { get }
}
