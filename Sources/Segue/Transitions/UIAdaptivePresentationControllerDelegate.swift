import Foundation

/// Decides how a presentation adapts to a horizontally compact window (an iPhone), and hears
/// about a user's attempt to dismiss a sheet by swiping it down. Every method is optional.
///
/// Adapting: when a `.custom` presentation starts in a horizontally compact window, the
/// presentation controller asks `adaptivePresentationStyle(for:traitCollection:)` (which by
/// default asks `adaptivePresentationStyle(for:)`, which by default answers `.none`). `.none`
/// keeps the custom presentation; `.fullScreen` or `.overFullScreen` presents the
/// controller with that style instead (the transitioning delegate's animator still runs),
/// or the controller `presentationController(_:viewControllerForAdaptivePresentationStyle:)`
/// gives in its place; any other answer is not valid and reads as `.none`, with a warning.
/// Segue asks when the presentation starts, not again when the window later changes size
/// class.
///
///     func adaptivePresentationStyle(
///       for controller: UIPresentationController, traitCollection: UITraitCollection
///     ) -> UIModalPresentationStyle { .none }  // keep the card on iPhone too
///
/// Dismissing: UIKit's order: `presentationControllerShouldDismiss` (asked only when
/// `isModalInPresentation` is false); if it returns false,
/// `presentationControllerDidAttemptToDismiss`; else `presentationControllerWillDismiss`
/// as the dismissal starts and `presentationControllerDidDismiss` once it completed. None is
/// called for a `dismiss(animated:)` from code.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// The style to adapt to in a horizontally compact environment: `.fullScreen`,
  /// `.overFullScreen` or `.none` (no adaptation, the default).
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// The style to adapt to for `traitCollection`; by default the answer of
  /// `adaptivePresentationStyle(for:)`.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// The controller to show in the adapted `style` in place of the presented one; nil (the
  /// default) shows the presented controller itself. Asked only when the presentation
  /// adapts (not for `.none`), after `adaptivePresentationStyle(for:traitCollection:)`.
  /// The usual answer wraps the presented controller to give it a way back:
  ///
  ///     let navigation = UINavigationController(
  ///       rootViewController: controller.presentedViewController)
  ///     controller.presentedViewController.navigationItem.rightBarButtonItem =
  ///       UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak navigation] _ in
  ///         navigation?.dismiss(animated: true)
  ///       })
  ///     return navigation
  ///
  /// As UIKit reports it, the replacement is then what is presented: it is the presenter's
  /// `presentedViewController`, the transition context's `.to` controller and view, the one
  /// given the appearance callbacks (a navigation controller passes them to its top
  /// controller) and the one dismissed, by `dismiss(animated:)` on it, on the presenter or
  /// on any controller inside it. A presented controller it wraps reaches the presenter
  /// through its new parent (`presentingViewController`), and `presentationController`
  /// finds the adapted one. `controller`, the custom presentation controller asked, keeps
  /// the original as its `presentedViewController`. The replacement is animated by its own
  /// `transitioningDelegate` (usually none: the default slide up), in and out alike. Segue
  /// asks once, as the presentation starts; a replacement already presented, a child or on
  /// screen is refused with a warning and the presented controller is shown.
  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  /// Called before every `.custom` presentation starts, with the adapted style or `.none`
  /// when the style does not change, and the presentation's coordinator.
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  /// True (the default) lets the swipe dismiss the sheet.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The swipe was refused (by `isModalInPresentation` or `…ShouldDismiss`), for example to
  /// ask whether to discard changes.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .none }
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
  public func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { nil }
  public func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
