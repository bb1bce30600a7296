import Foundation

/// Provides the objects of a custom `present`/`dismiss`. Every method is optional; nil
/// means "use the default".
///
/// The spellings of Xcode 8 beta that seed code uses —
/// `animationController(forPresentedController:presenting:sourceController:)` and
/// `animationController(forDismissedController:)` — are asked when the current ones
/// return nil, so such code runs unchanged.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// Asked only when an animator was returned for the presentation.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// Asked only when an animator was returned for the dismissal.
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// Asked only for `.custom` presentations.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?

  func animationController(
    forPresentedController presented: UIViewController, presenting: UIViewController,
    sourceController source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func animationController(forDismissedController dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }

  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }

  public func animationController(
    forPresentedController presented: UIViewController, presenting: UIViewController,
    sourceController source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  public func animationController(forDismissedController dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
}
