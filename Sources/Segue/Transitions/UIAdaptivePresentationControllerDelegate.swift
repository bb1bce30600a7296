import Foundation

/// Decides how a presentation adapts to a horizontally compact window (an iPhone), and hears
/// about a user's attempt to dismiss a sheet by swiping it down. Every method is optional.
///
/// Adapting: when a `.custom` presentation starts in a horizontally compact window, the
/// presentation controller asks `adaptivePresentationStyle(for:traitCollection:)` (which by
/// default asks `adaptivePresentationStyle(for:)`, which by default answers `.none`). `.none`
/// keeps the custom presentation; `.fullScreen` or `.overFullScreen` presents the
/// controller with that style instead (the transitioning delegate's animator still runs);
/// any other answer is not valid and reads as `.none`, with a warning. Segue asks when the
/// presentation starts, not again when the window later changes size class.
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
  /// Segue asks for the controller to show in the adapted style but cannot show another one
  /// yet: a controller returned here is ignored with a warning. Nil by default.
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
