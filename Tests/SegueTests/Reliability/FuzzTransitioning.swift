import Foundation

@testable import Segue

/// A controller the fuzzer presents and pushes: a colored view, and a strong hold on its
/// transitioning delegate (which UIKit keeps weakly).
@MainActor
final class FuzzController: UIViewController {
  let serial: Int
  var keptDelegate: FuzzTransitioningDelegate?

  init(serial: Int) {
    self.serial = serial
    super.init(nibName: nil, bundle: nil)
    title = "Fuzz \(serial)"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let hue = CGFloat(serial % 12) / 12
    view.backgroundColor = UIColor(red: hue, green: 1 - hue, blue: 0.5, alpha: 1)
    let label = UILabel(frame: CGRect(x: 0, y: 60, width: view.bounds.width, height: 30))
    label.text = title
    label.autoresizingMask = [.flexibleWidth]
    view.addSubview(label)
  }
}

/// How a fuzzed animator treats `completeTransition(_:)`: as it should, never (the
/// watchdog must end the transition, with a warning), or twice (the second call is warned
/// about and ignored).
enum FuzzCompletion: String, CaseIterable {
  case once, never, twice
}

/// Fades the `.to` view in (or the `.from` view out) over `duration`, then calls
/// `completeTransition` as `completion` says.
@MainActor
final class FuzzAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let completion: FuzzCompletion

  init(duration: TimeInterval, completion: FuzzCompletion) {
    self.duration = duration
    self.completion = completion
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { duration }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let toView = context.view(forKey: .to)
    let fromView = context.view(forKey: .from)
    let appearing = context.viewController(forKey: .to)?.isBeingPresented == true
    if let toView, let to = context.viewController(forKey: .to) {
      context.containerView.addSubview(toView)
      toView.frame = context.finalFrame(for: to)
      if appearing { toView.alpha = 0 }
    }
    UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) {
      if appearing {
        toView?.alpha = 1
      } else {
        fromView?.alpha = 0
      }
    } completion: { [completion] _ in
      let completed = !context.transitionWasCancelled
      if completed, !appearing { fromView?.removeFromSuperview() }
      if !completed { fromView?.alpha = 1 }
      switch completion {
      case .once: context.completeTransition(completed)
      case .never: break
      case .twice:
        context.completeTransition(completed)
        context.completeTransition(completed)
      }
    }
  }
}

/// Hands out `FuzzAnimator`s, and a percent-driven interaction when one is set (taken by
/// the next transition, as seed 002's delegate does).
@MainActor
final class FuzzTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let duration: TimeInterval
  let completion: FuzzCompletion
  var interaction: UIPercentDrivenInteractiveTransition?

  init(duration: TimeInterval, completion: FuzzCompletion) {
    self.duration = duration
    self.completion = completion
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    FuzzAnimator(duration: duration, completion: completion)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    FuzzAnimator(duration: duration, completion: completion)
  }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    takeInteraction()
  }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    takeInteraction()
  }

  private func takeInteraction() -> UIPercentDrivenInteractiveTransition? {
    defer { interaction = nil }
    return interaction
  }
}
